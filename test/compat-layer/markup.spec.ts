import { alertClass, normalizeName, popupTemplateFor25, quoteText, upgradeTree } from '../../src/compat-layer/markup';
import { readCookie } from '../../src/compat-layer/cookie-store';
import { expressionThrough, inKeyOrder, legacyTruth, repeatThrough } from '../../src/compat-layer/runtime';

describe('zn.plugin.compat: rewriting 0.12 markup (pure)', () => {
  function tree(markup: string): Element {
    const holder = document.createElement('div');
    holder.innerHTML = markup;
    return holder;
  }

  it('names directives as AngularJS does', () => {
    expect(normalizeName('data-tab-heading')).toBe('tabHeading');
    expect(normalizeName('x-tooltip')).toBe('tooltip');
    expect(normalizeName('DATEPICKER-POPUP')).toBe('datepickerPopup');
  });

  it('reads a 0.12 typeahead popup template as 2.5\'s popup runs it', () => {
    expect(popupTemplateFor25('<ul ng-style="{top: position.top+\'px\', left: position.left+\'px\'}"><li>' +
      '<div typeahead-match index="$index" template-url="templateUrl"></div><p data-typeahead-match=""></p>' +
      '<span class="typeahead-match" uib-typeahead-match></span></li></ul>'))
      .toBe('<ul ng-style="{top: position().top+\'px\', left: position().left+\'px\'}"><li>' +
        '<div uib-typeahead-match index="$index" template-url="templateUrl"></div><p uib-typeahead-match=""></p>' +
        '<span class="typeahead-match" uib-typeahead-match></span></li></ul>');
  });

  it('quotes the text attributes 0.12 read as they were', () => {
    expect(quoteText('mouseenter')).toBe("'mouseenter'");
    expect(quoteText("'focus'")).toBe("'focus'");
    expect(quoteText("it's")).toBe("'it\\'s'");
  });

  it('gives an alert 0.12\'s colour class, warning by default', () => {
    expect(alertClass(null)).toBe('alert-warning');
    expect(alertClass('success')).toBe('alert-success');
    expect(alertClass('{{ item.kind }}')).toBe("alert-{{( item.kind ) || 'warning'}}");
  });

  it('rewrites elements and attributes, children included, keeping every other attribute', () => {
    const holder = tree('<tabset justified="true"><tab heading="A" ng-if="on"><tab-heading>B</tab-heading>x</tab></tabset>' +
      '<button data-tooltip="Hi" tooltip-trigger="focus" class="btn">y</button>');
    const { root } = upgradeTree(holder);
    expect(root).toBe(holder);
    expect(holder.innerHTML).toBe('<div justified="true" uib-tabset=""><li heading="A" ng-if="on" uib-tab="">' +
      '<div uib-tab-heading="">B</div>x</li></div><button tooltip-trigger="\'focus\'" class="btn" uib-tooltip="Hi">y</button>');
  });

  it('replaces a 0.12 element root in its parent, and lists the datepickers', () => {
    const holder = tree('<datepicker ng-model="d" min-date="m"></datepicker>');
    const { root, datepickers } = upgradeTree(holder.firstElementChild as Element);
    expect(root.parentNode).toBe(holder);
    expect(root.outerHTML).toBe('<div ng-model="d" min-date="m" uib-datepicker=""></div>');
    expect(datepickers).toEqual([root]);
  });

  it('puts ngRepeat collections through a filter, keeping aliases, track by and one-time', () => {
    expect(repeatThrough('(k, v) in obj | filter:q track by k', 'f')).toBe('(k, v) in (obj | filter:q) | f track by k');
    expect(repeatThrough('x in ::items as shown', 'f')).toBe('x in ::(items) | f as shown');
    expect(repeatThrough('nonsense', 'f')).toBe('nonsense');
  });

  it('reads truth as 1.2\'s ngIf did', () => {
    [[], '', 'f', '0', 'FALSE', 'no', 'N', '[]', 0, null, undefined, false].forEach((value) => expect(legacyTruth(value)).withContext(String(value)).toBe(false));
    [[1, 2], 'yes', 'x', 1, {}, true].forEach((value) => expect(legacyTruth(value)).withContext(String(value)).toBe(true));
    expect(expressionThrough(':: a.b', 't')).toBe('::( a.b) | t');
  });

  it('orders an object\'s keys as text and leaves arrays alone', () => {
    expect(Object.keys(inKeyOrder({ b: 1, a: 2, c: 3 }) as object)).toEqual(['a', 'b', 'c']);
    const list = [3, 1];
    expect(inKeyOrder(list)).toBe(list);
  });

  it('reads one cookie out of document.cookie text', () => {
    expect(readCookie('a=1; tab=%7B%22x%22%3A1%7D; b', 'tab')).toBe('{"x":1}');
    expect(readCookie('a=1', 'tab')).toBeUndefined();
  });
});
