import type { IHttpBackendService } from 'angular';
import { ZnDataService, ZnPluginDataService } from '../../src/index';
import { isDate, isPlainObject, isValidDate } from '../../src/core/values';
import { normalizeModalOptions } from '../../src/dialogs/modal-options';
import { checkPanelOptions } from '../../src/filters/builder/options';
import { envelope, exactly } from '../data/helpers';

// Objects made in another window (an iframe of the karma page) are as plain as this window's.
describe('values from another realm', () => {
  let frame: HTMLIFrameElement;
  let other: any;
  /** Evaluates `source` in the iframe's window, so every object it makes is the iframe's. */
  const make = (source: string): any => other.eval(`(${source})`);

  beforeEach(() => {
    frame = document.createElement('iframe');
    document.body.appendChild(frame);
    other = frame.contentWindow;
  });
  afterEach(() => frame.remove());

  it('really are from another realm', () => {
    expect(Object.getPrototypeOf(make('{}'))).not.toBe(Object.prototype);
    expect(make('new Date()') instanceof Date).toBe(false);
  });

  describe('the shared checks (src/core/values.ts)', () => {
    it('count the other window\'s plain objects as plain', () => {
      expect(isPlainObject(make('{ a: 1 }'))).toBe(true);
      expect(isPlainObject(make('Object.create(null)'))).toBe(true);
      expect(isPlainObject(make('JSON.parse(\'{"a":{}}\')'))).toBe(true);
      expect(isPlainObject(make('new Object()'))).toBe(true);
    });

    it('do not count its arrays, dates, maps, regexps, nodes or class instances', () => {
      ['[]', 'new Date()', 'new Map()', '/x/', 'document.createElement("div")', 'new (class A {})()', 'new Error("x")']
        .forEach((source) => expect(isPlainObject(make(source))).withContext(source).toBe(false));
    });

    it('tell its dates, valid or not', () => {
      expect(isDate(make('new Date(0)'))).toBe(true);
      expect(isValidDate(make('new Date(0)'))).toBe(true);
      expect(isValidDate(make('new Date("nope")'))).toBe(false);
    });
  });

  describe('every service agrees on what a plain object is', () => {
    // [what, source]: evaluated here and in the iframe.
    const candidates: Array<[string, string]> = [
      ['an object literal', '{}'],
      ['Object.create(null)', 'Object.create(null)'],
      ['a Date', 'new Date(0)'],
      ['a Map', 'new Map()'],
      ['an array', '[]'],
      ['a class instance', 'new (class Options {})()'],
      ['a RegExp', '/x/']
    ];
    let services: Record<string, (value: unknown) => unknown>;
    beforeEach(angular.mock.module('zn.plugin'));
    beforeEach(angular.mock.inject(['znConfig', 'znData', 'znFilterMatcher', 'znLocalStorage', '$httpBackend',
      (znConfig: any, znData: any, znFilterMatcher: any, znLocalStorage: any, $httpBackend: IHttpBackendService) => {
        $httpBackend.when('GET', /.*/).respond(200, {});
        services = {
          'znConfig.set': (value) => znConfig.set(value),
          'znData params': (value) => znData('Tasks').query(value),
          'znFilterMatcher options': (value) => znFilterMatcher({}, { and: [] }, value),
          'znLocalStorage options': (value) => znLocalStorage.set('agree', 1, value),
          'znModal options': (value) => normalizeModalOptions(value),
          'znFiltersPanel options': (value) => checkPanelOptions('znFiltersPanel', value)
        };
      }]));
    afterEach(() => localStorage.removeItem('zn.agree'));

    const accepts = (call: (value: unknown) => unknown, value: unknown): boolean => {
      try {
        call(value);
        return true;
      } catch (e) {
        // A plain object may still lack a required option (znModal's template): only "not an object" counts.
        return ['bad-settings', 'bad-params', 'bad-options'].indexOf((e as { code?: string }).code as string) === -1;
      }
    };

    candidates.forEach(([what, source]) => {
      it(`${what}, from this window and from the iframe`, () => {
        [eval(`(${source})`), make(source)].forEach((value, index) => {
          const plain = isPlainObject(value);
          Object.keys(services).forEach((name) => {
            expect(accepts(services[name], value)).withContext(`${name} with ${what} from ${index ? 'the iframe' : 'this window'}`).toBe(plain);
          });
        });
      });
    });
  });

  describe('services', () => {
    let znData: ZnDataService;
    let znPluginData: ZnPluginDataService;
    let $httpBackend: IHttpBackendService;
    let znConfig: any;
    let znLocalStorage: any;
    let znCookies: any;
    let znFilterMatcher: any;

    beforeEach(angular.mock.module('zn.plugin', ['znLocalStorageProvider', 'znCookiesProvider', (local: any, cookies: any) => {
      local.setPrefix('cross-realm-spec.');
      cookies.setPrefix('cross-realm-spec.');
    }]));
    beforeEach(angular.mock.inject(['znData', 'znPluginData', '$httpBackend', 'znConfig', 'znLocalStorage', 'znCookies', 'znFilterMatcher',
      (d: ZnDataService, p: ZnPluginDataService, h: IHttpBackendService, c: any, l: any, k: any, m: any) => {
        znData = d;
        znPluginData = p;
        $httpBackend = h;
        znConfig = c;
        znLocalStorage = l;
        znCookies = k;
        znFilterMatcher = m;
      }]));
    afterEach(() => {
      $httpBackend.verifyNoOutstandingExpectation();
      $httpBackend.verifyNoOutstandingRequest();
      ['a', 'b', 'c', 'd', 'e', 'f'].forEach((key) => {
        znLocalStorage.remove(key);
        znCookies.remove(key);
      });
    });

    it('znData takes its params, filter and data', () => {
      $httpBackend.expect('GET', exactly('/v1/tasks?status=open&filter=%7B%22and%22%3A%5B%5D%7D')).respond(200, envelope([]));
      $httpBackend.expect('POST', exactly('/v1/tasks'), '{"name":"a"}').respond(200, envelope({ id: 1 }));
      znData('Tasks').query(make('{ status: "open", filter: { and: [] } }'));
      znData('Tasks').save(make('{ name: "a" }'));
      $httpBackend.flush();
    });

    it('znData refuses its Date as a body', () => {
      expect(() => znData('Tasks').save(make('new Date()'))).toThrowMatching((e: any) => e.code === 'bad-data');
    });

    it('znPluginData takes its params', () => {
      $httpBackend.expect('GET', exactly('/plugins/workspaces/1/p/items?q=x')).respond(200, {});
      znPluginData('p').get('/items', make('{ workspaceId: 1, params: { q: "x" } }'));
      $httpBackend.flush();
    });

    it('znConfig.set takes its settings', () => {
      expect(znConfig.set(make('{ apiUrl: "/v2", retry: { attempts: 1 } }')).apiUrl).toBe('/v2');
      expect(znConfig.get().retry.attempts).toBe(1);
    });

    it('znModal takes its options, scope and buttons', () => {
      expect(() => normalizeModalOptions(make('{ title: "T", template: "<p></p>", scope: { a: 1 }, btns: { Save: { primary: true } } }')))
        .not.toThrow();
    });

    it('znFiltersPanel.open takes its options', () => {
      expect(() => checkPanelOptions('znFiltersPanel', make('{ formId: 10 }'))).not.toThrow();
    });

    it('znFilterMatcher takes its record and filter', () => {
      expect(znFilterMatcher(make('{ field1: "a" }'), make('{ and: [{ prefix: "", attribute: "field1", value: "a" }] }'))).toBe(true);
    });

    it('storage takes its Date as expires', () => {
      expect(znLocalStorage.set('a', 1, make('{ expires: new Date(Date.now() + 60000) }'))).toBe(true);
      expect(znLocalStorage.get('a')).toBe(1);
      expect(znCookies.set('b', 1, make('{ expires: new Date(Date.now() + 60000) }'))).toBe(true);
      expect(znCookies.get('b')).toBe(1);
    });

    it('storage stores its plain values and gives back an equal value', () => {
      const value = make('{ list: [1, "a", null, { b: true }], nested: Object.create(null) }');
      expect(znLocalStorage.set('c', value)).toBe(true);
      expect(angular.equals(znLocalStorage.get('c'), value)).toBe(true);
      expect(znCookies.set('d', value)).toBe(true);
      expect(angular.equals(znCookies.get('d'), value)).toBe(true);
    });

    const unfaithful: Array<[string, string]> = [
      ['a Map', 'new Map([["a", 1]])'],
      ['a RegExp', '/x/g'],
      ['an invalid Date', 'new Date("nope")'],
      ['an Error', 'new Error("x")'],
      ['a typed array', 'new Uint8Array(2)'],
      ['a DOM node', 'document.createElement("div")']
    ];
    unfaithful.forEach(([what, source]) => {
      it(`storage refuses its ${what} instead of storing it mangled`, () => {
        expect(() => znLocalStorage.set('e', make(source))).toThrowMatching((e: any) => e.code === 'unstorable-value');
        expect(() => znCookies.set('f', make(`{ x: ${source} }`))).toThrowMatching((e: any) => e.code === 'unstorable-value');
        expect(znLocalStorage.get('e')).toBeNull();
        expect(znCookies.get('f')).toBeNull();
      });
    });
  });
});
