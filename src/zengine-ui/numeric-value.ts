import type { FilterFactory } from 'angular';

/** The part of a field `znNumericValue` reads: `{ settings: { properties: { decimal, currency } } }`. */
export interface ZnNumericField {
  settings?: { properties?: { decimal?: number | string; currency?: string } };
}

/** The symbol of an ISO 4217 currency code in English (`USD` → `$`, `EUR` → `€`), or the code and a space. */
export function currencySymbol(code: string): string {
  try {
    // formatToParts and narrowSymbol are newer than the ES2017 typings this build targets.
    const format = new Intl.NumberFormat('en-US', { style: 'currency', currency: code, currencyDisplay: 'narrowSymbol' } as unknown as Intl.NumberFormatOptions) as
      Intl.NumberFormat & { formatToParts(value: number): Array<{ type: string; value: string }> };
    const part = format.formatToParts(0).find((item) => item.type === 'currency');
    return part ? part.value : `${code} `;
  } catch {
    return `${code} `; // not a currency code Intl knows
  }
}

/**
 * A number formatted by a number field's settings, as Zengine's `znNumericValue` filter did:
 * `decimal` places (none by default), two with a currency whatever `decimal` says, thousands
 * separated by commas, the `currency` symbol before the digits and a minus sign before the symbol:
 * `formatNumericValue('-1234.5678', usd)` → `-$1,234.57`. Input that is no number gives ''. Pure.
 */
export function formatNumericValue(amount: unknown, field?: ZnNumericField | null): string {
  if (amount === null || amount === undefined || amount === '' || typeof amount === 'boolean') return '';
  const value = typeof amount === 'number' ? amount : Number(String(amount).trim());
  if (!isFinite(value)) return '';
  const properties = (field && field.settings && field.settings.properties) || {};
  // A currency shows cents whatever `decimal` says: Zengine's filters doc gives `decimal: 7` with USD as `$1,234.57`.
  const places = properties.currency ? 2 : properties.decimal;
  const decimal = Math.min(20, Math.max(0, Math.floor(Number(places) || 0)));
  const [whole, fraction] = Math.abs(value).toFixed(decimal).split('.');
  let text = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',') + (fraction ? '.' + fraction : '');
  if (properties.currency) text = currencySymbol(String(properties.currency)) + text;
  // No "-0.00": the sign only when something non-zero is shown.
  return value < 0 && /[1-9]/.test(whole + (fraction || '')) ? '-' + text : text;
}

/** `{{ value | znNumericValue:field }}`. */
export function znNumericValueFilter(): FilterFactory {
  return ((amount: unknown, field?: ZnNumericField) => formatNumericValue(amount, field)) as unknown as FilterFactory;
}
znNumericValueFilter.$inject = [] as string[];
