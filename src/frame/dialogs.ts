/**
 * The dialog services of a v1 plugin in the frame, over PostRPC: znMessage (`message`), znConfirm
 * (`confirm`), znFiltersPanel (`filtersPanel`), and znModal's opener side (`modal`, its child's
 * `childToParent` button presses and `close`, `closeChild`). The dialog itself is rendered by a
 * child frame of the same app (modal-child.ts); button actions run here, in the opener.
 */
import type { IExceptionHandlerService, IPromise, IQService, IRootScopeService, IScope, ITemplateCacheService } from 'angular';
import { ZnError, describeValue } from '../core';
import type { ZnModalHandle, ZnModalOptions } from '../dialogs/types';
import type { ZnFiltersPanelHandle, ZnFiltersPanelOptions } from '../filters/builder/types';
import { RpcClient } from './rpc-client';

/** The `childToParent` key a modal child sends a button press under. */
export const MODAL_BUTTON_KEY = 'zn-modal-button';
/** The key of `seedData` a modal child reads its dialog from. */
export const MODAL_SEED_KEY = 'znModal';

/** What a modal child gets in `seedData.znModal`. */
export interface FrameModalSeed {
  title: string;
  template: string;
  classes: string;
  closeButton: boolean;
  btns: Array<{ name: string; success?: boolean; danger?: boolean; primary?: boolean }>;
  data: Record<string, unknown>;
}

export interface DialogDeps {
  client: RpcClient;
  $q: IQService;
  $rootScope: IRootScopeService;
  $exceptionHandler: IExceptionHandlerService;
  $templateCache: ITemplateCacheService;
  /** Logs a warning once per text. */
  warn(message: string): void;
}

function isScope(value: unknown): value is IScope {
  return !!value && typeof value === 'object' && typeof (value as IScope).$new === 'function' && typeof (value as IScope).$watch === 'function';
}

/**
 * The data of a modal's `scope` that can cross the frame: its properties (inherited ones too, as
 * the template saw them), as JSON. Functions cannot cross: their names come back in `dropped`. Pure.
 */
export function modalScopeData(scope: unknown): { data: Record<string, unknown>; dropped: string[] } {
  const data: Record<string, unknown> = {};
  const dropped: string[] = [];
  if (!scope || typeof scope !== 'object') return { data, dropped };
  // Inherited properties too (the template read them through the scope chain), up to $rootScope,
  // whose properties (the context) the child frame has as well.
  const keys: string[] = [];
  let level: any = scope;
  while (level && level !== Object.prototype && !(level.$root === level)) {
    Object.keys(level).forEach((key) => { if (keys.indexOf(key) === -1) keys.push(key); });
    level = Object.getPrototypeOf(level);
  }
  keys.forEach((key) => {
    if (key.charAt(0) === '$' || key === 'this' || key === 'constructor') return;
    const value = (scope as Record<string, unknown>)[key];
    if (typeof value === 'function') {
      if (key !== 'setBtnAction' && key !== 'setBtnDisabled') dropped.push(key);
      return;
    }
    if (isScope(value)) return;
    try {
      const copy = JSON.parse(JSON.stringify(value, (inner, item) => (typeof item === 'function' || (inner.charAt(0) === '$' && inner.charAt(1) === '$') ? undefined : item)));
      if (copy !== undefined) data[key] = copy;
    } catch {
      dropped.push(key);
    }
  });
  return { data, dropped };
}

/** Reports a failure the caller cannot receive (znMessage returns no promise). */
function report(deps: DialogDeps, error: unknown): void {
  deps.$exceptionHandler(error as Error);
}

export function frameMessage(deps: DialogDeps) {
  return function znMessage(message: unknown, type?: string, duration?: number) {
    if (message === false) return undefined;
    const params: Record<string, unknown> = { message: String(message), type: type || 'info' };
    if (duration !== undefined) params.duration = duration;
    deps.client.call('message', { params }, { service: 'znMessage' }).catch((error) => report(deps, error));
    return { close: () => deps.warn('znMessage: close() cannot reach a message the page shows; it closes by itself after its duration') };
  };
}

