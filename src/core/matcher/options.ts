import { describeValue, ZnError } from '../errors';
import { SERVICE } from './errors';
import { isPlainObject } from '../values';

const MATCH_OPTIONS = ['subfiltering'];
const VALIDATION_OPTIONS = ['subfiltering', 'dynamicValues', 'collectionRules'];

/** Options objects of matches whose keys were checked already (the plain call may get the same one per record). */
const checkedMatchOptions = new WeakSet<object>();

function checkOptions(options: unknown, known: string[], checked: WeakSet<object> | null): Record<string, unknown> | null {
  if (options === undefined || options === null) return null;
  if (!isPlainObject(options)) {
    throw new ZnError(SERVICE, 'bad-options', `options must be an object such as { subfiltering: true }; got ${describeValue(options)}`);
  }
  if (checked === null || !checked.has(options)) {
    for (const key of Object.keys(options)) {
      if (known.indexOf(key) === -1) {
        throw new ZnError(SERVICE, 'unknown-option', `unknown option "${key}"; expected ${known.length === 1 ? known[0] : `one of ${known.join(', ')}`}`);
      }
    }
    checked?.add(options);
  }
  return options as Record<string, unknown>;
}

function flag(options: Record<string, unknown> | null, key: string): boolean {
  const value = options === null ? undefined : options[key];
  if (value === undefined) return false;
  if (typeof value !== 'boolean') {
    throw new ZnError(SERVICE, 'bad-option', `option ${key} must be true or false; got ${describeValue(value)}`);
  }
  return value;
}

/** Reads the options of a match or compile: the `subfiltering` flag. */
export function readMatchOptions(options: unknown): boolean {
  return flag(checkOptions(options, MATCH_OPTIONS, checkedMatchOptions), 'subfiltering');
}

/** Reads the options of `validateFilter`. */
export function readValidationOptions(options: unknown): { subfiltering: boolean; dynamicValues: boolean; collectionRules: boolean } {
  const checked = checkOptions(options, VALIDATION_OPTIONS, null);
  return {
    subfiltering: flag(checked, 'subfiltering'),
    dynamicValues: flag(checked, 'dynamicValues'),
    collectionRules: flag(checked, 'collectionRules')
  };
}
