import type { IHttpBackendService, ILogService, IRootScopeService, ITemplateCacheService, ITimeoutService } from 'angular';
import { ZnMessageService } from '../../src/dialogs/types';
import { cleanBody } from './dialog-helpers';

describe('znMessage', () => {
  let znMessage: ZnMessageService;
  let $rootScope: IRootScopeService;
  let $timeout: ITimeoutService;
  let $templateCache: ITemplateCacheService;
  let $log: ILogService & { warn: { logs: unknown[][] } };
  let $httpBackend: IHttpBackendService;

  beforeEach(angular.mock.module('zn.plugin'));
  beforeEach(angular.mock.inject(['znMessage', '$rootScope', '$timeout', '$templateCache', '$log', '$httpBackend',
    (message: ZnMessageService, rootScope: IRootScopeService, timeout: ITimeoutService,
      templateCache: ITemplateCacheService, log: any, httpBackend: IHttpBackendService) => {
      znMessage = message;
      $rootScope = rootScope;
      $timeout = timeout;
      $templateCache = templateCache;
      $log = log;
      $httpBackend = httpBackend;
    }]));

  afterEach(() => {
    $httpBackend.verifyNoOutstandingExpectation();
    $httpBackend.verifyNoOutstandingRequest();
    cleanBody();
  });

  const verifyNoPendingTimeouts = () => angular.mock.inject(['$verifyNoPendingTasks', (verify: (type?: string) => void) => verify('$timeout')]);

  /** Shows a message and lets the page catch up (the container's first tick, then a digest). */
  function show(...args: unknown[]): void {
    (znMessage as (...a: unknown[]) => unknown)(...args);
    $timeout.flush(0);
    $rootScope.$digest();
  }

  function region(kind: 'alert' | 'status'): HTMLElement {
    return document.querySelector<HTMLElement>(`.zn-messages [role="${kind}"]`)!;
  }

  function messages(): HTMLElement[] {
    return Array.from(document.querySelectorAll<HTMLElement>('.zn-messages .zn-message'));
  }

  function texts(): string[] {
    return messages().map((element) => element.querySelector('.zn-message-text')!.textContent || '');
  }

  describe('the banner', () => {
    it('is added to the body on first use with both live regions, before the text arrives', () => {
      expect(document.querySelector('.zn-messages')).toBeNull();
      znMessage('Saved the record', 'saved');
      const container = document.querySelector('.zn-messages')!;
      expect(container.parentElement).toBe(document.body);
      expect(region('status').getAttribute('aria-live')).toBe('polite');
      expect(region('alert').getAttribute('aria-live')).toBe('assertive');
      expect(messages().length).toBe(0);
      $timeout.flush(0);
      $rootScope.$digest();
      expect(texts()).toEqual(['Saved the record']);
    });

    it('stays (empty) after the last message closes, so later text lands in a live region that exists', () => {
      show('One', 'info', 0);
      znMessage(false);
      expect(messages().length).toBe(0);
      expect(document.querySelectorAll('.zn-messages').length).toBe(1);
      znMessage('Two');
      $rootScope.$digest();
      expect(texts()).toEqual(['Two']);
      expect(document.querySelectorAll('.zn-messages').length).toBe(1);
    });

    it('is removed when the application is torn down', () => {
      show('Bye');
      $rootScope.$destroy();
      expect(document.querySelector('.zn-messages')).toBeNull();
    });
  });

  describe('type', () => {
    const types: Array<[string | undefined, 'status' | 'alert', string, string]> = [
      [undefined, 'status', 'zn-message-info', 'alert-info'],
      ['info', 'status', 'zn-message-info', 'alert-info'],
      ['saved', 'status', 'zn-message-saved', 'alert-success'],
      ['error', 'alert', 'zn-message-error', 'alert-danger'],
      ['warning', 'alert', 'zn-message-warning', 'alert-warning']
    ];
    types.forEach(([type, kind, className, bootstrapClass]) => {
      it(`${type || 'omitted'} shows in the ${kind} region as ${className} (${bootstrapClass})`, () => {
        show('Text', type);
        const element = region(kind).querySelector('.zn-message')!;
        expect(element).not.toBeNull();
        expect(element.classList).toContain(className);
        expect(element.classList).toContain('alert');
        expect(element.classList).toContain(bootstrapClass);
        expect(region(kind === 'alert' ? 'status' : 'alert').children.length).toBe(0);
      });
    });

    it('an unknown type shows as info with a $log warning', () => {
      show('Text', 'success');
      expect(region('status').querySelector('.zn-message-info')).not.toBeNull();
      expect($log.warn.logs as unknown[]).toEqual([['znMessage: unknown type "success", showing it as info; expected one of info, saved, error, warning']]);
    });
  });

  describe('duration', () => {
    it('is 4000 ms by default', () => {
      show('Text');
      $timeout.flush(3999);
      expect(messages().length).toBe(1);
      $timeout.flush(1);
      expect(messages().length).toBe(0);
    });

    it('may be set in milliseconds', () => {
      show('Text', 'info', 1500);
      $timeout.flush(1499);
      expect(messages().length).toBe(1);
      $timeout.flush(1);
      expect(messages().length).toBe(0);
    });

    it('0 keeps the message until it is closed', () => {
      show('Sticky', 'error', 0);
      verifyNoPendingTimeouts();
      expect(messages().length).toBe(1);
    });
  });

  describe('pausing', () => {
    beforeEach(() => {
      jasmine.clock().install();
      jasmine.clock().mockDate(new Date(2024, 0, 1));
    });

    afterEach(() => jasmine.clock().uninstall());

    /** Moves both clocks: Date (for the time left) and $timeout (for the timers). */
    function advance(milliseconds: number): void {
      jasmine.clock().tick(milliseconds);
      $timeout.flush(milliseconds);
    }

    const holds: Array<[string, (element: HTMLElement) => void, (element: HTMLElement) => void]> = [
      ['the pointer', (element) => element.dispatchEvent(new MouseEvent('mouseover', { bubbles: true, relatedTarget: document.body })),
        (element) => element.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, relatedTarget: document.body }))],
      ['the focus', (element) => element.querySelector<HTMLElement>('button')!.focus(),
        (element) => element.querySelector<HTMLElement>('button')!.blur()]
    ];
    holds.forEach(([what, enter, leave]) => {
      it(`stops the timer while ${what} is on the message and resumes it with the time that was left`, () => {
        show('Text');
        advance(3000);
        enter(messages()[0]);
        advance(10000);
        expect(messages().length).toBe(1);
        leave(messages()[0]);
        advance(999);
        expect(messages().length).toBe(1);
        advance(1);
        expect(messages().length).toBe(0);
      });
    });

    it('holds while either the pointer or the focus is still there', () => {
      show('Text');
      const element = messages()[0];
      element.dispatchEvent(new MouseEvent('mouseover', { bubbles: true, relatedTarget: document.body }));
      element.querySelector<HTMLElement>('button')!.focus();
      element.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, relatedTarget: document.body }));
      advance(10000);
      expect(messages().length).toBe(1);
      element.querySelector<HTMLElement>('button')!.blur();
      advance(4000);
      expect(messages().length).toBe(0);
    });
  });

  describe('the close button', () => {
    it('is a <button aria-label="Close"> that closes the message', () => {
      show('Text', 'info', 0);
      const close = messages()[0].querySelector('button')!;
      expect(close.getAttribute('aria-label')).toBe('Close');
      close.click();
      expect(messages().length).toBe(0);
    });

    it('so does close() on what znMessage returns', () => {
      const handle = znMessage('Text', 'info', 0);
      $timeout.flush(0);
      handle.close();
      handle.close();
      expect(messages().length).toBe(0);
    });
  });

  describe('the same text again', () => {
    it('restarts its timer instead of showing it twice', () => {
      show('Saved', 'saved');
      $timeout.flush(3000);
      show('Saved', 'saved');
      expect(texts()).toEqual(['Saved']);
      $timeout.flush(3999);
      expect(messages().length).toBe(1);
      $timeout.flush(1);
      expect(messages().length).toBe(0);
    });

    it('takes the new duration and returns the same handle', () => {
      const first = znMessage('Saved', 'saved');
      const second = znMessage('Saved', 'saved', 0);
      expect(second).toBe(first);
      $timeout.flush(0);
      verifyNoPendingTimeouts();
      expect(messages().length).toBe(1);
    });

    it('moves it to the top, so it is announced again', () => {
      show('First', 'info', 0);
      show('Second', 'info', 0);
      show('First', 'info', 0);
      expect(texts()).toEqual(['First', 'Second']);
    });

    it('with another type is another message', () => {
      show('Text', 'info');
      show('Text', 'error');
      expect(messages().length).toBe(2);
    });
  });

  describe('several messages', () => {
    it('stack with the newest on top, alerts above statuses', () => {
      show('Old status', 'info', 0);
      show('An alert', 'error', 0);
      show('New status', 'saved', 0);
      expect(texts()).toEqual(['An alert', 'New status', 'Old status']);
    });

    it('show at most five: a sixth closes the oldest', () => {
      ['1', '2', '3', '4', '5', '6'].forEach((text) => show(text, 'info', 0));
      expect(texts()).toEqual(['6', '5', '4', '3', '2']);
    });

    it('each keep their own timer', () => {
      show('A', 'info', 1000);
      show('B', 'info', 3000);
      $timeout.flush(1000);
      expect(texts()).toEqual(['B']);
    });
  });

  describe('znMessage(false)', () => {
    it('closes every open message and cancels their timers', () => {
      show('A', 'info');
      show('B', 'error', 0);
      expect(znMessage(false)).toBeUndefined();
      expect(messages().length).toBe(0);
      verifyNoPendingTimeouts();
    });

    it('also drops a message still waiting for its first tick', () => {
      znMessage('Early');
      znMessage(false);
      $timeout.flush(0);
      expect(messages().length).toBe(0);
    });
  });

  describe('the text', () => {
    it('keeps safe formatting (sanitized HTML)', () => {
      show('Saved <b>Invoice 7</b>', 'saved');
      expect(messages()[0].querySelector('.zn-message-text b')!.textContent).toBe('Invoice 7');
    });

    it('may be a number', () => {
      show(404, 'error');
      expect(texts()).toEqual(['404']);
    });

    it('of an error object is its message, as Zengine showed the API\'s error its modules passed', () => {
      show({ status: 400, data: { message: 'Name is required' } }, 'error');
      show(new Error('Network down'), 'error');
      show({ status: 404, code: 4040, userMessage: 'Not found', developerMessage: 'x' }, 'error');
      show({ status: 500, data: 'Backend failed' }, 'error');
      show({ error: new Error('Refused') }, 'error');
      expect(texts()).toEqual(['Refused', 'Backend failed', 'Not found', 'Network down', 'Name is required']);
    });

    it('of an error object goes through $sanitize like any text', () => {
      show({ data: { message: '<img src=x onerror="window.hacked=1">Bad <b>input</b>' } }, 'error');
      expect(messages()[0].querySelector('img[onerror]')).toBeNull();
      expect(texts()).toEqual(['Bad input']);
    });
  });

  describe('overriding its templates', () => {
    it('uses the markup a host puts under zn/template/message.html and zn/template/message-container.html', () => {
      $templateCache.put('zn/template/message-container.html',
        '<aside class="zn-messages host-banner"><div data-zn-region="alert" role="alert"></div><div data-zn-region="status" role="status"></div></aside>');
      $templateCache.put('zn/template/message.html', '<p class="zn-message host-message" ng-bind-html="message.text"></p>');
      show('Hosted');
      expect(document.querySelector('aside.host-banner .host-message')!.textContent).toBe('Hosted');
    });

    it('refuses a container without both regions', () => {
      $templateCache.put('zn/template/message-container.html', '<div class="zn-messages"><div data-zn-region="status"></div></div>');
      expect(() => znMessage('x')).toThrowError(
        'znMessage: the template zn/template/message-container.html has no element with data-zn-region="alert"; expected one for each of alert and status');
    });
  });

  describe('arguments Zengine\'s host ran', () => {
    it('show a type that is no string as info, and read a duration as text or out of range, warning once each', () => {
      show('a', 3000);
      show('b', 'info', '6000');
      show('c', 'info', -1);
      show('d', 'info', '6000');
      expect(texts()).toEqual(['d', 'c', 'b', 'a']);
      expect($log.warn.logs as unknown[]).toEqual([
        ['znMessage: type must be one of info, saved, error, warning, got a number (3000); showing it as info'],
        ['znMessage: duration must be a number of milliseconds from 0 (until closed) to 2147483647, got a string ("6000"); using 6000'],
        ['znMessage: duration must be a number of milliseconds from 0 (until closed) to 2147483647, got a number (-1); using 4000']
      ]);
      $timeout.flush(4000);
      expect(texts()).toEqual(['d', 'b']);
    });
  });

  describe('checking its arguments', () => {
    const refused: Array<[string, unknown[], string]> = [
      ['no message', [], 'znMessage: message must be a non-empty string (or a number), got undefined'],
      ['an empty message', [''], 'znMessage: message must be a non-empty string (or a number), got an empty string'],
      ['true', [true], 'znMessage: message must be a non-empty string (or a number), got a boolean (true)'],
      ['an object with no message', [{ text: 'x' }], 'znMessage: message must be a non-empty string (or a number), got a plain object with key text'],
      ['an error with an empty message', [new Error('')], 'znMessage: message must be a non-empty string (or a number), got an Error'],
      ['NaN', [NaN], 'znMessage: message must be a non-empty string (or a number), got NaN']
    ];
    refused.forEach(([what, args, message]) => {
      it(`refuses ${what} with a ZnError, showing nothing`, () => {
        expect(() => (znMessage as (...a: unknown[]) => unknown)(...args)).toThrowError(message);
        expect(document.querySelector('.zn-messages')).toBeNull();
      });
    });
  });
});
