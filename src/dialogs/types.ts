import type { IPromise, IScope } from 'angular';

/** A button of a `znModal` dialog; its key in `btns` is its text. */
export interface ZnModalButton {
  /** Green button (`btn-success`). The first of success, danger, primary set to true picks the colour. */
  success?: boolean;
  /** Red button (`btn-danger`). */
  danger?: boolean;
  /** Blue button (`btn-primary`). Without any of the three the button is `btn-default`. */
  primary?: boolean;
  /**
   * Runs on click with no arguments (or with the wrapper's `data`, see `setBtnAction`). When it
   * returns a promise the dialog closes once it resolves and stays open if it rejects; when it
   * throws, the error goes to `$exceptionHandler` and the dialog stays open.
   */
  action?: (data?: any) => unknown;
  /** `false` keeps the dialog open after the button's action. Default true. */
  close?: boolean;
}

/** The options of `znModal(options)`. */
export interface ZnModalOptions {
  /** The dialog's title, shown as text (never as HTML); it labels the dialog for screen readers. */
  title?: string;
  /** The body's HTML, compiled against the content scope. */
  template?: string;
  /**
   * The id of a `<script type="text/ng-template">` element (or any `$templateCache` key or URL)
   * holding the body's HTML. Takes precedence over `template`.
   */
  templateUrl?: string;
  /** Space-separated CSS classes added to the dialog, e.g. `'zn-modal-wide my-dialog'`. */
  classes?: string;
  /** `false` leaves out the close button; ESC then does not close the dialog either. Default true. */
  closeButton?: boolean;
  /** `true` closes every other open dialog; a class name closes the open dialogs that carry it. */
  unique?: boolean | string;
  /** The buttons in the footer, in key order; key = button text. */
  btns?: { [text: string]: ZnModalButton };
  /**
   * The scope the template uses: omitted, a child of `$rootScope`; a scope, a child of it; a plain
   * object, an isolated scope carrying the object's properties.
   */
  scope?: IScope | { [key: string]: unknown };
}

/** What `onClick` of `setBtnAction` receives: runs the button's action with `data`, then closes unless `keepOpen`. */
export type ZnModalActionWrapper = (data?: unknown, keepOpen?: boolean) => unknown;

/** What every dialog's content scope has besides the scope's own members. */
export interface ZnModalScopeMethods {
  /**
   * Replaces the click behaviour of button `name`: `onClick(wrapper)` runs instead, and only a call
   * of `wrapper(data, keepOpen)` runs the button's action (with `data`) and closes the dialog
   * (unless `keepOpen` is true).
   */
  setBtnAction(name: string, onClick: (wrapper: ZnModalActionWrapper) => unknown): void;
}

/**
 * The content scope of a dialog: the template's scope, with `setBtnAction`. `T` describes what the
 * template reads (`znModal<{ draft: Draft }>(...)`); by default any property, so
 * `dialog.scope.draft` and `dialog.scope.myForm.$invalid` type-check.
 */
export type ZnModalScope<T extends object = { [key: string]: any }> = IScope & ZnModalScopeMethods & T;

/** What `znModal(options)` returns; `T` describes the content scope (see `ZnModalScope`). */
export interface ZnModalHandle<T extends object = { [key: string]: any }> {
  /** Closes the dialog (no-op when it is already closed); `closed` resolves with `result`. */
  close(result?: unknown): void;
  /**
   * Resolves once, when the dialog closes: with the text of the button that closed it, with the
   * value given to `close(result)`, or with `undefined` after ESC, the close button, `unique` or
   * the destruction of its scope. It never rejects.
   */
  closed: IPromise<unknown>;
  /**
   * Resolves when the dialog is in the page. Rejects (and the dialog closes) only when
   * `templateUrl` cannot be loaded; that error also goes to `$exceptionHandler`.
   */
  opened: IPromise<void>;
  /** The content scope the template is linked to; destroyed when the dialog closes. */
  scope: ZnModalScope<T>;
}

/** `znModal(options)`: opens a dialog; `znModal<{ draft: Draft }>(options)` types its content scope. */
export type ZnModalService = <T extends object = { [key: string]: any }>(options: ZnModalOptions) => ZnModalHandle<T>;

/**
 * `znConfirm(message, [callback], [cancelCallback])`: asks a question. The promise resolves `true`
 * after Yes (once the callback has run) and `false` after any dismissal.
 */
export type ZnConfirmService = (
  message: string | number,
  callback?: (() => unknown) | null,
  cancelCallback?: (() => unknown) | null
) => IPromise<boolean>;

/** The colour of a `znMessage` banner; `info` and `saved` are polite, `error` and `warning` are alerts. */
export type ZnMessageType = 'info' | 'saved' | 'error' | 'warning';

/** What `znMessage(message, ...)` returns. */
export interface ZnMessageHandle {
  /** Closes this message (no-op when it is already closed). */
  close(): void;
}

/** `znMessage(message, [type], [duration])` shows a banner; `znMessage(false)` closes every message. */
export interface ZnMessageService {
  (message: string | number, type?: ZnMessageType, duration?: number): ZnMessageHandle;
  (closeAll: false): void;
}
