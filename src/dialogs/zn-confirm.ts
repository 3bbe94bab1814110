import type { IExceptionHandlerService } from 'angular';
import { ZnError, describeValue } from '../core';
import { DialogOpener } from './dialog-opener';
import { checkDialogText } from './dialog-text';
import { ButtonSpec } from './modal-options';
import { CONFIRM_TEMPLATE } from './templates';
import { ZnConfirmService } from './types';

const SERVICE = 'znConfirm';
let confirmCount = 0;

function checkCallback(name: string, value: unknown): (() => unknown) | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'function') return value as () => unknown;
  throw new ZnError(SERVICE, 'bad-callback', `${name} must be a function, got ${describeValue(value)}`);
}

/**
 * `znConfirm(message, [callback], [cancelCallback])`: a dialog (role="alertdialog") built on the
 * dialog opener. With a callback: Yes (runs it) and No; without: OK. Resolves true after Yes.
 */
export function znConfirmFactory(opener: DialogOpener, $exceptionHandler: IExceptionHandlerService): ZnConfirmService {
  return (message, callback, cancelCallback) => {
    const text = checkDialogText(SERVICE, message);
    const onYes = checkCallback('callback', callback);
    const onCancel = checkCallback('cancelCallback', cancelCallback);
    const messageId = `zn-confirm-message-${++confirmCount}`;
    const buttons: ButtonSpec[] = onYes
      ? [{ name: 'Yes', className: 'btn-primary', action: () => onYes(), closes: true },
        { name: 'No', className: 'btn-default', closes: true }]
      : [{ name: 'OK', className: 'btn-primary', closes: true }];
    const handle = opener.open({
      title: '',
      template: '',
      templateUrl: CONFIRM_TEMPLATE,
      classes: ['zn-confirm'],
      closeButton: true,
      unique: false,
      buttons,
      scope: { kind: 'isolate', values: { message: text, messageId } },
      role: 'alertdialog',
      label: 'Confirm',
      describedBy: messageId,
      // The answer that changes nothing gets the focus, so a stray Enter does no harm.
      initialFocus: onYes ? 'No' : 'OK'
    });
    return handle.closed.then((result) => {
      const confirmed = !!onYes && result === 'Yes';
      if (!confirmed && onCancel) {
        try {
          onCancel();
        } catch (error) {
          $exceptionHandler(error as Error);
        }
      }
      return confirmed;
    });
  };
}
znConfirmFactory.$inject = ['znDialogOpener', '$exceptionHandler'];
