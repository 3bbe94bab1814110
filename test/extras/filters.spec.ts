import type { IFilterService, IRootScopeService } from 'angular';
import '../../src/extras';
import { renderMarkdown } from '../../src/extras/markdown';

describe('the filters of Zengine\'s plugin runtime (zn-plugin-extras.js)', () => {
  let $filter: IFilterService;
  let $rootScope: IRootScopeService & Record<string, unknown>;
  beforeEach(angular.mock.module('zn.plugin'));
  beforeEach(angular.mock.inject((_$filter_: IFilterService, _$rootScope_: any) => {
    $filter = _$filter_;
    $rootScope = _$rootScope_;
  }));
  const run = (name: string, ...args: unknown[]) => ($filter(name) as unknown as (...a: unknown[]) => unknown)(...args);

  describe('text', () => {
    const cases: Array<[string, unknown[], unknown]> = [
      ['truncate', ['A long sentence', 6], 'A long...'],
      ['truncate', ['short', 10], 'short'],
      ['truncate', ['x'.repeat(120)], 'x'.repeat(100) + '...'],
      ['truncate', [null], undefined],
      ['pluralize', ['Company'], 'Companies'],
      ['pluralize', ['Deal'], 'Deals'],
      ['pluralize', [undefined], ''],
      ['singularize', ['Companies'], 'Company'],
      ['singularize', ['Deals'], 'Deal'],
      ['singularize', ['Data'], 'Data'],
      ['capitalize', ['open deals'], 'Open Deals'],
      ['capitalize', ['two  spaces'], 'Two  Spaces'],
      ['capitalize', [null], ''],
      ['article', ['apple'], 'an'],
      ['article', ['Umbrella'], 'an'],
      ['article', ['pear'], 'a'],
      ['article', [''], ''],
      ['urlEncode', ['a b&c/d'], 'a%20b%26c%2Fd'],
      ['formFieldTitle', [{ name: 'Amount', label: 'Amt' }], 'Amount'],
      ['formFieldTitle', [{ label: 'Amt' }], 'Amt'],
      ['formFieldTitle', ['plain'], 'plain'],
      ['trim', ['  padded \n'], 'padded'],
      ['trim', [null], ''],
      ['camelCase', ['my field-name'], 'myFieldName'],
      ['camelCase', ['my field', true], 'MyField'],
      ['camelCase', ['trailing- '], 'trailing'],
      ['escapeHtml', ['<a href="x">Tom & Jerry\'s</a>'], '&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;&#x2F;a&gt;'],
      ['fieldName', [123], 'field123']
    ];
    cases.forEach(([name, args, expected]) => {
      it(`${name}(${args.map((arg) => JSON.stringify(arg)).join(', ')}) is ${JSON.stringify(expected)}`, () => {
        expect(run(name, ...args)).toEqual(expected);
      });
    });

    it('never throw on what a template may hand them', () => {
      const odd: unknown[] = [undefined, null, 0, 5, true, {}, [], ['a']];
      ['truncate', 'pluralize', 'singularize', 'capitalize', 'article', 'formFieldTitle', 'trim', 'camelCase', 'fieldName'].forEach((name) => {
        odd.forEach((value) => expect(() => run(name, value)).withContext(`${name}(${String(value)})`).not.toThrow());
      });
    });
  });

  describe('look-ups', () => {
    it('state and country read the host\'s lists on $rootScope, as Zengine\'s host kept them', () => {
      $rootScope.states = [{ id: 'XX', state: 'Own State' }];
      $rootScope.countries = [{ id: 'XX', country: 'Own Country' }];
      expect(run('state', 'XX')).toBe('Own State');
      expect(run('country', 'XX')).toBe('Own Country');
    });

    it('state and country know US states, Canadian provinces and the browser\'s country names without them', () => {
      expect(run('state', 'CA')).toBe('California');
      expect(run('state', 'QC')).toBe('Quebec');
      expect(run('country', 'US')).toBe('United States');
      expect(run('state', 'constructor')).toBe('constructor');
      expect(run('state', 'ZZZ')).toBe('ZZZ');
      expect(run('country', '<b>')).toBe('<b>');
    });

    it('znCurrencySymbol reads $rootScope.currencies, else the browser\'s symbol, else ""', () => {
      expect(run('znCurrencySymbol', 'USD')).toBe('$');
      expect(run('znCurrencySymbol', 'EUR')).toBe('€');
      expect(run('znCurrencySymbol', 'nope')).toBe('');
      $rootScope.currencies = [{ id: 'USD', symbol: 'US$' }];
      expect(run('znCurrencySymbol', 'USD')).toBe('US$');
    });

    it('createdBy names the user who created a record, a workspace integration, or the client app', () => {
      expect(run('createdBy', { createdByUser: { id: 1, displayName: 'Ann Lee', username: 'ann' } })).toBe('Ann Lee');
      expect(run('createdBy', { createdByUser: { id: 1, email: 'ann@example.com' } })).toBe('ann@example.com');
      expect(run('createdBy', { createdByUser: { resource: 'workspaces' }, createdByClient: { appName: 'Importer' } })).toBe('Importer');
      expect(run('createdBy', null)).toBe('');
    });

    it('userDate is znUserDate under its older name', () => {
      expect(run('userDate', '2015-04-09')).toBe('04/09/2015');
      expect(run('userDate', 'not a date')).toBe('not a date');
    });
  });

  describe('znMarkdown and znPresentationalText', () => {
    it('render Markdown: headings, emphasis, lists, code, https links', () => {
      expect(run('znMarkdown', '# Title\n\nSome **bold** and *soft* `code`.\n\n- one\n- two\n\n[Docs](https://example.com/a)'))
        .toBe('<h1>Title</h1><p>Some <strong>bold</strong> and <em>soft</em> <code>code</code>.</p><ul><li>one</li><li>two</li></ul>' +
          '<p><a href="https://example.com/a">Docs</a></p>');
    });

    it('strip HTML, keep images out and links to anything but https as the text written', () => {
      expect(run('znMarkdown', '<script>alert(1)</script><b>x</b> ![pic](https://example.com/p.png) [a](javascript:alert(1)) [b](http://x.test)'))
        .toBe('<p>alert(1)x ![pic](https://example.com/p.png) [a](javascript:alert(1)) [b](http://x.test)</p>');
    });

    it('let nothing through that runs: every output goes through $sanitize', () => {
      const hostile = ['<img src=x onerror=alert(1)>', '[x](https://a.test/"onmouseover="alert(1))', '**<svg/onload=alert(1)>**',
        '<<script>script>alert(1)<</script>/script>', '`<b onclick=1>`', '# <a href="javascript:x">t</a>'];
      hostile.forEach((text) => {
        const html = String(run('znMarkdown', text));
        const holder = document.createElement('div');
        holder.innerHTML = html;
        expect(holder.querySelector('script, img, svg, [onerror], [onclick], [onmouseover], [onload]')).withContext(text).toBeNull();
        expect(Array.from(holder.querySelectorAll('a')).every((a) => a.getAttribute('href')!.startsWith('https://'))).withContext(text).toBe(true);
      });
    });

    it('take linear time on a long line of unclosed marks', () => {
      const text = '**a _b [c `d '.repeat(20000);
      expect(renderMarkdown(text).length).toBeGreaterThan(text.length);
    });

    it('znPresentationalText shows a field\'s label, as Markdown when its settings say so', () => {
      expect(run('znPresentationalText', { label: '**Read me**', settings: { properties: { markdown: true } } })).toBe('<p><strong>Read me</strong></p>');
      expect(run('znPresentationalText', { label: '**Read me**', settings: { properties: {} } })).toBe('**Read me**');
      expect(run('znPresentationalText', null)).toBe('');
      expect(run('znMarkdown', '')).toBe('');
    });
  });
});
