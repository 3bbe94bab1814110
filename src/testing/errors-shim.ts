// The testing bundle's src/errors.ts: webpack.config.js puts this module in its place when it
// builds dist/zn-plugin-testing.js, so the ZnErrors the kit throws (and those of the SDK code it
// carries, such as the dialogs' option checks) are zn-plugin.js's own class: `instanceof
// znPlugin.ZnError` holds for every error a plugin's test sees.
import * as own from '../errors';

export * from '../errors';

const loaded = typeof window === 'undefined' ? undefined : (window as { znPlugin?: { ZnError?: unknown } }).znPlugin;

/** zn-plugin.js's ZnError when it is loaded (the global `znPlugin`), else the bundle's own. */
export const ZnError: typeof own.ZnError = loaded && typeof loaded.ZnError === 'function'
  ? loaded.ZnError as typeof own.ZnError
  : own.ZnError;
