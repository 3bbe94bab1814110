import { envelope } from '../data/helpers';
import { legacyModules, Page, textOf } from './helpers';

/** Runs `body` with a page whose injector has (or lacks) the compatibility layer. */
function withPage(withLayer: boolean, body: (get: () => Page) => void): void {
  let page: Page;
  beforeEach(angular.mock.module(...legacyModules(withLayer)));
  beforeEach(angular.mock.inject(($injector: any) => { page = $injector.instantiate(Page); }));
  afterEach(() => page.remove());
  body(() => page);
}

function click(node: Element | null): void {
  angular.element(node as Element).triggerHandler('click');
}

function type(input: HTMLInputElement, text: string): void {
  angular.element(input).triggerHandler('focus');
  input.value = text;
  angular.element(input).triggerHandler('input');
}

describe('zn.plugin.compat: UI Bootstrap 0.12 markup', () => {
  describe('with the layer', () => withPage(true, (get) => {
    it('typeahead="x for x in ..." shows the matches and selects one into the model', () => {
      const page = get();
      page.scope.states = ['Alabama', 'Alaska', 'Arizona', 'Texas'];
      page.scope.picked = [];
      page.scope.onSelect = (item: string) => page.scope.picked.push(item);
      const view = page.compile('<input type="text" ng-model="state" typeahead="s for s in states | filter:$viewValue" typeahead-on-select="onSelect($item)">');
      const input = view.querySelector('input') as HTMLInputElement;
      type(input, 'Ala');
      page.scope.$digest();
      const matches = Array.from(view.querySelectorAll('.dropdown-menu li'));
      expect(matches.map(textOf)).toEqual(['Alabama', 'Alaska']);
      click(matches[1]);
      expect(page.scope.state).toBe('Alaska');
      expect(page.scope.picked).toEqual(['Alaska']);
    });

    it('a custom typeahead match template may use the typeaheadHighlight filter', angular.mock.inject(($filter: any) => {
      expect($filter('typeaheadHighlight')('Alaska', 'las')).toContain('<strong>las</strong>');
    }));

    it('tooltip="text" with tooltip-placement and a text tooltip-trigger opens on that trigger', () => {
      const page = get();
      page.scope.tip = 'Saves the record';
      const view = page.compile('<button tooltip="{{tip}}" tooltip-placement="bottom" tooltip-trigger="click">Save</button>');
      click(view.querySelector('button'));
      page.settle();
      const tip = view.querySelector('.tooltip');
      expect(textOf(tip)).toBe('Saves the record');
      expect(tip!.classList).toContain('bottom');
    });

    it('tooltip-html-unsafe="..." shows its interpolated HTML, sanitized', () => {
      const page = get();
      page.scope.who = 'Ada';
      const view = page.compile('<button tooltip-html-unsafe="<b>{{who}}</b><img src=x onerror=alert(1)>" tooltip-trigger="click">?</button>');
      click(view.querySelector('button'));
      page.settle();
      const inner = view.querySelector('.tooltip .tooltip-inner')!;
      expect(inner.querySelector('b')!.textContent).toBe('Ada');
      expect(inner.innerHTML).not.toContain('onerror');
    });

    it('popover="content" with popover-title opens on click', () => {
      const page = get();
      const view = page.compile('<button popover="The body" popover-title="The title">More</button>');
      click(view.querySelector('button'));
      page.settle();
      expect(textOf(view.querySelector('.popover .popover-title'))).toBe('The title');
      expect(textOf(view.querySelector('.popover .popover-content'))).toBe('The body');
    });

    it('<tabset> and <tab heading> (and <tab-heading>) render tabs that switch', () => {
      const page = get();
      page.scope.chosen = [];
      const view = page.compile('<tabset><tab heading="One" select="chosen.push(1)">First pane</tab>' +
        '<tab select="chosen.push(2)"><tab-heading>Two <b>2</b></tab-heading>Second pane</tab>' +
        '<tab heading="Three" disabled="true">Third pane</tab></tabset>');
      const tabs = Array.from(view.querySelectorAll('ul.nav.nav-tabs > li'));
      expect(tabs.map(textOf)).toEqual(['One', 'Two 2', 'Three']);
      expect(tabs[2].classList).toContain('disabled');
      expect(textOf(view.querySelector('.tab-content .tab-pane.active'))).toBe('First pane');
      click(tabs[1].querySelector('a'));
      page.scope.$digest();
      expect(textOf(view.querySelector('.tab-content .tab-pane.active'))).toBe('Second pane');
      expect(page.scope.chosen).toEqual([1, 2]);
    });

    it('<accordion> with <accordion-group heading is-open> and <accordion-heading> renders panels that open', () => {
      const page = get();
      page.scope.status = { first: true };
      const view = page.compile('<accordion close-others="true">' +
        '<accordion-group heading="First" is-open="status.first">Body one</accordion-group>' +
        '<accordion-group is-open="status.second"><accordion-heading>Second <i>!</i></accordion-heading>Body two</accordion-group></accordion>');
      const panels = Array.from(view.querySelectorAll('.panel-group > .panel'));
      expect(panels.map((panel) => textOf(panel.querySelector('.panel-title')))).toEqual(['First', 'Second !']);
      expect(panels[0].classList).toContain('panel-open');
      click(panels[1].querySelector('.accordion-toggle'));
      page.scope.$digest();
      expect(page.scope.status).toEqual({ first: false, second: true });
    });

    it('<datepicker ng-model min-date show-weeks> renders the month with 0.12\'s attributes', () => {
      const page = get();
      page.scope.day = new Date(2015, 3, 15);
      page.scope.earliest = new Date(2015, 3, 10);
      const view = page.compile('<datepicker ng-model="day" min-date="earliest" show-weeks="false"></datepicker>');
      expect(textOf(view.querySelector('.uib-title'))).toBe('April 2015');
      expect(view.querySelectorAll('tr.uib-weeks').length).toBe(6);
      expect(view.querySelectorAll('tr.uib-weeks td.h6').length).toBe(0); // no week numbers
      const april = Array.from(view.querySelectorAll('td.uib-day button')).filter((button) => !button.querySelector('.text-muted'));
      const disabled = april.filter((button) => (button as HTMLButtonElement).disabled).map(textOf);
      expect(disabled).toEqual(['01', '02', '03', '04', '05', '06', '07', '08', '09']);
      click(april[19]);
      expect(page.scope.day.getDate()).toBe(20);
    });

    it('<input datepicker-popup="format" is-open> shows the date in the format and opens its calendar', () => {
      const page = get();
      page.scope.day = new Date(2015, 3, 15);
      page.scope.opened = false;
      const view = page.compile('<input type="text" datepicker-popup="dd.MM.yyyy" ng-model="day" is-open="opened" show-button-bar="false">');
      expect((view.querySelector('input') as HTMLInputElement).value).toBe('15.04.2015');
      page.scope.opened = true;
      page.settle();
      expect(view.querySelector('ul.uib-datepicker-popup')).not.toBeNull();
    });

    it('Zengine\'s zn-datetimepicker-wrapper example, written with 0.12\'s datepicker-popup and <timepicker>, keeps the model in step', () => {
      const page = get();
      page.injector.get('$httpBackend').whenGET('/v1/users/me').respond(200, envelope({ id: 1 }));
      page.scope.task = { due: '2015-04-09' };
      const view = page.compile('<div ng-model="task.due" zn-datetimepicker-wrapper sync-time="true">' +
        '<input type="text" ng-model="date" ng-focus="open($event)" is-open="opened" datepicker-popup="{{format}}" datepicker-options="dateOptions">' +
        '<timepicker ng-model="time" minute-step="1"></timepicker></div><p class="due">{{task.due}}</p>');
      page.injector.get('$httpBackend').flush();
      expect((view.querySelector('input[ng-model="date"]') as HTMLInputElement).value).toBe('04/09/2015');
      const hours = view.querySelector('[uib-timepicker] input[ng-model="hours"]') as HTMLInputElement;
      hours.value = '9';
      angular.element(hours).triggerHandler('change');
      angular.element(hours).triggerHandler('blur');
      page.scope.$digest();
      expect(textOf(view.querySelector('.due'))).toBe('2015-04-09 09:00:00');
    });

    it('<pagination total-items ng-model max-size boundary-links> renders pages and changes the page', () => {
      const page = get();
      page.scope.page = 1;
      const view = page.compile('<pagination total-items="95" ng-model="page" max-size="3" boundary-links="true"></pagination>');
      const items = Array.from(view.querySelectorAll('ul.pagination > li'));
      expect(items.map(textOf)).toEqual(['First', 'Previous', '1', '2', '3', 'Next', 'Last']);
      click(items[3].querySelector('a'));
      page.scope.$digest();
      expect(page.scope.page).toBe(2);
    });

    it('<alert type close> shows the message in its colour, with a close button', () => {
      const page = get();
      page.scope.closed = false;
      const view = page.compile('<alert type="danger" close="closed = true">Could not save</alert><alert>Careful</alert>');
      const alerts = view.querySelectorAll('.alert');
      expect(alerts[0].classList).toContain('alert-danger');
      expect(textOf(alerts[0].querySelector('[ng-transclude]'))).toBe('Could not save');
      expect(alerts[1].classList).toContain('alert-warning');
      click(alerts[0].querySelector('button.close'));
      expect(page.scope.closed).toBe(true);
    });

    it('collapse, progressbar, rating, btn-radio, dropdown-toggle and bind-html-unsafe work under their 0.12 names', () => {
      const page = get();
      page.scope.shut = true;
      page.scope.html = 'Hello <b>there</b><img src="x" onerror="window.hacked = true">';
      page.scope.choice = 'left';
      const view = page.compile('<div class="hid" collapse="shut">Hidden</div>' +
        '<progressbar value="40" type="success">40%</progressbar>' +
        '<rating ng-model="stars" max="4"></rating>' +
        '<label class="btn" ng-model="choice" btn-radio="\'right\'">Right</label>' +
        '<div class="btn-group" dropdown><button dropdown-toggle>Menu</button><ul class="dropdown-menu"><li>A</li></ul></div>' +
        '<p class="safe" bind-html-unsafe="html"></p>');
      expect(view.querySelector('.hid')!.classList).not.toContain('in');
      expect((view.querySelector('.progress-bar') as HTMLElement).style.width).toBe('40%');
      expect(view.querySelectorAll('[uib-rating] .glyphicon').length).toBe(4);
      click(view.querySelector('label.btn'));
      expect(page.scope.choice).toBe('right');
      click(view.querySelector('[uib-dropdown-toggle]'));
      page.scope.$digest();
      expect(view.querySelector('.btn-group')!.classList).toContain('open');
      // closed again: an open dropdown keeps its listeners on the document
      click(view.querySelector('[uib-dropdown-toggle]'));
      page.scope.$digest();
      expect(view.querySelector('.btn-group')!.classList).not.toContain('open');
      const safe = view.querySelector('p.safe')!;
      expect(safe.querySelector('b')!.textContent).toBe('there');
      expect(safe.innerHTML).not.toContain('onerror');
    });
  }));

  describe('without the layer (UI Bootstrap 2.5 as it is)', () => withPage(false, (get) => {
    it('0.12 markup renders nothing of its widgets', () => {
      const page = get();
      page.scope.states = ['Alaska'];
      const view = page.compile('<input ng-model="state" typeahead="s for s in states">' +
        '<tabset><tab heading="One">First</tab></tabset><pagination total-items="95" ng-model="page"></pagination>');
      type(view.querySelector('input') as HTMLInputElement, 'Ala');
      page.scope.$digest();
      expect(view.querySelectorAll('.dropdown-menu li, ul.nav-tabs, ul.pagination').length).toBe(0);
    });
  }));
});
