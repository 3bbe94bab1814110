// What dist/zn-plugin-testing.js takes from zn-plugin.js instead of carrying its own copies (the
// matcher, the resource table, the dialogs' and the filter panel's option checks): the kit's
// imports of these modules become src/testing/sdk-shim.ts when webpack.config.js builds it.
// Not public API: the names and shapes change with the kit, in any release.
import {
  OBJECT_VERSION_HEADER, RESOURCE_NAMES, ZnError, compileFilter, describeUnknown, describeValue, findResource,
  isPlainObject, isPluginNamespace
} from './core';
import { checkDialogText } from './dialogs/dialog-text';
import { checkDuration, checkMessageType } from './dialogs/message-options';
import { ModalButtons } from './dialogs/modal-buttons';
import { normalizeModalOptions } from './dialogs/modal-options';
import { checkOpeningFilter } from './filters/builder/opening-filter';
import { checkPanelOptions } from './filters/builder/options';

export const internal = {
  ZnError, describeUnknown, describeValue, isPlainObject, compileFilter, RESOURCE_NAMES, findResource, OBJECT_VERSION_HEADER,
  isPluginNamespace, checkDialogText, checkDuration, checkMessageType, ModalButtons, normalizeModalOptions, checkOpeningFilter,
  checkPanelOptions
};
