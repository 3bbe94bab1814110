import { FieldType, FilterPrefix } from './field-types';
import { FilterOperator } from './filter-shape';
/** The builder's options once checked, with every default filled in. */
export interface BuilderOptions {
    formId: number;
    subfilters: boolean;
    groups: boolean;
    dynamicValues: boolean;
    operators: FilterOperator[];
    attributeBlacklist: string[];
    prefixBlacklist: FilterPrefix[];
    fieldTypeBlacklist: FieldType[];
}
/** The defaults of the spec (4.6): everything allowed, both operators, nothing blacklisted. */
export declare const DEFAULT_BUILDER_OPTIONS: Readonly<Omit<BuilderOptions, 'formId'>>;
export type BuilderFront = 'panel' | 'inline';
/** What the panel needs besides the builder's options. */
export interface CheckedPanelOptions {
    builder: BuilderOptions;
    filter: unknown;
    onSave: ((filter: any) => unknown) | undefined;
}
/**
 * Checks the options of either front door and fills in the defaults. `service` names the front
 * door in errors (`znFiltersPanel` or `znInlineFilter`); the inline directive refuses `filter`
 * and `onSave` since its filter is its ng-model.
 */
export declare function checkBuilderOptions(service: string, raw: unknown, front: BuilderFront): BuilderOptions;
/** Checks `znFiltersPanel.open(options)`: the builder's options plus `filter` and `onSave`. */
export declare function checkPanelOptions(service: string, raw: unknown): CheckedPanelOptions;
