import type { auto } from 'angular';
import { FakeCookieDocument, attributesOf, fakeWindow, keepRealStoresClean, rawCookie, securityError } from './fakes';

describe('znCookies', () => {
  let znCookies: any;
  let $log: any;

  function injectService() {
    angular.mock.inject(['znCookies', '$log', (service: any, log: any) => {
      znCookies = service;
      $log = log;
    }]);
  }

  /** Loads the module with a fake $window and a fake document that records cookie writes. */
  function withFakes(window: Record<string, unknown>, document: FakeCookieDocument, config?: (provider: any) => void) {
    angular.mock.module('zn.plugin', ['$provide', ($provide: auto.IProvideService) => {
      $provide.value('$window', window);
      $provide.value('$document', [document]);
    }]);
    if (config) angular.mock.module(['znCookiesProvider', (provider: any) => { config(provider); }]);
    injectService();
  }

  const EPOCH = 'Expires=Thu, 01 Jan 1970 00:00:00 GMT';

  describe('with the real document.cookie', () => {
    keepRealStoresClean();
    beforeEach(angular.mock.module('zn.plugin'));
    beforeEach(injectService);
    afterEach(() => $log.assertEmpty());

    it('is supported, and leaves no test cookie behind', () => {
      expect(znCookies.isSupported).toBe(true);
      expect(document.cookie).not.toContain('__zn_cookie_test__');
    });

    describe('set and get', () => {
      const values: Array<[string, unknown]> = [
        ['a string', 'hello'], ['an empty string', ''], ['a string of digits', '007'], ['a number', -3.25],
        ['zero', 0], ['true', true], ['false', false], ['an array', [1, 'a', null, [true]]],
        ['an object', { name: 'Ann', tags: ['x'], nested: { n: 1 } }]
      ];
      values.forEach(([what, value]) => {
        it(`stores ${what} as URL-encoded JSON in the cookie zn.<key> and reads it back equal`, () => {
          expect(znCookies.set('item', value)).toBe(true);
          expect(rawCookie('zn.item')).toBe(encodeURIComponent(JSON.stringify(value)));
          expect(znCookies.get('item')).toEqual(value);
        });
      });

      it('reads back null as null, the same as a missing cookie', () => {
        expect(znCookies.set('item', null)).toBe(true);
        expect(rawCookie('zn.item')).toBe('null');
        expect(znCookies.get('item')).toBeNull();
      });

      it('stores a Date as its ISO string', () => {
        znCookies.set('when', new Date(Date.UTC(2024, 4, 1, 14, 0, 0)));
        expect(znCookies.get('when')).toBe('2024-05-01T14:00:00.000Z');
      });

      it('returns null for a key never stored', () => {
        expect(znCookies.get('nothing')).toBeNull();
      });

      it('returns a cookie other code wrote that is not JSON as the raw (decoded) string', () => {
        document.cookie = 'zn.raw=plain%20text%3B; Path=/';
        document.cookie = 'zn.percent=100%; Path=/';
        expect(znCookies.get('raw')).toBe('plain text;');
        expect(znCookies.get('percent')).toBe('100%');
      });
    });

    describe('URL-encoding', () => {
      const texts: Array<[string, string]> = [
        ['a semicolon', 'a;b'], ['an equals sign', 'a=b'], ['a space', 'a b'], ['non-ASCII', 'Grüße 日本 😀'],
        ['a comma and quotes', 'a,"b"'], ['a percent sign', '100%']
      ];
      texts.forEach(([what, text]) => {
        it(`round-trips ${what} in a key and in a value`, () => {
          expect(znCookies.set(text, { text })).toBe(true);
          expect(rawCookie(`zn.${encodeURIComponent(text)}`)).toBe(encodeURIComponent(JSON.stringify({ text })));
          expect(znCookies.get(text)).toEqual({ text });
        });
      });
    });

    describe('the prefix', () => {
      it("leaves the host's cookie of the same name alone", () => {
        document.cookie = 'draft=host; Path=/';
        znCookies.set('draft', 'plugin');
        expect(znCookies.get('draft')).toBe('plugin');
        expect(rawCookie('draft')).toBe('host');
        znCookies.remove('draft');
        expect(rawCookie('draft')).toBe('host');
        expect(znCookies.get('draft')).toBeNull();
      });
    });

    describe('remove', () => {
      it('deletes the cookie and returns true', () => {
        znCookies.set('item', 'x');
        expect(znCookies.remove('item')).toBe(true);
        expect(rawCookie('zn.item')).toBeNull();
      });

      it('returns true for a cookie that was not there', () => {
        expect(znCookies.remove('nothing')).toBe(true);
      });
    });

    describe('set with undefined', () => {
      it('removes the cookie', () => {
        znCookies.set('item', 'x');
        expect(znCookies.set('item', undefined)).toBe(true);
        expect(rawCookie('zn.item')).toBeNull();
      });
    });

    describe('a cookie over 4096 bytes', () => {
      it('is refused with a $log warning; set returns false and writes nothing', () => {
        expect(znCookies.set('big', 'x'.repeat(4100))).toBe(false);
        expect($log.warn.logs).toEqual([['znCookies: did not store "big": the cookie would be 4135 bytes, over the 4096 browsers keep']]);
        expect(rawCookie('zn.big')).toBeNull();
        $log.reset();
      });
    });

    describe('option expires', () => {
      beforeEach(() => {
        jasmine.clock().install();
        jasmine.clock().mockDate(new Date());
      });
      afterEach(() => jasmine.clock().uninstall());

      it('keeps the cookie until then; get then returns null and deletes it', () => {
        expect(znCookies.set('item', 'x', { expires: 60000 })).toBe(true);
        jasmine.clock().tick(59999);
        expect(znCookies.get('item')).toBe('x');
        jasmine.clock().tick(1);
        expect(znCookies.get('item')).toBeNull();
        expect(rawCookie('zn.item')).toBeNull();
      });

      it('stores the same envelope as znLocalStorage', () => {
        znCookies.set('item', 1, { expires: new Date(Date.now() + 1000) });
        const iso = new Date(Date.now() + 1000).toISOString();
        expect(decodeURIComponent(rawCookie('zn.item')!)).toBe(`{"zn.expires":"${iso}","value":1}`);
      });

      it('already past: deletes the old cookie and returns true', () => {
        znCookies.set('item', 'old');
        expect(znCookies.set('item', 'new', { expires: -1000 })).toBe(true);
        expect(rawCookie('zn.item')).toBeNull();
      });
    });

    describe('bad arguments', () => {
      const refused: Array<[string, () => unknown, RegExp]> = [
        ['an empty key in set', () => znCookies.set('', 1), /^znCookies: set\(\) needs a key that is a non-empty string such as 'draft', got an empty string$/],
        ['an object key in get', () => znCookies.get({}), /^znCookies: get\(\) needs a key .* got an empty object$/],
        ['null key in remove', () => znCookies.remove(null), /^znCookies: remove\(\) needs a key .* got null$/],
        ['a function value', () => znCookies.set('prefs', { f() { return 1; } }), /^znCookies: set\("prefs"\) cannot store a function \(at "f"\)/],
        ['sameSite in lower case', () => znCookies.set('prefs', 1, { sameSite: 'strict' }), /^znCookies: set\(\) expects sameSite as one of 'Lax', 'Strict', 'None'/],
        ["sameSite 'None' with secure false", () => znCookies.set('prefs', 1, { sameSite: 'None', secure: false }), /^znCookies: set\(\) got sameSite 'None' with secure false/],
        ['a relative path', () => znCookies.set('prefs', 1, { path: 'app' }), /^znCookies: set\(\) expects path as a string starting with '\/'/],
        ['a bad domain in remove', () => znCookies.remove('prefs', { domain: 'a b' }), /^znCookies: remove\(\) expects domain as a host name/],
        ['expires as a string', () => znCookies.set('prefs', 1, { expires: 'never' }), /^znCookies: set\(\) expects expires as a Date or a number/]
      ];
      refused.forEach(([what, call, message]) => {
        it(`refuses ${what} with a ZnError and writes nothing`, () => {
          expect(call).toThrowMatching((e: any) => e.name === 'ZnError' && e.service === 'znCookies' && message.test(e.message));
          expect(rawCookie('zn.prefs')).toBeNull();
        });
      });
    });
  });

  describe('znCookiesProvider', () => {
    describe('setPrefix', () => {
      keepRealStoresClean();

      it('puts another prefix before every cookie name', () => {
        angular.mock.module('zn.plugin', ['znCookiesProvider', (provider: any) => {
          expect(provider.setPrefix('my.')).toBe(provider);
        }]);
        injectService();
        znCookies.set('draft', 'x');
        expect(rawCookie('my.draft')).toBe('%22x%22');
        expect(rawCookie('zn.draft')).toBeNull();
      });

      it("with '' reads and writes a host cookie by its exact name", () => {
        document.cookie = 'theme=dark; Path=/';
        angular.mock.module('zn.plugin', ['znCookiesProvider', (provider: any) => { provider.setPrefix(''); }]);
        injectService();
        expect(znCookies.get('theme')).toBe('dark');
        znCookies.set('theme', 'light');
        expect(rawCookie('theme')).toBe('%22light%22');
      });

      it('refuses a prefix that is not a string, naming the provider', () => {
        let caught: unknown;
        angular.mock.module('zn.plugin', ['znCookiesProvider', (provider: any) => {
          try { provider.setPrefix(1); } catch (e) { caught = e; }
        }]);
        injectService();
        expect(String(caught)).toMatch(/^ZnError: znCookiesProvider: setPrefix\(\) expects a string .* got a number \(1\)$/);
      });
    });

    describe('setDefaults', () => {
      let document: FakeCookieDocument;
      beforeEach(() => {
        document = new FakeCookieDocument();
      });

      it('gives every set and remove those options; a call\'s own options win', () => {
        withFakes(fakeWindow(), document, (provider) => {
          expect(provider.setDefaults({ domain: 'example.com', sameSite: 'Strict' })).toBe(provider);
        });
        znCookies.set('a', 1);
        znCookies.set('b', 2, { sameSite: 'Lax', path: '/app' });
        znCookies.remove('a');
        expect(document.written).toEqual([
          'zn.a=1; Path=/; Domain=example.com; SameSite=Strict',
          'zn.b=2; Path=/app; Domain=example.com; SameSite=Lax',
          `zn.a=; Path=/; Domain=example.com; ${EPOCH}; SameSite=Strict`
        ]);
      });

      const refused: Array<[string, unknown, RegExp]> = [
        ['an unknown option', { maxAge: 1 }, /^ZnError: znCookiesProvider: setDefaults\(\) got an unknown option "maxAge"/],
        ["sameSite 'None' with secure false", { sameSite: 'None', secure: false }, /^ZnError: znCookiesProvider: setDefaults\(\) got sameSite 'None' with secure false/],
        ['a path without a slash', { path: 'x' }, /^ZnError: znCookiesProvider: setDefaults\(\) expects path as/]
      ];
      refused.forEach(([what, options, message]) => {
        it(`refuses ${what}, naming the provider, and keeps the defaults`, () => {
          let caught: unknown;
          withFakes(fakeWindow(), document, (provider) => {
            try { provider.setDefaults(options); } catch (e) { caught = e; }
          });
          expect(String(caught)).toMatch(message);
          znCookies.set('a', 1);
          expect(document.written).toEqual(['zn.a=1; Path=/; SameSite=Lax']);
        });
      });
    });
  });

  describe('the cookie strings written', () => {
    let document: FakeCookieDocument;
    beforeEach(() => {
      document = new FakeCookieDocument();
      jasmine.clock().install();
      jasmine.clock().mockDate(new Date(Date.UTC(2030, 0, 2, 3, 4, 5)));
    });
    afterEach(() => jasmine.clock().uninstall());

    describe('on an http page', () => {
      beforeEach(() => withFakes(fakeWindow({ protocol: 'http:' }), document));
      afterEach(() => $log.assertEmpty());

      const table: Array<[string, unknown, string]> = [
        ['no options', undefined, 'Path=/; SameSite=Lax'],
        ['a path and a domain', { path: '/app', domain: '.example.com' }, 'Path=/app; Domain=.example.com; SameSite=Lax'],
        ['expires in ms', { expires: 3600000 }, 'Path=/; Expires=Wed, 02 Jan 2030 04:04:05 GMT; SameSite=Lax'],
        ['expires as a Date', { expires: new Date(Date.UTC(2031, 5, 6)) }, 'Path=/; Expires=Fri, 06 Jun 2031 00:00:00 GMT; SameSite=Lax'],
        ['secure true', { secure: true }, 'Path=/; SameSite=Lax; Secure'],
        ["sameSite 'Strict'", { sameSite: 'Strict' }, 'Path=/; SameSite=Strict'],
        ["sameSite 'None' (Secure added)", { sameSite: 'None' }, 'Path=/; SameSite=None; Secure']
      ];
      table.forEach(([what, options, attributes]) => {
        it(`with ${what}: ${attributes}`, () => {
          expect(znCookies.set('k', 1, options)).toBe(true);
          expect(document.written.length).toBe(1);
          expect(document.written[0].indexOf('zn.k=')).toBe(0);
          expect(attributesOf(document.written[0])).toBe(attributes);
        });
      });

      it('remove writes an expired cookie with the same path and domain', () => {
        znCookies.set('k', 1, { path: '/app', domain: 'example.com' });
        expect(znCookies.remove('k', { path: '/app', domain: 'example.com', expires: 5000 })).toBe(true);
        expect(document.written[1]).toBe(`zn.k=; Path=/app; Domain=example.com; ${EPOCH}; SameSite=Lax`);
      });

      it('remove without options uses path=/ and no domain', () => {
        znCookies.remove('k');
        expect(document.written).toEqual([`zn.k=; Path=/; ${EPOCH}; SameSite=Lax`]);
      });

      it('never writes or changes other cookies', () => {
        document.plant('draft', 'host');
        document.plant('session', 'abc%3B');
        znCookies.set('draft', 'x');
        znCookies.get('draft');
        znCookies.remove('draft');
        expect(znCookies.isSupported).toBe(true);
        const names = document.written.map((cookie) => cookie.slice(0, cookie.indexOf('=')));
        expect(names).toEqual(['zn.draft', 'zn.draft', '__zn_cookie_test__', '__zn_cookie_test__']);
        expect(document.cookie).toBe('draft=host; session=abc%3B');
      });

      describe('the 4096-byte limit', () => {
        const overhead = 'zn.k=%22%22; Path=/; SameSite=Lax'.length;

        it('keeps a cookie string of exactly 4096 bytes', () => {
          expect(znCookies.set('k', 'x'.repeat(4096 - overhead))).toBe(true);
          expect(document.written[0].length).toBe(4096);
        });

        it('refuses one byte more, counting the encoded bytes', () => {
          expect(znCookies.set('k', 'x'.repeat(4096 - overhead + 1))).toBe(false);
          expect(znCookies.set('k', 'é'.repeat(700))).toBe(false);
          expect(document.written).toEqual([]);
          expect($log.warn.logs.map((args: string[]) => args[0])).toEqual([
            'znCookies: did not store "k": the cookie would be 4097 bytes, over the 4096 browsers keep',
            `znCookies: did not store "k": the cookie would be ${overhead + 700 * 6} bytes, over the 4096 browsers keep`
          ]);
          $log.reset();
        });
      });
    });

    describe('on an https page', () => {
      beforeEach(() => withFakes(fakeWindow({ protocol: 'https:' }), document));

      it('adds Secure by default', () => {
        znCookies.set('k', 1);
        znCookies.remove('k');
        expect(document.written).toEqual(['zn.k=1; Path=/; SameSite=Lax; Secure', `zn.k=; Path=/; ${EPOCH}; SameSite=Lax; Secure`]);
      });

      it('leaves Secure out with secure false', () => {
        znCookies.set('k', 1, { secure: false });
        expect(document.written).toEqual(['zn.k=1; Path=/; SameSite=Lax']);
      });

      it('writes its test cookie with Secure too', () => {
        expect(znCookies.isSupported).toBe(true);
        expect(document.written[0]).toBe('__zn_cookie_test__=1; Path=/; SameSite=Lax; Secure');
      });
    });
  });

  describe('when cookies are disabled (navigator.cookieEnabled is false)', () => {
    let document: FakeCookieDocument;
    beforeEach(() => {
      document = new FakeCookieDocument();
      withFakes(fakeWindow({ cookieEnabled: false }), document);
    });

    it('is not supported, writes nothing, and set and remove return false with warnings', () => {
      expect(znCookies.isSupported).toBe(false);
      expect(znCookies.set('k', 1)).toBe(false);
      expect(znCookies.get('k')).toBeNull();
      expect(znCookies.remove('k')).toBe(false);
      expect(document.written).toEqual([]);
      expect($log.warn.logs).toEqual([
        ['znCookies: did not store "k": cookies are disabled or cannot be written on this page'],
        ['znCookies: could not remove "k": cookies are disabled or cannot be written on this page']
      ]);
    });
  });

  describe('when the browser drops every cookie written', () => {
    let document: FakeCookieDocument;
    beforeEach(() => {
      document = new FakeCookieDocument();
      document.dropWrites = true;
      withFakes(fakeWindow({ pathname: '/app/page' }), document);
    });

    it('is not supported, and set returns false with a warning', () => {
      expect(znCookies.isSupported).toBe(false);
      expect(znCookies.set('k', 1)).toBe(false);
      expect($log.warn.logs).toEqual([['znCookies: did not store "k": the browser refused the cookie (check its path, domain and secure options)']]);
    });

    it('trusts a write for a path this page cannot see, since it cannot read it back', () => {
      expect(znCookies.set('k', 1, { path: '/other' })).toBe(true);
      expect(znCookies.set('k', 1, { path: '/app' })).toBe(false);
    });

    it('remove returns false with a warning when a cookie of that name still shows', () => {
      document.plant('zn.k', '1');
      expect(znCookies.remove('k')).toBe(false);
      expect($log.warn.logs).toEqual([['znCookies: could not remove "k": a cookie of that name remains, set with another path or domain']]);
    });
  });

  describe('when document.cookie throws a SecurityError (a sandboxed frame)', () => {
    beforeEach(() => {
      const document = new FakeCookieDocument();
      document.failWith = securityError();
      withFakes(fakeWindow(), document);
    });

    it('never throws: isSupported is false, get returns null, set and remove return false', () => {
      expect(znCookies.isSupported).toBe(false);
      expect(znCookies.get('k')).toBeNull();
      expect(znCookies.set('k', 1)).toBe(false);
      expect(znCookies.remove('k')).toBe(false);
      expect($log.warn.logs.length).toBe(2);
    });
  });
});
