/**
 * Behaviour per resource. A resource not named here is a plain store of JSON objects: any
 * attributes, reference attributes (`workspace: { id }`...) checked, CRUD and queries as the
 * conventions say.
 */
import { ResourceBehavior } from '../api/environment';
import { formFields, formFolders, forms } from './forms';
import { formRecords } from './form-records';
import { taskLists, tasks } from './tasks';
import { scheduledWebhooks, webhooks } from './webhooks';
import { workspaceMembers } from './members';

const readOnly: ResourceBehavior = { readOnly: true };
const uploads: ResourceBehavior = { upload: { replaces: false } };
/** One image per parent: a POST replaces it, a DELETE removes it. */
const oneImage: ResourceBehavior = { upload: { replaces: true }, singleton: {} };

/**
 * Files: uploads, listed by the conditions Zengine's Files resource took (Zengine's service
 * template pages through `/files.json?workspace.id=<id>&limit=100`), with the attributes their
 * multipart fields give (`workspace.id`, `resource`, `resourceId`) whether any file has them yet.
 */
const files: ResourceBehavior = {
  upload: { replaces: false },
  knownAttributes: () => ['workspace', 'workspace.id', 'resource', 'resourceId', 'name', 'size', 'contentType', 'createdByUser',
    'createdByUser.id', 'created', 'modified']
};

const taskPreferences: ResourceBehavior = {
  singleton: {
    defaults: (collection) => {
      const preferences: Record<string, unknown> = { view: 'list', sortBy: 'due', showClosed: false };
      collection.scope.forEach((parent) => { preferences[parent.attribute] = { id: parent.id }; });
      return preferences;
    }
  }
};

export const BEHAVIORS: Readonly<Record<string, ResourceBehavior>> = {
  Countries: readOnly,
  States: readOnly,
  FormFieldTaxonomy: readOnly,
  TaskStatuses: readOnly,
  TaskPriorities: readOnly,
  Forms: forms,
  FormFields: formFields,
  FormFolders: formFolders,
  FormRecords: formRecords,
  Tasks: tasks,
  TaskLists: taskLists,
  TaskPreferences: taskPreferences,
  WorkspaceTaskPreferences: taskPreferences,
  FormUploads: uploads,
  RecordImportFiles: uploads,
  PluginServiceUploads: uploads,
  PluginUploads: uploads,
  // a plugin's settings: one object per plugin (GET and PUT /plugins/<id>/settings)
  PluginSettings: { singleton: { defaults: (collection) => ({ plugin: { id: collection.scope[0].id }, settings: {} }) } },
  Webhooks: webhooks,
  ScheduledWebhooks: scheduledWebhooks,
  Files: files,
  WorkspaceLogo: oneImage,
  UserAvatar: oneImage,
  // a user's notification e-mail settings: one object (GET and PUT /users/<id>/notification_email)
  UserNotificationEmail: { singleton: { defaults: (collection) => ({ user: { id: collection.scope[0].id } }) } },
  WorkspaceMembers: workspaceMembers,
  Workspaces: {
    hasMany: {
      members: { resource: 'WorkspaceMembers', attribute: 'workspace' },
      roles: { resource: 'Roles', attribute: 'workspace' },
      forms: { resource: 'Forms', attribute: 'workspace' },
      taskLists: { resource: 'TaskLists', attribute: 'workspace' }
    }
  },
  // @zenginehq/frontend-config reads a user's workspaces as `user.workspaceMemberships`
  Users: { hasMany: { workspaceMemberships: { resource: 'WorkspaceMembers', attribute: 'user' } } },
  Organizations: { hasMany: { authProviders: { resource: 'OrganizationsAuthProviders', attribute: 'organization' } } },
  Notes: { hasMany: { replies: { resource: 'NoteReplies', attribute: 'note' } } },
  Plugins: {
    hasMany: {
      services: { resource: 'PluginServices', attribute: 'plugin' },
      screenshots: { resource: 'PluginScreenshots', attribute: 'plugin' }
    }
  }
};

const PLAIN: ResourceBehavior = {};

export function behaviorOf(resource: string): ResourceBehavior {
  return BEHAVIORS[resource] || PLAIN;
}
