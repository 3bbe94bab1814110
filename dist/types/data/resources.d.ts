/**
 * The REST resources `znData` reaches, by name, with exactly the spec's parameterized paths
 * (relative to `znConfig.get().apiUrl`). A `:name` segment is a path parameter.
 */
export declare const RESOURCE_PATHS: {
    readonly Activities: "/activities/:activityId";
    readonly AppTemplates: "/app_templates/:id";
    readonly AppTemplateInstallJobs: "/app_template_install_jobs/:id";
    readonly BinaryExportBatch: "/binary_export_jobs/:binaryExportJobId/batches/:id";
    readonly BinaryExportJob: "/binary_export_jobs/:id";
    readonly Calculate: "/calculate";
    readonly CalculationSettings: "/calculation_settings/:id";
    readonly DataViews: "/data_views/:id";
    readonly Events: "/events/:id";
    readonly Files: "/files/:id";
    readonly Forms: "/forms/:id";
    readonly DefaultFormPermissions: "/forms/permissions";
    readonly FormFields: "/forms/:formId/fields/:id";
    readonly FormFieldTaxonomy: "/form_field_taxonomy";
    readonly FormFolders: "/forms/:formId/folders/:id";
    readonly FormGroups: "/forms_groups/:id";
    readonly FormRecordPermissions: "/forms/:formId/records/permissions";
    readonly FormRecords: "/forms/:formId/records/:id";
    readonly FormUploads: "/forms/:id/uploads";
    readonly Notes: "/notes/:id";
    readonly NoteReplies: "/notes/:noteId/replies/:id";
    readonly Notifications: "/notifications/:id";
    readonly NotificationEmails: "/notification_emails/:id";
    readonly Plugins: "/plugins/:pluginId";
    readonly PluginScreenshots: "/plugins/:pluginId/screenshots";
    readonly PluginServices: "/plugins/:pluginId/services/:id";
    readonly PluginServiceUploads: "/plugins/:pluginId/services/:serviceId/uploads";
    readonly WorkspacePluginLinks: "/workspace_plugin_links/:id";
    readonly RecordImportFiles: "/record_import_files/:id";
    readonly RecordImportJobs: "/record_import_jobs/:id";
    readonly RecordExportJobs: "/record_export_jobs/:id";
    readonly ScheduledWebhooks: "/scheduled_webhooks/:id";
    readonly Tasks: "/tasks/:id";
    readonly TaskLists: "/task_lists/:id";
    readonly TaskPriorities: "/task_priorities";
    readonly TaskStatuses: "/task_statuses";
    readonly TaskPreferences: "/users/:userId/task_preferences";
    readonly Users: "/users/:id";
    readonly Roles: "/workspaces/:workspaceId/roles/:id";
    readonly WebhookEvents: "/webhook_events/:id";
    readonly Webhooks: "/webhooks/:id";
    readonly Workspaces: "/workspaces/:id";
    readonly WorkspaceCopyJobs: "/workspace_copy_jobs";
    readonly WorkspaceInvitees: "/workspaces/:workspaceId/invitees/:id";
    readonly WorkspaceMembers: "/workspaces/:workspaceId/members/:id";
    readonly WorkspaceTransferRequests: "/workspaces/:workspaceId/transfer_requests/:id";
    readonly WorkspaceTaskPreferences: "/workspaces/:workspaceId/members/:memberId/task_preferences";
    readonly WorkspaceLogo: "/workspaces/:workspaceId/logo";
    readonly Countries: "/countries";
    readonly States: "/states";
    readonly Subscriptions: "/subscriptions/:id";
};
/** The name of a resource `znData` knows, e.g. `'FormRecords'`. */
export type ZnResourceName = keyof typeof RESOURCE_PATHS;
/** One segment of a resource path: fixed text or a named parameter. */
export type PathSegment = {
    kind: 'text';
    text: string;
} | {
    kind: 'param';
    name: string;
};
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
/** Every resource name, in the spec's order. */
export declare const RESOURCE_NAMES: ReadonlyArray<ZnResourceName>;
/** The definition of a resource, or `undefined` for a name the table does not hold. */
export declare function findResource(name: unknown): ResourceDefinition | undefined;
