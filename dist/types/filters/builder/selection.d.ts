import { ValueOption } from './source';
/**
 * The entries of a value select plus one for each current value not among them (a member who
 * left, a deleted choice), shown by the value itself so a saved filter loses nothing.
 */
export declare function withCurrentValues(entries: ValueOption[], value: unknown): ValueOption[];
/** What a select shows for a value: its keys, as text, so `3` and `'3'` select the same entry. */
export declare function selectionOf(value: unknown, multi: boolean): string | string[] | null;
/** The value for what a select shows: each key's entry value (the API's type). */
export declare function valueOfSelection(selection: string | string[] | null, entries: ValueOption[]): unknown;
