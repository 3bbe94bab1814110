import type { ICompileService, IDeferred, IExceptionHandlerService, IHttpBackendService, IQService, IRootScopeService, ITemplateCacheService, ITimeoutService } from 'angular';
import { ZnModalHandle, ZnModalOptions, ZnModalService } from '../../src/dialogs/types';
import { addToBody, button, cleanBody, dialogs, pressKey, topDialog } from './dialog-helpers';

describe('znModal', () => {
  let znModal: ZnModalService;
  let $rootScope: IRootScopeService;
  let $timeout: ITimeoutService;
  let $compile: ICompileService;
  let $httpBackend: IHttpBackendService;
  let $templateCache: ITemplateCacheService;
  let $exceptionHandler: IExceptionHandlerService & { errors: unknown[] };

  beforeEach(angular.mock.module('zn.plugin', ['$exceptionHandlerProvider', (provider: any) => provider.mode('log')]));
  beforeEach(angular.mock.inject(['znModal', '$rootScope', '$timeout', '$compile', '$httpBackend', '$templateCache', '$exceptionHandler',
    (modal: ZnModalService, rootScope: IRootScopeService, timeout: ITimeoutService, compile: ICompileService,
      httpBackend: IHttpBackendService, templateCache: ITemplateCacheService, exceptionHandler: any) => {
      znModal = modal;
      $rootScope = rootScope;
      $timeout = timeout;
      $compile = compile;
      $httpBackend = httpBackend;
      $templateCache = templateCache;
      $exceptionHandler = exceptionHandler;
    }]));

  afterEach(() => {
    $httpBackend.verifyNoOutstandingExpectation();
    $httpBackend.verifyNoOutstandingRequest();
    cleanBody();
  });

  /** Opens a dialog and lets it render and take the focus, as the browser would. */
  function open(options: ZnModalOptions): ZnModalHandle {
    const handle = znModal(options);
    $rootScope.$digest();
    $timeout.flush();
    return handle;
  }

  function click(element: Element): void {
    (element as HTMLElement).click();
  }

  function resultOf(handle: ZnModalHandle): { value?: unknown; settled: boolean } {
    const outcome: { value?: unknown; settled: boolean } = { settled: false };
    handle.closed.then((value) => { outcome.value = value; outcome.settled = true; });
    return outcome;
  }

  describe('opening', () => {
    it('puts the dialog in the body with its title, body and buttons', () => {
      open({ title: 'Edit', template: '<p class="greeting">Hello</p>', btns: { Save: { primary: true } } });
      const dialog = topDialog();
      expect(dialog.closest('.zn-modal-layer')!.parentElement).toBe(document.body);
      expect(dialog.querySelector('.modal-title')!.textContent).toBe('Edit');
      expect(dialog.querySelector('.modal-body .greeting')!.textContent).toBe('Hello');
      expect(button(dialog, 'Save')).toBeTruthy();
    });

    it('resolves opened once the dialog is in the page', () => {
      let opened = false;
      znModal({ template: '<p>x</p>' }).opened.then(() => { opened = dialogs().length === 1; });
      $rootScope.$digest();
      expect(opened).toBe(true);
    });

    it('renders even when called outside a digest, on the next tick', () => {
      znModal({ title: 'Later', template: '<p>{{1 + 1}}</p>' });
      $timeout.flush();
      expect(topDialog().querySelector('.modal-body p')!.textContent).toBe('2');
      expect(topDialog().querySelector('.modal-title')!.textContent).toBe('Later');
    });
  });

  describe('title', () => {
    it('is shown as text, never as HTML', () => {
      open({ title: '<b>Bold</b> & {{1+1}}', template: '<p>x</p>' });
      const title = topDialog().querySelector('.modal-title')!;
      expect(title.textContent).toBe('<b>Bold</b> & {{1+1}}');
      expect(title.querySelector('b')).toBeNull();
    });

    it('names the dialog through aria-labelledby', () => {
      open({ title: 'Edit record', template: '<p>x</p>' });
      const dialog = topDialog();
      const titleId = dialog.getAttribute('aria-labelledby')!;
      expect(titleId).toMatch(/^zn-modal-title-\d+$/);
      expect(document.getElementById(titleId)!.textContent).toBe('Edit record');
      expect(dialog.hasAttribute('aria-label')).toBe(false);
    });

    it('when omitted, leaves out the title and names the dialog "Dialog"', () => {
      open({ template: '<p>x</p>' });
      const dialog = topDialog();
      expect(dialog.querySelector('.modal-title')).toBeNull();
      expect(dialog.hasAttribute('aria-labelledby')).toBe(false);
      expect(dialog.getAttribute('aria-label')).toBe('Dialog');
    });
  });

  describe('template', () => {
    it('is compiled against the content scope', () => {
      const handle = open({ template: '<input ng-model="name"><span class="echo">{{name}}</span>', scope: { name: 'Ann' } });
      expect(topDialog().querySelector('.echo')!.textContent).toBe('Ann');
      handle.scope.$apply(() => { (handle.scope as any).name = 'Bob'; });
      expect(topDialog().querySelector('input')!.value).toBe('Bob');
    });

    it('may hold text and several elements', () => {
      open({ template: 'Plain <em>and</em> more' });
      expect(topDialog().querySelector('.modal-body')!.textContent).toBe('Plain and more');
    });

    it('when there is neither template nor templateUrl, the dialog has no body', () => {
      open({ title: 'Sure?', btns: { OK: {} } });
      expect(topDialog().querySelector('.modal-body')).toBeNull();
      expect(button(topDialog(), 'OK')).toBeTruthy();
    });
  });

  describe('templateUrl', () => {
    it('reads the body from a <script type="text/ng-template"> in the page', () => {
      const page = $compile('<div><script type="text/ng-template" id="greeting.html"><p class="from-script">Hi {{who}}</p></script></div>')($rootScope);
      open({ templateUrl: 'greeting.html', scope: { who: 'Ann' } });
      expect(topDialog().querySelector('.from-script')!.textContent).toBe('Hi Ann');
      page.remove();
    });

    it('takes precedence over template', () => {
      $templateCache.put('cached.html', '<p class="cached">cached</p>');
      open({ templateUrl: 'cached.html', template: '<p class="inline">inline</p>' });
      expect(topDialog().querySelector('.cached')).not.toBeNull();
      expect(topDialog().querySelector('.inline')).toBeNull();
    });

    it('shows the dialog at once when the template is in $templateCache', () => {
      $templateCache.put('cached.html', '<p class="cached">cached</p>');
      znModal({ templateUrl: 'cached.html' });
      expect(dialogs().length).toBe(1);
    });

    it('loads any other URL through $templateRequest, then opens', () => {
      $httpBackend.expectGET('/templates/remote.html').respond(200, '<p class="remote">remote</p>');
      const handle = znModal({ templateUrl: '/templates/remote.html' });
      let opened = false;
      handle.opened.then(() => { opened = true; });
      $rootScope.$digest();
      expect(dialogs().length).toBe(0);
      $httpBackend.flush();
      expect(opened).toBe(true);
      expect(topDialog().querySelector('.remote')!.textContent).toBe('remote');
    });

    it('when the template cannot be loaded: reports a ZnError, rejects opened and resolves closed', () => {
      $httpBackend.expectGET('/missing.html').respond(404, '');
      const handle = znModal({ templateUrl: '/missing.html' });
      const outcome = resultOf(handle);
      let openError: any;
      handle.opened.catch((error) => { openError = error; });
      $httpBackend.flush();
      expect(dialogs().length).toBe(0);
      expect(openError.name).toBe('ZnError');
      expect(openError.message).toMatch(/^znModal: could not load templateUrl "\/missing.html"; expected the id of a <script/);
      expect($exceptionHandler.errors).toEqual([openError]);
      expect(outcome).toEqual({ settled: true, value: undefined });
    });

    it('refuses a URL of another origin the same way, without a request', () => {
      const handle = znModal({ templateUrl: 'https://elsewhere.example.com/body.html' });
      let openError: any;
      handle.opened.catch((error) => { openError = error; });
      $rootScope.$digest();
      expect(openError.message).toMatch(/^znModal: could not load templateUrl "https:\/\/elsewhere.example.com\/body.html"/);
      expect($exceptionHandler.errors).toEqual([openError]);
      expect(dialogs().length).toBe(0);
    });

    it('when closed before the template arrives, never shows', () => {
      $httpBackend.expectGET('/slow.html').respond(200, '<p>slow</p>');
      const handle = znModal({ templateUrl: '/slow.html' });
      const outcome = resultOf(handle);
      handle.close('early');
      $httpBackend.flush();
      expect(dialogs().length).toBe(0);
      expect(outcome).toEqual({ settled: true, value: 'early' });
    });
  });

  describe('classes', () => {
    it('adds each class to the dialog', () => {
      open({ template: '<p>x</p>', classes: 'zn-modal-wide  my-dialog' });
      expect(topDialog().classList).toContain('zn-modal-wide');
      expect(topDialog().classList).toContain('my-dialog');
    });
  });

  describe('closeButton', () => {
    it('is there by default: a <button aria-label="Close"> that closes the dialog', () => {
      const handle = open({ title: 'T', template: '<p>x</p>' });
      const outcome = resultOf(handle);
      const close = topDialog().querySelector('.modal-header button')!;
      expect(close.getAttribute('aria-label')).toBe('Close');
      expect(close.getAttribute('type')).toBe('button');
      click(close);
      expect(dialogs().length).toBe(0);
      expect(outcome).toEqual({ settled: true, value: undefined });
    });

    it('false leaves it out', () => {
      open({ title: 'T', template: '<p>x</p>', closeButton: false });
      expect(topDialog().querySelector('[aria-label="Close"]')).toBeNull();
    });
  });

  describe('unique', () => {
    it('true closes every other open dialog', () => {
      const first = open({ template: '<p>1</p>' });
      const second = open({ template: '<p>2</p>', classes: 'other' });
      const firstOutcome = resultOf(first);
      const secondOutcome = resultOf(second);
      open({ template: '<p class="third">3</p>', unique: true });
      expect(dialogs().length).toBe(1);
      expect(topDialog().querySelector('.third')).not.toBeNull();
      expect(firstOutcome).toEqual({ settled: true, value: undefined });
      expect(secondOutcome).toEqual({ settled: true, value: undefined });
    });

    it('a class name closes only the open dialogs that carry that class', () => {
      open({ template: '<p class="a">a</p>', classes: 'record-dialog big' });
      open({ template: '<p class="b">b</p>', classes: 'settings' });
      open({ template: '<p class="c">c</p>', classes: 'record-dialog', unique: 'record-dialog' });
      expect(dialogs().map((dialog) => dialog.querySelector('.modal-body')!.textContent)).toEqual(['b', 'c']);
    });

    it('false or omitted leaves the others open', () => {
      open({ template: '<p>1</p>' });
      open({ template: '<p>2</p>', unique: false });
      open({ template: '<p>3</p>' });
      expect(dialogs().length).toBe(3);
    });
  });

  describe('btns', () => {
    it('makes one <button type="button"> per key, in key order, with the key as its text', () => {
      open({ template: '<p>x</p>', btns: { Cancel: {}, 'Save & close': { primary: true } } });
      const buttons = Array.from(topDialog().querySelectorAll('.modal-footer button'));
      expect(buttons.map((element) => element.textContent)).toEqual(['Cancel', 'Save & close']);
      expect(buttons.every((element) => element.getAttribute('type') === 'button')).toBe(true);
    });

    const colours: Array<[string, object, string]> = [
      ['success', { success: true }, 'btn-success'],
      ['danger', { danger: true }, 'btn-danger'],
      ['primary', { primary: true }, 'btn-primary'],
      ['none', {}, 'btn-default'],
      ['all false', { success: false, danger: false, primary: false }, 'btn-default'],
      ['success and primary (success comes first)', { primary: true, success: true }, 'btn-success'],
      ['danger and primary (danger comes first)', { primary: true, danger: true }, 'btn-danger']
    ];
    colours.forEach(([what, flags, className]) => {
      it(`colours a button with ${what} as ${className}`, () => {
        open({ template: '<p>x</p>', btns: { Go: flags } });
        const go = button(topDialog(), 'Go');
        expect(go.classList).toContain('btn');
        expect(go.classList).toContain(className);
        expect(Array.from(go.classList).filter((name) => /^btn-/.test(name))).toEqual([className]);
      });
    });

    it('without an action, closes the dialog; closed resolves with the button text', () => {
      const handle = open({ template: '<p>x</p>', btns: { Cancel: {} } });
      const outcome = resultOf(handle);
      click(button(topDialog(), 'Cancel'));
      expect(dialogs().length).toBe(0);
      expect(outcome).toEqual({ settled: true, value: 'Cancel' });
    });

    it('runs the action with no arguments, then closes', () => {
      const action = jasmine.createSpy('action');
      const handle = open({ template: '<p>x</p>', btns: { Save: { action } } });
      const outcome = resultOf(handle);
      click(button(topDialog(), 'Save'));
      expect(action).toHaveBeenCalledTimes(1);
      expect(action.calls.argsFor(0).length).toBe(0);
      expect(dialogs().length).toBe(0);
      expect(outcome).toEqual({ settled: true, value: 'Save' });
    });

    it('with close: false runs the action and stays open', () => {
      const action = jasmine.createSpy('action');
      open({ template: '<p>x</p>', btns: { Apply: { action, close: false } } });
      click(button(topDialog(), 'Apply'));
      click(button(topDialog(), 'Apply'));
      expect(action).toHaveBeenCalledTimes(2);
      expect(dialogs().length).toBe(1);
    });

    it('when the action throws: the error goes to $exceptionHandler and the dialog stays open', () => {
      const error = new Error('save failed');
      open({ template: '<p>x</p>', btns: { Save: { action: () => { throw error; } } } });
      click(button(topDialog(), 'Save'));
      expect($exceptionHandler.errors).toEqual([error]);
      expect(dialogs().length).toBe(1);
    });

    describe('an action that returns a promise', () => {
      let deferred: IDeferred<unknown>;
      let handle: ZnModalHandle;
      let outcome: { value?: unknown; settled: boolean };

      beforeEach(angular.mock.inject(['$q', ($q: IQService) => {
        deferred = $q.defer();
        handle = open({ template: '<p>x</p>', btns: { Save: { action: () => deferred.promise }, Cancel: {} } });
        outcome = resultOf(handle);
        click(button(topDialog(), 'Save'));
      }]));

      it('disables the buttons while it is pending and ignores more clicks', () => {
        expect(dialogs().length).toBe(1);
        expect(button(topDialog(), 'Save').disabled).toBe(true);
        expect(button(topDialog(), 'Cancel').disabled).toBe(true);
        click(button(topDialog(), 'Cancel'));
        expect(dialogs().length).toBe(1);
      });

      it('closes the dialog once it resolves', () => {
        deferred.resolve('saved');
        $rootScope.$digest();
        expect(dialogs().length).toBe(0);
        expect(outcome).toEqual({ settled: true, value: 'Save' });
      });

      it('keeps the dialog open, buttons enabled, when it rejects with a value', () => {
        deferred.reject({ status: 422 });
        $rootScope.$digest();
        expect(dialogs().length).toBe(1);
        expect(button(topDialog(), 'Save').disabled).toBe(false);
        expect($exceptionHandler.errors).toEqual([]);
      });

      it('reports a rejection with an Error to $exceptionHandler and stays open', () => {
        const error = new Error('bug');
        deferred.reject(error);
        $rootScope.$digest();
        expect(dialogs().length).toBe(1);
        expect($exceptionHandler.errors).toEqual([error]);
      });
    });
  });

  describe('scope', () => {
    it('rule 1: omitted, the content scope is a child of $rootScope', () => {
      ($rootScope as any).shared = 'from root';
      const handle = open({ template: '<p class="shared">{{shared}}</p>' });
      expect(handle.scope.$parent).toBe($rootScope);
      expect((handle.scope as any).shared).toBe('from root');
      expect(topDialog().querySelector('.shared')!.textContent).toBe('from root');
    });

    it('rule 2: a scope, the content scope is a child of it and inherits its properties', () => {
      const controllerScope: any = $rootScope.$new();
      controllerScope.record = { name: 'Ann' };
      const handle = open({ template: '<input ng-model="record.name"><span class="note">{{note}}</span>', scope: controllerScope });
      expect(handle.scope.$parent).toBe(controllerScope);
      expect(handle.scope).not.toBe(controllerScope);
      expect((handle.scope as any).record).toBe(controllerScope.record);
      controllerScope.$apply(() => { controllerScope.note = 'later'; });
      expect(topDialog().querySelector('.note')!.textContent).toBe('later');
      // Own properties of the dialog stay on the child.
      (handle.scope as any).draft = true;
      expect(controllerScope.draft).toBeUndefined();
    });

    it('rule 3: a plain object, an isolated scope with the object\'s properties and nothing of $rootScope', () => {
      ($rootScope as any).shared = 'from root';
      const record = { name: 'Ann' };
      const handle = open({ template: '<span class="both">{{record.name}}|{{shared}}</span>', scope: { record, count: 2 } });
      const scope: any = handle.scope;
      expect(scope.record).toBe(record);
      expect(scope.count).toBe(2);
      expect(scope.shared).toBeUndefined();
      expect(Object.getPrototypeOf(scope)).not.toBe($rootScope);
      expect(topDialog().querySelector('.both')!.textContent).toBe('Ann|');
    });

    const sources: Array<[string, () => unknown]> = [
      ['omitted', () => undefined],
      ['a scope', () => $rootScope.$new()],
      ['a plain object', () => ({ a: 1 })]
    ];
    sources.forEach(([what, source]) => {
      it(`rule 4: with the scope ${what}, the content scope has setBtnAction`, () => {
        const options: ZnModalOptions = { template: '<p>x</p>', btns: { OK: {} } };
        const scope = source();
        if (scope !== undefined) options.scope = scope as ZnModalOptions['scope'];
        const handle = open(options);
        expect(typeof handle.scope.setBtnAction).toBe('function');
        expect(Object.prototype.hasOwnProperty.call(handle.scope, 'setBtnAction')).toBe(true);
      });
    });

    it('a plain object may not hide the scope\'s own members', () => {
      expect(() => znModal({ template: 'x', scope: { $watch: 1 } })).toThrowError(
        /^znModal: scope property "\$watch" would hide the scope's own \$watch/);
      expect(() => znModal({ template: 'x', scope: { setBtnAction: 1 } })).toThrowError(/scope property "setBtnAction"/);
    });
  });

  describe('setBtnAction', () => {
    let action: jasmine.Spy;
    let handle: ZnModalHandle;

    beforeEach(() => {
      action = jasmine.createSpy('action');
      handle = open({ template: '<p>x</p>', btns: { Save: { primary: true, action }, Cancel: {} } });
    });

    it('rules 1 and 2: onClick replaces the click of that button and receives one wrapper function', () => {
      const onClick = jasmine.createSpy('onClick');
      handle.scope.setBtnAction('Save', onClick);
      click(button(topDialog(), 'Save'));
      expect(onClick).toHaveBeenCalledTimes(1);
      expect(onClick.calls.argsFor(0).length).toBe(1);
      expect(typeof onClick.calls.argsFor(0)[0]).toBe('function');
      expect(action).not.toHaveBeenCalled();
    });

    it('rule 3: wrapper(data) calls the action with data, then closes', () => {
      const outcome = resultOf(handle);
      handle.scope.setBtnAction('Save', (wrapper) => wrapper({ id: 7 }));
      click(button(topDialog(), 'Save'));
      expect(action).toHaveBeenCalledWith({ id: 7 });
      expect(dialogs().length).toBe(0);
      expect(outcome).toEqual({ settled: true, value: 'Save' });
    });

    it('rule 3: wrapper(data, true) calls the action and keeps the dialog open', () => {
      handle.scope.setBtnAction('Save', (wrapper) => wrapper('draft', true));
      click(button(topDialog(), 'Save'));
      expect(action).toHaveBeenCalledWith('draft');
      expect(dialogs().length).toBe(1);
    });

    it('rule 4: returning without calling the wrapper skips the action and keeps the dialog open', () => {
      handle.scope.setBtnAction('Save', () => false);
      click(button(topDialog(), 'Save'));
      expect(action).not.toHaveBeenCalled();
      expect(dialogs().length).toBe(1);
    });

    it('the wrapper may be called later, e.g. after an asynchronous validation', () => {
      let later: ((data?: unknown) => unknown) | undefined;
      handle.scope.setBtnAction('Save', (wrapper) => { later = wrapper; });
      click(button(topDialog(), 'Save'));
      expect(dialogs().length).toBe(1);
      $rootScope.$apply(() => later!('checked'));
      expect(action).toHaveBeenCalledWith('checked');
      expect(dialogs().length).toBe(0);
    });

    it('a button without an action: the wrapper just closes', () => {
      handle.scope.setBtnAction('Cancel', (wrapper) => wrapper());
      click(button(topDialog(), 'Cancel'));
      expect(dialogs().length).toBe(0);
    });

    it('an onClick that throws: the error goes to $exceptionHandler and the dialog stays open', () => {
      const error = new Error('oops');
      handle.scope.setBtnAction('Save', () => { throw error; });
      click(button(topDialog(), 'Save'));
      expect($exceptionHandler.errors).toEqual([error]);
      expect(dialogs().length).toBe(1);
    });

    it('is available to the template, e.g. from ng-init in the body', () => {
      handle.close();
      const action2 = jasmine.createSpy('action2');
      const onSave = (wrapper: (data: unknown) => void) => wrapper('from the template');
      open({ template: '<div ng-init="setBtnAction(\'Save\', onSave)"></div>', scope: { onSave }, btns: { Save: { action: action2 } } });
      click(button(topDialog(), 'Save'));
      expect(action2).toHaveBeenCalledWith('from the template');
    });

    it('refuses an unknown button name and an onClick that is not a function', () => {
      expect(() => handle.scope.setBtnAction('Sav', () => undefined)).toThrowError(
        'znModal: setBtnAction: there is no button "Sav"; expected one of "Save", "Cancel"');
      expect(() => handle.scope.setBtnAction('Save', 'go' as any)).toThrowError(
        'znModal: setBtnAction: onClick for "Save" must be a function, got a string ("go")');
    });
  });

  describe('the handle', () => {
    it('close(result) removes the dialog, destroys its scope and resolves closed with result', () => {
      const handle = open({ template: '<p>x</p>' });
      const outcome = resultOf(handle);
      const destroyed = jasmine.createSpy('destroyed');
      handle.scope.$on('$destroy', destroyed);
      handle.close({ saved: true });
      $rootScope.$digest();
      expect(dialogs().length).toBe(0);
      expect(document.querySelector('.zn-modal-layer')).toBeNull();
      expect(destroyed).toHaveBeenCalled();
      expect(outcome).toEqual({ settled: true, value: { saved: true } });
    });

    it('closes once: a second close changes nothing', () => {
      const handle = open({ template: '<p>x</p>' });
      const outcome = resultOf(handle);
      handle.close('first');
      handle.close('second');
      $rootScope.$digest();
      expect(outcome.value).toBe('first');
    });

    it('closed never rejects, so a dismissal logs no unhandled rejection', () => {
      const handle = open({ template: '<p>x</p>' });
      const rejected = jasmine.createSpy('rejected');
      handle.closed.catch(rejected);
      pressKey('Escape');
      $rootScope.$digest();
      expect(rejected).not.toHaveBeenCalled();
      expect($exceptionHandler.errors).toEqual([]);
    });
  });

  describe('scope destruction', () => {
    it('closes the dialog when the scope passed in is destroyed', () => {
      const controllerScope = $rootScope.$new();
      const handle = open({ template: '<p>x</p>', scope: controllerScope });
      const outcome = resultOf(handle);
      controllerScope.$destroy();
      $rootScope.$digest();
      expect(dialogs().length).toBe(0);
      expect(outcome).toEqual({ settled: true, value: undefined });
    });

    it('closes the dialog when its content scope is destroyed', () => {
      const handle = open({ template: '<p>x</p>' });
      handle.scope.$destroy();
      expect(dialogs().length).toBe(0);
    });

    it('leaves the scope passed in alive after closing', () => {
      const controllerScope = $rootScope.$new();
      const destroyed = jasmine.createSpy('destroyed');
      controllerScope.$on('$destroy', destroyed);
      open({ template: '<p>x</p>', scope: controllerScope }).close();
      expect(destroyed).not.toHaveBeenCalled();
    });
  });

  describe('accessibility', () => {
    it('is a modal dialog labelled by its title, focusable as a whole', () => {
      open({ title: 'Settings', template: '<p>x</p>', btns: { OK: {} } });
      const dialog = topDialog();
      expect(dialog.getAttribute('role')).toBe('dialog');
      expect(dialog.getAttribute('aria-modal')).toBe('true');
      expect(dialog.getAttribute('tabindex')).toBe('-1');
      expect(document.getElementById(dialog.getAttribute('aria-labelledby')!)!.textContent).toBe('Settings');
      expect(dialog.closest('.zn-modal-layer')!.querySelector('.modal-backdrop')!.getAttribute('aria-hidden')).toBe('true');
    });
  });

  describe('focus and keyboard', () => {
    it('moves the focus to the first field of the body', () => {
      open({ title: 'T', template: '<p>Name</p><input class="first"><input class="second">', btns: { OK: {} } });
      expect(document.activeElement).toBe(topDialog().querySelector('.first'));
    });

    it('prefers an element with autofocus', () => {
      open({ template: '<input class="first"><input class="second" autofocus>' });
      expect(document.activeElement).toBe(topDialog().querySelector('.second'));
    });

    it('focuses the dialog itself when the body has no field', () => {
      open({ title: 'T', template: '<p>Text only</p>', btns: { OK: {} } });
      expect(document.activeElement).toBe(topDialog());
    });

    describe('Tab', () => {
      let dialog: HTMLElement;
      let close: HTMLElement;
      let ok: HTMLElement;

      beforeEach(() => {
        open({ title: 'T', template: '<input class="field">', btns: { Cancel: {}, OK: {} } });
        dialog = topDialog();
        close = dialog.querySelector('.modal-header button')!;
        ok = button(dialog, 'OK');
      });

      it('from the last element goes to the first', () => {
        ok.focus();
        const event = pressKey('Tab');
        expect(document.activeElement).toBe(close);
        expect(event.defaultPrevented).toBe(true);
      });

      it('Shift+Tab from the first element goes to the last', () => {
        close.focus();
        pressKey('Tab', { shiftKey: true });
        expect(document.activeElement).toBe(ok);
      });

      it('from the dialog itself goes to the first element (and Shift+Tab to the last)', () => {
        dialog.focus();
        pressKey('Tab');
        expect(document.activeElement).toBe(close);
        dialog.focus();
        pressKey('Tab', { shiftKey: true });
        expect(document.activeElement).toBe(ok);
      });

      it('in the middle, leaves the move to the browser', () => {
        (dialog.querySelector('.field') as HTMLElement).focus();
        const event = pressKey('Tab');
        expect(event.defaultPrevented).toBe(false);
      });

      it('brings the focus back in when it is outside the dialog', () => {
        const outside = addToBody('<button>outside</button>');
        outside.focus();
        pressKey('Tab');
        expect(document.activeElement).toBe(close);
      });

      it('skips disabled and hidden elements', () => {
        open({ template: '<input class="a"><input class="b" disabled><input class="c" style="display:none">', closeButton: false });
        const inner = topDialog();
        (inner.querySelector('.a') as HTMLElement).focus();
        pressKey('Tab');
        expect(document.activeElement).toBe(inner.querySelector('.a'));
      });
    });

    it('ESC closes the dialog as a dismissal', () => {
      const handle = open({ template: '<p>x</p>' });
      const outcome = resultOf(handle);
      const event = pressKey('Escape');
      expect(dialogs().length).toBe(0);
      expect(event.defaultPrevented).toBe(true);
      expect(outcome).toEqual({ settled: true, value: undefined });
    });

    it('ESC does not close a dialog whose closeButton is false', () => {
      open({ template: '<p>x</p>', closeButton: false });
      pressKey('Escape');
      expect(dialogs().length).toBe(1);
    });

    it('ESC already handled inside the dialog (default prevented) does not close it', () => {
      open({ template: '<input class="field">' });
      topDialog().querySelector('.field')!.addEventListener('keydown', (event) => event.preventDefault());
      pressKey('Escape');
      expect(dialogs().length).toBe(1);
    });

    it('gives the focus back to the element that had it', () => {
      const opener = addToBody('<button class="opener">Open</button>');
      opener.focus();
      const handle = open({ template: '<input>' });
      expect(document.activeElement).not.toBe(opener);
      handle.close();
      expect(document.activeElement).toBe(opener);
    });
  });

  describe('the page behind', () => {
    it('cannot scroll while a dialog is open: body has zn-modal-open until the last one closes', () => {
      const first = open({ template: '<p>1</p>' });
      const second = open({ template: '<p>2</p>' });
      expect(document.body.classList).toContain('zn-modal-open');
      first.close();
      expect(document.body.classList).toContain('zn-modal-open');
      second.close();
      expect(document.body.classList).not.toContain('zn-modal-open');
    });

    it('has one keydown listener on the document while dialogs are open, removed after the last', () => {
      const added = spyOn(document, 'addEventListener').and.callThrough();
      const removed = spyOn(document, 'removeEventListener').and.callThrough();
      const first = open({ template: '<p>1</p>' });
      const second = open({ template: '<p>2</p>' });
      expect(added.calls.allArgs().filter(([type]) => type === 'keydown').length).toBe(1);
      first.close();
      expect(removed.calls.allArgs().filter(([type]) => type === 'keydown').length).toBe(0);
      second.close();
      expect(removed.calls.allArgs().filter(([type]) => type === 'keydown').length).toBe(1);
      pressKey('Escape');
    });
  });

  describe('stacked dialogs', () => {
    it('put the newest on top with a higher z-index', () => {
      open({ template: '<p>1</p>' });
      open({ template: '<p>2</p>' });
      open({ template: '<p>3</p>' });
      const zIndexes = dialogs().map((dialog) => Number(dialog.closest<HTMLElement>('.zn-modal-layer')!.style.zIndex));
      expect(zIndexes).toEqual([1050, 1060, 1070]);
    });

    it('keep stacking above the top one after a lower one closed', () => {
      const first = open({ template: '<p>1</p>' });
      open({ template: '<p>2</p>' });
      first.close();
      open({ template: '<p>3</p>' });
      const zIndexes = dialogs().map((dialog) => Number(dialog.closest<HTMLElement>('.zn-modal-layer')!.style.zIndex));
      expect(zIndexes).toEqual([1060, 1070]);
    });

    it('ESC closes only the top one, and the focus goes back into the one below', () => {
      open({ template: '<button class="inner-opener">more</button>' });
      const innerOpener = topDialog().querySelector<HTMLElement>('.inner-opener')!;
      expect(document.activeElement).toBe(innerOpener);
      open({ template: '<input class="top-field">' });
      pressKey('Escape');
      expect(dialogs().length).toBe(1);
      expect(document.activeElement).toBe(innerOpener);
      pressKey('Escape');
      expect(dialogs().length).toBe(0);
    });

    it('Tab stays in the top one', () => {
      open({ template: '<input class="below">' });
      open({ template: '<input class="above">', closeButton: false });
      const above = topDialog().querySelector<HTMLElement>('.above')!;
      above.focus();
      pressKey('Tab');
      expect(document.activeElement).toBe(above);
    });

    it('closing a lower one leaves the focus where it is', () => {
      const lower = open({ template: '<input class="below">' });
      open({ template: '<input class="above">' });
      const above = topDialog().querySelector<HTMLElement>('.above')!;
      lower.close();
      expect(document.activeElement).toBe(above);
    });
  });

  describe('overriding its template', () => {
    it('uses the markup a host puts under zn/template/modal.html', () => {
      $templateCache.put('zn/template/modal.html',
        '<div class="zn-modal-layer"><section class="zn-modal host-dialog" role="dialog" tabindex="-1">' +
        '<h1 ng-bind="dialog.title"></h1><div data-zn-modal-body></div></section></div>');
      open({ title: 'Hosted', template: '<p class="content">c</p>' });
      const dialog = topDialog();
      expect(dialog.tagName).toBe('SECTION');
      expect(dialog.querySelector('h1')!.textContent).toBe('Hosted');
      expect(dialog.querySelector('.content')).not.toBeNull();
    });

    it('refuses one without a body slot, leaving nothing behind', () => {
      $templateCache.put('zn/template/modal.html', '<div class="zn-modal-layer"><div class="zn-modal"></div></div>');
      expect(() => znModal({ template: '<p>x</p>' })).toThrowError(
        /^znModal: the template zn\/template\/modal.html has no element with the attribute data-zn-modal-body/);
      expect(document.querySelector('.zn-modal-layer')).toBeNull();
      expect(document.body.classList).not.toContain('zn-modal-open');
    });
  });

  describe('checking its options', () => {
    const refused: Array<[string, unknown, string | RegExp]> = [
      ['no options', undefined, 'znModal: expects an options object such as { title: \'Edit\', template: \'<p>…</p>\' }, got undefined'],
      ['a string', 'my.html', /^znModal: expects an options object .*, got a string \("my.html"\)$/],
      ['a title that is not a string', { title: true }, 'znModal: title must be a string such as \'Edit record\', got a boolean (true)'],
      ['a template that is not a string', { template: ['<p>'] }, /^znModal: template must be a string .*, got an array of 1 item$/],
      ['an empty templateUrl', { templateUrl: '' }, /^znModal: templateUrl must not be empty/],
      ['classes as an array', { classes: ['a'] }, /^znModal: classes must be a string .*, got an array of 1 item$/],
      ['closeButton as a string', { closeButton: 'no' }, 'znModal: closeButton must be true or false, got a string ("no")'],
      ['unique as a number', { unique: 1 }, /^znModal: unique must be true, false or one class name .*, got a number \(1\)$/],
      ['unique with two class names', { unique: 'a b' }, /^znModal: unique must be true, false or one class name/],
      ['btns as an array', { btns: [{}] }, /^znModal: btns must be an object of buttons .*, got an array of 1 item$/],
      ['a button that is not an object', { btns: { OK: true } }, /^znModal: btns\["OK"\] must be an object .*, got a boolean \(true\)$/],
      ['a button action that is not a function', { btns: { OK: { action: 'save()' } } },
        'znModal: btns["OK"].action must be a function, got a string ("save()")'],
      ['a colour flag that is not a boolean', { btns: { OK: { primary: 'yes' } } },
        'znModal: btns["OK"].primary must be true or false, got a string ("yes")'],
      ['a button with empty text', { btns: { ' ': {} } }, /^znModal: btns has a button with empty text/],
      ['scope as a number', { scope: 3 }, /^znModal: scope must be a scope .* or a plain object, got a number \(3\)$/],
      ['scope as null', { scope: null }, /^znModal: scope must be a scope .* or a plain object, got null$/]
    ];
    it('ignores options and button keys it does not know, as Zengine did, with one $log warning per key', angular.mock.inject(['$log', ($log: any) => {
      znModal({ title: 'Edit', width: '80%', afterClose: () => 1, btns: { OK: { primary: true, name: 'ok' } } } as any);
      znModal({ title: 'Again', width: '50%' } as any);
      $rootScope.$digest();
      expect(dialogs().length).toBe(2);
      expect($log.warn.logs).toEqual([
        ['znModal: unknown option "width" is ignored; expected title, template, templateUrl, classes, closeButton, unique, btns, scope'],
        ['znModal: unknown option "afterClose" is ignored; expected title, template, templateUrl, classes, closeButton, unique, btns, scope'],
        ['znModal: btns["OK"] has an unknown key "name", which is ignored; expected success, danger, primary, action, close']
      ]);
    }]));

    refused.forEach(([what, options, message]) => {
      it(`refuses ${what} with a ZnError, opening nothing`, () => {
        let caught: any;
        try { znModal(options as ZnModalOptions); } catch (error) { caught = error; }
        expect(caught && caught.name).toBe('ZnError');
        if (typeof message === 'string') expect(caught.message).toBe(message);
        else expect(caught.message).toMatch(message);
        expect(dialogs().length).toBe(0);
      });
    });
  });
});
