import type { IRootScopeService, ITemplateCacheService, ITimeoutService } from 'angular';
import { ZnConfirmService, ZnMessageService, ZnModalService } from '../../src/dialogs/types';
import { button, cleanBody, countScopes, pressKey } from './dialog-helpers';

// Opening and closing many dialogs and messages must leave nothing behind: no DOM, no scopes,
// no document listeners, no timers.
describe('dialogs after 200 rounds', () => {
  let znModal: ZnModalService;
  let znConfirm: ZnConfirmService;
  let znMessage: ZnMessageService;
  let $rootScope: IRootScopeService;
  let $timeout: ITimeoutService;
  let $templateCache: ITemplateCacheService;

  beforeEach(angular.mock.module('zn.plugin'));
  beforeEach(angular.mock.inject(['znModal', 'znConfirm', 'znMessage', '$rootScope', '$timeout', '$templateCache',
    (modal: ZnModalService, confirm: ZnConfirmService, message: ZnMessageService,
      rootScope: IRootScopeService, timeout: ITimeoutService, templateCache: ITemplateCacheService) => {
      znModal = modal;
      znConfirm = confirm;
      znMessage = message;
      $rootScope = rootScope;
      $timeout = timeout;
      $templateCache = templateCache;
    }]));

  afterEach(cleanBody);

  const verifyNoPendingTimeouts = () => angular.mock.inject(['$verifyNoPendingTasks', (verify: (type?: string) => void) => verify('$timeout')]);

  function documentListeners(): { added: jasmine.Spy; removed: jasmine.Spy; balance(): number } {
    const added = spyOn(document, 'addEventListener').and.callThrough();
    const removed = spyOn(document, 'removeEventListener').and.callThrough();
    return { added, removed, balance: () => added.calls.count() - removed.calls.count() };
  }

  it('znModal and znConfirm leave no DOM, scopes, listeners or timers', () => {
    const scopes = countScopes($rootScope);
    const listeners = documentListeners();
    const controllerScope = $rootScope.$new();
    $templateCache.put('leak-body.html', '<ul><li ng-repeat="item in items">{{item}}</li></ul>');
    for (let round = 0; round < 200; round++) {
      // Each way to open, each way to close.
      switch (round % 5) {
        case 0:
          znModal({ title: 'T', template: '<input ng-model="x">', btns: { OK: {} } });
          $rootScope.$digest();
          button(document.querySelector('.zn-modal')!, 'OK').click();
          break;
        case 1:
          znModal({ templateUrl: 'leak-body.html', scope: { items: [1, 2, 3] } });
          $rootScope.$digest();
          pressKey('Escape');
          break;
        case 2:
          znModal({ template: '<p>{{round}}</p>', scope: controllerScope }).close();
          break;
        case 3:
          znConfirm('Sure?', () => undefined);
          $rootScope.$digest();
          $timeout.flush();
          button(document.querySelector('.zn-modal')!, 'Yes').click();
          break;
        default:
          znModal({ template: '<p>a</p>', classes: 'leak' });
          znModal({ template: '<p>b</p>', unique: 'leak' });
          $rootScope.$digest();
          (document.querySelector('.zn-modal [aria-label="Close"]') as HTMLElement).click();
      }
    }
    $rootScope.$digest();
    verifyNoPendingTimeouts();
    expect(document.querySelectorAll('.zn-modal-layer, .zn-modal, .modal-backdrop').length).toBe(0);
    expect(document.body.classList).not.toContain('zn-modal-open');
    expect(scopes.created).toBeGreaterThan(400);
    // Only the controller scope of this spec is still alive.
    expect(scopes.alive).toBe(1);
    expect(listeners.added.calls.count()).toBeGreaterThan(0);
    expect(listeners.balance()).toBe(0);
  });

  it('znMessage leaves no messages, scopes, listeners or timers', () => {
    const scopes = countScopes($rootScope);
    const listeners = documentListeners();
    for (let round = 0; round < 200; round++) {
      znMessage(`Message ${round}`, round % 2 ? 'error' : 'saved', round % 3 ? 4000 : 0);
      $timeout.flush(0);
      $rootScope.$digest();
      if (round % 4 === 0) (document.querySelector('.zn-message button') as HTMLElement).click();
      if (round % 10 === 9) $timeout.flush(4000);
    }
    znMessage(false);
    verifyNoPendingTimeouts();
    expect(document.querySelectorAll('.zn-message').length).toBe(0);
    expect(document.querySelectorAll('.zn-messages').length).toBe(1);
    expect(scopes.created).toBeGreaterThan(150);
    expect(scopes.alive).toBe(0);
    expect(listeners.balance()).toBe(0);
  });
});
