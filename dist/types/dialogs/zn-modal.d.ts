import { DialogOpener } from './dialog-opener';
import { ZnModalService } from './types';
/** `znModal(options)`: checks the options (a ZnError for any mistake) and opens the dialog. */
export declare const znModalFactory: (string | ((opener: DialogOpener) => ZnModalService))[];
