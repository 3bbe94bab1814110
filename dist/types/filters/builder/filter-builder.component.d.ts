import type { IAugmentedJQuery, IComponentOptions, IOnChangesObject, IQService, IScope, ITimeoutService } from 'angular';
import type { ZnDataService } from '../../data/types';
import { FormCatalog } from './catalog';
import { Filter } from './filter-shape';
import { BuilderOptions } from './options';
import { CatalogState, RowStatus, TreeStatus } from './row-status';
import { FilterBuilderSource } from './source';
import { ZnFilterBuilderText } from './text';
import { ConditionRow, GroupRow } from './tree';
/** What the builder reports to its front door after every change. */
export interface BuilderStatus {
    /** The filter of the complete rows (incomplete and invalid ones left out). */
    filter: Filter;
    /** The form's fields are in and the filter was not refused. */
    ready: boolean;
    /** Ready, and every row complete: what the panel's Save needs. */
    saveable: boolean;
    incomplete: number;
    invalid: number;
    pending: number;
    /** The API's message when the form could not be loaded. */
    loadError: string | null;
    /** Why the opening filter was refused, once the fields showed it breaks the options. */
    refusal: string | null;
}
/**
 * `<zn-filter-builder>`: the builder both front doors show. It turns `filter` into rows, loads
 * the form's fields (and linked forms' fields for subfilters) through znData, judges every row,
 * and reports: `on-status` after every change, `on-change` after each edit by the person.
 */
export declare class FilterBuilderController {
    private $element;
    private $timeout;
    private $q;
    private $exceptionHandler;
    private znData;
    readonly text: ZnFilterBuilderText;
    static $inject: string[];
    options: BuilderOptions;
    filter?: Filter;
    service: string;
    filterName: string;
    onChange: (locals: {
        filter: Filter;
    }) => void;
    onStatus: (locals: {
        status: BuilderStatus;
    }) => void;
    root: GroupRow;
    refusal: string | null;
    treeStatus: TreeStatus;
    /** Bumped whenever a catalog arrives, so rows know to look again. */
    catalogVersion: number;
    readonly idPrefix: string;
    source: FilterBuilderSource;
    private nextKey;
    private catalogs;
    private generation;
    private pendingFocus;
    private focusTimer;
    constructor($scope: IScope, $element: IAugmentedJQuery, $timeout: ITimeoutService, $q: IQService, $exceptionHandler: (error: unknown) => void, znData: ZnDataService, text: ZnFilterBuilderText);
    $onChanges(changes: IOnChangesObject): void;
    /** Answers that arrive after the builder is gone are dropped; a pending focus is cancelled. */
    $onDestroy(): void;
    /** The catalog of a form, when it has arrived. */
    catalog(formId: number): FormCatalog | null;
    catalogState(formId: number): CatalogState;
    rowStatus(row: ConditionRow): RowStatus;
    isLoading(): boolean;
    loadError(): string | null;
    showTree(): boolean;
    /** The id of a row's control, e.g. `zn-filter-7-12-attribute`. */
    controlId(key: number, control: string): string;
    addCondition(group: GroupRow): void;
    addGroup(group: GroupRow): void;
    remove(group: GroupRow, row: GroupRow | ConditionRow): void;
    /** Starts a subfilter on a linked-field row, with one empty condition to fill in. */
    startSubfilter(row: ConditionRow): void;
    /** Starts loading a form's fields (a linked form's, before its subfilter is opened). */
    ensureCatalog(formId: number): void;
    /** After every change by the person: judge the rows again, report, and send the filter out. */
    edited(): void;
    /** Moves focus to a control once it is in the page (it may wait for a template or a linked form). */
    focus(id: string): void;
    private takePendingFocus;
    private rebuild;
    /** Loads the catalogs the tree needs, checks field types against the options, judges and reports. */
    private refresh;
    /** Asks for a level's catalog; once it is in, checks the level's rows and goes into its subfilters. */
    private loadLevel;
    private load;
    /** A field of a blacklisted type in the opening filter is refused, as the other option rules are. */
    private checkFieldType;
}
export declare const filterBuilderComponent: IComponentOptions;
