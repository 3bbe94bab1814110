/**
 * Where an entry of the resource table comes from:
 * - `docs`: the resource table of Zengine's developer docs (the spec's section 2);
 * - `prototype`: the znData table of Zengine's first iframe runtime (`wizehive.resources`, built on
 *   `$resource`), the code plugins ran against in Zengine's app;
 * - `wrapper`: the znData table of ZengineHQ/legacy-plugin-wrapper (`wrapper/lib/zn-data.js`), the
 *   runtime that served v1 plugins in Zengine's later app;
 * - `plugins`: not in a public runtime table; read by public plugins or Zengine's own modules
 *   (@zenginehq/frontend-config) and answered by the API.
 */
export type ResourceSource = 'docs' | 'prototype' | 'wrapper' | 'plugins';

/**
 * One resource of the table. `save` says how `save` goes where Zengine's runtimes differ from the
 * plain rule (POST to create, PUT with the object's id): `'put'` for resources whose id field (the
 * runtimes' second column) is a path parameter every call has (`formId`, `userId`, `memberId`,
 * `pluginId`), so `save` always updated the one object the path names. `postQuery` marks a resource
 * whose only method is `query`, sent as a POST with the params as its body.
 */
export interface ResourceEntry {
  readonly path: string;
  readonly from: ReadonlyArray<ResourceSource>;
  readonly save?: 'put';
  readonly postQuery?: true;
  /** What the entry settles where the sources disagree, for the reader. */
  readonly note?: string;
}

const D: ResourceSource = 'docs';
const P: ResourceSource = 'prototype';
const W: ResourceSource = 'wrapper';

/**
 * The REST resources `znData` reaches, by name (paths relative to `znConfig.get().apiUrl`; a
 * `:name` segment is a path parameter), each with the tables it comes from.
 */