export function frameConfirm(deps: DialogDeps) {
  return function znConfirm(message: unknown, callback?: (() => unknown) | null, cancelCallback?: (() => unknown) | null): IPromise<boolean> {
    return deps.$q.when(deps.client.call<boolean>('confirm', { message: String(message) }, { service: 'znConfirm', timeout: 0 })).then((answer) => {
      const yes = answer === true;
      const run = yes ? callback : cancelCallback;
      if (typeof run === 'function') {
        try {
          run();
        } catch (error) {
          report(deps, error);
        }
      }
      return yes;
    });
  };
}

export function frameFiltersPanel(deps: DialogDeps) {
  return {
    open(options: ZnFiltersPanelOptions): ZnFiltersPanelHandle {
      if (!options || typeof options !== 'object') {
        throw new ZnError('znFiltersPanel', 'bad-options', `open(options) expects an object such as { formId: 1, onSave: fn }; got ${describeValue(options)}`);
      }
      const { onSave, ...rest } = options as ZnFiltersPanelOptions & { onSave?: (filter: unknown) => unknown };
      const clean = JSON.parse(JSON.stringify(rest));
      const result = deps.$q.when(deps.client.call<unknown>('filtersPanel', { options: clean }, { service: 'znFiltersPanel', timeout: 0 })).then((filter) => {
        // onSave with the saved filter, never on cancel (the host answers null then)
        if (filter && typeof onSave === 'function') onSave(filter);
        return (filter || null) as never;
      });
      return {
        result,
        close: () => deps.warn('znFiltersPanel: close() cannot reach the panel the page shows; the user closes it')
      };
    }
  };
}

/** The width Zengine's dialog classes gave a dialog, for the page's frame around it (the classes style the content only). Pure. */
export function widthOfClasses(classes: string): string | undefined {
  const names = classes.split(/\s+/);
  if (names.some((name) => name === 'wide-modal' || name === 'zn-modal-wide')) return '80%';
  if (names.indexOf('modal-filter-panel') !== -1) return '830px';
  if (names.some((name) => name === 'modal-narrow' || name === 'zn-modal-narrow')) return '450px';
  return undefined;
}

interface OpenModal {
  close(result?: unknown): void;
  /** The child's id, once known. */
  id(): string | null;
}

/** What the child frame draws the dialog from (checked, the template read, the data that can cross), and the buttons. */
function modalSeed(deps: DialogDeps, options: ZnModalOptions): { seed: FrameModalSeed; data: Record<string, unknown>; btns: NonNullable<ZnModalOptions['btns']> } {
  if (!options || typeof options !== 'object') {
    throw new ZnError('znModal', 'bad-options', `znModal(options) expects an object such as { title: 'Hi', template: '<p>…</p>' }; got ${describeValue(options)}`);
  }
  const { data, dropped } = modalScopeData(options.scope);
  const btns = options.btns || {};
  let template = options.template || '';
  if (options.templateUrl) {
    const cached: unknown = deps.$templateCache.get(options.templateUrl);
    template = typeof cached === 'string' ? cached : Array.isArray(cached) ? String(cached[1]) : template;
  }
  // only the functions the template uses matter (a whole $scope passed along carries many)
  const used = dropped.filter((name) => new RegExp(`(^|[^\\w$.])${name.replace(/\$/g, '\\$')}\\b`).test(template));
  if (used.length) {
    deps.warn(`znModal: the functions ${used.join(', ')} of the modal's scope cannot cross the frame: the dialog is drawn by another frame, ` +
      'which gets the scope\'s data only. Define them in a controller of the template (ng-controller) or pass results through a button\'s action');
  }
  const seed: FrameModalSeed = {
    title: options.title === undefined ? '' : String(options.title), template, classes: options.classes || '',
    closeButton: options.closeButton !== false,
    btns: Object.keys(btns).map((name) => ({ name, success: btns[name].success, danger: btns[name].danger, primary: btns[name].primary })),
    data
  };
  return { seed, data, btns };
}

