/**
 * The look-up filters of Zengine's plugin runtime (`state`, `country`, `znCurrencySymbol`,
 * `createdBy`), as plain functions. Zengine's host kept its lists on `$rootScope` (`states`,
 * `countries`, `currencies`); a host that does the same is read first, and where it has none
 * these fall back to the browser's own names (`Intl`) and a table of US states and Canadian
 * provinces, so `'CA' | state` reads `California` in any host.
 */

/** US states (and DC) and Canadian provinces and territories, by code. */
const STATE_NAMES: Record<string, string> = {
  AL: 'Alabama', AK: 'Alaska', AZ: 'Arizona', AR: 'Arkansas', CA: 'California', CO: 'Colorado', CT: 'Connecticut', DE: 'Delaware',
  DC: 'District of Columbia', FL: 'Florida', GA: 'Georgia', HI: 'Hawaii', ID: 'Idaho', IL: 'Illinois', IN: 'Indiana', IA: 'Iowa',
  KS: 'Kansas', KY: 'Kentucky', LA: 'Louisiana', ME: 'Maine', MD: 'Maryland', MA: 'Massachusetts', MI: 'Michigan', MN: 'Minnesota',
  MS: 'Mississippi', MO: 'Missouri', MT: 'Montana', NE: 'Nebraska', NV: 'Nevada', NH: 'New Hampshire', NJ: 'New Jersey',
  NM: 'New Mexico', NY: 'New York', NC: 'North Carolina', ND: 'North Dakota', OH: 'Ohio', OK: 'Oklahoma', OR: 'Oregon',
  PA: 'Pennsylvania', RI: 'Rhode Island', SC: 'South Carolina', SD: 'South Dakota', TN: 'Tennessee', TX: 'Texas', UT: 'Utah',
  VT: 'Vermont', VA: 'Virginia', WA: 'Washington', WV: 'West Virginia', WI: 'Wisconsin', WY: 'Wyoming',
  AB: 'Alberta', BC: 'British Columbia', MB: 'Manitoba', NB: 'New Brunswick', NL: 'Newfoundland and Labrador',
  NS: 'Nova Scotia', NT: 'Northwest Territories', NU: 'Nunavut', ON: 'Ontario', PE: 'Prince Edward Island', QC: 'Quebec',
  SK: 'Saskatchewan', YT: 'Yukon'
};

/** An entry of one of the host's lists whose `id` is `code`: its `key` (`state`, `country`, `symbol`), else undefined. */
function fromList(list: unknown, code: unknown, key: string): unknown {
  if (!Array.isArray(list)) return undefined;
  const entry = list.find((item) => item !== null && typeof item === 'object' && (item as { id?: unknown }).id === code);
  return entry ? (entry as Record<string, unknown>)[key] : undefined;
}

function ownName(table: Record<string, string>, code: unknown): string | undefined {
  return typeof code === 'string' && Object.prototype.hasOwnProperty.call(table, code) ? table[code] : undefined;
}

/** `'CA'` → `'California'`: the host's `states` list, else the table; an unknown code as given. */
export function stateName(code: unknown, states?: unknown): unknown {
  return fromList(states, code, 'state') ?? ownName(STATE_NAMES, code) ?? code;
}

interface DisplayNames { of(code: string): string | undefined }
type DisplayNamesConstructor = new (locales: string[], options: { type: string; fallback?: string }) => DisplayNames;

/** The English name of an ISO 3166 region code from the browser (`US` → `United States`), or undefined. */
function regionName(code: unknown): string | undefined {
  const Names = (Intl as unknown as { DisplayNames?: DisplayNamesConstructor }).DisplayNames;
  if (typeof code !== 'string' || !/^[A-Za-z]{2}$/.test(code) || !Names) return undefined;
  try {
    return new Names(['en'], { type: 'region', fallback: 'none' }).of(code.toUpperCase());
  } catch {
    return undefined;
  }
}

/** `'US'` → `'United States'`: the host's `countries` list, else the browser's names; an unknown code as given. */
export function countryName(code: unknown, countries?: unknown): unknown {
  return fromList(countries, code, 'country') ?? regionName(code) ?? code;
}

/** `'USD'` → `'$'`: the host's `currencies` list, else the browser's narrow symbol; `''` when neither knows it. */
export function currencySymbolOf(code: unknown, currencies?: unknown): string {
  const listed = fromList(currencies, code, 'symbol');
  if (listed !== undefined && listed !== null) return String(listed);
  if (typeof code !== 'string' || !/^[A-Za-z]{3}$/.test(code)) return '';
  try {
    const options = { style: 'currency', currency: code, currencyDisplay: 'narrowSymbol' } as unknown as Intl.NumberFormatOptions;
    const format = new Intl.NumberFormat('en-US', options) as Intl.NumberFormat & { formatToParts(value: number): Array<{ type: string; value: string }> };
    const part = format.formatToParts(0).find((item) => item.type === 'currency');
    return part ? part.value : '';
  } catch {
    return '';
  }
}

/** How a user or client is named: a workspace integration, else the display name, username or email. */
export function identityOf(who: unknown): string {
  if (!who || typeof who !== 'object') return '';
  const person = who as Record<string, unknown>;
  if (person.resource === 'workspaces') return 'a workspace integration';
  return String(person.displayName || person.username || person.email || '');
}

/** Who created a record: its `createdByUser` (a person), else its `createdByClient`'s app name; `''` when unknown. */
export function createdByOf(record: unknown): string {
  if (!record || typeof record !== 'object') return '';
  const { createdByUser, createdByClient } = record as Record<string, unknown>;
  if (createdByUser && typeof createdByUser === 'object' && !(createdByUser as Record<string, unknown>).resource) return identityOf(createdByUser);
  if (createdByClient && typeof createdByClient === 'object') return String((createdByClient as Record<string, unknown>).appName ?? '');
  return '';
}
