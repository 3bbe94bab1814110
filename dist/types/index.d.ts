export { MODULE_NAME as name, MODULE_NAME } from './module';
export { ZnError } from './errors';
export * from './config/types';
export * from './data/types';
export * from './events/types';
export * from './storage/types';
export * from './host/types';
export * from './dialogs/types';
export * from './filters/builder/types';
export * from './filters/types';
/** The object plugin code registers on; also the global `plugin` when the page has none. */
export { plugin } from './host/default-plugin';
/** The SDK's version, as in package.json. */
export declare const version: string;
