/**
 * The text filters Zengine's plugin runtime gave every plugin besides the documented ones (the
 * legacy plugin wrapper's filters), as plain functions. Each takes whatever a template hands it:
 * no input ever throws.
 */

function asText(input: unknown): string {
  return input === undefined || input === null ? '' : String(input);
}

/** `'A long sentence' | truncate:6` → `'A long...'`; 100 characters by default; falsy input gives undefined (shown as ''). */
export function truncate(input: unknown, length?: unknown): unknown {
  if (!input) return undefined;
  const text = asText(input);
  const limit = Number(length) > 0 ? Math.floor(Number(length)) : 100;
  return text.length > limit ? text.substr(0, limit) + '...' : input;
}

/** `'Company'` → `'Companies'`, `'Deal'` → `'Deals'`: a trailing y becomes ies, anything else gets an s. */
export function pluralize(input: unknown): string {
  const text = asText(input || '');
  if (!text) return text;
  return text.charAt(text.length - 1) === 'y' ? text.slice(0, -1) + 'ies' : text + 's';
}

/** `'Companies'` → `'Company'`, `'Deals'` → `'Deal'`. */
export function singularize(input: unknown): string {
  const text = asText(input || '');
  if (text.slice(-3) === 'ies') return text.slice(0, -3) + 'y';
  return text.charAt(text.length - 1) === 's' ? text.slice(0, -1) : text;
}

/** `'open deals'` → `'Open Deals'`: the first letter of each space-separated word upper-cased. */
export function capitalize(input: unknown): string {
  return asText(input || '').split(' ').map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(' ');
}

/** `'apple'` → `'an'`, `'pear'` → `'a'`, nothing → `''`. */
export function article(input: unknown): string {
  if (!input) return '';
  return /^[aeiou]/i.test(asText(input)) ? 'an' : 'a';
}

/** `encodeURIComponent` of the text; `undefined` gives `'undefined'`, as the wrapper's did. */
export function urlEncode(input: unknown): string {
  return encodeURIComponent(String(input));
}

/** A form field's title: its `name`, else its `label`, else what was given. */
export function formFieldTitle(field: unknown): unknown {
  if (field && typeof field === 'object') {
    const { name, label } = field as { name?: unknown; label?: unknown };
    return name || label || field;
  }
  return field;
}

/** The text without surrounding white space; nothing gives `''`. */
export function trim(input: unknown): string {
  return asText(input).trim();
}

/** `'my field-name'` → `'myFieldName'`; with `true`, each word is capitalized first (`'MyFieldName'`). */
export function camelCase(input: unknown, firstWordWithCase?: unknown): string {
  let text = asText(input);
  if (firstWordWithCase) text = capitalize(text);
  return text.trim().replace(/[-_\s]+(.)?/g, (match, next?: string) => (next ? next.toUpperCase() : ''));
}

const HTML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', '\'': '&#39;', '/': '&#x2F;' };

/** `&`, `<`, `>`, `"`, `'` and `/` as HTML entities, so the text can sit in markup as text. */
export function escapeHtml(input: unknown): string {
  return String(input).replace(/[&<>"'/]/g, (character) => HTML_ENTITIES[character]);
}

/** `123` → `'field123'`: the record attribute of a field id. */
export function fieldName(fieldId: unknown): string {
  return 'field' + String(fieldId);
}
