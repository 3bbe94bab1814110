import type { ILogService } from 'angular';
import { DialogOpener } from './dialog-opener';
import { normalizeModalOptions } from './modal-options';
import { ZnModalHandle, ZnModalService } from './types';

/**
 * `znModal(options)`: checks the options (a ZnError for a mistake; an unknown option is warned
 * about once per key and ignored, as Zengine ignored it) and opens the dialog. The content scope's
 * type parameter is the caller's description of it, unchecked at run time.
 */
export function znModalFactory(opener: DialogOpener, $log: ILogService): ZnModalService {
  const warned = new Set<string>();
  const warn = (key: string, message: string) => {
    if (warned.has(key)) return;
    warned.add(key);
    $log.warn(message);
  };
  return <T extends object>(options: Parameters<ZnModalService>[0]) => opener.open(normalizeModalOptions(options, warn)) as unknown as ZnModalHandle<T>;
}
znModalFactory.$inject = ['znDialogOpener', '$log'];
