import { DialogOpener } from './dialog-opener';
import { normalizeModalOptions } from './modal-options';
import { ZnModalHandle, ZnModalService } from './types';

/**
 * `znModal(options)`: checks the options (a ZnError for any mistake) and opens the dialog. The
 * content scope's type parameter is the caller's description of it, unchecked at run time.
 */
export function znModalFactory(opener: DialogOpener): ZnModalService {
  return <T extends object>(options: Parameters<ZnModalService>[0]) => opener.open(normalizeModalOptions(options)) as unknown as ZnModalHandle<T>;
}
znModalFactory.$inject = ['znDialogOpener'];
