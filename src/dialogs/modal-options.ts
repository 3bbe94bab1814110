import type { IScope } from 'angular';
import { ZnError, describeValue, isPlainObject } from '../core';
import { ZnModalButton } from './types';

const SERVICE = 'znModal';

export const MODAL_OPTION_KEYS = ['title', 'template', 'templateUrl', 'classes', 'closeButton', 'unique', 'btns', 'scope'];
export const BUTTON_KEYS = ['success', 'danger', 'primary', 'action', 'close'];
/** The colour flags of a button, in the order that decides when several are true. */
const COLOURS = ['success', 'danger', 'primary'] as const;

/** One footer button, checked. */
export interface ButtonSpec {
  name: string;
  /** The Bootstrap class: btn-success, btn-danger, btn-primary or btn-default. */
  className: string;
  action?: (data?: unknown) => unknown;
  closes: boolean;
}

/** Where the content scope comes from (scope rules 1–3 of the spec). */
export type ScopeSource =
  | { kind: 'root' }
  | { kind: 'child'; parent: IScope }
  | { kind: 'isolate'; values: Record<string, unknown> };

/** Everything a dialog is opened from: the checked options plus what znConfirm adds. */
export interface DialogSpec {
  title: string;
  template: string;
  templateUrl: string | null;
  classes: string[];
  closeButton: boolean;
  unique: boolean | string;
  buttons: ButtonSpec[];
  scope: ScopeSource;
  /** `dialog`, or `alertdialog` for znConfirm. */
  role: 'dialog' | 'alertdialog';
  /** The accessible name when there is no title. */
  label: string;
  /** The id of the element that describes the dialog (znConfirm's message). */
  describedBy: string | null;
  /** The button focused on open, instead of the first field of the body. */
  initialFocus: string | null;
}

/** What AngularJS itself tests to tell a scope (it has no public isScope). */
export function isScope(value: unknown): value is IScope {
  const candidate = value as IScope | null;
  return !!candidate && typeof candidate === 'object' &&
    typeof candidate.$watch === 'function' && typeof candidate.$evalAsync === 'function' &&
    typeof candidate.$new === 'function';
}

function fail(code: string, message: string): never {
  throw new ZnError(SERVICE, code, message);
}

function optionalString(options: Record<string, unknown>, key: string, example: string): string | undefined {
  const value = options[key];
  if (value === undefined || typeof value === 'string') return value;
  return fail('bad-option', `${key} must be a string such as ${example}, got ${describeValue(value)}`);
}

/**
 * The title: a string, or a number shown as text with a warning (Zengine's dialog interpolated
 * `{{title}}`, so `title: 2024` showed "2024"); anything else is a mistake.
 */
function readTitle(value: unknown, warn: ModalWarn): string | undefined {
  if (typeof value === 'number' && isFinite(value)) {
    warn('title', `znModal: title ${value} is a number; it is shown as text. Pass a string such as '${value}'`);
    return String(value);
  }
  return optionalString({ title: value }, 'title', "'Edit record'");
}

/** Receives each key znModal ignores (Zengine's znModal ignored them too): the key and a message. */
export type ModalWarn = (key: string, message: string) => void;

function checkButton(name: string, value: unknown, warn: ModalWarn): ButtonSpec {
  if (!isPlainObject(value)) {
    fail('bad-button', `btns["${name}"] must be an object such as { primary: true, action: fn }, got ${describeValue(value)}`);
  }
  for (const key of Object.keys(value)) {
    if (!BUTTON_KEYS.includes(key)) {
      warn(`btns.${key}`, `znModal: btns["${name}"] has an unknown key "${key}", which is ignored; expected ${BUTTON_KEYS.join(', ')}`);
    }
  }
  for (const key of [...COLOURS, 'close']) {
    if (value[key] !== undefined && typeof value[key] !== 'boolean') {
      fail('bad-option', `btns["${name}"].${key} must be true or false, got ${describeValue(value[key])}`);
    }
  }
  if (value.action !== undefined && typeof value.action !== 'function') {
    fail('bad-callback', `btns["${name}"].action must be a function, got ${describeValue(value.action)}`);
  }
  const colour = COLOURS.find((flag) => value[flag] === true);
  return {
    name,
    className: `btn-${colour || 'default'}`,
    action: value.action as ZnModalButton['action'],
    closes: value.close !== false
  };
}

