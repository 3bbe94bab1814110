import { ZnCookiesService, ZnLocalStorageService } from '../../src/storage/types';
import { caught, expectZnError, itThrowsCodes } from '../helpers/zn-error';
import { keepRealStoresClean } from './fakes';

describe('error codes of the storage services', () => {
  let znLocalStorage: ZnLocalStorageService;
  let znCookies: ZnCookiesService;
  const cyclic: Record<string, unknown> = {};
  cyclic.self = cyclic;

  keepRealStoresClean();
  beforeEach(angular.mock.module('zn.plugin'));
  beforeEach(angular.mock.inject(['znLocalStorage', 'znCookies', (local: ZnLocalStorageService, cookies: ZnCookiesService) => {
    znLocalStorage = local;
    znCookies = cookies;
  }]));

  describe('znLocalStorage', () => {
    itThrowsCodes('znLocalStorage', [
      ['an empty key', () => znLocalStorage.set('', 1), 'bad-key'],
      ['a key that is not a string', () => znLocalStorage.get(5 as any), 'bad-key'],
      ['options that are not an object', () => znLocalStorage.set('prefs', 1, 1000 as any), 'bad-options'],
      ['expires as Infinity', () => znLocalStorage.set('prefs', 1, { expires: Infinity }), 'bad-option'],
      ['a function value', () => znLocalStorage.set('prefs', () => 1), 'unstorable-value'],
      ['NaN', () => znLocalStorage.set('prefs', NaN), 'unstorable-value'],
      ['a value that contains itself', () => znLocalStorage.set('prefs', cyclic), 'circular-value']
    ]);
  });

  describe('znCookies', () => {
    itThrowsCodes('znCookies', [
      ['an object key', () => znCookies.get({} as any), 'bad-key'],
      ['a path that does not start with /', () => znCookies.set('prefs', 1, { path: 'app' }), 'bad-option'],
      ['sameSite that is not Lax, Strict or None', () => znCookies.set('prefs', 1, { sameSite: 'lax' as any }), 'bad-option'],
      ['sameSite None with secure false', () => znCookies.set('prefs', 1, { sameSite: 'None', secure: false }), 'same-site-none-insecure'],
      ['a value that contains itself', () => znCookies.set('prefs', cyclic), 'circular-value']
    ]);
  });
});

describe('error codes of the storage providers', () => {
  /** What a config block's call to the provider threw. */
  function thrownInConfig(providerName: string, call: (provider: any) => unknown): unknown {
    let error: unknown;
    angular.mock.module('zn.plugin', [providerName, (provider: any) => { error = caught(() => call(provider)); }]);
    angular.mock.inject(() => undefined);
    return error;
  }

  it('znLocalStorageProvider.setPrefix throws bad-prefix for a prefix that is not a string', () => {
    expectZnError(thrownInConfig('znLocalStorageProvider', (provider) => provider.setPrefix(5)), 'znLocalStorageProvider', 'bad-prefix');
  });

  it('znCookiesProvider.setDefaults throws bad-option for a bad default', () => {
    expectZnError(thrownInConfig('znCookiesProvider', (provider) => provider.setDefaults({ secure: 'yes' })), 'znCookiesProvider', 'bad-option');
  });
});
