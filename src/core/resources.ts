/**
 * The REST resources `znData` reaches, by name, with their paths (relative to
 * `znConfig.get().apiUrl`; a `:name` segment is a path parameter). Each line's comment says where
 * the entry comes from (src/core/resource-sources.ts holds the same as data, for specs and docs):
 * `docs`, the resource table of Zengine's developer docs; `prototype`, the znData table of
 * Zengine's first iframe runtime; `wrapper`, that of ZengineHQ/legacy-plugin-wrapper; `plugins`,
 * read by public plugins and Zengine's own modules though in no public runtime table.
 */
export const RESOURCE_PATHS = {
  Activities: '/activities/:activityId', // docs, prototype, wrapper; the runtimes wrote :id; id is accepted as the alias of activityId
  AppTemplates: '/app_templates/:id', // docs, prototype, wrapper
  AppTemplateInstallJobs: '/app_template_install_jobs/:id', // docs, prototype, wrapper
  BinaryExportBatch: '/binary_export_jobs/:binaryExportJobId/batches/:id', // docs, prototype, wrapper
  BinaryExportJob: '/binary_export_jobs/:id', // docs, prototype, wrapper
  Calculate: '/calculate', // docs, prototype, wrapper; query is a POST of the params; the other methods were not supported
  CalculationSettings: '/calculation_settings/:id', // docs, prototype, wrapper
  DataViews: '/data_views/:id', // docs, prototype, wrapper
  Events: '/events/:id', // docs, prototype, wrapper
  Files: '/files/:id', // docs, prototype, wrapper
  Forms: '/forms/:id', // docs, prototype, wrapper
  DefaultFormPermissions: '/forms/permissions', // docs, prototype, wrapper
  FormFields: '/forms/:formId/fields/:id', // docs, prototype, wrapper
  FormFieldTaxonomy: '/form_field_taxonomy', // docs, prototype, wrapper
  FormFolders: '/forms/:formId/folders/:id', // docs, prototype, wrapper
  FormGroups: '/form_groups/:id', // wrapper; the docs table wrote /forms_groups/:id beside a link to form_groups; the wrapper, /form_groups/:id
  FormRecordPermissions: '/forms/:formId/records/permissions', // docs, prototype, wrapper
  FormRecords: '/forms/:formId/records/:id', // docs, prototype, wrapper
  FormUploads: '/forms/:formId/uploads', // prototype, wrapper; the docs table wrote /forms/:id/uploads, which neither runtime served
  Notes: '/notes/:id', // docs, prototype, wrapper
  NoteReplies: '/notes/:noteId/replies/:id', // docs, prototype, wrapper
  Notifications: '/notifications/:id', // docs, prototype, wrapper
  NotificationEmails: '/notification_emails/:id', // docs, prototype, wrapper
  Plugins: '/plugins/:pluginId', // docs, prototype, wrapper; the runtimes wrote :id; id is accepted as the alias of pluginId
  PluginScreenshots: '/plugins/:pluginId/screenshots', // docs, prototype, wrapper
  PluginServices: '/plugins/:pluginId/services/:id', // docs, prototype, wrapper
  PluginServiceUploads: '/plugins/:pluginId/services/:serviceId/uploads', // docs, prototype, wrapper
  WorkspacePluginLinks: '/workspace_plugin_links/:id', // docs, prototype, wrapper
  RecordImportFiles: '/record_import_files/:id', // docs, prototype, wrapper
  RecordImportJobs: '/record_import_jobs/:id', // docs, prototype, wrapper
  RecordExportJobs: '/record_export_jobs/:id', // docs, prototype, wrapper
  ScheduledWebhooks: '/scheduled_webhooks/:id', // docs, prototype, wrapper
  Tasks: '/tasks/:id', // docs, prototype, wrapper
  TaskLists: '/task_lists/:id', // docs, prototype, wrapper
  TaskPriorities: '/task_priorities', // docs, prototype, wrapper
  TaskStatuses: '/task_statuses', // docs, prototype, wrapper
  TaskPreferences: '/users/:userId/task_preferences', // docs, prototype, wrapper
  Users: '/users/:id', // docs, prototype, wrapper
  Roles: '/workspaces/:workspaceId/roles/:id', // docs, prototype, wrapper
  WebhookEvents: '/webhook_events/:id', // docs, prototype, wrapper
  Webhooks: '/webhooks/:id', // docs, prototype, wrapper
  Workspaces: '/workspaces/:id', // docs, prototype, wrapper
  WorkspaceCopyJobs: '/workspace_copy_jobs', // docs, prototype, wrapper
  WorkspaceInvitees: '/workspaces/:workspaceId/invitees/:id', // docs, prototype, wrapper
  WorkspaceMembers: '/workspaces/:workspaceId/members/:id', // docs, prototype, wrapper
  WorkspaceTransferRequests: '/workspaces/:workspaceId/transfer_requests/:id', // docs, prototype, wrapper
  WorkspaceTaskPreferences: '/workspaces/:workspaceId/members/:memberId/task_preferences', // docs, prototype, wrapper
  WorkspaceLogo: '/workspaces/:workspaceId/logo', // docs, prototype, wrapper
  Countries: '/countries', // docs, prototype, wrapper
  States: '/states', // docs, prototype, wrapper
  Subscriptions: '/subscriptions/:id', // docs, prototype, wrapper
  PluginUploads: '/plugins/:pluginId/uploads', // wrapper
  PluginSettings: '/plugins/:pluginId/settings', // wrapper
  PluginConfigs: '/plugins_configs/:id', // wrapper
  Organizations: '/organizations/:id', // wrapper
  OrganizationsAuthProviders: '/organizations/:organizationId/auth_providers/:id', // wrapper
  AuthProviders: '/auth_providers/:id', // wrapper
  WorkspaceUserRoles: '/workspaces/:workspaceId/user_roles', // plugins
  WorkspaceFormLinks: '/workspace_form_links/:id', // plugins; @zenginehq/frontend-config reads it
  UserMemberships: '/user_memberships/:id' // plugins
} as const;

