import type { ICompileService, IDocumentService, ILogService, IPromise, IRootScopeService, IScope, ITemplateCacheService, ITimeoutService, auto } from 'angular';
import { ZnError } from '../core';
import { checkDialogText } from './dialog-text';
import { errorMessageOf } from './message-text';
import { documentOf } from './document-of';
import { MAX_VISIBLE, checkDuration, checkMessageType, colourOf, regionOf } from './message-options';
import { PausableTimer } from './message-timer';
import { MESSAGE_CONTAINER_TEMPLATE, MESSAGE_TEMPLATE } from './templates';
import { ZnMessageHandle, ZnMessageService, ZnMessageType } from './types';

interface Message {
  /** Type and text: the same text again with the same type is the same message. */
  key: string;
  text: string;
  type: ZnMessageType;
  duration: number;
  timer: PausableTimer;
  handle: ZnMessageHandle;
  scope: IScope | null;
  element: JQLite | null;
  closed: boolean;
}

function noop(): void { /* nothing to do */ }

/**
 * The banner of znMessage: a container fixed at the top of the page, with an assertive live
 * region (error, warning) and a polite one (info, saved). The container is added on first use
 * and then stays (empty and invisible), so both regions exist before any later text arrives;
 * the first message itself goes in one tick after the container.
 */
export class MessageBanner {
  static $inject = ['$compile', '$rootScope', '$document', '$timeout', '$templateCache', '$log'];

  /** Oldest first. */
  private readonly messages: Message[] = [];
  private container: JQLite | null = null;
  private pendingInsert: IPromise<void> | null = null;
  /** Warnings given already: each once. */
  private readonly warned = new Set<string>();

  constructor(
    private readonly $compile: ICompileService,
    private readonly $rootScope: IRootScopeService,
    private readonly $document: IDocumentService,
    private readonly $timeout: ITimeoutService,
    private readonly $templateCache: ITemplateCacheService,
    private readonly $log: ILogService
  ) {
    $rootScope.$on('$destroy', () => this.destroy());
  }

  /** `znMessage(message, [type], [duration])`, or `znMessage(false)` to close every message. */
  show(message: unknown, type?: unknown, duration?: unknown): ZnMessageHandle | undefined {
    if (message === false) {
      this.messages.slice().forEach((shown) => this.close(shown));
      return undefined;
    }
    // An error object (Zengine's modules pass the API's failure) shows its message.
    const text = checkDialogText('znMessage', errorMessageOf(message) ?? message);
    const warn = (warning: string) => {
      if (this.warned.has(warning)) return;
      this.warned.add(warning);
      this.$log.warn(warning);
    };
    const kind = checkMessageType(type, warn);
    const milliseconds = checkDuration(duration, warn);
    const key = `${kind}\n${text}`;
    const existing = this.messages.find((shown) => shown.key === key);
    if (existing) {
      this.repeat(existing, milliseconds);
      return existing.handle;
    }
    const added = this.create(key, text, kind, milliseconds);
    this.messages.push(added);
    while (this.messages.length > MAX_VISIBLE) this.close(this.messages[0]);
    if (!this.container) this.createContainer();
    if (!this.pendingInsert) this.insert(added);
    return added.handle;
  }

  private create(key: string, text: string, type: ZnMessageType, duration: number): Message {
    const $timeout = this.$timeout;
    const message: Message = {
      key, text, type, duration,
      timer: new PausableTimer({
        now: () => Date.now(),
        schedule: (callback, milliseconds) => $timeout(callback, milliseconds, false),
        cancel: (timer) => { $timeout.cancel(timer as IPromise<void>); }
      }, () => this.close(message)),
      handle: { close: () => this.close(message) },
      scope: null,
      element: null,
      closed: false
    };
    return message;
  }

  /** The same message again: restarts its timer and moves it to the top, which announces it again. */
  private repeat(message: Message, duration: number): void {
    message.duration = duration;
    this.messages.splice(this.messages.indexOf(message), 1);
    this.messages.push(message);
    if (!message.element) return;
    const region = message.element[0].parentNode as Element;
    region.insertBefore(message.element[0], region.firstChild);
    message.timer.restart(duration);
  }

  private createContainer(): void {
    const container = angular.element(this.$templateCache.get<string>(MESSAGE_CONTAINER_TEMPLATE) as string);
    for (const region of ['alert', 'status']) {
      if (!container[0].querySelector(`[data-zn-region="${region}"]`)) {
        throw new ZnError('znMessage', 'bad-template', `the template ${MESSAGE_CONTAINER_TEMPLATE} has no element with ` +
          `data-zn-region="${region}"; expected one for each of alert and status`);
      }
    }
    angular.element(documentOf(this.$document).body).append(container);
    this.container = container;
    // A live region announces changes, not its content on arrival: the text comes one tick later.
    this.pendingInsert = this.$timeout(() => {
      this.pendingInsert = null;
      this.messages.slice().forEach((waiting) => this.insert(waiting));
    }, 0, false);
  }

  private insert(message: Message): void {
    if (message.element || message.closed || !this.container) return;
    const scope: IScope & { message?: unknown } = this.$rootScope.$new(true);
    scope.message = {
      text: message.text,
      type: message.type,
      colour: colourOf(message.type),
      close: () => this.close(message)
    };
    const element = this.$compile(this.$templateCache.get<string>(MESSAGE_TEMPLATE) as string)(scope);
    const timer = message.timer;
    element.on('mouseenter', () => timer.hold('pointer'));
    element.on('mouseleave', () => timer.release('pointer'));
    element.on('focusin', () => timer.hold('focus'));
    element.on('focusout', (event: JQueryEventObject) => {
      const next = ((event as any).originalEvent || event).relatedTarget as Node | null;
      if (!next || !element[0].contains(next)) timer.release('focus');
    });
    const region = this.container[0].querySelector(`[data-zn-region="${regionOf(message.type)}"]`) as Element;
    region.insertBefore(element[0], region.firstChild);
    message.scope = scope;
    message.element = element;
    timer.restart(message.duration);
    this.$rootScope.$evalAsync(noop);
  }

  private close(message: Message): void {
    if (message.closed) return;
    message.closed = true;
    message.timer.stop();
    this.messages.splice(this.messages.indexOf(message), 1);
    if (message.scope) message.scope.$destroy();
    if (message.element) message.element.remove();
  }

  private destroy(): void {
    this.messages.slice().forEach((shown) => this.close(shown));
    if (this.pendingInsert) this.$timeout.cancel(this.pendingInsert);
    this.pendingInsert = null;
    if (this.container) this.container.remove();
    this.container = null;
  }
}

/** `znMessage`: the banner's `show`, as a function. */
export function znMessageFactory($injector: auto.IInjectorService): ZnMessageService {
  const banner = $injector.instantiate(MessageBanner);
  return ((message: unknown, type?: unknown, duration?: unknown) => banner.show(message, type, duration)) as ZnMessageService;
}
znMessageFactory.$inject = ['$injector'];
