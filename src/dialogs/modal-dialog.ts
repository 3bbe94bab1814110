import type { ICompileService, IDeferred, IDocumentService, IExceptionHandlerService, IPromise, IQService, IRootScopeService, IScope, ITemplateCacheService, ITemplateRequestService, ITimeoutService } from 'angular';
import { ZnError } from '../core';
import { documentOf } from './document-of';
import { initialFocusTarget } from './focus-trap';
import { ModalButtons } from './modal-buttons';
import { DialogSpec } from './modal-options';
import { ModalStack, StackEntry } from './modal-stack';
import { MODAL_TEMPLATE } from './templates';
import { ZnModalHandle, ZnModalScope } from './types';

/** The services a dialog works with (injected once by DialogOpener). */
export interface DialogServices {
  $compile: ICompileService;
  $rootScope: IRootScopeService;
  $document: IDocumentService;
  $timeout: ITimeoutService;
  $q: IQService;
  $templateCache: ITemplateCacheService;
  $templateRequest: ITemplateRequestService;
  $exceptionHandler: IExceptionHandlerService;
  stack: ModalStack;
  /** Links a new copy of the frame (zn/template/modal.html, compiled once) to `scope`. */
  linkFrame(scope: IScope): JQLite;
}

/** What the dialog's template binds to, as `dialog` on its own isolated scope. */
export interface DialogModel {
  title: string;
  titleId: string;
  label: string;
  role: string;
  describedBy: string | null;
  classes: string;
  closeButton: boolean;
  buttons: Array<{ name: string; className: string }>;
  busy: boolean;
  click(name: string): void;
  dismiss(): void;
}

/** What the dialog tells its opener. */
export interface DialogHooks {
  /** Just before it enters the page (where `unique` closes the others). */
  beforeShow(dialog: ModalDialog): void;
  /** Once it has closed. */
  closed(dialog: ModalDialog): void;
}

let dialogCount = 0;

function noop(): void { /* nothing to do */ }

/**
 * One dialog, from opening to closing. The frame (title, close button, buttons) is compiled from
 * `zn/template/modal.html` on a scope of its own; the body on the content scope (spec 4.5 scope
 * rules), so the frame's names never collide with the plugin's.
 */
export class ModalDialog {
  readonly handle: ZnModalHandle;
  private readonly contentScope: ZnModalScope;
  private readonly closedDeferred: IDeferred<unknown>;
  private readonly openedDeferred: IDeferred<void>;
  private readonly buttons: ModalButtons;
  private readonly stopWatchingScope: () => void;
  private frameScope: IScope & { dialog?: DialogModel } | null = null;
  private layer: JQLite | null = null;
  private entry: StackEntry | null = null;
  private focusTimer: IPromise<void> | null = null;
  private isClosed = false;
  private contentScopeDestroyed = false;

  constructor(readonly spec: DialogSpec, private readonly services: DialogServices, private readonly hooks: DialogHooks) {
    const { $q } = services;
    this.closedDeferred = $q.defer<unknown>();
    this.openedDeferred = $q.defer<void>();
    // Rejected only when the dialog never got into the page (its template failed to load, which
    // $exceptionHandler reports anyway, or it was closed first): no "Possibly unhandled
    // rejection" for callers that never look at `opened`.
    this.openedDeferred.promise.catch(noop);
    this.buttons = new ModalButtons(spec.buttons, {
      isOpen: () => !this.isClosed,
      close: (name) => this.close(name),
      report: (error) => services.$exceptionHandler(error as Error),
      settle: (value, resolved, rejected) => { $q.when(value).then(resolved, rejected); },
      setBusy: (busy) => { if (this.frameScope && this.frameScope.dialog) this.frameScope.dialog.busy = busy; }
    });
    this.contentScope = this.createContentScope();
    this.stopWatchingScope = this.contentScope.$on('$destroy', () => {
      // AngularJS is destroying it (or its parent) right now; destroying it again from inside
      // that $destroy broadcast would break the broadcast's walk through the scopes.
      this.contentScopeDestroyed = true;
      this.close(undefined);
    });
    this.handle = {
      close: (result?: unknown) => this.close(result),
      closed: this.closedDeferred.promise,
      opened: this.openedDeferred.promise,
      scope: this.contentScope
    };
  }

  /** The classes given in `classes`, for `unique`. */
  hasClass(name: string): boolean {
    return this.spec.classes.includes(name);
  }

