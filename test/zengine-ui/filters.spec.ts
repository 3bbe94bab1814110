import type { IFilterService, IHttpBackendService } from 'angular';
import { currencySymbol, formatNumericValue } from '../../src/zengine-ui/numeric-value';
import { parseUserDate } from '../../src/zengine-ui/user-date';
import { envelope } from '../data/helpers';

describe('znNumericValue', () => {
  beforeEach(angular.mock.module('zn.plugin'));
  const field = (decimal?: number, currency?: string) => ({ settings: { properties: { decimal, currency } } });

  it('formats by the field: decimals, thousands commas and the currency symbol ($1,234.57)', () => {
    expect(formatNumericValue('1234.5678', field(2, 'USD'))).toBe('$1,234.57');
    expect(formatNumericValue(1234567.891, field(1))).toBe('1,234,567.9');
    expect(formatNumericValue('42', field())).toBe('42');
    expect(formatNumericValue(5, undefined)).toBe('5');
  });

  it('shows a currency with two decimals whatever decimal says, as Zengine\'s filters doc shows (decimal: 7, USD: $1,234.57)', () => {
    expect(formatNumericValue('1234.5678', field(7, 'USD'))).toBe('$1,234.57');
    expect(formatNumericValue('1234.5678', field(undefined, 'USD'))).toBe('$1,234.57');
    expect(formatNumericValue(3, field(undefined, 'EUR'))).toBe('€3.00');
    expect(formatNumericValue('1234.5678', field(0, 'USD'))).toBe('$1,234.57');
    expect(formatNumericValue('1234.5678', field(7))).toBe('1,234.5678000');
    expect(formatNumericValue('1234.5678', field())).toBe('1,235');
  });

  it('puts the minus sign before the symbol, and never shows -0', () => {
    expect(formatNumericValue(-1234.5, field(2, 'EUR'))).toBe('-€1,234.50');
    expect(formatNumericValue(-0.001, field(2, 'USD'))).toBe('$0.00');
  });

  it('gives an empty string for what is no number', () => {
    ['', null, undefined, 'abc', NaN, Infinity, true].forEach((value) => expect(formatNumericValue(value, field(2))).toBe(''));
  });

  it('names unknown currencies by their code', () => {
    expect(currencySymbol('GBP')).toBe('£');
    expect(currencySymbol('nope!')).toBe('nope! ');
  });

  it('is the filter znNumericValue', angular.mock.inject(($filter: IFilterService) => {
    expect($filter<any>('znNumericValue')('1234.5678', field(2, 'USD'))).toBe('$1,234.57');
  }));
});

describe('znUserDate', () => {
  beforeEach(angular.mock.module('zn.plugin'));

  it('reads YYYY-MM-DD as that local day, ISO 8601 with a time, and refuses what is no date', () => {
    const day = parseUserDate('2015-04-09')!;
    expect([day.getFullYear(), day.getMonth(), day.getDate(), day.getHours()]).toEqual([2015, 3, 9, 0]);
    expect(parseUserDate('2015-04-09T10:30:00')!.getHours()).toBe(10);
    expect(parseUserDate('2015-02-30')).toBeNull();
    expect(parseUserDate('someday')).toBeNull();
  });

  it('shows a date in the current user\'s format once it is known (MM/dd/yyyy before)', angular.mock.inject((
    $filter: IFilterService, $httpBackend: IHttpBackendService) => {
    $httpBackend.expectGET('/v1/users/me').respond(200, envelope({ id: 1, settings: { dateFormat: 'DD/MM/YYYY' } }));
    const userDate = $filter<any>('znUserDate');
    expect(userDate('2015-04-09')).toBe('04/09/2015');
    $httpBackend.flush();
    expect(userDate('2015-04-09')).toBe('09/04/2015');
    expect(userDate('not a date')).toBe('not a date');
    expect(userDate(null)).toBe('');
    $httpBackend.verifyNoOutstandingRequest();
  }));

  it('keeps the default format when the user cannot be read', angular.mock.inject((
    $filter: IFilterService, $httpBackend: IHttpBackendService) => {
    $httpBackend.expectGET('/v1/users/me').respond(404, { status: 404, code: 4040, userMessage: 'Not found' });
    const userDate = $filter<any>('znUserDate');
    userDate('2015-04-09');
    $httpBackend.flush();
    expect(userDate('2015-04-09')).toBe('04/09/2015');
  }));
});
