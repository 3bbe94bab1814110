import { DialogOpener } from './dialog-opener';
import { normalizeModalOptions } from './modal-options';
import { ZnModalService } from './types';

/** `znModal(options)`: checks the options (a ZnError for any mistake) and opens the dialog. */
export const znModalFactory = ['znDialogOpener', (opener: DialogOpener): ZnModalService =>
  (options) => opener.open(normalizeModalOptions(options))];
