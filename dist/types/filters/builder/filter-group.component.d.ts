import type { IComponentOptions } from 'angular';
import { ZnFilterBuilderText } from './text';
import { FilterBuilderController } from './filter-builder.component';
import { FilterOperator } from './filter-shape';
import { ConditionRow, GroupRow } from './tree';
/**
 * `<zn-filter-group>`: one group of conditions (`role="group"`): its operator, its rows (conditions
 * and nested groups), and the buttons that add them.
 */
export declare class FilterGroupController {
    readonly text: ZnFilterBuilderText;
    static $inject: string[];
    group: GroupRow;
    formId: number;
    depth: number;
    subfilterDepth: number;
    label: string;
    onRemove?: () => void;
    builder: FilterBuilderController;
    operatorChoices: Array<{
        operator: FilterOperator;
        label: string;
    }>;
    removable: boolean;
    constructor(text: ZnFilterBuilderText);
    $onInit(): void;
    ready(): boolean;
    loading(): boolean;
    /** The operator in words, for a builder that allows only one. */
    operatorText(): string;
    canAddGroup(): boolean;
    id(control: string): string;
    addCondition(): void;
    addGroup(): void;
    removeRow(row: GroupRow | ConditionRow): void;
    operatorChanged(): void;
}
export declare const filterGroupComponent: IComponentOptions;
