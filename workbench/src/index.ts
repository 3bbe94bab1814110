/**
 * zn-plugin-workbench: the `zn-plugin` command's parts, for tools and tests that start them in
 * their own process.
 */
export { startWorkbench, createWorkbenchApp, VENDOR_FILES } from './serve';
export type { Workbench, WorkbenchOptions, WorkbenchApp, PluginEntry, ServedPlugin } from './serve';
/** The former name of ServedPlugin. */
export type { ServedPlugin as ServedFolder } from './serve';
export { readPluginFolder, readNamespace, describeProblem } from './plugin-folder';
export { main, run, COMMANDS, parseServeArgs, parseBuildArgs } from './cli';
export { createSandbox, examplePluginServices, findPluginServices } from './sandbox';
export type { Sandbox, SandboxOptions, PluginServiceMount } from './sandbox';
export { installLocalhostLookup, isLocalhostName } from './firebase/localhost-dns';
export { createFirebaseToken, readFirebaseToken, userClaims, serviceClaims } from './firebase/token';
export { findRules } from './firebase/rules';
export type { FirebaseHost } from './firebase/host';
export { readRepository, writeRepositoryBuild, installRepositoryDependencies, isRepository } from './repository/repository';
export type { RepositoryPlugin, RepositoryRead, WrittenBuild } from './repository/repository';
export { readMayaConfig } from './repository/maya-config';
export { initRepository } from './repository/init';