export const RESOURCE_TABLE = {
  Activities: { path: '/activities/:activityId', from: [D, P, W], note: 'the runtimes wrote :id; id is accepted as the alias of activityId' },
  AppTemplates: { path: '/app_templates/:id', from: [D, P, W] },
  AppTemplateInstallJobs: { path: '/app_template_install_jobs/:id', from: [D, P, W] },
  BinaryExportBatch: { path: '/binary_export_jobs/:binaryExportJobId/batches/:id', from: [D, P, W] },
  BinaryExportJob: { path: '/binary_export_jobs/:id', from: [D, P, W] },
  Calculate: { path: '/calculate', from: [D, P, W], postQuery: true, note: 'query is a POST of the params; the other methods were not supported' },
  CalculationSettings: { path: '/calculation_settings/:id', from: [D, P, W] },
  DataViews: { path: '/data_views/:id', from: [D, P, W] },
  Events: { path: '/events/:id', from: [D, P, W] },
  Files: { path: '/files/:id', from: [D, P, W] },
  Forms: { path: '/forms/:id', from: [D, P, W] },
  DefaultFormPermissions: { path: '/forms/permissions', from: [D, P, W] },
  FormFields: { path: '/forms/:formId/fields/:id', from: [D, P, W] },
  FormFieldTaxonomy: { path: '/form_field_taxonomy', from: [D, P, W] },
  FormFolders: { path: '/forms/:formId/folders/:id', from: [D, P, W] },
  FormGroups: { path: '/form_groups/:id', from: [W], note: 'the docs table wrote /forms_groups/:id beside a link to form_groups; the wrapper, /form_groups/:id' },
  FormRecordPermissions: { path: '/forms/:formId/records/permissions', from: [D, P, W], save: 'put' },
  FormRecords: { path: '/forms/:formId/records/:id', from: [D, P, W] },
  FormUploads: { path: '/forms/:formId/uploads', from: [P, W], note: 'the docs table wrote /forms/:id/uploads; id is accepted for formId' },
  Notes: { path: '/notes/:id', from: [D, P, W] },
  NoteReplies: { path: '/notes/:noteId/replies/:id', from: [D, P, W] },
  Notifications: { path: '/notifications/:id', from: [D, P, W] },
  NotificationEmails: { path: '/notification_emails/:id', from: [D, P, W] },
  Plugins: { path: '/plugins/:pluginId', from: [D, P, W], note: 'the runtimes wrote :id; id is accepted as the alias of pluginId' },
  PluginScreenshots: { path: '/plugins/:pluginId/screenshots', from: [D, P, W] },
  PluginServices: { path: '/plugins/:pluginId/services/:id', from: [D, P, W] },
  PluginServiceUploads: { path: '/plugins/:pluginId/services/:serviceId/uploads', from: [D, P, W] },
  WorkspacePluginLinks: { path: '/workspace_plugin_links/:id', from: [D, P, W] },
  RecordImportFiles: { path: '/record_import_files/:id', from: [D, P, W] },
  RecordImportJobs: { path: '/record_import_jobs/:id', from: [D, P, W] },
  RecordExportJobs: { path: '/record_export_jobs/:id', from: [D, P, W] },
  ScheduledWebhooks: { path: '/scheduled_webhooks/:id', from: [D, P, W] },
  Tasks: { path: '/tasks/:id', from: [D, P, W] },
  TaskLists: { path: '/task_lists/:id', from: [D, P, W] },
  TaskPriorities: { path: '/task_priorities', from: [D, P, W] },
  TaskStatuses: { path: '/task_statuses', from: [D, P, W] },
  TaskPreferences: { path: '/users/:userId/task_preferences', from: [D, P, W], save: 'put' },
  Users: { path: '/users/:id', from: [D, P, W] },
  Roles: { path: '/workspaces/:workspaceId/roles/:id', from: [D, P, W] },
  WebhookEvents: { path: '/webhook_events/:id', from: [D, P, W] },
  Webhooks: { path: '/webhooks/:id', from: [D, P, W] },
  Workspaces: { path: '/workspaces/:id', from: [D, P, W] },
  WorkspaceCopyJobs: { path: '/workspace_copy_jobs', from: [D, P, W] },
  WorkspaceInvitees: { path: '/workspaces/:workspaceId/invitees/:id', from: [D, P, W] },
  WorkspaceMembers: { path: '/workspaces/:workspaceId/members/:id', from: [D, P, W] },
  WorkspaceTransferRequests: { path: '/workspaces/:workspaceId/transfer_requests/:id', from: [D, P, W] },
  WorkspaceTaskPreferences: { path: '/workspaces/:workspaceId/members/:memberId/task_preferences', from: [D, P, W], save: 'put' },
  WorkspaceLogo: { path: '/workspaces/:workspaceId/logo', from: [D, P, W] },
  Countries: { path: '/countries', from: [D, P, W] },
  States: { path: '/states', from: [D, P, W] },
  Subscriptions: { path: '/subscriptions/:id', from: [D, P, W] },
  PluginUploads: { path: '/plugins/:pluginId/uploads', from: [W] },
  PluginSettings: { path: '/plugins/:pluginId/settings', from: [W], save: 'put' },
  PluginConfigs: { path: '/plugins_configs/:id', from: [W] },
  Organizations: { path: '/organizations/:id', from: [W] },
  OrganizationsAuthProviders: { path: '/organizations/:organizationId/auth_providers/:id', from: [W] },
  AuthProviders: { path: '/auth_providers/:id', from: [W] },
  WorkspaceUserRoles: { path: '/workspaces/:workspaceId/user_roles', from: ['plugins'] },
  WorkspaceFormLinks: { path: '/workspace_form_links/:id', from: ['plugins'], note: '@zenginehq/frontend-config reads it' },
  UserMemberships: { path: '/user_memberships/:id', from: ['plugins'] }
} as const satisfies Record<string, ResourceEntry>;

/** The name of a resource `znData` knows, e.g. `'FormRecords'`. */
export type ZnResourceName = keyof typeof RESOURCE_TABLE;

/** Each resource's path, by name: the routes the sandbox and the testing kit serve. */
export const RESOURCE_PATHS: Readonly<Record<ZnResourceName, string>> = Object.freeze(
  (Object.keys(RESOURCE_TABLE) as ZnResourceName[]).reduce((paths, name) => {
    paths[name] = RESOURCE_TABLE[name].path;
    return paths;
  }, {} as Record<ZnResourceName, string>));

