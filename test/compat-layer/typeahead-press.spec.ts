import { legacyModules, Page, textOf } from './helpers';

// A chat room's "attach a record" bar written for UI Bootstrap 0.12: the input hides its bar when it
// loses focus, and pressing a match with the mouse blurs the input before the button is released.
// The press is played here as the browser orders it: mousedown on the match, the input's blur (the
// bar hides), mouseup where the pointer is, click on what the press and the release have in common.
// test/e2e/legacy-runtime.e2e.js clicks the same picker with a real mouse on the workbench's page.
describe('zn.plugin.compat: a 0.12 typeahead match pressed with the mouse', () => {
  let page: Page;
  beforeEach(angular.mock.module(...legacyModules(true)));
  beforeEach(angular.mock.inject(($injector: any, $templateCache: any) => {
    page = $injector.instantiate(Page);
    $templateCache.put('chat-match', '<a class="chat-match"><span bind-html-unsafe="match.label | typeaheadHighlight:query"></span></a>');
  }));
  afterEach(() => page.remove());

  const records = [{ id: 7, name: 'Cedar Labs' }, { id: 8, name: 'Cedar Works' }, { id: 9, name: 'Oak Foods' }];

  function picker(typeahead: string, onBlur: string): string {
    return '<div class="bar" ng-show="bar.open"><input type="text" ng-model="q" ng-blur="' + onBlur + '" ' +
      typeahead + '="name as record.name for record in records | filter:$viewValue" typeahead-template-url="chat-match" ' +
      'typeahead-on-select="attach($item)"></div><p class="after">Messages</p>';
  }

  let view: HTMLElement;
  function open(markup: string, text: string): HTMLInputElement {
    page.scope.records = records;
    page.scope.bar = { open: true };
    page.scope.attached = [];
    page.scope.attach = (record: any) => page.scope.attached.push(record);
    view = page.compile(markup);
    const input = view.querySelector('input') as HTMLInputElement;
    input.focus();
    input.value = text;
    angular.element(input).triggerHandler('input');
    page.settle();
    return input;
  }

  function matches(): HTMLElement[] {
    return Array.from(view.querySelectorAll('[uib-typeahead-popup] > li'));
  }

  function mouse(type: string, target: Element, x: number, y: number): void {
    target.dispatchEvent(new MouseEvent(type, { bubbles: true, cancelable: true, button: 0, clientX: x, clientY: y }));
  }

  /** Presses `match`, lets the input lose focus, and releases at (x, y) or where the match was. */
  function press(match: HTMLElement, input: HTMLInputElement, release?: { x: number; y: number }): void {
    const rect = match.getBoundingClientRect();
    const x = rect.left + rect.width / 2;
    const y = rect.top + rect.height / 2;
    const pressed = match.querySelector('span') as Element;
    mouse('mousedown', pressed, x, y);
    input.blur(); // what the browser does after a mousedown outside the input
    const at = release || { x, y };
    const under = document.elementFromPoint(at.x, at.y) || document.body;
    mouse('mouseup', under, at.x, at.y);
    let common: Node | null = pressed;
    while (common && !common.contains(under)) common = common.parentNode;
    mouse('click', (common as Element) || document.body, at.x, at.y);
    settle();
  }

  /** A digest, and the timers that are due when there are any (a pick refocuses the input through $timeout). */
  function settle(): void {
    page.scope.$digest();
    if (page.injector.get<any>('$browser').deferredFns.length > 0) page.settle();
  }

  it('is picked when the input\'s blur hid its bar before the release', () => {
    const input = open(picker('typeahead', 'bar.open = false'), 'Cedar');
    expect(matches().map(textOf)).toEqual(['Cedar Labs', 'Cedar Works']);
    press(matches()[1], input);
    expect((view.querySelector('.bar') as HTMLElement).classList).toContain('ng-hide');
    expect(page.scope.attached).toEqual([records[1]]);
  });

  it('is picked once when nothing hid it (the click reaches it)', () => {
    const input = open(picker('typeahead', 'blurred = true'), 'Cedar');
    press(matches()[0], input);
    expect(page.scope.blurred).toBe(true);
    expect(page.scope.attached).toEqual([records[0]]);
  });

  it('is not picked when the press is dragged off a match that stayed in place', () => {
    const input = open(picker('typeahead', 'blurred = true'), 'Cedar');
    const after = (view.querySelector('.after') as HTMLElement).getBoundingClientRect();
    const popup = (view.querySelector('[uib-typeahead-popup]') as HTMLElement).getBoundingClientRect();
    press(matches()[0], input, { x: popup.right + 40, y: after.top + 2 });
    expect(page.scope.attached).toEqual([]);
  });

  it('leaves 2.5\'s own uib-typeahead as 2.5 has it', () => {
    const input = open(picker('uib-typeahead', 'bar.open = false'), 'Cedar');
    press(matches()[1], input);
    expect(page.scope.attached).toEqual([]);
  });
});
