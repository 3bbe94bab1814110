import type { ICompileService, IDeferred, ILogService, IQService, IRootScopeService, ITemplateCacheService } from 'angular';
import { ZnError, ZnFilter, describeValue } from '../../core';
import { checkDialogText } from '../../dialogs/dialog-text';
import { checkDuration, checkMessageType } from '../../dialogs/message-options';
import { ModalButtons } from '../../dialogs/modal-buttons';
import { DialogSpec, normalizeModalOptions } from '../../dialogs/modal-options';
import { ZnConfirmService, ZnMessageHandle, ZnMessageService, ZnModalHandle, ZnModalScope, ZnModalService } from '../../dialogs/types';
import { checkOpeningFilter } from '../../filters/builder/opening-filter';
import { checkPanelOptions } from '../../filters/builder/options';
import { ZnFiltersPanelHandle, ZnFiltersPanelOptions, ZnFiltersPanelService } from '../../filters/builder/types';
import { ZnTestConfirm, ZnTestDialogsService, ZnTestFilterPanel, ZnTestMessage, ZnTestModal } from '../types';
import { plainText } from './plain-text';

const SERVICE = 'znTestDialogs';

/** The services the stand-in dialogs need. */
interface Services {
  $q: IQService;
  $rootScope: IRootScopeService;
  $compile: ICompileService;
  $templateCache: ITemplateCacheService;
  $exceptionHandler: (error: unknown) => void;
}

interface OpenConfirm {
  record: ZnTestConfirm;
  yes?: () => unknown;
  no?: () => unknown;
  done: IDeferred<boolean>;
}

/** A znModal dialog without markup: the same options, scope, buttons and promises as the real one. */
class TestModal implements ZnTestModal {
  readonly title: string;
  readonly template: string;
  readonly templateUrl: string | null;
  readonly classes: string[];
  readonly buttons: string[];
  readonly scope: ZnModalScope;
  readonly handle: ZnModalHandle;
  result: unknown = undefined;
  private open = true;
  private busy = false;
  private destroyed = false;
  private readonly actions: ModalButtons;
  private readonly closed: IDeferred<unknown>;

  constructor(spec: DialogSpec, private readonly services: Services) {
    const { $q, $rootScope } = services;
    this.title = spec.title;
    this.template = spec.template;
    this.templateUrl = spec.templateUrl;
    this.classes = spec.classes;
    this.buttons = spec.buttons.map((button) => button.name);
    this.closed = $q.defer<unknown>();
    this.actions = new ModalButtons(spec.buttons, {
      isOpen: () => this.open,
      close: (name) => this.close(name),
      report: (error) => services.$exceptionHandler(error),
      settle: (value, resolved, rejected) => { $q.when(value).then(resolved, rejected); },
      setBusy: (busy) => { this.busy = busy; }
    });
    const source = spec.scope;
    const scope = source.kind === 'child' ? source.parent.$new()
      : source.kind === 'isolate' ? angular.extend($rootScope.$new(true), source.values) : $rootScope.$new();
    this.scope = scope as ZnModalScope;
    this.scope.setBtnAction = (name, onClick) => this.actions.setAction(name, onClick);
    this.scope.$on('$destroy', () => {
      this.destroyed = true;
      this.close(undefined);
    });
    this.handle = { close: (result?: unknown) => this.close(result), closed: this.closed.promise, opened: $q.resolve(), scope: this.scope };
  }

  isOpen(): boolean {
    return this.open;
  }

  isBusy(): boolean {
    return this.busy;
  }

  click(button: string): this {
    if (!this.open) {
      throw new ZnError(SERVICE, 'dialog-closed', `modal(${JSON.stringify(this.title)}).click(${JSON.stringify(button)}): the dialog is closed already`);
    }
    if (this.buttons.indexOf(button) === -1) {
      throw new ZnError(SERVICE, 'unknown-button', `modal(${JSON.stringify(this.title)}) has no button ${describeValue(button)}; ` +
        `expected one of ${this.buttons.map((name) => JSON.stringify(name)).join(', ') || 'none (btns is empty)'}`);
    }
    this.actions.click(button);
    this.services.$rootScope.$digest();
    return this;
  }

  dismiss(): this {
    this.close(undefined);
    this.services.$rootScope.$digest();
    return this;
  }

  element(): JQLite {
    const { $compile, $templateCache, $rootScope } = this.services;
    let html = this.template;
    if (this.templateUrl !== null) {
      const cached = $templateCache.get<string>(this.templateUrl);
      if (typeof cached !== 'string') {
        throw new ZnError(SERVICE, 'template-not-found', `modal(${JSON.stringify(this.title)}).element(): the template ` +
          `${JSON.stringify(this.templateUrl)} is not in $templateCache; expected the spec to put the plugin's templates there ` +
          `($templateCache.put(id, html)) before the dialog opens`);
      }
      html = cached;
    }
    const element = $compile('<div class="zn-test-modal-body">' + html + '</div>')(this.scope);
    $rootScope.$digest();
    return element;
  }

  close(result: unknown): void {
    if (!this.open) return;
    this.open = false;
    this.result = result;
    this.closed.resolve(result);
    if (!this.destroyed) this.scope.$destroy();
  }
}

/**
 * `znTestDialogs`, and the stand-ins for znMessage, znConfirm, znModal and znFiltersPanel that
 * the kit registers: they check their arguments exactly as the real services do (the same
 * ZnErrors), record what was shown, and wait for the test to answer, without any markup.
 */
export class TestDialogs implements ZnTestDialogsService {
  static $inject = ['$q', '$rootScope', '$compile', '$templateCache', '$exceptionHandler', '$log'];

