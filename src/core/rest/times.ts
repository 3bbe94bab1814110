/**
 * `?timezone=`: the user-centric datetimes of an answer in another zone than UTC, as the REST
 * conventions' querying-options page says ("a numerical offset or a string value from the Olson
 * database", or `user` for the current user's). Times stay ISO 8601 and name their offset
 * (`2024-01-02T04:00:00-05:00`), so a client reading them as dates gets the same instant.
 */

/** A zone to write times in: an IANA name (Intl computes its offset per instant) or a fixed offset in minutes. */
export type RestTimezone = { zone: string } | { offsetMinutes: number };

/** `-05:00`, `+0530`, `-5`, `5.5`, ` 05:00` (a `+` the query decoded to a space). */
const OFFSET = /^([+-]?)(\d{1,2})(?::?(\d{2})|\.(\d+))?$/;

/**
 * The zone a `timezone` value names, or undefined when it names none. `user` is resolved by the
 * caller (the user's own `timezone`), so it is undefined here.
 */
export function parseTimezone(value: string): RestTimezone | undefined {
  const text = value.replace(/^ /, '+').trim();
  const offset = OFFSET.exec(text);
  if (offset) {
    const hours = Number(offset[2]);
    const minutes = offset[3] !== undefined ? Number(offset[3]) : offset[4] !== undefined ? Math.round(Number('0.' + offset[4]) * 60) : 0;
    const total = hours * 60 + minutes;
    if (minutes >= 60 || total > 14 * 60) return undefined;
    return { offsetMinutes: offset[1] === '-' ? -total : total };
  }
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/.test(text)) return undefined;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: text });
    return { zone: text };
  } catch {
    return undefined;
  }
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    // hourCycle is newer than the lib this file is typed against; an engine without it may write midnight as 24 (read below)
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit'
    } as Intl.DateTimeFormatOptions);
    if (formatters.size > 100) formatters.clear();
    formatters.set(zone, formatter);
  }
  return formatter;
}

/** The zone's offset from UTC at an instant, in minutes. */
function offsetAt(timezone: RestTimezone, instant: number): number {
  if ('offsetMinutes' in timezone) return timezone.offsetMinutes;
  const parts: Record<string, number> = {};
  formatterOf(timezone.zone).formatToParts(new Date(instant)).forEach((part) => {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  });
  const wall = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour % 24, parts.minute, parts.second);
  return Math.round((wall - Math.floor(instant / 1000) * 1000) / 60000);
}

const pad = (value: number) => String(value).padStart(2, '0');

/** `2024-01-02T09:00:00Z` in the zone: `2024-01-02T04:00:00-05:00` (UTC stays `Z`). */
export function timeInZone(utc: string, timezone: RestTimezone): string {
  const instant = Date.parse(utc);
  const offset = offsetAt(timezone, instant);
  if (offset === 0) return utc;
  const local = new Date(instant + offset * 60000).toISOString().replace(/\.\d{3}Z$/, '');
  const size = Math.abs(offset);
  return `${local}${offset < 0 ? '-' : '+'}${pad(Math.floor(size / 60))}:${pad(size % 60)}`;
}

/** A time as the API writes them: ISO 8601 UTC without milliseconds. */
const UTC_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;
/** A form record's field: what a user typed stays as it is, whatever it looks like. */
const FIELD_KEY = /^field\d+$/;

/**
 * A copy of an answer's data with every time (`created`, `modified`, a task's times...) in the
 * zone; the values of record fields (`field12`) are what users entered and stay as they are.
 */
export function localizeTimes<T>(data: T, timezone: RestTimezone): T {
  const visit = (value: unknown): unknown => {
    if (typeof value === 'string') return UTC_TIME.test(value) ? timeInZone(value, timezone) : value;
    if (Array.isArray(value)) return value.map(visit);
    if (value !== null && typeof value === 'object') {
      const copy: Record<string, unknown> = {};
      Object.keys(value).forEach((key) => {
        const item = (value as Record<string, unknown>)[key];
        copy[key] = FIELD_KEY.test(key) ? item : visit(item);
      });
      return copy;
    }
    return value;
  };
  return visit(data) as T;
}

/**
 * The zone of a query's `timezone`: `user` is the user's own (`userZone`, UTC without one); an
 * offset or a zone as it is. Undefined for none, or for UTC itself (nothing to convert).
 */
export function answerTimezone(value: string | undefined, userZone?: unknown): RestTimezone | undefined {
  if (value === undefined) return undefined;
  const zone = value === 'user' ? (typeof userZone === 'string' ? parseTimezone(userZone) : undefined) : parseTimezone(value);
  if (!zone) return undefined;
  if ('offsetMinutes' in zone ? zone.offsetMinutes === 0 : /^(UTC|Etc\/UTC|GMT|Etc\/GMT|Z)$/i.test(zone.zone)) return undefined;
  return zone;
}
