/**
 * The workbench's server, kept as the entry older imports name: everything is in serve/ (see
 * serve/index.ts and docs/architecture.md).
 */
export * from './serve';
/** The former name of ServedPlugin. */
export type { ServedPlugin as ServedFolder } from './serve';
