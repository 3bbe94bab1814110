import type { IHttpBackendService, IRootScopeService } from 'angular';
import { ZnDataService } from '../../src/index';
import { RESOURCE_NAMES } from '../../src/core/resources';
import { RESOURCE_SOURCES } from '../../src/core/resource-sources';
import { envelope, exactly, noBody, track, injectDataServices, verifyNoOutstandingHttp } from './helpers';

// Where znData's table differs from the docs' table, it goes as Zengine's runtimes went: the
// first iframe runtime's znData (built on $resource) and legacy-plugin-wrapper's (docs/zn-data.md,
// "Where the table comes from"). Each case is a call a plugin made, with the request it sent there.
describe('znData, as Zengine\'s runtimes had its table', () => {
  let znData: ZnDataService;
  let $httpBackend: IHttpBackendService;

  beforeEach(angular.mock.module('zn.plugin'));
  beforeEach(() => ({ znData, $httpBackend } = injectDataServices()));
  afterEach(verifyNoOutstandingHttp);

  it('says where each entry of the table comes from', () => {
    expect(Object.keys(RESOURCE_SOURCES)).toEqual(RESOURCE_NAMES as string[]);
    RESOURCE_NAMES.forEach((name) => expect(RESOURCE_SOURCES[name].from.length).withContext(name).toBeGreaterThan(0));
    expect(RESOURCE_SOURCES.Calculate.from).toContain('wrapper');
    expect(RESOURCE_SOURCES.FormGroups.from).toEqual(['wrapper']);
  });

  describe('Calculate', () => {
    it('query POSTs its params to /calculate as the body', () => {
      const calculation = { formId: 3, fields: ['field7'], functions: ['sum'], filter: { and: [{ prefix: '', attribute: 'field8', value: 'won' }] } };
      $httpBackend.expect('POST', exactly('/v1/calculate'), JSON.stringify(calculation)).respond(200, envelope({ field7: { sum: 1200 } }));
      const outcome = track(znData('Calculate').query(calculation));
      $httpBackend.flush();
      expect(outcome).toEqual({ state: 'resolved', value: { field7: { sum: 1200 } } });
    });

    it('calls back with the result, as query does', () => {
      $httpBackend.expect('POST', exactly('/v1/calculate'), '{"formId":3}').respond(200, envelope({ total: 4 }));
      const success = jasmine.createSpy('success');
      znData('Calculate').query({ formId: 3 }, success);
      $httpBackend.flush();
      expect(success).toHaveBeenCalledWith({ total: 4 }, jasmine.objectContaining({ status: 200 }), jasmine.any(Function));
    });

    ['get', 'save', 'delete', 'count'].forEach((method) => {
      it(`refuses ${method}, which the runtimes did not support`, () => {
        const onError = jasmine.createSpy('onError');
        const outcome = track((znData('Calculate') as any)[method]({ formId: 3 }, {}, null, onError));
        angular.mock.inject(['$rootScope', ($rootScope: IRootScopeService) => $rootScope.$digest()]);
        expect(onError).toHaveBeenCalled();
        expect(outcome.state).toBe('rejected');
        expect(outcome.value.error.code).toBe('unsupported-method');
        expect(outcome.value.developerMessage).toMatch(/supports only query\(params\), sent as POST \/calculate/);
      });
    });
  });

  describe('save of an object the path names (the id field is a path parameter)', () => {
    const cases: Array<[string, Record<string, number>, string]> = [
      ['FormRecordPermissions', { formId: 5 }, '/forms/5/records/permissions'],
      ['TaskPreferences', { userId: 7 }, '/users/7/task_preferences'],
      ['WorkspaceTaskPreferences', { workspaceId: 1, memberId: 8 }, '/workspaces/1/members/8/task_preferences'],
      ['PluginSettings', { pluginId: 4 }, '/plugins/4/settings']
    ];
    cases.forEach(([name, params, url]) => {
      it(`${name}.save is a PUT to ${url}`, () => {
        $httpBackend.expect('PUT', exactly('/v1' + url), '{"view":"board"}').respond(200, envelope({ view: 'board' }));
        const outcome = track(znData(name as any).save(params, { view: 'board' }));
        $httpBackend.flush();
        expect(outcome).toEqual({ state: 'resolved', value: { view: 'board' } });
      });
    });

    it('broadcasts the save as an update, not a creation', () => {
      let created: unknown;
      angular.mock.inject(['$rootScope', ($rootScope: IRootScopeService) => {
        $rootScope.$on('zn-data-form-record-permissions-saved', (_event, _data, wasCreated) => { created = wasCreated; });
      }]);
      $httpBackend.expect('PUT', exactly('/v1/forms/5/records/permissions')).respond(200, envelope({}));
      znData('FormRecordPermissions').save({ formId: 5, objectVersion: 2 }, { permissions: [] });
      $httpBackend.flush();
      expect(created).toBe(false);
    });
  });

  describe('FormUploads, /forms/:formId/uploads', () => {
    it('uploads to the form named by formId', () => {
      $httpBackend.expect('POST', exactly('/v1/forms/3/uploads')).respond(201, envelope({ id: 1 }));
      znData('FormUploads').save({ formId: 3 }, { name: 'a.txt' });
      $httpBackend.flush();
    });

    it('needs formId: the docs\' /forms/:id/uploads was served by neither runtime', () => {
      const onError = jasmine.createSpy('onError');
      znData('FormUploads').save({ id: 3 }, { name: 'a.txt' }, null, onError);
      angular.mock.inject(['$rootScope', ($rootScope: IRootScopeService) => $rootScope.$digest()]);
      expect(onError).toHaveBeenCalledWith(jasmine.objectContaining({ error: jasmine.objectContaining({ code: 'missing-path-param' }) }));
    });

    it('reads the uploads of a form without an upload id', () => {
      $httpBackend.expect('GET', exactly('/v1/forms/3/uploads'), noBody).respond(200, envelope([]));
      znData('FormUploads').query({ formId: 3 });
      $httpBackend.flush();
    });
  });

  it('FormGroups is /form_groups, as the wrapper had it', () => {
    $httpBackend.expect('GET', exactly('/v1/form_groups?workspace.id=1'), noBody).respond(200, envelope([]));
    znData('FormGroups').query({ workspace: { id: 1 } });
    $httpBackend.flush();
  });

  it('has remove, the runtimes\' third name for delete', () => {
    $httpBackend.expect('DELETE', exactly('/v1/forms/2/records/9'), noBody).respond(200, envelope(null));
    const outcome = track(znData('FormRecords').remove({ formId: 2, id: 9 }));
    $httpBackend.flush();
    expect(outcome.state).toBe('resolved');
  });
});
