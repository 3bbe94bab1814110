import type { IExceptionHandlerService, IHttpBackendService, IPromise, IQService, IRootScopeService, ITemplateCacheService, ITimeoutService } from 'angular';
import { ZnConfirmService, ZnModalService } from '../../src/dialogs/types';
import { addToBody, button, cleanBody, dialogs, pressKey, topDialog } from './dialog-helpers';

describe('znConfirm', () => {
  let znConfirm: ZnConfirmService;
  let $rootScope: IRootScopeService;
  let $timeout: ITimeoutService;
  let $templateCache: ITemplateCacheService;
  let $exceptionHandler: IExceptionHandlerService & { errors: unknown[] };
  let $httpBackend: IHttpBackendService;

  beforeEach(angular.mock.module('zn.plugin', ['$exceptionHandlerProvider', (provider: any) => provider.mode('log')]));
  beforeEach(angular.mock.inject(['znConfirm', '$rootScope', '$timeout', '$templateCache', '$exceptionHandler', '$httpBackend',
    (confirm: ZnConfirmService, rootScope: IRootScopeService, timeout: ITimeoutService,
      templateCache: ITemplateCacheService, exceptionHandler: any, httpBackend: IHttpBackendService) => {
      znConfirm = confirm;
      $rootScope = rootScope;
      $timeout = timeout;
      $templateCache = templateCache;
      $exceptionHandler = exceptionHandler;
      $httpBackend = httpBackend;
    }]));

  afterEach(() => {
    $httpBackend.verifyNoOutstandingExpectation();
    $httpBackend.verifyNoOutstandingRequest();
    cleanBody();
  });

  /** Asks, renders, and returns what the promise settles to (read it after an answer and a digest). */
  function ask(...args: unknown[]): { answer?: boolean; settled: boolean } {
    const outcome: { answer?: boolean; settled: boolean } = { settled: false };
    (znConfirm as (...a: unknown[]) => IPromise<boolean>)(...args).then((answer) => {
      outcome.answer = answer;
      outcome.settled = true;
    });
    $rootScope.$digest();
    $timeout.flush();
    return outcome;
  }

  function buttonTexts(): string[] {
    return Array.from(topDialog().querySelectorAll('.modal-footer button')).map((element) => element.textContent || '');
  }

  describe('with a callback', () => {
    it('shows the message with Yes and No', () => {
      ask('Delete this record?', () => undefined);
      expect(topDialog().querySelector('.zn-confirm-message')!.textContent).toBe('Delete this record?');
      expect(buttonTexts()).toEqual(['Yes', 'No']);
    });

    it('Yes runs the callback (with no arguments), closes and resolves true', () => {
      const callback = jasmine.createSpy('callback');
      const outcome = ask('Sure?', callback);
      (button(topDialog(), 'Yes')).click();
      $rootScope.$digest();
      expect(callback).toHaveBeenCalledTimes(1);
      expect(callback.calls.argsFor(0).length).toBe(0);
      expect(dialogs().length).toBe(0);
      expect(outcome).toEqual({ settled: true, answer: true });
    });

    it('No closes without running the callback and resolves false', () => {
      const callback = jasmine.createSpy('callback');
      const outcome = ask('Sure?', callback);
      button(topDialog(), 'No').click();
      $rootScope.$digest();
      expect(callback).not.toHaveBeenCalled();
      expect(dialogs().length).toBe(0);
      expect(outcome).toEqual({ settled: true, answer: false });
    });

    it('a callback that returns a promise: closes and resolves true once it resolves', angular.mock.inject(['$q', ($q: IQService) => {
      const deferred = $q.defer();
      const outcome = ask('Sure?', () => deferred.promise);
      button(topDialog(), 'Yes').click();
      $rootScope.$digest();
      expect(dialogs().length).toBe(1);
      expect(outcome.settled).toBe(false);
      deferred.resolve();
      $rootScope.$digest();
      expect(outcome).toEqual({ settled: true, answer: true });
    }]));

    it('a callback that throws: the error goes to $exceptionHandler and the question stays open', () => {
      const error = new Error('failed');
      const outcome = ask('Sure?', () => { throw error; });
      button(topDialog(), 'Yes').click();
      $rootScope.$digest();
      expect($exceptionHandler.errors).toEqual([error]);
      expect(dialogs().length).toBe(1);
      expect(outcome.settled).toBe(false);
    });

    it('puts the focus on No, the answer that changes nothing', () => {
      ask('Sure?', () => undefined);
      expect(document.activeElement).toBe(button(topDialog(), 'No'));
    });
  });

  describe('without a callback', () => {
    it('shows one OK button, which closes and resolves false', () => {
      const outcome = ask('Your session ends in 5 minutes.');
      expect(buttonTexts()).toEqual(['OK']);
      expect(document.activeElement).toBe(button(topDialog(), 'OK'));
      button(topDialog(), 'OK').click();
      $rootScope.$digest();
      expect(outcome).toEqual({ settled: true, answer: false });
    });

    it('accepts null for the callback and a number as the message', () => {
      ask(42, null);
      expect(topDialog().querySelector('.zn-confirm-message')!.textContent).toBe('42');
      expect(buttonTexts()).toEqual(['OK']);
    });
  });

  describe('dismissing', () => {
    const dismissals: Array<[string, () => void]> = [
      ['ESC', () => { pressKey('Escape'); }],
      ['the close button', () => { (topDialog().querySelector('[aria-label="Close"]') as HTMLElement).click(); }],
      ['No', () => { button(topDialog(), 'No').click(); }]
    ];
    dismissals.forEach(([how, dismiss]) => {
      it(`with ${how} resolves false and runs the cancel callback`, () => {
        const callback = jasmine.createSpy('callback');
        const cancelCallback = jasmine.createSpy('cancelCallback');
        const outcome = ask('Sure?', callback, cancelCallback);
        dismiss();
        $rootScope.$digest();
        expect(dialogs().length).toBe(0);
        expect(outcome).toEqual({ settled: true, answer: false });
        expect(callback).not.toHaveBeenCalled();
        expect(cancelCallback).toHaveBeenCalledTimes(1);
      });
    });

    it('does not run the cancel callback after Yes', () => {
      const cancelCallback = jasmine.createSpy('cancelCallback');
      ask('Sure?', () => undefined, cancelCallback);
      button(topDialog(), 'Yes').click();
      $rootScope.$digest();
      expect(cancelCallback).not.toHaveBeenCalled();
    });

    it('runs the cancel callback after OK too', () => {
      const cancelCallback = jasmine.createSpy('cancelCallback');
      ask('Note this.', undefined, cancelCallback);
      button(topDialog(), 'OK').click();
      $rootScope.$digest();
      expect(cancelCallback).toHaveBeenCalledTimes(1);
    });

    it('a cancel callback that throws goes to $exceptionHandler; the promise still resolves false', () => {
      const error = new Error('cancel failed');
      const outcome = ask('Sure?', () => undefined, () => { throw error; });
      pressKey('Escape');
      $rootScope.$digest();
      expect($exceptionHandler.errors).toEqual([error]);
      expect(outcome).toEqual({ settled: true, answer: false });
    });

    it('a znModal opened with unique: true dismisses an open question', angular.mock.inject(['znModal', (znModal: ZnModalService) => {
      const outcome = ask('Sure?', () => undefined);
      znModal({ template: '<p>other</p>', unique: true });
      $rootScope.$digest();
      expect(outcome).toEqual({ settled: true, answer: false });
      expect(dialogs().length).toBe(1);
    }]));

    it('gives the focus back to the element that had it', () => {
      const opener = addToBody('<button>Delete</button>');
      opener.focus();
      ask('Sure?', () => undefined);
      pressKey('Escape');
      expect(document.activeElement).toBe(opener);
    });
  });

  describe('the message', () => {
    it('keeps safe formatting (sanitized HTML)', () => {
      ask('Delete <b>Invoice 7</b>?<br>This cannot be undone.', () => undefined);
      const message = topDialog().querySelector('.zn-confirm-message')!;
      expect(message.querySelector('b')!.textContent).toBe('Invoice 7');
      expect(message.querySelector('br')).not.toBeNull();
    });

    it('loses scripts and handlers', () => {
      ask('Hi <script>window.__xss = 1</script><img alt="pic" onerror="window.__xss = 1">', () => undefined);
      const message = topDialog().querySelector('.zn-confirm-message')!;
      expect(message.querySelector('script')).toBeNull();
      expect(message.querySelector('img')!.hasAttribute('onerror')).toBe(false);
    });
  });

  describe('accessibility', () => {
    it('is an alertdialog named "Confirm" and described by its message', () => {
      ask('Delete this record?', () => undefined);
      const dialog = topDialog();
      expect(dialog.getAttribute('role')).toBe('alertdialog');
      expect(dialog.getAttribute('aria-modal')).toBe('true');
      expect(dialog.getAttribute('aria-label')).toBe('Confirm');
      expect(document.getElementById(dialog.getAttribute('aria-describedby')!)!.textContent).toBe('Delete this record?');
    });
  });

  describe('overriding its template', () => {
    it('uses the markup a host puts under zn/template/confirm.html', () => {
      $templateCache.put('zn/template/confirm.html', '<div class="host-question" ng-bind-html="message"></div>');
      ask('Sure?', () => undefined);
      expect(topDialog().querySelector('.host-question')!.textContent).toBe('Sure?');
    });
  });

  describe('checking its arguments', () => {
    const refused: Array<[string, unknown[], string]> = [
      ['no message', [], 'znConfirm: message must be a non-empty string (or a number), got undefined'],
      ['an empty message', ['  '], 'znConfirm: message must be a non-empty string (or a number), got a blank string ("  ")'],
      ['an object as message', [{ text: 'x' }], 'znConfirm: message must be a non-empty string (or a number), got a plain object with key text'],
      ['a callback that is not a function', ['Sure?', 'yes'], 'znConfirm: callback must be a function, got a string ("yes")'],
      ['a cancel callback that is not a function', ['Sure?', () => 1, true], 'znConfirm: cancelCallback must be a function, got a boolean (true)']
    ];
    refused.forEach(([what, args, message]) => {
      it(`refuses ${what} with a ZnError, opening nothing`, () => {
        expect(() => (znConfirm as (...a: unknown[]) => unknown)(...args)).toThrowError(message);
        expect(dialogs().length).toBe(0);
      });
    });
  });
});