/** Path parameters for which a call may write `id` instead (the docs' name of the same value). */
const ID_FOR: Partial<Record<ZnResourceName, string>> = { FormUploads: 'formId' };

/**
 * Resources that carry an `objectVersion`: for them `params.objectVersion` is sent as the header
 * `X-If-ObjectVersion-Matches`, so the API refuses (412, code 4025) an edit of an object changed since.
 */
const VERSIONED: ReadonlyArray<ZnResourceName> =
  ['Forms', 'FormRecords', 'Plugins', 'DefaultFormPermissions', 'FormRecordPermissions', 'PluginConfigs'];

/** One segment of a resource path: fixed text or a named parameter. */
export type PathSegment = { kind: 'text'; text: string } | { kind: 'param'; name: string };

/** What the data layer needs to know about a resource, derived once from its path. */
export interface ResourceDefinition {
  readonly name: ZnResourceName;
  /** The spec's path, e.g. `/forms/:formId/records/:id`. */
  readonly path: string;
  readonly segments: ReadonlyArray<PathSegment>;
  /**
   * The object slot: the path parameter that is the path's last segment (`id`, `activityId`,
   * `pluginId`). Present in a call, it addresses one object; absent, the collection. `null` for
   * resources addressed by their path alone (`/forms/:formId/uploads`, `/workspaces/:workspaceId/logo`).
   */
  readonly slot: string | null;
  /** Path parameters in the middle of the path: every call needs them. */
  readonly required: ReadonlyArray<string>;
  /** The collection path's segments: the path without the slot. */
  readonly collectionSegments: ReadonlyArray<PathSegment>;
  /** Whether `params.objectVersion` becomes the `X-If-ObjectVersion-Matches` header. */
  readonly versioned: boolean;
  /** `save` is a PUT of the object the path names (Zengine's runtimes: the id field is a path parameter). */
  readonly putOnSave: boolean;
  /** `query` is a POST of the params as the body, and the only method (Calculate). */
  readonly postQuery: boolean;
  /** The path parameter a call may give as `id` (FormUploads' `formId`), or `null`. */
  readonly idFor: string | null;
}

function parsePath(path: string): PathSegment[] {
  return path.split('/').slice(1).map((part): PathSegment =>
    part.charAt(0) === ':' ? { kind: 'param', name: part.slice(1) } : { kind: 'text', text: part });
}

function define(name: ZnResourceName): ResourceDefinition {
  const entry: ResourceEntry = RESOURCE_TABLE[name];
  const path = entry.path;
  const segments = parsePath(path);
  const last = segments[segments.length - 1];
  const slot = last.kind === 'param' ? last.name : null;
  const collectionSegments = slot === null ? segments : segments.slice(0, -1);
  const required = collectionSegments
    .filter((segment): segment is { kind: 'param'; name: string } => segment.kind === 'param')
    .map((segment) => segment.name);
  return Object.freeze({
    name, path, segments, slot, required, collectionSegments,
    versioned: VERSIONED.indexOf(name) !== -1,
    putOnSave: entry.save === 'put',
    postQuery: entry.postQuery === true,
    idFor: ID_FOR[name] || null
  });
}

/** Every resource name, in the spec's order. */
export const RESOURCE_NAMES: ReadonlyArray<ZnResourceName> =
  Object.freeze(Object.keys(RESOURCE_TABLE) as ZnResourceName[]);

const DEFINITIONS: Readonly<Record<string, ResourceDefinition>> = (() => {
  const table: Record<string, ResourceDefinition> = Object.create(null);
  RESOURCE_NAMES.forEach((name) => { table[name] = define(name); });
  return Object.freeze(table);
})();

/** The definition of a resource, or `undefined` for a name the table does not hold. */
export function findResource(name: unknown): ResourceDefinition | undefined {
  return typeof name === 'string' ? DEFINITIONS[name] : undefined;
}
