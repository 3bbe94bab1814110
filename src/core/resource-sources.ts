import { ZnResourceName } from './resources';

/**
 * Where each entry of znData's resource table (src/core/resources.ts) comes from, as data for
 * specs and docs (the bundle does not carry it):
 * - `docs`: the resource table of Zengine's developer docs (the spec's section 2);
 * - `prototype`: the znData table of Zengine's first iframe runtime (`wizehive.resources`, built
 *   on `$resource`), the code plugins ran against in Zengine's app;
 * - `wrapper`: the znData table of ZengineHQ/legacy-plugin-wrapper (`wrapper/lib/zn-data.js`);
 * - `plugins`: in no public runtime table; read by public plugins or Zengine's own modules.
 */
export type ResourceSource = 'docs' | 'prototype' | 'wrapper' | 'plugins';

export interface ResourceOrigin {
  readonly from: ReadonlyArray<ResourceSource>;
  /** What the entry settles where the sources disagree. */
  readonly note?: string;
}

export const RESOURCE_SOURCES: Readonly<Record<ZnResourceName, ResourceOrigin>> = {
  Activities: { from: ['docs', 'prototype', 'wrapper'], note: 'the runtimes wrote :id; id is accepted as the alias of activityId' },
  AppTemplates: { from: ['docs', 'prototype', 'wrapper'] },
  AppTemplateInstallJobs: { from: ['docs', 'prototype', 'wrapper'] },
  BinaryExportBatch: { from: ['docs', 'prototype', 'wrapper'] },
  BinaryExportJob: { from: ['docs', 'prototype', 'wrapper'] },
  Calculate: { from: ['docs', 'prototype', 'wrapper'], note: 'query is a POST of the params; the other methods were not supported' },
  CalculationSettings: { from: ['docs', 'prototype', 'wrapper'] },
  DataViews: { from: ['docs', 'prototype', 'wrapper'] },
  Events: { from: ['docs', 'prototype', 'wrapper'] },
  Files: { from: ['docs', 'prototype', 'wrapper'] },
  Forms: { from: ['docs', 'prototype', 'wrapper'] },
  DefaultFormPermissions: { from: ['docs', 'prototype', 'wrapper'] },
  FormFields: { from: ['docs', 'prototype', 'wrapper'] },
  FormFieldTaxonomy: { from: ['docs', 'prototype', 'wrapper'] },
  FormFolders: { from: ['docs', 'prototype', 'wrapper'] },
  FormGroups: { from: ['wrapper'], note: 'the docs table wrote /forms_groups/:id beside a link to form_groups; the wrapper, /form_groups/:id' },
  FormRecordPermissions: { from: ['docs', 'prototype', 'wrapper'] },
  FormRecords: { from: ['docs', 'prototype', 'wrapper'] },
  FormUploads: { from: ['prototype', 'wrapper'], note: 'the docs table wrote /forms/:id/uploads, which neither runtime served' },
  Notes: { from: ['docs', 'prototype', 'wrapper'] },
  NoteReplies: { from: ['docs', 'prototype', 'wrapper'] },
  Notifications: { from: ['docs', 'prototype', 'wrapper'] },
  NotificationEmails: { from: ['docs', 'prototype', 'wrapper'] },
  Plugins: { from: ['docs', 'prototype', 'wrapper'], note: 'the runtimes wrote :id; id is accepted as the alias of pluginId' },
  PluginScreenshots: { from: ['docs', 'prototype', 'wrapper'] },
  PluginServices: { from: ['docs', 'prototype', 'wrapper'] },
  PluginServiceUploads: { from: ['docs', 'prototype', 'wrapper'] },
  WorkspacePluginLinks: { from: ['docs', 'prototype', 'wrapper'] },
  RecordImportFiles: { from: ['docs', 'prototype', 'wrapper'] },
  RecordImportJobs: { from: ['docs', 'prototype', 'wrapper'] },
  RecordExportJobs: { from: ['docs', 'prototype', 'wrapper'] },
  ScheduledWebhooks: { from: ['docs', 'prototype', 'wrapper'] },
  Tasks: { from: ['docs', 'prototype', 'wrapper'] },
  TaskLists: { from: ['docs', 'prototype', 'wrapper'] },
  TaskPriorities: { from: ['docs', 'prototype', 'wrapper'] },
  TaskStatuses: { from: ['docs', 'prototype', 'wrapper'] },
  TaskPreferences: { from: ['docs', 'prototype', 'wrapper'] },
  Users: { from: ['docs', 'prototype', 'wrapper'] },
  Roles: { from: ['docs', 'prototype', 'wrapper'] },
  WebhookEvents: { from: ['docs', 'prototype', 'wrapper'] },
  Webhooks: { from: ['docs', 'prototype', 'wrapper'] },
  Workspaces: { from: ['docs', 'prototype', 'wrapper'] },
  WorkspaceCopyJobs: { from: ['docs', 'prototype', 'wrapper'] },
  WorkspaceInvitees: { from: ['docs', 'prototype', 'wrapper'] },
  WorkspaceMembers: { from: ['docs', 'prototype', 'wrapper'] },
  WorkspaceTransferRequests: { from: ['docs', 'prototype', 'wrapper'] },
  WorkspaceTaskPreferences: { from: ['docs', 'prototype', 'wrapper'] },
  WorkspaceLogo: { from: ['docs', 'prototype', 'wrapper'] },
  Countries: { from: ['docs', 'prototype', 'wrapper'] },
  States: { from: ['docs', 'prototype', 'wrapper'] },
  Subscriptions: { from: ['docs', 'prototype', 'wrapper'] },
  PluginUploads: { from: ['wrapper'] },
  PluginSettings: { from: ['wrapper'] },
  PluginConfigs: { from: ['wrapper'] },
  Organizations: { from: ['wrapper'] },
  OrganizationsAuthProviders: { from: ['wrapper'] },
  AuthProviders: { from: ['wrapper'] },
  WorkspaceUserRoles: { from: ['plugins'] },
  WorkspaceFormLinks: { from: ['plugins'], note: '@zenginehq/frontend-config reads it' },
  UserMemberships: { from: ['plugins'] }
};
