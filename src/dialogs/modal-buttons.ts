import { ZnError, describeValue } from '../core';
import { ButtonSpec } from './modal-options';
import { ZnModalActionWrapper } from './types';

/** What the buttons need from their dialog. */
export interface ButtonHost {
  isOpen(): boolean;
  /** Closes the dialog because button `name` was used. */
  close(name: string): void;
  /** Reports an error of an action ($exceptionHandler). */
  report(error: unknown): void;
  /** Waits for a promise an action returned ($q.when). */
  settle(value: PromiseLike<unknown>, resolved: () => void, rejected: (reason: unknown) => void): void;
  /** True while an action's promise is pending: the buttons are disabled meanwhile. */
  setBusy(busy: boolean): void;
}

type OnClick = (wrapper: ZnModalActionWrapper) => unknown;

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return !!value && (typeof value === 'object' || typeof value === 'function') &&
    typeof (value as PromiseLike<unknown>).then === 'function';
}

/** The footer buttons of one dialog: what a click does, and `setBtnAction` (spec 4.5). */
export class ModalButtons {
  private readonly onClicks = new Map<string, OnClick>();
  private busy = false;

  constructor(private readonly buttons: ButtonSpec[], private readonly host: ButtonHost) {}

  /** `setBtnAction(name, onClick)`: `onClick(wrapper)` replaces the click of button `name`. */
  setAction(name: unknown, onClick: unknown): void {
    const button = this.buttons.find((candidate) => candidate.name === name);
    if (!button) {
      const names = this.buttons.map((candidate) => JSON.stringify(candidate.name)).join(', ') || 'none (btns is empty)';
      const given = typeof name === 'string' ? JSON.stringify(name) : describeValue(name);
      throw new ZnError('znModal', 'unknown-button', `setBtnAction: there is no button ${given}; expected one of ${names}`);
    }
    if (typeof onClick !== 'function') {
      throw new ZnError('znModal', 'bad-callback', `setBtnAction: onClick for "${button.name}" must be a function, got ${describeValue(onClick)}`);
    }
    this.onClicks.set(button.name, onClick as OnClick);
  }

  /** A click on button `name`; ignored while an action's promise is pending. */
  click(name: string): void {
    const button = this.buttons.find((candidate) => candidate.name === name);
    if (!button || this.busy || !this.host.isOpen()) return;
    const onClick = this.onClicks.get(name);
    if (!onClick) {
      this.run(button, [], !button.closes);
      return;
    }
    // Rule 4: only a call of the wrapper runs the action and closes; returning without it does neither.
    const wrapper: ZnModalActionWrapper = (data, keepOpen) => this.run(button, [data], keepOpen === true);
    try {
      onClick(wrapper);
    } catch (error) {
      this.host.report(error);
    }
  }

  /** Runs the action, then closes unless `keepOpen`; a throw or a rejected promise keeps the dialog open. */
  private run(button: ButtonSpec, args: unknown[], keepOpen: boolean): unknown {
    if (!this.host.isOpen()) return undefined;
    let result: unknown;
    if (button.action) {
      try {
        result = button.action.apply(undefined, args as [unknown?]);
      } catch (error) {
        this.host.report(error);
        return undefined;
      }
    }
    if (!isThenable(result)) {
      if (!keepOpen) this.host.close(button.name);
      return result;
    }
    this.setBusy(true);
    this.host.settle(result, () => {
      this.setBusy(false);
      if (!keepOpen) this.host.close(button.name);
    }, (reason) => {
      this.setBusy(false);
      // A rejection with a value (false, an HTTP response) is the action saying "stay open";
      // an Error is a bug, reported like a throw.
      if (reason instanceof Error) this.host.report(reason);
    });
    return result;
  }

  private setBusy(busy: boolean): void {
    this.busy = busy;
    this.host.setBusy(busy);
  }
}
