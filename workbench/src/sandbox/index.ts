/**
 * The sandbox, for the rest of the workbench (serve, the repository builder, Firebase, the Node
 * API): everything outside sandbox/ imports it from here (test/node/layering.spec.ts).
 */
import type { Sandbox, SandboxOptions } from './options';

export {
  examplePluginServices, findPluginServices, checkServiceSyntax, checkServiceFolder, describeServiceProblem, EXAMPLE_PLUGIN_FOLDER
} from './plugins/services';
export { DEFAULT_MAX_JSON_BYTES, DEFAULT_MAX_UPLOAD_BYTES, DEFAULT_MAX_UPLOAD_FILES, DEFAULT_MAX_BULK } from './options';

/**
 * Makes a sandbox (app.ts). Its app (express, the REST API, the database) is loaded here, the first
 * time one is made: what only checks a backend service folder (the build thread reading a
 * repository) never loads it.
 */
export function createSandbox(options: SandboxOptions): Sandbox {
  const assembled = require('./app') as typeof import('./app'); // eslint-disable-line @typescript-eslint/no-require-imports
  return assembled.createSandbox(options);
}
export type { Sandbox, SandboxOptions, PluginServiceMount, PluginRecord, WebhookDelivery, ServiceProblem, ServiceProblemKind } from './app';
export type { JsonObject, StoredObject } from './store';
export { DATABASE_FILE_NAME } from './database';
