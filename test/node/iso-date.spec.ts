// The core's one YYYY-MM-DD reader, in Node (as the workbench may use it): years 0001-9999 as
// written, real calendar days only, local midnight, and back to the same text.
import { formatIsoDate, isIsoDate, localDateOfIsoDate, parseIsoDateParts } from '../../src/core';

describe('the core\'s YYYY-MM-DD reader', () => {
  it('reads years below 100 literally (0099 is 99, not 1999)', () => {
    expect(parseIsoDateParts('0099-03-01')).toEqual({ year: 99, month: 3, day: 1 });
    expect(parseIsoDateParts('0001-01-01')).toEqual({ year: 1, month: 1, day: 1 });
    const date = localDateOfIsoDate('0099-03-01') as Date;
    expect([date.getFullYear(), date.getMonth(), date.getDate(), date.getHours(), date.getMinutes()]).toEqual([99, 2, 1, 0, 0]);
    expect(formatIsoDate(date)).toBe('0099-03-01');
  });

  it('knows leap years of the Gregorian calendar', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2000-02-29')).toBe(true);
    expect(isIsoDate('0004-02-29')).toBe(true);
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isIsoDate('1900-02-29')).toBe(false);
    expect(isIsoDate('2024-04-31')).toBe(false);
  });

  it('refuses year 0000 and any other shape', () => {
    ['0000-01-01', '2024-13-01', '2024-00-10', '2024-01-00', '99-03-01', '2024-1-01', ' 2024-01-01', '2024-01-01T00:00',
      '', null, undefined, 20240101].forEach((value) => {
      expect(parseIsoDateParts(value)).withContext(String(value)).toBeNull();
      expect(localDateOfIsoDate(value)).withContext(String(value)).toBeNull();
    });
  });

  it('turns every day of a year and back into the same text', () => {
    const start = localDateOfIsoDate('0096-01-01') as Date;
    for (let offset = 0; offset < 366; offset++) {
      const day = new Date(start.getTime());
      day.setDate(day.getDate() + offset);
      const text = formatIsoDate(day);
      expect(formatIsoDate(localDateOfIsoDate(text) as Date)).toBe(text);
    }
    expect(formatIsoDate(new Date(start.getTime() + 365 * 86400000 + 3600000))).toBe('0096-12-31');
  });
});
