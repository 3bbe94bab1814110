import type { auto } from 'angular';
import {
  FakeCookieDocument, FakeStorage, attributesOf, fakeWindow, keepRealStoresClean, rawCookie, securityError
} from './fakes';

describe('znLocalStorage', () => {
  let znLocalStorage: any;
  let $log: any;

  function injectService() {
    angular.mock.inject(['znLocalStorage', '$log', (service: any, log: any) => {
      znLocalStorage = service;
      $log = log;
    }]);
  }

  /** Loads the module with a fake $window (and a fake document for the cookie fallback). */
  function withFakes(window: Record<string, unknown>, document: FakeCookieDocument) {
    angular.mock.module('zn.plugin', ['$provide', ($provide: auto.IProvideService) => {
      $provide.value('$window', window);
      $provide.value('$document', [document]);
    }]);
    injectService();
  }

  function useFakeClock() {
    beforeEach(() => {
      jasmine.clock().install();
      jasmine.clock().mockDate(new Date());
    });
    afterEach(() => jasmine.clock().uninstall());
  }

  describe('with the real localStorage', () => {
    keepRealStoresClean();
    beforeEach(angular.mock.module('zn.plugin'));
    beforeEach(injectService);
    afterEach(() => $log.assertEmpty());

    it('is supported', () => {
      expect(znLocalStorage.isSupported).toBe(true);
    });

    describe('set and get', () => {
      const values: Array<[string, unknown]> = [
        ['a string', 'hello'], ['an empty string', ''], ['a string of digits', '007'], ['a number', 3.25],
        ['zero', 0], ['true', true], ['false', false], ['an array', [1, 'a', null, [true]]],
        ['an object', { name: 'Ann', tags: ['x'], nested: { n: 1 } }], ['non-ASCII text', 'Grüße 日本 😀']
      ];
      values.forEach(([what, value]) => {
        it(`stores ${what} as JSON under zn.<key> and reads it back equal`, () => {
          expect(znLocalStorage.set('item', value)).toBe(true);
          expect(window.localStorage.getItem('zn.item')).toBe(JSON.stringify(value));
          expect(znLocalStorage.get('item')).toEqual(value);
        });
      });

      it('reads back null as null, the same as a missing item', () => {
        expect(znLocalStorage.set('item', null)).toBe(true);
        expect(window.localStorage.getItem('zn.item')).toBe('null');
        expect(znLocalStorage.get('item')).toBeNull();
      });

      it('stores a Date as its ISO string', () => {
        znLocalStorage.set('when', new Date(Date.UTC(2024, 4, 1, 14, 0, 0)));
        expect(znLocalStorage.get('when')).toBe('2024-05-01T14:00:00.000Z');
      });

      it('returns null for a key never stored', () => {
        expect(znLocalStorage.get('nothing')).toBeNull();
      });

      it('returns a value other code stored that is not JSON as the raw string', () => {
        window.localStorage.setItem('zn.raw', 'plain text, {not json');
        expect(znLocalStorage.get('raw')).toBe('plain text, {not json');
      });

      it('replaces an item set again', () => {
        znLocalStorage.set('item', 1);
        znLocalStorage.set('item', { two: 2 });
        expect(znLocalStorage.get('item')).toEqual({ two: 2 });
      });
    });

    describe('the prefix', () => {
      it("leaves the host's own item of the same name alone", () => {
        window.localStorage.setItem('draft', 'host text');
        znLocalStorage.set('draft', 'plugin text');
        expect(znLocalStorage.get('draft')).toBe('plugin text');
        znLocalStorage.remove('draft');
        expect(window.localStorage.getItem('draft')).toBe('host text');
      });

      it("does not read the host's item without the prefix", () => {
        window.localStorage.setItem('draft', '"host"');
        expect(znLocalStorage.get('draft')).toBeNull();
      });
    });

    describe('remove', () => {
      it('removes the item and returns true', () => {
        znLocalStorage.set('item', 'x');
        expect(znLocalStorage.remove('item')).toBe(true);
        expect(window.localStorage.getItem('zn.item')).toBeNull();
        expect(znLocalStorage.get('item')).toBeNull();
      });

      it('returns true for an item that was not there', () => {
        expect(znLocalStorage.remove('nothing')).toBe(true);
      });
    });

    describe('set with undefined', () => {
      it('removes the item, as JSON has no undefined', () => {
        znLocalStorage.set('item', 'x');
        expect(znLocalStorage.set('item', undefined)).toBe(true);
        expect(window.localStorage.getItem('zn.item')).toBeNull();
      });
    });

    describe('option expires', () => {
      useFakeClock();

      it('as milliseconds: keeps the item until then, then get returns null and removes it', () => {
        expect(znLocalStorage.set('item', { a: 1 }, { expires: 60000 })).toBe(true);
        jasmine.clock().tick(59999);
        expect(znLocalStorage.get('item')).toEqual({ a: 1 });
        jasmine.clock().tick(1);
        expect(znLocalStorage.get('item')).toBeNull();
        expect(window.localStorage.getItem('zn.item')).toBeNull();
      });

      it('as a Date: keeps the item until that moment', () => {
        znLocalStorage.set('item', 'x', { expires: new Date(Date.now() + 1000) });
        jasmine.clock().tick(999);
        expect(znLocalStorage.get('item')).toBe('x');
        jasmine.clock().tick(1);
        expect(znLocalStorage.get('item')).toBeNull();
      });

      it('stores the envelope {"zn.expires":"<ISO>","value":...}', () => {
        znLocalStorage.set('item', [1], { expires: 1000 });
        const iso = new Date(Date.now() + 1000).toISOString();
        expect(window.localStorage.getItem('zn.item')).toBe(`{"zn.expires":"${iso}","value":[1]}`);
      });

      it('already past: stores nothing, removes the old item and returns true', () => {
        znLocalStorage.set('item', 'old');
        expect(znLocalStorage.set('item', 'new', { expires: new Date(Date.now() - 1) })).toBe(true);
        expect(window.localStorage.getItem('zn.item')).toBeNull();
        znLocalStorage.set('item', 'old');
        expect(znLocalStorage.set('item', 'new', { expires: 0 })).toBe(true);
        expect(window.localStorage.getItem('zn.item')).toBeNull();
      });

      it('null or undefined: the item never expires', () => {
        znLocalStorage.set('a', 1, { expires: null });
        znLocalStorage.set('b', 2, { expires: undefined });
        jasmine.clock().tick(10 * 365 * 24 * 3600 * 1000);
        expect([znLocalStorage.get('a'), znLocalStorage.get('b')]).toEqual([1, 2]);
      });
    });

    describe('bad arguments', () => {
      const refused: Array<[string, () => unknown, RegExp]> = [
        ['an empty key in set', () => znLocalStorage.set('', 1), /^znLocalStorage: set\(\) needs a key that is a non-empty string such as 'draft', got an empty string$/],
        ['a number key in get', () => znLocalStorage.get(5), /^znLocalStorage: get\(\) needs a key .* got a number \(5\)$/],
        ['no key in remove', () => znLocalStorage.remove(), /^znLocalStorage: remove\(\) needs a key .* got undefined$/],
        ['a function value', () => znLocalStorage.set('prefs', () => 1), /^znLocalStorage: set\("prefs"\) cannot store a function; expected a JSON value/],
        ['a cyclic value', () => { const a: any = {}; a.a = a; return znLocalStorage.set('prefs', a); }, /^znLocalStorage: set\("prefs"\) cannot store a cycle/],
        ['NaN', () => znLocalStorage.set('prefs', NaN), /^znLocalStorage: set\("prefs"\) cannot store NaN;/],
        ['options that are not an object', () => znLocalStorage.set('prefs', 1, 1000), /^znLocalStorage: set\(\) expects options as an object such as \{ expires: 60000 \}, got a number \(1000\)$/],
        ['expires as a string', () => znLocalStorage.set('prefs', 1, { expires: '1h' }), /^znLocalStorage: set\(\) expects expires as a Date or a number of milliseconds from now, got a string \("1h"\)$/],
        ['expires as Infinity', () => znLocalStorage.set('prefs', 1, { expires: Infinity }), /expects expires as .* got Infinity$/]
      ];
      refused.forEach(([what, call, message]) => {
        it(`refuses ${what} with a ZnError and stores nothing`, () => {
          expect(call).toThrowMatching((e: any) => e.name === 'ZnError' && e.service === 'znLocalStorage' && message.test(e.message));
          expect(window.localStorage.getItem('zn.prefs')).toBeNull();
        });
      });
    });
  });

  describe('znLocalStorageProvider.setPrefix', () => {
    keepRealStoresClean();

    it('puts another prefix before every key', () => {
      angular.mock.module('zn.plugin', ['znLocalStorageProvider', (provider: any) => {
        expect(provider.setPrefix('my.')).toBe(provider);
      }]);
      injectService();
      znLocalStorage.set('draft', 'x');
      expect(window.localStorage.getItem('my.draft')).toBe('"x"');
      expect(window.localStorage.getItem('zn.draft')).toBeNull();
      expect(znLocalStorage.get('draft')).toBe('x');
    });

    it("with '' uses keys as they are, to share items with other code", () => {
      window.localStorage.setItem('counter', '41');
      angular.mock.module('zn.plugin', ['znLocalStorageProvider', (provider: any) => { provider.setPrefix(''); }]);
      injectService();
      expect(znLocalStorage.get('counter')).toBe(41);
    });

    it('refuses a prefix that is not a string, naming the provider', () => {
      let caught: unknown;
      angular.mock.module('zn.plugin', ['znLocalStorageProvider', (provider: any) => {
        try { provider.setPrefix(null); } catch (e) { caught = e; }
      }]);
      injectService();
      expect(String(caught)).toBe("ZnError: znLocalStorageProvider: setPrefix() expects a string such as 'myPlugin.' (or '' for none), got null");
      znLocalStorage.set('draft', 1);
      expect(window.localStorage.getItem('zn.draft')).toBe('1');
    });
  });

  // Local storage unavailable: every call goes to cookies, with znCookies' encoding.
  function itFallsBackToCookies(makeWindow: () => Record<string, unknown>) {
    let document: FakeCookieDocument;
    beforeEach(() => {
      document = new FakeCookieDocument();
      withFakes(makeWindow(), document);
    });
    afterEach(() => $log.assertEmpty());

    it('is not supported', () => {
      expect(znLocalStorage.isSupported).toBe(false);
    });

    it('stores in a cookie zn.<key> for 365 days, path=/ and SameSite=Lax', () => {
      expect(znLocalStorage.set('a b', { n: 'é;=' })).toBe(true);
      const written = document.written.filter((cookie) => cookie.indexOf('zn.a%20b=') === 0);
      expect(written.length).toBe(1);
      expect(written[0]).toBe(`zn.a%20b=${encodeURIComponent('{"n":"é;="}')}; Path=/; ` +
        `Expires=${new Date(Date.now() + 365 * 24 * 3600 * 1000).toUTCString()}; SameSite=Lax`);
      expect(znLocalStorage.get('a b')).toEqual({ n: 'é;=' });
    });

    it('removes the cookie', () => {
      znLocalStorage.set('item', 1);
      expect(znLocalStorage.remove('item')).toBe(true);
      expect(document.written[document.written.length - 1])
        .toBe('zn.item=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax');
      expect(znLocalStorage.get('item')).toBeNull();
    });

    it('gives the cookie the item\'s expiry, and get drops it after that', () => {
      znLocalStorage.set('item', 'x', { expires: 5000 });
      const cookie = document.written.find((c) => c.indexOf('zn.item=') === 0)!;
      expect(attributesOf(cookie)).toBe(`Path=/; Expires=${new Date(Date.now() + 5000).toUTCString()}; SameSite=Lax`);
      jasmine.clock().tick(5000);
      expect(znLocalStorage.get('item')).toBeNull();
      expect(document.cookie).not.toContain('zn.item=');
    });
  }

  describe('when window.localStorage is missing', () => {
    useFakeClock();
    itFallsBackToCookies(() => fakeWindow({ localStorage: undefined }));
  });

  describe('when reading window.localStorage throws a SecurityError', () => {
    useFakeClock();
    itFallsBackToCookies(() => fakeWindow({ localStorageThrows: securityError() }));
  });

  describe('when every localStorage method throws a SecurityError', () => {
    useFakeClock();
    itFallsBackToCookies(() => {
      const storage = new FakeStorage();
      storage.failWith = securityError();
      return fakeWindow({ localStorage: storage });
    });
  });

  describe('when the quota is zero on an empty store (private modes)', () => {
    useFakeClock();
    itFallsBackToCookies(() => fakeWindow({ localStorage: new FakeStorage(0) }));
  });

  describe('when localStorage is full', () => {
    let storage: FakeStorage;
    let document: FakeCookieDocument;
    beforeEach(() => {
      storage = new FakeStorage(200);
      storage.setItem('zn.kept', '"old"');
      document = new FakeCookieDocument();
      withFakes(fakeWindow({ localStorage: storage }), document);
    });

    it('set returns false with a $log warning, and moves nothing into cookies', () => {
      expect(znLocalStorage.set('big', 'x'.repeat(300))).toBe(false);
      expect($log.warn.logs).toEqual([['znLocalStorage: did not store "big": local storage is full ' +
        '(QuotaExceededError); remove items or store less']]);
      expect(storage.getItem('zn.big')).toBeNull();
      expect(document.written).toEqual([]);
    });

    it('still stores what fits', () => {
      expect(znLocalStorage.set('small', 1)).toBe(true);
      expect(storage.getItem('zn.small')).toBe('1');
    });

    it('still reads and removes its items', () => {
      expect(znLocalStorage.get('kept')).toBe('old');
      expect(znLocalStorage.remove('kept')).toBe(true);
      expect(storage.getItem('zn.kept')).toBeNull();
    });

    describe('to the last byte, so even the test write fails', () => {
      beforeEach(() => storage.setItem('filler', 'x'.repeat(200 - 'zn.kept"old"filler'.length)));

      it('is still supported, reads from local storage and refuses set with a warning', () => {
        expect(znLocalStorage.isSupported).toBe(true);
        expect(znLocalStorage.get('kept')).toBe('old');
        expect(znLocalStorage.set('small', 1)).toBe(false);
        expect($log.warn.logs.length).toBe(1);
        expect(document.written).toEqual([]);
      });
    });
  });

  describe('when getItem throws (a corrupted store)', () => {
    it('get returns null without throwing', () => {
      const storage = new FakeStorage();
      storage.getItem = () => { throw new DOMException('corrupted', 'UnknownError'); };
      withFakes(fakeWindow({ localStorage: storage }), new FakeCookieDocument());
      expect(znLocalStorage.get('item')).toBeNull();
    });
  });

  describe('when setItem fails for another reason', () => {
    it('set returns false with a warning', () => {
      const storage = new FakeStorage();
      const setItem = storage.setItem.bind(storage);
      storage.setItem = (key: string, value: string) => {
        if (key === 'zn.item') throw new DOMException('no', 'InvalidStateError');
        setItem(key, value);
      };
      withFakes(fakeWindow({ localStorage: storage }), new FakeCookieDocument());
      expect(znLocalStorage.set('item', 1)).toBe(false);
      expect($log.warn.logs).toEqual([['znLocalStorage: did not store "item": local storage refused the write']]);
    });
  });

  describe('when local storage comes and goes', () => {
    it('checks isSupported, and where to store, on every call', () => {
      const storage = new FakeStorage();
      const document = new FakeCookieDocument();
      withFakes(fakeWindow({ localStorage: storage }), document);
      expect(znLocalStorage.isSupported).toBe(true);
      storage.failWith = securityError();
      expect(znLocalStorage.isSupported).toBe(false);
      expect(znLocalStorage.set('item', 1)).toBe(true);
      expect(document.cookie).toContain('zn.item=1');
      storage.failWith = null;
      expect(znLocalStorage.isSupported).toBe(true);
      expect(znLocalStorage.set('item', 2)).toBe(true);
      expect(storage.getItem('zn.item')).toBe('2');
    });
  });

  describe('when neither local storage nor cookies work', () => {
    let document: FakeCookieDocument;
    beforeEach(() => {
      document = new FakeCookieDocument();
      document.failWith = securityError();
      withFakes(fakeWindow({ localStorageThrows: securityError(), cookieEnabled: false }), document);
    });

    it('never throws: set and remove return false with warnings, get returns null', () => {
      expect(znLocalStorage.isSupported).toBe(false);
      expect(znLocalStorage.set('item', 1)).toBe(false);
      expect(znLocalStorage.get('item')).toBeNull();
      expect(znLocalStorage.remove('item')).toBe(false);
      expect($log.warn.logs).toEqual([
        ['znLocalStorage: did not store "item": local storage is unavailable and, in a cookie, cookies are disabled or cannot be written on this page'],
        ['znLocalStorage: could not remove "item": local storage is unavailable and the cookie could not be removed']
      ]);
    });
  });

  describe('when the fallback cookie would be over 4096 bytes', () => {
    it('set returns false with a warning', () => {
      const document = new FakeCookieDocument();
      withFakes(fakeWindow({ localStorage: undefined }), document);
      expect(znLocalStorage.set('big', 'x'.repeat(5000))).toBe(false);
      expect($log.warn.logs[0][0]).toMatch(/^znLocalStorage: did not store "big": local storage is unavailable and, in a cookie, the cookie would be \d+ bytes, over the 4096 browsers keep$/);
      expect(document.written).toEqual([]);
    });
  });

  describe('falling back to the real document.cookie', () => {
    keepRealStoresClean();
    beforeEach(() => {
      angular.mock.module('zn.plugin', ['$provide', ($provide: auto.IProvideService) => {
        $provide.value('$window', fakeWindow({ localStorageThrows: securityError(), pathname: window.location.pathname }));
      }]);
      injectService();
    });

    it('stores, reads and removes a real cookie with the same encoding as znCookies', angular.mock.inject(['znCookies', (znCookies: any) => {
      expect(znLocalStorage.set('draft', { text: 'a; b=c' })).toBe(true);
      expect(rawCookie('zn.draft')).toBe(encodeURIComponent('{"text":"a; b=c"}'));
      expect(znCookies.get('draft')).toEqual({ text: 'a; b=c' });
      expect(znLocalStorage.get('draft')).toEqual({ text: 'a; b=c' });
      expect(window.localStorage.getItem('zn.draft')).toBeNull();
      expect(znLocalStorage.remove('draft')).toBe(true);
      expect(rawCookie('zn.draft')).toBeNull();
    }]));
  });
});
