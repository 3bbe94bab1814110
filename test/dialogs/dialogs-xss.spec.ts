import type { IRootScopeService, ITimeoutService } from 'angular';
import { ZnConfirmService, ZnMessageService, ZnModalService } from '../../src/dialogs/types';
import { cleanBody, handlerAttributes } from './dialog-helpers';

// Text from users or the API must never run: every payload goes through each place a dialog shows
// text. Titles and button labels are plain text; message and question texts are sanitized HTML.
describe('dialog text with markup (XSS)', () => {
  const payloads = [
    '<img src=x onerror="window.__xss=1">',
    '<script>window.__xss=1</script>',
    '<a href="javascript:window.__xss=1">link</a>',
    '<svg onload="window.__xss=1"></svg>',
    '"><img src=x onerror="window.__xss=1">',
    '<iframe src="javascript:window.__xss=1"></iframe>',
    '<div style="background:url(javascript:window.__xss=1)" onmouseover="window.__xss=1">x</div>',
    '<details open ontoggle="window.__xss=1">x</details>',
    '{{constructor.constructor("window.__xss=1")()}}'
  ];

  let znModal: ZnModalService;
  let znConfirm: ZnConfirmService;
  let znMessage: ZnMessageService;
  let $rootScope: IRootScopeService;
  let $timeout: ITimeoutService;

  beforeEach(angular.mock.module('zn.plugin'));
  beforeEach(angular.mock.inject(['znModal', 'znConfirm', 'znMessage', '$rootScope', '$timeout',
    (modal: ZnModalService, confirm: ZnConfirmService, message: ZnMessageService,
      rootScope: IRootScopeService, timeout: ITimeoutService) => {
      znModal = modal;
      znConfirm = confirm;
      znMessage = message;
      $rootScope = rootScope;
      $timeout = timeout;
      delete (window as any).__xss;
    }]));

  afterEach(() => {
    cleanBody();
    delete (window as any).__xss;
  });

  /** A digest, the SDK's timers, then one real turn of the event loop for any handler to fire. */
  function settle(done: () => void): void {
    $rootScope.$digest();
    $timeout.flush();
    setTimeout(done);
  }

  function shown(): Element[] {
    return Array.from(document.querySelectorAll('.zn-modal-layer, .zn-messages'));
  }

  function expectNothingLive(): void {
    expect((window as any).__xss).toBeUndefined();
    shown().forEach((root) => {
      expect(handlerAttributes(root)).toEqual([]);
      expect(root.querySelector('script, iframe, svg')).toBeNull();
      root.querySelectorAll('[href], [src]').forEach((element) => {
        expect(element.getAttribute('href') || element.getAttribute('src') || '').not.toMatch(/^\s*javascript:/i);
      });
    });
  }

  payloads.forEach((payload) => {
    describe(payload, () => {
      it('as a znModal title shows as text', (done) => {
        znModal({ title: payload, template: '<p>body</p>' });
        settle(() => {
          expect(document.querySelector('.zn-modal .modal-title')!.textContent).toBe(payload);
          expectNothingLive();
          done();
        });
      });

      it('as a znModal button label shows as text', (done) => {
        znModal({ template: '<p>body</p>', btns: { [payload]: { primary: true } } });
        settle(() => {
          expect(document.querySelector('.zn-modal .modal-footer button')!.textContent).toBe(payload);
          expectNothingLive();
          done();
        });
      });

      it('as a znConfirm message is sanitized', (done) => {
        znConfirm(payload, () => undefined);
        settle(() => {
          expect(document.querySelector('.zn-confirm-message')).not.toBeNull();
          expectNothingLive();
          done();
        });
      });

      it('as a znMessage text is sanitized', (done) => {
        znMessage(payload, 'error', 0);
        settle(() => {
          expect(document.querySelector('.zn-messages .zn-message')).not.toBeNull();
          expectNothingLive();
          done();
        });
      });
    });
  });
});
