/**
 * The Node-safe core: the pure logic the SDK's AngularJS services, the testing kit and the
 * workbench (the sandbox, the plugin builder) all share. Nothing here touches AngularJS, the DOM
 * or Node's modules, and nothing outside src/core/ imports past this entry
 * (test/node/layering.spec.ts). The workbench compiles it from source (workbench/tsconfig.core.json)
 * and imports it as `#core`; SDK consumers get it built as `zn-plugin/core` (dist/zn-plugin-core.js).
 */
export * from './errors';
export * from './values';
export * from './resources';
export * from './url';
export * from './plugin-url';
export * from './event-names';
export * from './request-plan';
export * from './value-codec';
export * from './naming';
export * from './css-scope';
export * from './matcher';
export * from './matcher/parse';
export * from './matcher/conditions';
export * from './matcher/numbers';
export * from './matcher/record-values';
export * from './matcher/text';
export * from './matcher/validators';
export * from './rest';
export * from './iso-date';
export * from './warn-once';
export * from './frame-page';