  private shown: ZnTestMessage[] = [];
  private asked: OpenConfirm[] = [];
  private opened: TestModal[] = [];
  private panels: Array<ZnTestFilterPanel & { open: boolean }> = [];
  private readonly services: Services;

  constructor($q: IQService, $rootScope: IRootScopeService, $compile: ICompileService, $templateCache: ITemplateCacheService,
    $exceptionHandler: (error: unknown) => void, private readonly $log: ILogService) {
    this.services = { $q, $rootScope, $compile, $templateCache, $exceptionHandler };
  }

  // ----- the stand-ins -----

  readonly znMessage = ((message: unknown, type?: unknown, duration?: unknown): ZnMessageHandle | undefined => {
    if (message === false) {
      this.shown.forEach((shown) => { shown.open = false; });
      return undefined;
    }
    const html = checkDialogText('znMessage', message);
    const kind = checkMessageType(type, (warning) => this.$log.warn(warning));
    const record: ZnTestMessage = { html, text: plainText(html), type: kind, duration: checkDuration(duration, (warning) => this.$log.warn(warning)), open: true };
    this.shown.push(record);
    return { close: () => { record.open = false; } };
  }) as ZnMessageService;

  readonly znConfirm: ZnConfirmService = (message, callback, cancelCallback) => {
    const html = checkDialogText('znConfirm', message);
    const check = (name: string, value: unknown) => {
      if (value === undefined || value === null || typeof value === 'function') return value as (() => unknown) | undefined;
      throw new ZnError('znConfirm', 'bad-callback', `${name} must be a function, got ${describeValue(value)}`);
    };
    const yes = check('callback', callback);
    const no = check('cancelCallback', cancelCallback);
    const done = this.services.$q.defer<boolean>();
    this.asked.push({ record: { html, text: plainText(html), question: !!yes, answer: undefined }, yes, no, done });
    return done.promise;
  };

  readonly znModal = ((options: unknown) => {
    const modal = new TestModal(normalizeModalOptions(options), this.services);
    this.opened.push(modal);
    return modal.handle;
  }) as ZnModalService;

  readonly znFiltersPanel: ZnFiltersPanelService = {
    open: (options: ZnFiltersPanelOptions): ZnFiltersPanelHandle => {
      const checked = checkPanelOptions('znFiltersPanel', options);
      checkOpeningFilter('znFiltersPanel', 'options.filter', checked.filter, checked.builder);
      const result = this.services.$q.defer<ZnFilter | null>();
      const settle = (filter: ZnFilter | null) => {
        if (!panel.open) {
          throw new ZnError(SERVICE, 'dialog-closed', 'filterPanel(): the panel is closed already');
        }
        if (filter && checked.onSave) {
          try {
            checked.onSave(filter);
          } catch (error) {
            this.services.$exceptionHandler(error);
            return;
          }
        }
        panel.open = false;
        result.resolve(filter);
        this.services.$rootScope.$digest();
      };
      const panel = {
        options,
        open: true,
        isOpen: () => panel.open,
        save: (filter: ZnFilter) => {
          if (!filter || typeof filter !== 'object') {
            throw new ZnError(SERVICE, 'bad-filter', `filterPanel().save(filter): filter must be a data filter such as ` +
              `{ and: [{ prefix: '', attribute: 'field1', value: 'x' }] }, got ${describeValue(filter)}`);
          }
          settle(filter);
        },
        cancel: () => settle(null)
      };
      this.panels.push(panel);
      return { close: () => { if (panel.open) settle(null); }, result: result.promise };
    }
  };

  // ----- what the test reads and answers -----

  messages(openOnly?: boolean): ZnTestMessage[] {
    return this.shown.filter((message) => !openOnly || message.open);
  }

  confirms(): ZnTestConfirm[] {
    return this.asked.map((asked) => asked.record);
  }

  confirm(answer: boolean): ZnTestConfirm {
    const open = this.asked.find((asked) => asked.record.answer === undefined);
    if (!open) {
      throw new ZnError(SERVICE, 'no-open-dialog', `confirm(${describeValue(answer)}): no znConfirm is open` +
        (this.asked.length ? `; the last one asked ${JSON.stringify(this.asked[this.asked.length - 1].record.text)} and was answered` : ''));
    }
    const yes = answer === true && open.record.question;
    open.record.answer = yes;
    const callback = yes ? open.yes : open.no;
    if (callback) {
      try {
        callback();
      } catch (error) {
        this.services.$exceptionHandler(error);
      }
    }
    open.done.resolve(yes);
    this.services.$rootScope.$digest();
    return open.record;
  }

  modal(titleOrClass?: string): ZnTestModal {
    const open = this.opened.filter((modal) => modal.isOpen() &&
      (titleOrClass === undefined || modal.title === titleOrClass || modal.classes.indexOf(titleOrClass) !== -1));
    if (!open.length) {
      const titles = this.opened.filter((modal) => modal.isOpen()).map((modal) => JSON.stringify(modal.title));
      throw new ZnError(SERVICE, 'no-open-dialog', `modal(${titleOrClass === undefined ? '' : JSON.stringify(titleOrClass)}): no such znModal is open; ` +
        (titles.length ? `open: ${titles.join(', ')}` : 'none is open'));
    }
    return open[open.length - 1];
  }

  modals(): ZnTestModal[] {
    return this.opened.slice();
  }

  filterPanel(): ZnTestFilterPanel {
    const open = this.panels.filter((panel) => panel.open);
    if (!open.length) throw new ZnError(SERVICE, 'no-open-dialog', 'filterPanel(): no znFiltersPanel is open');
    return open[open.length - 1];
  }

  reset(): void {
    this.shown = [];
    this.asked = [];
    this.opened.forEach((modal) => modal.close(undefined));
    this.opened = [];
    this.panels = [];
  }
}
