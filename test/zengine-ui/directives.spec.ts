import type { ICompileService, IHttpBackendService, ILogService, IRootScopeService } from 'angular';
import { envelope } from '../data/helpers';

describe('Zengine\'s documented directives', () => {
  let $compile: ICompileService;
  let $rootScope: IRootScopeService;
  let $httpBackend: IHttpBackendService;
  let scope: any;
  let host: JQLite | undefined;

  beforeEach(angular.mock.module('zn.plugin'));
  beforeEach(angular.mock.inject((_$compile_: ICompileService, _$rootScope_: IRootScopeService,
    _$httpBackend_: IHttpBackendService) => {
    $compile = _$compile_;
    $rootScope = _$rootScope_;
    $httpBackend = _$httpBackend_;
    scope = $rootScope.$new();
  }));
  afterEach(() => host?.remove());

  function compile(markup: string): JQLite {
    host = $compile(markup)(scope);
    angular.element(document.body).append(host);
    scope.$digest();
    return host;
  }

  describe('validate', () => {
    const markup = '<form name="myForm"><div class="control-group" validate="myFormInput">' +
      '<input type="text" name="myFormInput" ng-model="value" required ng-maxlength="5"></div></form>';

    it('adds the error class once the form is submitted and while the input is invalid', () => {
      const group = angular.element(compile(markup)[0].querySelector('.control-group')!);
      expect(group.hasClass('error')).toBe(false);
      scope.myForm.submitted = true;
      scope.$digest();
      expect(group.hasClass('error')).toBe(true);
      expect(group.hasClass('has-error')).toBe(true);
      scope.value = 'abc';
      scope.$digest();
      expect(group.hasClass('error')).toBe(false);
    });
  });

  describe('ui-draggable', () => {
    let log: ILogService;
    beforeEach(angular.mock.inject(($log: ILogService) => { log = $log; }));
    afterEach(() => { delete (angular.element.prototype as any).draggable; });

    it('makes the element a jQuery UI draggable with the options, and follows their changes', () => {
      const calls: unknown[][] = [];
      (angular.element.prototype as any).draggable = function (...args: unknown[]) { calls.push(args); return this; };
      scope.options = { delay: 300 };
      compile('<ul><li ui-draggable="options">One</li></ul>');
      expect(calls).toEqual([[{ delay: 300 }]]);
      scope.options.delay = 100;
      scope.$digest();
      expect(calls[1]).toEqual(['option', { delay: 100 }]);
    });

    it('warns once when jQuery UI is not loaded, and leaves the element alone', () => {
      compile('<ul><li ui-draggable="options">One</li><li ui-draggable="options">Two</li></ul>');
      expect((log.warn as any).logs.length).toBe(1);
      expect((log.warn as any).logs[0][0]).toMatch(/^ui-draggable: jQuery UI draggable \(\$\.fn\.draggable\) is not loaded/);
    });
  });

  describe('zn-datetimepicker-wrapper', () => {
    beforeEach(() => $httpBackend.whenGET('/v1/users/me').respond(200, envelope({ id: 1, settings: { dateFormat: 'DD/MM/YYYY' } })));

    const markup = '<div ng-model="record.due" zn-datetimepicker-wrapper sync-time="withTime">' +
      '<span class="date">{{date.getDate()}}/{{date.getMonth() + 1}}</span><span class="format">{{format}}</span></div>';

    it('gives the pickers a Date from the string model, and the user\'s format', () => {
      scope.record = { due: '2015-04-09' };
      const element = compile(markup);
      $httpBackend.flush();
      expect(element[0].querySelector('.date')!.textContent).toBe('9/4');
      expect(element[0].querySelector('.format')!.textContent).toBe('dd/MM/yyyy');
    });

    it('writes a picked date back as YYYY-MM-DD, and with sync-time the time too', () => {
      scope.record = { due: '2015-04-09' };
      scope.withTime = false;
      const element = compile(markup);
      const inner = angular.element(element).scope() as any;
      inner.date = new Date(2016, 0, 2);
      scope.$digest();
      expect(scope.record.due).toBe('2016-01-02');
      scope.withTime = true;
      inner.time = new Date(2000, 0, 1, 14, 5, 0);
      scope.$digest();
      expect(scope.record.due).toBe('2016-01-02 14:05:00');
      inner.date = null;
      scope.$digest();
      expect(scope.record.due).toBe('');
    });

    it('opens the popup with open($event)', () => {
      scope.record = { due: '' };
      const inner = angular.element(compile(markup)).scope() as any;
      const event = { preventDefault: jasmine.createSpy('preventDefault'), stopPropagation: jasmine.createSpy('stop') };
      inner.open(event);
      expect(inner.opened).toBe(true);
      expect(event.preventDefault).toHaveBeenCalled();
    });
  });
});
