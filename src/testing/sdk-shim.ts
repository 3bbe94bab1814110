// The testing bundle's copy of every SDK module it uses (src/core/errors.ts, the matcher, the resource
// table, the dialogs' and the filter panel's option checks): webpack.config.js puts this module in
// their place when it builds dist/zn-plugin-testing.js, which is always loaded after zn-plugin.js,
// so the kit carries none of that code twice and its ZnErrors are zn-plugin.js's own class
// (`instanceof znPlugin.ZnError` holds for every error a plugin's test sees). The specs of the
// kit run on the source, with the real modules.
import type { internal as Internal } from '../internal';

const loaded = typeof window === 'undefined' ? undefined : (window as { znPlugin?: { $$internal?: typeof Internal } }).znPlugin;
const sdk = loaded && loaded.$$internal;
if (!sdk) {
  // No ZnError class without zn-plugin.js: an error of its shape, as scripts/browser-guard.js throws.
  const error = new Error('zn.plugin.testing: zn-plugin.js (the global znPlugin) is not loaded; expected script tags for ' +
    'angular.js, angular-mocks.js and zn-plugin.js before zn-plugin-testing.js') as Error & { service: string; code: string };
  error.name = 'ZnError';
  error.service = 'zn.plugin.testing';
  error.code = 'missing-peer';
  throw error;
}

export const {
  ZnError, describeUnknown, describeValue, isPlainObject, compileFilter, RESOURCE_NAMES, findResource, OBJECT_VERSION_HEADER,
  isPluginNamespace, checkDialogText, checkDuration, checkMessageType, ModalButtons, normalizeModalOptions, checkOpeningFilter,
  checkPanelOptions
} = sdk;

// The REST conventions the in-memory API shares with the workbench's sandbox: zn-plugin.js does
// not carry them, so the kit does (webpack.config.js points their own SDK imports back here).
export * from '../core/rest/envelopes';
export * from '../core/rest/query';
export * from '../core/rest/attributes';
export * from '../core/rest/filter';
export * from '../core/rest/routes';
export * from '../core/rest/times';
