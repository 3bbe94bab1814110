import { cameFromTemplate } from '../../src/compat-layer/markup';
import { legacyModules, Page } from './helpers';

// 0.12 markup at the root of a directive's `replace: true` template: a chat plugin's record picker
// is an attribute directive whose template is `<input typeahead=... typeahead-on-select=...>`.
// AngularJS applies the directive before the layer's rewrite, and the element keeps the directive's
// attribute: compiled again as it was, the directive put its template in place again and again
// (a stack overflow, or with `templateUrl` a page that never answers).
describe('zn.plugin.compat: 0.12 markup in a replacing template', () => {
  const contacts = [{ id: 7, name: 'Ann Lee' }, { id: 8, name: 'Anna Berg' }, { id: 9, name: 'Bo Chen' }];
  const search = ($scope: any, $q: any) => {
    $scope.search = (text: string) => $q.when(contacts.filter((contact) => contact.name.indexOf(text) !== -1));
  };
  const pickerInput = (onSelect: string, extra = '') => '<input type="text" ng-model="draft" ' +
    `typeahead="contact as contact.name for contact in search($viewValue)" typeahead-wait-ms="0" typeahead-on-select="${onSelect}"${extra}>`;

  let page: Page;
  let linked: number;
  beforeEach(angular.mock.module(...legacyModules(true), ($compileProvider: any) => {
    const counted = ['$scope', '$q', ($scope: any, $q: any) => { linked += 1; search($scope, $q); }];
    // the picker's callback as a two-way binding to the page's function
    $compileProvider.directive('contactPicker', () => ({
      restrict: 'A', replace: true, scope: { attach: '=contactPicker' }, controller: counted,
      template: pickerInput('attach($item)').replace('typeahead=', 'data-typeahead=')
    }));
    // an expression binding, the template fetched by url
    $compileProvider.directive('contactPickerFrom', () => ({
      restrict: 'A', replace: true, scope: { onPick: '&' }, controller: counted, templateUrl: 'contact-picker.html'
    }));
    // a child scope, and a second 0.12 directive on the template's root
    $compileProvider.directive('contactPickerShared', () => ({
      restrict: 'A', replace: true, scope: true, controller: counted,
      template: pickerInput('attachRecord($item, $model, $label)', ' tooltip="Type a name"')
    }));
  }));
  beforeEach(angular.mock.inject(($injector: any) => {
    linked = 0;
    page = $injector.instantiate(Page);
    $injector.get('$templateCache').put('contact-picker.html', pickerInput('onPick({ $item: $item })'));
  }));
  afterEach(() => page.remove());

  function pickSecond(view: HTMLElement): void {
    const input = view.querySelector('input') as HTMLInputElement;
    angular.element(input).triggerHandler('focus');
    input.value = 'Ann';
    angular.element(input).triggerHandler('input');
    page.settle();
    const matches = Array.from(view.querySelectorAll('.dropdown-menu li'));
    expect(matches.length).toBe(2);
    angular.element(matches[1]).triggerHandler('click');
    page.settle();
  }

  const cases: Array<[string, string]> = [
    ['a two-way bound callback', '<div contact-picker="attachRecord"></div>'],
    ['an expression callback and a templateUrl', '<div contact-picker-from on-pick="attachRecord($item)"></div>'],
    ['a child scope and a tooltip on the same input', '<div contact-picker-shared></div>'],
    ['0.12 markup on the element as well (the directive applied after the rewrite)', '<div contact-picker="attachRecord" popover="Pick a contact"></div>']
  ];
  cases.forEach(([what, markup]) => {
    it(`puts the template in place once and passes the picked record to the page: ${what}`, () => {
      const attached: any[] = [];
      page.scope.attachRecord = (item: any) => attached.push(item.id);
      const view = page.compile(markup);
      page.scope.$digest();
      expect(view.querySelectorAll('input').length).toBe(1);
      expect(linked).toBe(1);
      pickSecond(view);
      expect(attached).toEqual([8]);
    });
  });

  it('tells a replacing template\'s product from the element it replaced (pure)', () => {
    const holder = document.createElement('div');
    holder.innerHTML = '<input type="text" typeahead="x for x in y" chooser="a" class="ng-scope"><div chooser="a"></div>';
    const [input, original] = Array.from(holder.children);
    expect(cameFromTemplate(' <input type="text" typeahead="x for x in y"> ', input)).toBe(true);
    expect(cameFromTemplate('<input type="text" typeahead="x for x in y">', original)).toBe(false);
    expect(cameFromTemplate('<input type="text" typeahead="x for x in y" required>', input)).toBe(false);
    expect(cameFromTemplate('just text', input)).toBe(false);
  });
});
