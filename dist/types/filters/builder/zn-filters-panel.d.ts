import type { IQService } from 'angular';
import type { ZnModalService } from '../../dialogs/types';
import { BuilderStatus } from './filter-builder.component';
import { Filter } from './filter-shape';
import { BuilderOptions } from './options';
import { ZnFilterBuilderText } from './text';
import { ZnFiltersPanelHandle, ZnFiltersPanelOptions, ZnFiltersPanelService } from './types';
/** The dialog's classes: znModal's wide size, and a hook for the panel's own styles. */
export declare const PANEL_CLASSES = "zn-modal-wide zn-filters-panel";
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
export declare class ZnFiltersPanel implements ZnFiltersPanelService {
    private $q;
    private $exceptionHandler;
    private znModal;
    private text;
    static $inject: string[];
    constructor($q: IQService, $exceptionHandler: (error: unknown) => void, znModal: ZnModalService, text: ZnFilterBuilderText);
    open(options: ZnFiltersPanelOptions): ZnFiltersPanelHandle;
}
