/**
 * serve/: what `zn-plugin serve` runs. The layers, top down (docs/architecture.md):
 *
 *   start.ts    listening                          app.ts     the middleware, in order (middleware/)
 *   parts.ts    what the app stands on              live.ts    an edit followed through, one way
 *   snapshot.ts the served plugins now              sources/   where plugins come from (folder, repository)
 *   mounts.ts   their backend services              events.ts  the live-reload channel
 *   host-page.ts, vendor.ts, watch.ts, changes.ts   the page, the vendor files, the watcher, what a change means
 */
export { startWorkbench } from './start';
export { createWorkbenchApp } from './app';
export { VENDOR_FILES } from './vendor';
export { normalizeEntry } from './served-plugin';
export { isIgnoredChange } from './watch';
export { pageUpdate } from './changes';
export type { PageUpdate } from './changes';
export type { Workbench, WorkbenchApp, WorkbenchOptions } from './options';
export type { PluginEntry, ServedPlugin, PluginSource, PluginSourceType, PluginSourceKind } from './served-plugin';
