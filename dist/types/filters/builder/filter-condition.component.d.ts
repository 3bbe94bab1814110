import type { IComponentOptions, IPromise } from 'angular';
import { AttributeOption } from './catalog';
import { FilterBuilderController } from './filter-builder.component';
import { RowState } from './row-status';
import { ValueOption } from './source';
import { ZnFilterBuilderText } from './text';
import { ConditionRow } from './tree';
import { ValueWidget } from './widgets';
interface AttributeChoice {
    attribute: string;
    label: string;
}
interface PrefixChoice {
    prefix: string;
    label: string;
}
/**
 * `<zn-filter-condition>`: one condition row: field, comparison, value (or, on a linked field,
 * a subfilter over the linked form), its problem if any, and its remove button.
 */
export declare class FilterConditionController {
    readonly text: ZnFilterBuilderText;
    static $inject: string[];
    row: ConditionRow;
    formId: number;
    subfilterDepth: number;
    onRemove: () => void;
    builder: FilterBuilderController;
    ids: Record<'attribute' | 'mode' | 'prefix' | 'value' | 'problem', string>;
    attributeChoices: AttributeChoice[];
    prefixChoices: PrefixChoice[];
    option: AttributeOption | null;
    widget: ValueWidget | null;
    widgetTemplate: string | null;
    state: RowState;
    problemText: string | null;
    linkedFormName: string;
    /** The subfilter group's label, the subfilter choice's and the record search's. */
    subfilterLabel: string;
    subfilterChoiceLabel: string;
    recordSearchLabel: string;
    /** The entries of a value select, and the selected keys. */
    valueOptions: ValueOption[];
    valueOptionsLoading: boolean;
    valueOptionsError: string | null;
    selection: string | string[] | null;
    /** The record picker's model: the chosen record, or undefined while the text matches none. */
    recordPick: ValueOption | null | undefined;
    recordSearchError: string | null;
    noRecords: boolean;
    dateOpen: boolean;
    private viewKey;
    private valueKey;
    private loadToken;
    constructor(text: ZnFilterBuilderText);
    $onInit(): void;
    /** Follows the row, its status and the catalogs (any of which may change by a digest). */
    $doCheck(): void;
    canSubfilter(): boolean;
    isMulti(): boolean;
    attributeChanged(): void;
    prefixChanged(): void;
    modeChanged(): void;
    valueChanged(): void;
    selectionChanged(): void;
    /** Typing in the record picker: text that is not a chosen record leaves no value. */
    recordChanged(): void;
    /** A record chosen from the matches (the typeahead sets its model without ng-change). */
    recordSelected(record: ValueOption): void;
    /** The record picker's search (ui-bootstrap typeahead, debounced by `typeahead-wait-ms`). */
    searchRecords(text: string): IPromise<ValueOption[]> | ValueOption[];
    remove(): void;
    private syncChoices;
    /** Fills the value select of the row's widget (from the field, or through znData). */
    private loadValueOptions;
    /** Shows a select's entries (with the row's value among them) and selects the value. */
    private showValueOptions;
    /** The record picker shows the chosen record's name, read once through znData. */
    private showRecord;
}
export declare const filterConditionComponent: IComponentOptions;
export {};