function checkButtons(btns: unknown, warn: ModalWarn): ButtonSpec[] {
  if (btns === undefined) return [];
  if (!isPlainObject(btns)) {
    fail('bad-option', `btns must be an object of buttons such as { Save: { primary: true, action: fn } }, got ${describeValue(btns)}`);
  }
  return Object.keys(btns).map((name) => {
    if (!name.trim()) fail('bad-button', 'btns has a button with empty text; expected each key to be the button\'s text');
    return checkButton(name, btns[name], warn);
  });
}

function checkScope(scope: unknown): ScopeSource {
  if (scope === undefined) return { kind: 'root' };
  if (isScope(scope)) return { kind: 'child', parent: scope };
  if (isPlainObject(scope)) {
    for (const key of Object.keys(scope)) {
      if (key.charAt(0) === '$' || key === 'setBtnAction') {
        fail('reserved-name', `scope property "${key}" would hide the scope's own ${key}; expected names that do not start with $ and are not setBtnAction`);
      }
    }
    return { kind: 'isolate', values: scope };
  }
  return fail('bad-option', `scope must be a scope (e.g. the controller's $scope) or a plain object, got ${describeValue(scope)}`);
}

function checkUnique(unique: unknown): boolean | string {
  if (unique === undefined) return false;
  if (typeof unique === 'boolean') return unique;
  if (typeof unique === 'string' && /^[^\s]+$/.test(unique)) return unique;
  return fail('bad-option', `unique must be true, false or one class name such as 'my-dialog', got ${describeValue(unique)}`);
}

/**
 * Checks znModal's options and turns them into a dialog spec; a mistake is a ZnError. An unknown
 * option or button key is ignored, as Zengine's znModal ignored it (its plugins pass `width`,
 * `afterClose`, `header`...), and handed to `warn`.
 */
export function normalizeModalOptions(options: unknown, warn: ModalWarn = () => undefined): DialogSpec {
  if (!isPlainObject(options)) {
    fail('bad-options', `expects an options object such as { title: 'Edit', template: '<p>…</p>' }, got ${describeValue(options)}`);
  }
  for (const key of Object.keys(options)) {
    if (!MODAL_OPTION_KEYS.includes(key)) {
      warn(key, `znModal: unknown option "${key}" is ignored; expected ${MODAL_OPTION_KEYS.join(', ')}`);
    }
  }
  const title = readTitle(options.title, warn);
  const template = optionalString(options, 'template', "'<p>Hello</p>'");
  const templateUrl = optionalString(options, 'templateUrl', "'my-dialog.html'");
  if (templateUrl === '') fail('bad-option', 'templateUrl must not be empty; expected the id of a <script type="text/ng-template"> or a URL');
  const classes = optionalString(options, 'classes', "'zn-modal-wide my-dialog'");
  const closeButton = options.closeButton;
  if (closeButton !== undefined && typeof closeButton !== 'boolean') {
    fail('bad-option', `closeButton must be true or false, got ${describeValue(closeButton)}`);
  }
  return {
    title: title || '',
    template: template || '',
    templateUrl: templateUrl === undefined ? null : templateUrl,
    classes: classes ? classes.split(/\s+/).filter(Boolean) : [],
    closeButton: closeButton !== false,
    unique: checkUnique(options.unique),
    buttons: checkButtons(options.btns, warn),
    scope: checkScope(options.scope),
    role: 'dialog',
    label: 'Dialog',
    describedBy: null,
    initialFocus: null
  };
}
