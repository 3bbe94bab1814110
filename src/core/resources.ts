/**
 * The REST resources `znData` reaches, by name, with exactly the spec's parameterized paths
 * (relative to `znConfig.get().apiUrl`). A `:name` segment is a path parameter.
 */
export const RESOURCE_PATHS = {
  Activities: '/activities/:activityId',
  AppTemplates: '/app_templates/:id',
  AppTemplateInstallJobs: '/app_template_install_jobs/:id',
  BinaryExportBatch: '/binary_export_jobs/:binaryExportJobId/batches/:id',
  BinaryExportJob: '/binary_export_jobs/:id',
  Calculate: '/calculate',
  CalculationSettings: '/calculation_settings/:id',
  DataViews: '/data_views/:id',
  Events: '/events/:id',
  Files: '/files/:id',
  Forms: '/forms/:id',
  DefaultFormPermissions: '/forms/permissions',
  FormFields: '/forms/:formId/fields/:id',
  FormFieldTaxonomy: '/form_field_taxonomy',
  FormFolders: '/forms/:formId/folders/:id',
  FormGroups: '/forms_groups/:id',
  FormRecordPermissions: '/forms/:formId/records/permissions',
  FormRecords: '/forms/:formId/records/:id',
  FormUploads: '/forms/:id/uploads',
  Notes: '/notes/:id',
  NoteReplies: '/notes/:noteId/replies/:id',
  Notifications: '/notifications/:id',
  NotificationEmails: '/notification_emails/:id',
  Plugins: '/plugins/:pluginId',
  PluginScreenshots: '/plugins/:pluginId/screenshots',
  PluginServices: '/plugins/:pluginId/services/:id',
  PluginServiceUploads: '/plugins/:pluginId/services/:serviceId/uploads',
  WorkspacePluginLinks: '/workspace_plugin_links/:id',
  RecordImportFiles: '/record_import_files/:id',
  RecordImportJobs: '/record_import_jobs/:id',
  RecordExportJobs: '/record_export_jobs/:id',
  ScheduledWebhooks: '/scheduled_webhooks/:id',
  Tasks: '/tasks/:id',
  TaskLists: '/task_lists/:id',
  TaskPriorities: '/task_priorities',
  TaskStatuses: '/task_statuses',
  TaskPreferences: '/users/:userId/task_preferences',
  Users: '/users/:id',
  Roles: '/workspaces/:workspaceId/roles/:id',
  WebhookEvents: '/webhook_events/:id',
  Webhooks: '/webhooks/:id',
  Workspaces: '/workspaces/:id',
  WorkspaceCopyJobs: '/workspace_copy_jobs',
  WorkspaceInvitees: '/workspaces/:workspaceId/invitees/:id',
  WorkspaceMembers: '/workspaces/:workspaceId/members/:id',
  WorkspaceTransferRequests: '/workspaces/:workspaceId/transfer_requests/:id',
  WorkspaceTaskPreferences: '/workspaces/:workspaceId/members/:memberId/task_preferences',
  WorkspaceLogo: '/workspaces/:workspaceId/logo',
  Countries: '/countries',
  States: '/states',
  Subscriptions: '/subscriptions/:id',
  // Resources Zengine's own plugin runtime (legacy-plugin-wrapper's znData) had besides the spec's:
  PluginUploads: '/plugins/:pluginId/uploads',
  PluginSettings: '/plugins/:pluginId/settings',
  PluginConfigs: '/plugins_configs/:id',
  Organizations: '/organizations/:id',
  OrganizationsAuthProviders: '/organizations/:organizationId/auth_providers/:id',
  AuthProviders: '/auth_providers/:id',
  WorkspaceUserRoles: '/workspaces/:workspaceId/user_roles',
  WorkspaceFormLinks: '/workspace_form_links/:id',
  UserMemberships: '/user_memberships/:id'
} as const;

/** The name of a resource `znData` knows, e.g. `'FormRecords'`. */
export type ZnResourceName = keyof typeof RESOURCE_PATHS;

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
   * resources addressed by their path alone (`/forms/:id/uploads`, `/workspaces/:workspaceId/logo`).
   */
  readonly slot: string | null;
  /** Path parameters in the middle of the path: every call needs them. */
  readonly required: ReadonlyArray<string>;
  /** The collection path's segments: the path without the slot. */
  readonly collectionSegments: ReadonlyArray<PathSegment>;
  /** Whether `params.objectVersion` becomes the `X-If-ObjectVersion-Matches` header. */
  readonly versioned: boolean;
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
    versioned: VERSIONED.indexOf(name) !== -1
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
