import type { IPromise, IQService } from 'angular';
import type { ZnDataService } from '../../data/types';
import { ApiForm } from './catalog';
/** One entry of a value select: `key` is the value as text, so ids of any type compare alike. */
export interface ValueOption {
    key: string;
    value: string | number;
    label: string;
}
/** The person-readable message of a failed call: the API's userMessage when there is one. */
export declare function failureMessage(failure: unknown, fallback: string): string;
/**
 * What one builder reads through znData: the form with its fields (`Forms` with
 * `related=fields`), and the lists its value selects offer. Each list is read once per builder,
 * so opening the panel again shows fresh data.
 */
export declare class FilterBuilderSource {
    private znData;
    private $q;
    private cache;
    constructor(znData: ZnDataService, $q: IQService);
    /** `GET /forms/:id?related=fields`: the form, its workspace and its fields. */
    form(formId: number): IPromise<ApiForm>;
    /** The workspace's members, as the user ids a member field holds. */
    members(workspaceId: number): IPromise<ValueOption[]>;
    /** The form's folders. */
    folders(formId: number): IPromise<ValueOption[]>;
    /** `Countries`: `{ id, country }` entries. */
    countries(): IPromise<ValueOption[]>;
    /** `States`: `{ id, state }` entries. */
    states(): IPromise<ValueOption[]>;
    /** Up to 20 records of a form whose name contains `text`, by name. */
    searchRecords(formId: number, text: string): IPromise<ValueOption[]>;
    /** One record, to name the record a saved filter points at. */
    record(formId: number, id: string | number): IPromise<ValueOption | null>;
    private once;
    /** Every entry of a list resource, 100 a page (at most 10 pages). */
    private all;
}
