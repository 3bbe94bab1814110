import { DialogOpener } from './dialog-opener';
import { ZnConfirmService } from './types';
/**
 * `znConfirm(message, [callback], [cancelCallback])`: a dialog (role="alertdialog") built on the
 * dialog opener. With a callback: Yes (runs it) and No; without: OK. Resolves true after Yes.
 */
export declare const znConfirmFactory: (string | ((opener: DialogOpener, $exceptionHandler: angular.IExceptionHandlerService) => ZnConfirmService))[];
