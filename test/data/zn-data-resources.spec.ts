import type { IHttpBackendService } from 'angular';
import { ZnDataService } from '../../src/index';
import { envelope, exactly, noBody, track, injectDataServices, verifyNoOutstandingHttp } from './helpers';

// Every resource of the spec's table (section 2), with the URLs its calls must reach.
// Columns: name, path params, slot key (null: no object slot), get URL, query URL, save (POST) URL.
// Calculate (query only, as a POST) and the resources whose save is a PUT are in zn-data-runtime-table.spec.ts.
const SAVED_WITH_PUT = ['FormRecordPermissions', 'TaskPreferences', 'WorkspaceTaskPreferences', 'PluginSettings'];
const RESOURCES: Array<[string, Record<string, number>, string | null, string, string, string]> = [
  ['Activities', {}, 'activityId', '/activities/9', '/activities?id=9', '/activities'],
  ['AppTemplates', {}, 'id', '/app_templates/9', '/app_templates?id=9', '/app_templates'],
  ['AppTemplateInstallJobs', {}, 'id', '/app_template_install_jobs/9', '/app_template_install_jobs?id=9', '/app_template_install_jobs'],
  ['BinaryExportBatch', { binaryExportJobId: 5 }, 'id', '/binary_export_jobs/5/batches/9', '/binary_export_jobs/5/batches?id=9', '/binary_export_jobs/5/batches'],
  ['BinaryExportJob', {}, 'id', '/binary_export_jobs/9', '/binary_export_jobs?id=9', '/binary_export_jobs'],
  ['Calculate', {}, null, '/calculate', '/calculate', '/calculate'],
  ['CalculationSettings', {}, 'id', '/calculation_settings/9', '/calculation_settings?id=9', '/calculation_settings'],
  ['DataViews', {}, 'id', '/data_views/9', '/data_views?id=9', '/data_views'],
  ['Events', {}, 'id', '/events/9', '/events?id=9', '/events'],
  ['Files', {}, 'id', '/files/9', '/files?id=9', '/files'],
  ['Forms', {}, 'id', '/forms/9', '/forms?id=9', '/forms'],
  ['DefaultFormPermissions', {}, null, '/forms/permissions', '/forms/permissions', '/forms/permissions'],
  ['FormFields', { formId: 5 }, 'id', '/forms/5/fields/9', '/forms/5/fields?id=9', '/forms/5/fields'],
  ['FormFieldTaxonomy', {}, null, '/form_field_taxonomy', '/form_field_taxonomy', '/form_field_taxonomy'],
  ['FormFolders', { formId: 5 }, 'id', '/forms/5/folders/9', '/forms/5/folders?id=9', '/forms/5/folders'],
  ['FormGroups', {}, 'id', '/form_groups/9', '/form_groups?id=9', '/form_groups'],
  ['FormRecordPermissions', { formId: 5 }, null, '/forms/5/records/permissions', '/forms/5/records/permissions', '/forms/5/records/permissions'],
  ['FormRecords', { formId: 5 }, 'id', '/forms/5/records/9', '/forms/5/records?id=9', '/forms/5/records'],
  ['FormUploads', { formId: 5 }, null, '/forms/5/uploads', '/forms/5/uploads', '/forms/5/uploads'],
  ['Notes', {}, 'id', '/notes/9', '/notes?id=9', '/notes'],
  ['NoteReplies', { noteId: 5 }, 'id', '/notes/5/replies/9', '/notes/5/replies?id=9', '/notes/5/replies'],
  ['Notifications', {}, 'id', '/notifications/9', '/notifications?id=9', '/notifications'],
  ['NotificationEmails', {}, 'id', '/notification_emails/9', '/notification_emails?id=9', '/notification_emails'],
  ['Plugins', {}, 'pluginId', '/plugins/9', '/plugins?id=9', '/plugins'],
  ['PluginScreenshots', { pluginId: 5 }, null, '/plugins/5/screenshots', '/plugins/5/screenshots', '/plugins/5/screenshots'],
  ['PluginServices', { pluginId: 5 }, 'id', '/plugins/5/services/9', '/plugins/5/services?id=9', '/plugins/5/services'],
  ['PluginServiceUploads', { pluginId: 5, serviceId: 6 }, null, '/plugins/5/services/6/uploads', '/plugins/5/services/6/uploads', '/plugins/5/services/6/uploads'],
  ['WorkspacePluginLinks', {}, 'id', '/workspace_plugin_links/9', '/workspace_plugin_links?id=9', '/workspace_plugin_links'],
  ['RecordImportFiles', {}, 'id', '/record_import_files/9', '/record_import_files?id=9', '/record_import_files'],
  ['RecordImportJobs', {}, 'id', '/record_import_jobs/9', '/record_import_jobs?id=9', '/record_import_jobs'],
  ['RecordExportJobs', {}, 'id', '/record_export_jobs/9', '/record_export_jobs?id=9', '/record_export_jobs'],
  ['ScheduledWebhooks', {}, 'id', '/scheduled_webhooks/9', '/scheduled_webhooks?id=9', '/scheduled_webhooks'],
  ['Tasks', {}, 'id', '/tasks/9', '/tasks?id=9', '/tasks'],
  ['TaskLists', {}, 'id', '/task_lists/9', '/task_lists?id=9', '/task_lists'],
  ['TaskPriorities', {}, null, '/task_priorities', '/task_priorities', '/task_priorities'],
  ['TaskStatuses', {}, null, '/task_statuses', '/task_statuses', '/task_statuses'],
  ['TaskPreferences', { userId: 5 }, null, '/users/5/task_preferences', '/users/5/task_preferences', '/users/5/task_preferences'],
  ['Users', {}, 'id', '/users/9', '/users?id=9', '/users'],
  ['Roles', { workspaceId: 5 }, 'id', '/workspaces/5/roles/9', '/workspaces/5/roles?id=9', '/workspaces/5/roles'],
  ['WebhookEvents', {}, 'id', '/webhook_events/9', '/webhook_events?id=9', '/webhook_events'],
  ['Webhooks', {}, 'id', '/webhooks/9', '/webhooks?id=9', '/webhooks'],
  ['Workspaces', {}, 'id', '/workspaces/9', '/workspaces?id=9', '/workspaces'],
  ['WorkspaceCopyJobs', {}, null, '/workspace_copy_jobs', '/workspace_copy_jobs', '/workspace_copy_jobs'],
  ['WorkspaceInvitees', { workspaceId: 5 }, 'id', '/workspaces/5/invitees/9', '/workspaces/5/invitees?id=9', '/workspaces/5/invitees'],
  ['WorkspaceMembers', { workspaceId: 5 }, 'id', '/workspaces/5/members/9', '/workspaces/5/members?id=9', '/workspaces/5/members'],
  ['WorkspaceTransferRequests', { workspaceId: 5 }, 'id', '/workspaces/5/transfer_requests/9', '/workspaces/5/transfer_requests?id=9', '/workspaces/5/transfer_requests'],
  ['WorkspaceTaskPreferences', { workspaceId: 5, memberId: 6 }, null, '/workspaces/5/members/6/task_preferences', '/workspaces/5/members/6/task_preferences', '/workspaces/5/members/6/task_preferences'],
  ['WorkspaceLogo', { workspaceId: 5 }, null, '/workspaces/5/logo', '/workspaces/5/logo', '/workspaces/5/logo'],
  ['Countries', {}, null, '/countries', '/countries', '/countries'],
  ['States', {}, null, '/states', '/states', '/states'],
  ['Subscriptions', {}, 'id', '/subscriptions/9', '/subscriptions?id=9', '/subscriptions'],
  // Zengine's runtime (legacy-plugin-wrapper's znData) had these besides the spec's table
  ['PluginUploads', { pluginId: 5 }, null, '/plugins/5/uploads', '/plugins/5/uploads', '/plugins/5/uploads'],
  ['PluginSettings', { pluginId: 5 }, null, '/plugins/5/settings', '/plugins/5/settings', '/plugins/5/settings'],
  ['PluginConfigs', {}, 'id', '/plugins_configs/9', '/plugins_configs?id=9', '/plugins_configs'],
  ['Organizations', {}, 'id', '/organizations/9', '/organizations?id=9', '/organizations'],
  ['OrganizationsAuthProviders', { organizationId: 5 }, 'id', '/organizations/5/auth_providers/9', '/organizations/5/auth_providers?id=9', '/organizations/5/auth_providers'],
  ['AuthProviders', {}, 'id', '/auth_providers/9', '/auth_providers?id=9', '/auth_providers'],
  ['WorkspaceUserRoles', { workspaceId: 5 }, null, '/workspaces/5/user_roles', '/workspaces/5/user_roles', '/workspaces/5/user_roles'],
  ['WorkspaceFormLinks', {}, 'id', '/workspace_form_links/9', '/workspace_form_links?id=9', '/workspace_form_links'],
  ['UserMemberships', {}, 'id', '/user_memberships/9', '/user_memberships?id=9', '/user_memberships']
];