  /** Loads the body template (templateUrl first), then puts the dialog in the page. */
  open(): void {
    const { templateUrl } = this.spec;
    if (templateUrl === null) {
      this.show(this.spec.template);
      return;
    }
    const cached = this.services.$templateCache.get<unknown>(templateUrl);
    if (typeof cached === 'string') {
      this.show(cached);
      return;
    }
    let request: IPromise<string>;
    try {
      request = this.services.$templateRequest(templateUrl, true);
    } catch (refused) {
      // $sce refuses a URL of another origin before any request is made.
      request = this.services.$q.reject(refused);
    }
    request.then((html) => this.show(html), () => {
      const error = new ZnError('znModal', 'template-not-found', `could not load templateUrl "${templateUrl}"; expected the id of a ` +
        '<script type="text/ng-template"> element, a $templateCache key or a reachable URL');
      this.services.$exceptionHandler(error);
      this.openedDeferred.reject(error);
      this.close(undefined);
    });
  }

  /** Closes the dialog: destroys its scopes, removes its DOM, gives focus back, resolves `closed`. */
  close(result: unknown): void {
    if (this.isClosed) return;
    this.isClosed = true;
    this.stopWatchingScope();
    if (this.focusTimer) this.services.$timeout.cancel(this.focusTimer);
    if (this.frameScope) this.frameScope.$destroy();
    if (!this.contentScopeDestroyed) this.contentScope.$destroy();
    if (this.layer) this.layer.remove();
    if (this.entry) {
      this.services.stack.remove(this.entry);
    } else {
      this.openedDeferred.reject(new ZnError('znModal', 'closed-before-open', 'the dialog was closed before its template loaded'));
    }
    this.closedDeferred.resolve(result);
    this.hooks.closed(this);
  }

  private createContentScope(): ZnModalScope {
    const { $rootScope } = this.services;
    const source = this.spec.scope;
    let scope: IScope;
    if (source.kind === 'child') {
      scope = source.parent.$new();
    } else if (source.kind === 'isolate') {
      scope = angular.extend($rootScope.$new(true), source.values);
    } else {
      scope = $rootScope.$new();
    }
    const content = scope as ZnModalScope;
    content.setBtnAction = (name, onClick) => this.buttons.setAction(name, onClick);
    return content;
  }

  private show(bodyHtml: string): void {
    if (this.isClosed) return;
    this.hooks.beforeShow(this);
    const { $compile, $rootScope, $document, $timeout, stack } = this.services;
    const spec = this.spec;
    const frameScope: IScope & { dialog?: DialogModel } = $rootScope.$new(true);
    frameScope.dialog = {
      title: spec.title,
      titleId: `zn-modal-title-${++dialogCount}`,
      label: spec.label,
      role: spec.role,
      describedBy: spec.describedBy,
      classes: spec.classes.join(' '),
      closeButton: spec.closeButton,
      buttons: spec.buttons.map(({ name, className }) => ({ name, className })),
      busy: false,
      click: (name) => this.buttons.click(name),
      dismiss: () => this.close(undefined)
    };
    this.frameScope = frameScope;
    const layer = this.services.linkFrame(frameScope);
    this.layer = layer;
    const dialog = (layer[0].querySelector('.zn-modal') || layer[0]) as HTMLElement;
    const slot = layer[0].querySelector('[data-zn-modal-body]');
    if (!slot) {
      this.close(undefined);
      throw new ZnError('znModal', 'bad-template', `the template ${MODAL_TEMPLATE} has no element with the attribute data-zn-modal-body; ` +
        'expected one where the body goes');
    }
    const bodySlot = angular.element(slot);
    if (bodyHtml.trim()) {
      bodySlot.html(bodyHtml);
      $compile(bodySlot.contents())(this.contentScope);
    } else {
      bodySlot.remove();
    }
    angular.element(documentOf($document).body).append(layer);
    this.entry = { layer: layer[0], dialog, escapeCloses: spec.closeButton, dismiss: () => this.close(undefined) };
    stack.push(this.entry);
    // Focus once a digest has rendered the frame and the body (ng-if, ng-repeat).
    this.focusTimer = $timeout(() => this.focusInitial(dialog, bodySlot[0] || null), 0, false);
    this.openedDeferred.resolve();
    $rootScope.$evalAsync(noop);
  }

  private focusInitial(dialog: HTMLElement, body: Element | null): void {
    this.focusTimer = null;
    const name = this.spec.initialFocus;
    const buttons = Array.prototype.slice.call(dialog.querySelectorAll('[data-zn-button]')) as HTMLElement[];
    const preferred = name === null ? null : buttons.find((button) => button.getAttribute('data-zn-button') === name) || null;
    const target = initialFocusTarget(dialog, preferred, body && body.isConnected ? body : null);
    target.focus();
  }
}