/** The `modal` method's options: this app's page as the child, the seed in its context, the size. */
function hostModalOptions(seed: FrameModalSeed, options: { width?: unknown; height?: unknown }): Record<string, unknown> {
  const modalOptions: Record<string, unknown> = { src: '/index.html', context: { [MODAL_SEED_KEY]: seed } };
  const width = options.width !== undefined ? options.width : widthOfClasses(seed.classes);
  if (width !== undefined) modalOptions.width = width;
  if (options.height !== undefined) modalOptions.height = options.height;
  return modalOptions;
}

/** `znModal(options)` in the opener: asks the host for a child frame of this app, runs its buttons' actions here. */
export function frameModal(deps: DialogDeps) {
  const open = new Set<OpenModal>();
  return function znModal(options: ZnModalOptions & { width?: unknown; height?: unknown }): ZnModalHandle {
    const { $q, client } = deps;
    const { seed, data, btns } = modalSeed(deps, options);
    if (options.unique === true) Array.from(open).forEach((other) => other.close());
    const closed = $q.defer<unknown>();
    const opened = $q.defer<void>();
    const scope = deps.$rootScope.$new(true) as IScope & Record<string, unknown>;
    Object.assign(scope, data, { setBtnAction: () => deps.warn('znModal: setBtnAction is called in the dialog\'s own controller (it runs in the child frame)') });
    let childId: string | null = null;
    let isOpen = true;
    const stops: Array<() => void> = [];
    const close = (result?: unknown, fromChild = false) => {
      if (!isOpen) return;
      isOpen = false;
      open.delete(entry);
      stops.forEach((stop) => stop());
      scope.$destroy();
      if (childId && !fromChild) client.call('closeChild', { id: childId }, { service: 'znModal' }).catch((error) => report(deps, error));
      deps.$rootScope.$evalAsync(() => closed.resolve(result));
    };
    const entry: OpenModal = { close: (result?: unknown) => close(result), id: () => childId };
    // Whether an event from `from` is this dialog's: its id; before the host said it (a host that
    // answers `modal` only when the dialog closes), the first child no other open dialog claims.
    const mine = (from: unknown): boolean => {
      if (childId) return from === childId;
      if (typeof from !== 'string' || Array.from(open).some((other) => other !== entry && other.id() === from)) return false;
      childId = from;
      return true;
    };
    open.add(entry);
    const press = (name: string, pressed: unknown, keepOpen: boolean) => {
      const button = btns[name];
      if (!button) return;
      let outcome: unknown;
      try {
        outcome = typeof button.action === 'function' ? button.action(pressed) : undefined;
      } catch (error) {
        report(deps, error);
        return;
      }
      const stays = button.close === false || keepOpen;
      $q.when(outcome).then(() => { if (!stays) close(name); }, () => undefined);
    };
    stops.push(client.subscribe(MODAL_BUTTON_KEY, (payload) => {
      const message = payload as { fromChildId?: unknown; data?: { name?: unknown; data?: unknown; keepOpen?: unknown } };
      if (!message.data || !mine(message.fromChildId)) return;
      deps.$rootScope.$apply(() => press(String(message.data?.name), message.data?.data, message.data?.keepOpen === true));
    }));
    stops.push(client.subscribe('close', (payload) => {
      const message = payload as { fromChildId?: unknown; data?: { result?: unknown } };
      if (!mine(message.fromChildId)) return;
      deps.$rootScope.$apply(() => close(message.data ? message.data.result : undefined, true));
    }));
    const modalOptions = hostModalOptions(seed, options);
    // The host answers with the child's id (docs/v2.md); one that answers only when the dialog
    // closes (no id) has closed it. The dialog waits for the user: no timeout.
    $q.when(client.call<unknown>('modal', { options: modalOptions }, { service: 'znModal', timeout: 0 })).then((id) => {
      if (typeof id !== 'string' && typeof id !== 'number') {
        opened.resolve();
        close(undefined, true);
        return;
      }
      childId = String(id);
      if (!isOpen) client.call('closeChild', { id: childId }, { service: 'znModal' }).catch(() => undefined);
      else opened.resolve();
    }, (error: unknown) => {
      report(deps, error);
      opened.reject(error);
      close(undefined, true);
    });
    opened.promise.catch(() => undefined);
    return { close: (result?: unknown) => close(result), closed: closed.promise, opened: opened.promise, scope: scope as never };
  };
}
