import type { IExceptionHandlerService, IHttpBackendService, IRootScopeService, ITemplateCacheService, ITimeoutService } from 'angular';
import { ZnConfirmService, ZnMessageService, ZnModalService } from '../../src/dialogs/types';
import { CodeRow, expectZnError, itThrowsCodes } from '../helpers/zn-error';
import { cleanBody } from './dialog-helpers';

describe('error codes of the dialogs', () => {
  let znModal: ZnModalService;
  let znConfirm: ZnConfirmService;
  let znMessage: ZnMessageService;
  let $rootScope: IRootScopeService;
  let $timeout: ITimeoutService;
  let $httpBackend: IHttpBackendService;
  let $templateCache: ITemplateCacheService;
  let $exceptionHandler: IExceptionHandlerService & { errors: unknown[] };

  beforeEach(angular.mock.module('zn.plugin', ['$exceptionHandlerProvider', (provider: any) => provider.mode('log')]));
  beforeEach(angular.mock.inject(['znModal', 'znConfirm', 'znMessage', '$rootScope', '$timeout', '$httpBackend', '$templateCache', '$exceptionHandler',
    (modal: ZnModalService, confirm: ZnConfirmService, message: ZnMessageService, rootScope: IRootScopeService,
      timeout: ITimeoutService, httpBackend: IHttpBackendService, templateCache: ITemplateCacheService, exceptionHandler: any) => {
      znModal = modal;
      znConfirm = confirm;
      znMessage = message;
      $rootScope = rootScope;
      $timeout = timeout;
      $httpBackend = httpBackend;
      $templateCache = templateCache;
      $exceptionHandler = exceptionHandler;
    }]));
  afterEach(() => {
    $httpBackend.verifyNoOutstandingExpectation();
    cleanBody();
  });

  describe('znModal', () => {
    const rows: CodeRow[] = [
      ['options that are not an object', () => znModal('Edit' as any), 'bad-options'],
      ['a title that is not a string', () => znModal({ title: true } as any), 'bad-option'],
      ['an empty templateUrl', () => znModal({ templateUrl: '' }), 'bad-option'],
      ['closeButton that is not a boolean', () => znModal({ closeButton: 'no' } as any), 'bad-option'],
      ['unique with spaces', () => znModal({ unique: 'a b' }), 'bad-option'],
      ['btns as an array', () => znModal({ btns: [{}] } as any), 'bad-option'],
      ['a button that is not an object', () => znModal({ btns: { OK: true } } as any), 'bad-button'],
      ['a button with empty text', () => znModal({ btns: { ' ': {} } }), 'bad-button'],
      ['a button flag that is not a boolean', () => znModal({ btns: { OK: { close: 'yes' } } } as any), 'bad-option'],
      ['a button action that is not a function', () => znModal({ btns: { OK: { action: 'save' } } } as any), 'bad-callback'],
      ['a scope that is neither a scope nor a plain object', () => znModal({ scope: new Date() } as any), 'bad-option'],
      ['a scope property that would hide the scope\'s own', () => znModal({ scope: { $apply: 1 } }), 'reserved-name']
    ];
    itThrowsCodes('znModal', rows);

    it('setBtnAction: throws unknown-button for a button the dialog lacks and bad-callback for a non-function', () => {
      const handle = znModal({ template: '<p>x</p>', btns: { Save: {} } });
      $rootScope.$digest();
      $timeout.flush();
      let error: unknown;
      try { handle.scope.setBtnAction('Sav', () => undefined); } catch (e) { error = e; }
      expectZnError(error, 'znModal', 'unknown-button');
      error = undefined;
      try { handle.scope.setBtnAction('Save', 'go' as any); } catch (e) { error = e; }
      expectZnError(error, 'znModal', 'bad-callback');
    });

    it('reports template-not-found when the templateUrl cannot be loaded', () => {
      $httpBackend.expectGET('/missing.html').respond(404, '');
      let error: unknown;
      znModal({ templateUrl: '/missing.html' }).opened.catch((e) => { error = e; });
      $httpBackend.flush();
      expectZnError(error, 'znModal', 'template-not-found');
      expect($exceptionHandler.errors).toEqual([error]);
    });

    it('rejects opened with closed-before-open when closed before its template arrives', () => {
      $httpBackend.expectGET('/slow.html').respond(200, '<p>slow</p>');
      let error: unknown;
      const handle = znModal({ templateUrl: '/slow.html' });
      handle.opened.catch((e) => { error = e; });
      handle.close();
      $httpBackend.flush();
      expectZnError(error, 'znModal', 'closed-before-open');
    });

    it('throws bad-template for a host template without the body marker', () => {
      $templateCache.put('zn/template/modal.html', '<div class="modal-content"></div>');
      let error: unknown;
      try {
        znModal({ template: '<p>x</p>' });
        $rootScope.$digest();
        $timeout.flush();
      } catch (e) { error = e; }
      expectZnError(error || $exceptionHandler.errors[0], 'znModal', 'bad-template');
    });
  });

  describe('znConfirm', () => {
    itThrowsCodes('znConfirm', [
      ['no message', () => (znConfirm as any)(), 'bad-message'],
      ['an object as message', () => (znConfirm as any)({ text: 'x' }), 'bad-message'],
      ['a callback that is not a function', () => (znConfirm as any)('Sure?', 'yes'), 'bad-callback'],
      ['a cancel callback that is not a function', () => (znConfirm as any)('Sure?', () => 1, true), 'bad-callback']
    ]);
  });

  describe('znMessage', () => {
    itThrowsCodes('znMessage', [
      ['an empty message', () => (znMessage as any)(''), 'bad-message'],
      ['a blank message', () => (znMessage as any)(' '), 'bad-message']
    ]);

    it('throws bad-template for a host container without both regions', () => {
      $templateCache.put('zn/template/message-container.html', '<div class="zn-messages"><div data-zn-region="status"></div></div>');
      let error: unknown;
      try { znMessage('x'); } catch (e) { error = e; }
      expectZnError(error, 'znMessage', 'bad-template');
    });
  });
});
