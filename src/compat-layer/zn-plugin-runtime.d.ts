/**
 * zn-plugin.js as the compat bundle reaches it at run time: the webpack external
 * `zn-plugin-runtime` (the global `znPlugin` in a page, `require('zn-plugin')` in a bundler), so
 * the bundle carries none of its code. Undefined when zn-plugin.js was not loaded first.
 */
declare module 'zn-plugin-runtime' {
  export const plugin: unknown;
}
