import type { IHttpBackendService, IRootScopeService } from 'angular';
import { ZnDataService } from '../../src/index';
import { envelope, exactly, track, injectDataServices, verifyNoOutstandingHttp } from './helpers';

describe('znData', () => {
  let znData: ZnDataService;
  let $httpBackend: IHttpBackendService;

  beforeEach(angular.mock.module('zn.plugin'));
  beforeEach(() => ({ znData, $httpBackend } = injectDataServices()));
  afterEach(verifyNoOutstandingHttp);

  describe('objectVersion', () => {
    const HEADER = 'X-If-ObjectVersion-Matches';
    // [resource, params, URL without objectVersion in it]
    const versioned: Array<[string, Record<string, unknown>, string]> = [
      ['Forms', { id: 1, objectVersion: 7 }, '/v1/forms/1'],
      ['FormRecords', { formId: 1, id: 2, objectVersion: '7' }, '/v1/forms/1/records/2'],
      ['Plugins', { pluginId: 3, objectVersion: 7 }, '/v1/plugins/3'],
      ['DefaultFormPermissions', { objectVersion: 7 }, '/v1/forms/permissions'],
      ['FormRecordPermissions', { formId: 1, objectVersion: 7 }, '/v1/forms/1/records/permissions']
    ];
    versioned.forEach(([name, params, url]) => {
      it(`goes to ${name} as the header ${HEADER}, never in the query`, () => {
        $httpBackend.expect('PUT', exactly(url), '{"name":"x"}', (headers: any) => headers[HEADER] === '7').respond(200, envelope({}));
        znData(name as any).update(params, { name: 'x' });
        $httpBackend.flush();
      });
    });

    it('goes with a bulk update too, its conditions in the query', () => {
      $httpBackend.expect('PUT', exactly('/v1/forms/1/records/?folder.id=3'), undefined, (headers: any) => headers[HEADER] === '4')
        .respond(200, envelope(null));
      znData('FormRecords').updateAll({ formId: 1, 'folder.id': 3, objectVersion: 4 }, { name: 'x' });
      $httpBackend.flush();
    });

    it('is not sent when the params have none', () => {
      $httpBackend.expect('PUT', exactly('/v1/forms/1'), undefined, (headers: any) => !(HEADER in headers)).respond(200, envelope({}));
      znData('Forms').update({ id: 1 }, { name: 'x' });
      $httpBackend.flush();
    });

    it('does not count as a condition of a bulk update', () => {
      const outcome = track(znData('Forms').updateAll({ objectVersion: 3 }, { name: 'x' }));
      angular.mock.inject(['$rootScope', ($rootScope: IRootScopeService) => $rootScope.$digest()]);
      expect(outcome.state).toBe('rejected');
    });

    it('lets a stale edit fail with the API\'s 409', () => {
      const conflict = { status: 409, code: 4009, userMessage: 'Someone else changed this form', developerMessage: 'objectVersion mismatch' };
      $httpBackend.expect('PUT', exactly('/v1/forms/1'), undefined, (headers: any) => headers[HEADER] === '6').respond(409, conflict);
      const outcome = track(znData('Forms').save({ id: 1, objectVersion: 6 }, { name: 'x' }));
      $httpBackend.flush();
      expect(outcome).toEqual({ state: 'rejected', value: conflict });
    });
  });

  describe('uploads', () => {
    function isForm(expected: Record<string, (value: FormDataEntryValue | null) => boolean>, keys: string[]) {
      return (body: unknown) => body instanceof FormData &&
        Array.from(body.keys()).join(',') === keys.join(',') &&
        Object.keys(expected).every((key) => expected[key](body.get(key)));
    }

    it('sends data holding a File as multipart/form-data to FormUploads', () => {
      const file = new File(['hello'], 'hello.txt', { type: 'text/plain' });
      $httpBackend.expect('POST', exactly('/v1/forms/3/uploads'), isForm({
        file: (value) => value instanceof File && value.name === 'hello.txt' && value.size === 5,
        name: (value) => value === 'Greeting',
        meta: (value) => value === '{"a":[1,2]}',
        count: (value) => value === '2'
      }, ['file', 'name', 'meta', 'count']), (headers: any) => headers['Content-Type'] === undefined).respond(201, envelope({ id: 1 }));
      const outcome = track(znData('FormUploads').save({ formId: 3 }, { file, name: 'Greeting', meta: { a: [1, 2] }, count: 2, skipped: null }));
      $httpBackend.flush();
      expect(outcome).toEqual({ state: 'resolved', value: { id: 1 } });
    });

    it('sends a Blob too, to WorkspaceLogo', () => {
      const blob = new Blob(['png'], { type: 'image/png' });
      $httpBackend.expect('POST', exactly('/v1/workspaces/5/logo'), isForm({
        logo: (value) => value instanceof Blob && value.size === 3
      }, ['logo']), (headers: any) => headers['Content-Type'] === undefined).respond(201, envelope({}));
      znData('WorkspaceLogo').save({ workspaceId: 5 }, { logo: blob });
      $httpBackend.flush();
    });

    it('sends a FormData the caller built as it is', () => {
      const form = new FormData();
      form.append('file', new Blob(['x']), 'x.csv');
      $httpBackend.expect('POST', exactly('/v1/record_import_files'), (body: unknown) => body === form,
        (headers: any) => headers['Content-Type'] === undefined).respond(201, envelope({}));
      znData('RecordImportFiles').save(form);
      $httpBackend.flush();
    });

    it('sends data without a file as JSON', () => {
      $httpBackend.expect('POST', exactly('/v1/forms/3/uploads'), '{"name":"x"}',
        (headers: any) => /^application\/json/.test(headers['Content-Type'])).respond(201, envelope({}));
      znData('FormUploads').save({ formId: 3 }, { name: 'x' });
      $httpBackend.flush();
    });
  });
});