describe('znData', () => {
  let znData: ZnDataService;
  let $httpBackend: IHttpBackendService;

  beforeEach(angular.mock.module('zn.plugin'));
  beforeEach(() => ({ znData, $httpBackend } = injectDataServices()));
  afterEach(verifyNoOutstandingHttp);

  describe('resources', () => {
    it('knows exactly the 51 resources of the spec and the 9 more of Zengine\'s runtime, in order', () => {
      expect(RESOURCES.length).toBe(60);
      expect(znData.resources).toEqual(RESOURCES.map((row) => row[0]) as any);
    });

    it('throws for an unknown resource, naming it', () => {
      expect(() => znData('Nope' as any)).toThrowError(/^znData: unknown resource "Nope"; expected one of Activities, AppTemplates, /);
      expect(() => znData(undefined as any)).toThrowError(/^znData: the resource name is undefined; /);
      expect(() => znData('toString' as any)).toThrowError(/unknown resource "toString"/);
    });

    RESOURCES.filter(([name]) => name !== 'Calculate').forEach(([name, pathParams, slot, getUrl, queryUrl, saveUrl]) => {
      const withSlot = slot ? { ...pathParams, [slot]: 9 } : { ...pathParams };
      describe(name, () => {
        it(`gets ${getUrl}`, () => {
          $httpBackend.expect('GET', exactly('/v1' + getUrl), noBody).respond(200, envelope({ id: 9 }));
          const outcome = track(znData(name as any).get(withSlot));
          $httpBackend.flush();
          expect(outcome).toEqual({ state: 'resolved', value: { id: 9 } });
        });

        it(`queries ${queryUrl}`, () => {
          $httpBackend.expect('GET', exactly('/v1' + queryUrl), noBody).respond(200, envelope([{ id: 9 }]));
          const outcome = track(znData(name as any).query(withSlot));
          $httpBackend.flush();
          expect(outcome).toEqual({ state: 'resolved', value: [{ id: 9 }] });
        });

        if (SAVED_WITH_PUT.indexOf(name) !== -1) return;
        it(`saves a new object with POST ${saveUrl}`, () => {
          $httpBackend.expect('POST', exactly('/v1' + saveUrl), '{"name":"new"}').respond(201, envelope({ id: 10 }, { status: 201 }));
          const outcome = track(znData(name as any).save({ ...pathParams }, { name: 'new' }));
          $httpBackend.flush();
          expect(outcome).toEqual({ state: 'resolved', value: { id: 10 } });
        });
      });
    });
  });
});