/** The name of a resource `znData` knows, e.g. `'FormRecords'`. */
export type ZnResourceName = keyof typeof RESOURCE_PATHS;

/**
 * Resources whose `save` is a PUT of the object the path names: in Zengine's runtimes their id
 * field is a path parameter every call has (`formId`, `userId`, `memberId`, `pluginId`).
 */
const PUT_ON_SAVE: ReadonlyArray<ZnResourceName> = ['FormRecordPermissions', 'TaskPreferences', 'WorkspaceTaskPreferences', 'PluginSettings'];

/** Resources whose only method is `query`, a POST of the params (Calculate). */
const POST_QUERY: ReadonlyArray<ZnResourceName> = ['Calculate'];

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
}

function parsePath(path: string): PathSegment[] {
  return path.split('/').slice(1).map((part): PathSegment =>
    part.charAt(0) === ':' ? { kind: 'param', name: part.slice(1) } : { kind: 'text', text: part });
}

function define(name: ZnResourceName): ResourceDefinition {
  const path = RESOURCE_PATHS[name];
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
    putOnSave: PUT_ON_SAVE.indexOf(name) !== -1,
    postQuery: POST_QUERY.indexOf(name) !== -1
  });
}

/** Every resource name, in the spec's order. */
export const RESOURCE_NAMES: ReadonlyArray<ZnResourceName> =
  Object.freeze(Object.keys(RESOURCE_PATHS) as ZnResourceName[]);

const DEFINITIONS: Readonly<Record<string, ResourceDefinition>> = (() => {
  const table: Record<string, ResourceDefinition> = Object.create(null);
  RESOURCE_NAMES.forEach((name) => { table[name] = define(name); });
  return Object.freeze(table);
})();

/** The definition of a resource, or `undefined` for a name the table does not hold. */
export function findResource(name: unknown): ResourceDefinition | undefined {
  return typeof name === 'string' ? DEFINITIONS[name] : undefined;
}
