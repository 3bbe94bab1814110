/**
 * The sandbox, for the rest of the workbench (serve, the repository builder, Firebase, the Node
 * API): everything outside sandbox/ imports it from here (test/node/layering.spec.ts).
 */
export {
  createSandbox, examplePluginServices, findPluginServices, checkServiceSyntax, checkServiceFolder, describeServiceProblem,
  EXAMPLE_PLUGIN_FOLDER,
  DEFAULT_MAX_JSON_BYTES, DEFAULT_MAX_UPLOAD_BYTES, DEFAULT_MAX_UPLOAD_FILES, DEFAULT_MAX_BULK
} from './app';
export type { Sandbox, SandboxOptions, PluginServiceMount, PluginRecord, WebhookDelivery, ServiceProblem, ServiceProblemKind } from './app';
export type { JsonObject, StoredObject } from './store';
export { DATABASE_FILE_NAME } from './database';
