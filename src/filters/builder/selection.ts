import { ValueOption } from './source';

function valuesOf(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  return value === undefined || value === null || value === '' ? [] : [value];
}

/**
 * The entries of a value select plus one for each current value not among them (a member who
 * left, a deleted choice), shown by the value itself so a saved filter loses nothing.
 */
export function withCurrentValues(entries: ValueOption[], value: unknown): ValueOption[] {
  const all = entries.slice();
  for (const item of valuesOf(value)) {
    if ((typeof item === 'string' || typeof item === 'number') && !all.some((entry) => entry.key === String(item))) {
      all.push({ key: String(item), value: item, label: String(item) });
    }
  }
  return all;
}

/** What a select shows for a value: its keys, as text, so `3` and `'3'` select the same entry. */
export function selectionOf(value: unknown, multi: boolean): string | string[] | null {
  const keys = valuesOf(value).map(String);
  return multi ? keys : keys.length ? keys[0] : null;
}

/** The value for what a select shows: each key's entry value (the API's type). */
export function valueOfSelection(selection: string | string[] | null, entries: ValueOption[]): unknown {
  const valueOf = (key: string) => {
    const found = entries.find((entry) => entry.key === key);
    return found ? found.value : key;
  };
  if (Array.isArray(selection)) return selection.map(valueOf);
  return selection === null || selection === '' ? undefined : valueOf(selection);
}
