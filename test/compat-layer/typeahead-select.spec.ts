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

  // 0.12 read its templates from template/typeahead/...; a plugin that put its own there (a run
  // block, or a <script type="text/ng-template">) had them on its pickers. 2.5 reads uib/template/...
  describe('with the plugin\'s own templates under 0.12\'s ids', () => {
    beforeEach(angular.mock.inject(($templateCache: any) => {
      $templateCache.put('template/typeahead/typeahead-match.html',
        '<a class="record-match" tabindex="-1" bind-html-unsafe="match.label | typeaheadHighlight:query"></a>');
      $templateCache.put('template/typeahead/typeahead-popup.html',
        '<ul class="dropdown-menu record-matches" ng-show="isOpen()" ng-style="{top: position.top+\'px\', left: position.left+\'px\'}">' +
        '<li ng-repeat="match in matches track by $index" ng-class="{active: isActive($index)}" ng-mouseenter="selectActive($index)" ' +
        'ng-click="selectMatch($index)"><div typeahead-match index="$index" match="match" query="query" template-url="templateUrl"></div></li></ul>');
    }));

    it('shows the matches in them, and a pick still reaches typeahead-on-select', () => {
      open('Cedar');
      const matches = Array.from(view.querySelectorAll('ul.record-matches li'));
      expect(matches.map(textOf)).toEqual(['Integration for Cedar Works', 'Cedar renewal']);
      expect(view.querySelectorAll('ul.record-matches a.record-match strong').length).toBe(2);
      expect((view.querySelector('ul.record-matches') as HTMLElement).style.top).not.toBe('');
      angular.element(matches[0]).triggerHandler('click');
      page.settle();
      expect(page.scope.selected).toEqual([{ id: 41, model: records[0], label: 'Integration for Cedar Works' }]);
    });
  });
});
