import { legacyModules, Page, textOf } from './helpers';

// A record picker written for UI Bootstrap 0.12 (a chat plugin attaches a record to a message):
// `typeahead-on-select="selectRecord($item, $model, $label)"` gets the picked record, its model
// value and its label, as 0.12 passed them, however the match is picked.
describe('zn.plugin.compat: typeahead-on-select as UI Bootstrap 0.12 called it', () => {
  let page: Page;
  beforeEach(angular.mock.module(...legacyModules(true)));
  beforeEach(angular.mock.inject(($injector: any) => { page = $injector.instantiate(Page); }));
  afterEach(() => page.remove());

  const records = [{ id: 41, name: 'Integration for Cedar Works' }, { id: 42, name: 'Cedar renewal' }, { id: 43, name: 'Oak deal' }];
  const picker = '<input type="text" ng-model="picked" typeahead="record as record.name for record in search($viewValue)" ' +
    'typeahead-on-select="selectRecord($item, $model, $label)" typeahead-wait-ms="0">';

  let view: HTMLElement;
  function open(text: string): HTMLInputElement {
    page.scope.selected = [];
    page.scope.search = (text: string) => page.injector.get<any>('$q').when(records.filter((record) => record.name.indexOf(text) !== -1));
    page.scope.selectRecord = (item: any, model: any, label: any) => page.scope.selected.push({ id: item.id, model, label });
    view = page.compile(picker);
    const input = view.querySelector('input') as HTMLInputElement;
    angular.element(input).triggerHandler('focus');
    input.value = text;
    angular.element(input).triggerHandler('input');
    page.settle();
    return input;
  }

  it('picked with the mouse', () => {
    const input = open('Cedar');
    const matches = Array.from(view.querySelectorAll('.dropdown-menu li'));
    expect(matches.map(textOf)).toEqual(['Integration for Cedar Works', 'Cedar renewal']);
    angular.element(matches[1]).triggerHandler('click');
    page.settle();
    expect(page.scope.selected).toEqual([{ id: 42, model: records[1], label: 'Cedar renewal' }]);
    expect(input).toBeDefined();
  });

  it('picked with the keyboard (down, enter)', () => {
    const input = open('Cedar');
    const key = (which: number) => angular.element(input).triggerHandler({ type: 'keydown', which, keyCode: which } as any);
    key(40);
    key(13);
    page.settle();
    expect(page.scope.selected).toEqual([{ id: 42, model: records[1], label: 'Cedar renewal' }]);
  });

  it('picked with tab, as 0.12 selected the active match on tab', () => {
    const input = open('Oak');
    angular.element(input).triggerHandler({ type: 'keydown', which: 9, keyCode: 9 } as any);
    page.settle();
    expect(page.scope.selected).toEqual([{ id: 43, model: records[2], label: 'Oak deal' }]);
  });
});
