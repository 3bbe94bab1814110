/**
 * zn-plugin-workbench: the `zn-plugin` command's parts, for tools and tests that start them in
 * their own process.
 */
export { startWorkbench, createWorkbenchApp, VENDOR_FILES } from './server';
export type { Workbench, WorkbenchOptions, WorkbenchApp, PluginEntry, ServedFolder, ServedPlugin } from './server';
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
