import { warnOnce } from '../../core';
import type { ILogService, IQService } from 'angular';
import type { ZnModalHandle, ZnModalService } from '../../dialogs/types';
import { BuilderStatus } from './filter-builder.component';
import { Filter } from './filter-shape';
import { checkOpeningFilter } from './opening-filter';
import { BuilderOptions, checkPanelOptions } from './options';
import { FILTER_TEMPLATES } from './templates';
import { ZnFilterBuilderText } from './text';
import { ZnFiltersPanelHandle, ZnFiltersPanelOptions, ZnFiltersPanelService } from './types';

const SERVICE = 'znFiltersPanel';

/** The dialog's classes: znModal's wide size, and a hook for the panel's own styles. */
export const PANEL_CLASSES = 'zn-modal-wide zn-filters-panel';

/** What the panel's template sees as `panel`. */
export interface PanelScope {
  options: BuilderOptions;
  filter: Filter | undefined;
  text: ZnFilterBuilderText;
  status: BuilderStatus | null;
  statusChanged(status: BuilderStatus): void;
  hint(): string | null;
  save(): void;
  cancel(): void;
}

/**
 * `znFiltersPanel.open(options)`: the builder in a wide znModal. Save (enabled when every row
 * is complete) calls `onSave(filter)` and closes; Cancel, ESC and the close button close
 * without saving. The handle's `result` resolves with the saved filter or null.
 */
export class ZnFiltersPanel implements ZnFiltersPanelService {
  static $inject = ['$q', '$exceptionHandler', 'znModal', 'znFilterBuilderText', '$log'];

  /** An unknown option is warned about once and ignored, as Zengine ignored it. */
  private warnOnce = warnOnce((message) => this.$log.warn(message));

  constructor(
    private $q: IQService,
    private $exceptionHandler: (error: unknown) => void,
    private znModal: ZnModalService,
    private text: ZnFilterBuilderText,
    private $log: ILogService
  ) {}

  open(options: ZnFiltersPanelOptions): ZnFiltersPanelHandle {
    const checked = checkPanelOptions(SERVICE, options, this.warnOnce);
    const filter = checkOpeningFilter(SERVICE, 'options.filter', checked.filter, checked.builder);
    const result = this.$q.defer<Filter | null>();
    let modal: ZnModalHandle | null = null;
    let saved: Filter | null = null;

    const panel: PanelScope = {
      options: checked.builder,
      filter,
      text: this.text,
      status: null,
      statusChanged: (status) => { panel.status = status; },
      hint: () => {
        const status = panel.status;
        if (!status || !status.ready || status.saveable) return null;
        return status.invalid ? this.text.invalidHint : status.incomplete ? this.text.incompleteHint : null;
      },
      save: () => {
        const status = panel.status;
        if (!status || !status.saveable || !modal) return;
        if (checked.onSave) {
          try {
            checked.onSave(status.filter);
          } catch (error) {
            // as znModal does for a throwing button action: report it and stay open
            this.$exceptionHandler(error);
            return;
          }
        }
        saved = status.filter;
        modal.close();
      },
      cancel: () => { modal?.close(); }
    };

    modal = this.znModal({ title: this.text.panelTitle, templateUrl: FILTER_TEMPLATES.panel, classes: PANEL_CLASSES, scope: { panel } });
    modal.closed.then(() => result.resolve(saved));
    return { close: () => modal!.close(), result: result.promise };
  }
}
