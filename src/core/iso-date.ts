/**
 * The one reader of `YYYY-MM-DD`, the form the API writes dates of record fields in. Years 0001
 * to 9999 are taken literally, as ISO 8601 writes them: `0099-03-01` is in the year 99, never
 * 1999 (JavaScript's `new Date(99, 2, 1)` would say 1999). Year 0000 and days the calendar does
 * not have (`2023-02-29`) are no date. Used by the filter builder's date check, its date-string
 * directive and the `znUserDate` filter, so the three always agree.
 */

/** A calendar date read from `YYYY-MM-DD`. */
export interface IsoDateParts {
  year: number;
  /** 1 to 12. */
  month: number;
  /** 1 to 31. */
  day: number;
}

const ISO_DATE_TEXT = /^(\d{4})-(\d{2})-(\d{2})$/;

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Days in a month of the (proleptic) Gregorian calendar. */
function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].indexOf(month) === -1 ? 31 : 30;
}

/** The date `text` writes as `YYYY-MM-DD`, or null when it is not exactly such a real date. */
export function parseIsoDateParts(text: unknown): IsoDateParts | null {
  const match = typeof text === 'string' ? ISO_DATE_TEXT.exec(text) : null;
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

/** True for a real calendar date written `YYYY-MM-DD` (years 0001-9999). */
export function isIsoDate(text: unknown): boolean {
  return parseIsoDateParts(text) !== null;
}

/**
 * `YYYY-MM-DD` as that day at local midnight (not UTC midnight, which shows as the day before
 * west of Greenwich), or null when the text is no such date.
 */
export function localDateOfIsoDate(text: unknown): Date | null {
  const parts = parseIsoDateParts(text);
  if (!parts) return null;
  const date = new Date(2000, 0, 1);
  // setFullYear takes years below 100 as they are; the Date constructor would add 1900
  date.setFullYear(parts.year, parts.month - 1, parts.day);
  return date;
}

function pad(value: number, width: number): string {
  let text = String(value);
  while (text.length < width) text = '0' + text;
  return text;
}

/** A Date's local calendar day as `YYYY-MM-DD` (the year with four digits: `0099`). */
export function formatIsoDate(date: Date): string {
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1, 2)}-${pad(date.getDate(), 2)}`;
}
