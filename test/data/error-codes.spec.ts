import type { IPromise, IRootScopeService } from 'angular';
import { ZnDataService, ZnFailure, ZnPluginDataService } from '../../src/index';
import { CodeRow, expectZnError, itThrowsCodes } from '../helpers/zn-error';
import { track, verifyNoOutstandingHttp } from './helpers';

type Refusal = [string, () => IPromise<unknown>, string];

describe('error codes of the data layer', () => {
  let znData: ZnDataService;
  let znPluginData: ZnPluginDataService;
  let $rootScope: IRootScopeService;

  beforeEach(angular.mock.module('zn.plugin'));
  beforeEach(angular.mock.inject(['znData', 'znPluginData', '$rootScope',
    (data: ZnDataService, pluginData: ZnPluginDataService, rootScope: IRootScopeService) => {
      znData = data;
      znPluginData = pluginData;
      $rootScope = rootScope;
    }]));
  afterEach(verifyNoOutstandingHttp);

  /** A refused call rejects with a failure whose `error` is the ZnError. */
  function itRefusesWithCodes(service: string, rows: Refusal[]): void {
    rows.forEach(([what, call, code]) => {
      it(`refuses ${what} with ${code}`, () => {
        const outcome = track(call());
        $rootScope.$digest();
        expect(outcome.state).toBe('rejected');
        expectZnError((outcome.value as ZnFailure).error, service, code);
      });
    });
  }

  describe('znData, thrown at once', () => {
    const rows: CodeRow[] = [
      ['an unknown resource', () => znData('Nope' as any), 'unknown-resource'],
      ['a resource name that is not a string', () => znData(5 as any), 'unknown-resource'],
      ['params that are not an object', () => znData('Tasks').get('5' as any), 'bad-params'],
      ['a callback that is not a function', () => znData('Tasks').get({ id: 1 }, 'done' as any), 'bad-callback'],
      ['save without data', () => znData('Tasks').save(undefined as any), 'bad-data'],
      ['saveAll with an object', () => znData('Tasks').saveAll({}, { task: 'a' } as any), 'bad-data'],
      ['updateAll with an array', () => znData('Tasks').updateAll({ status: 'open' }, [] as any), 'bad-data'],
      // circular params are data that cannot be sent at all: thrown at once, as circular data is
      ['a nested params object that contains itself', () => { const loop: any = {}; loop.self = loop; return znData('Tasks').query({ workspace: loop }); }, 'circular-value']
    ];
    itThrowsCodes('znData', rows);
  });

  describe('znData, refused before sending', () => {
    itRefusesWithCodes('znData', [
      ['a missing required path parameter', () => znData('FormRecords').query({ id: 2 }), 'missing-path-param'],
      ['a method of Calculate other than query', () => znData('Calculate').get({}), 'unsupported-method'],
      ['a ".." path parameter', () => znData('FormRecords').query({ formId: '..' }), 'bad-path-param'],
      ['an object as a path parameter', () => znData('Tasks').get({ id: { id: 1 } as any }), 'bad-path-param'],
      ['an object inside an array query value', () => znData('Tasks').query({ workspace: [{ id: 1 }] } as any), 'bad-query-param'],
      ['delete without the object id', () => znData('Tasks').delete({ status: 'closed' }), 'whole-collection'],
      ['update without an id or condition', () => znData('Tasks').update({}, { status: 'closed' }), 'whole-collection'],
      ['updateAll without a condition', () => znData('Tasks').updateAll({}, { status: 'closed' }), 'whole-collection'],
      ['deleteAll without a condition', () => znData('Tasks').deleteAll({ sort: 'id' }), 'whole-collection'],
      ['saveAll with an object id', () => znData('Tasks').saveAll({ id: 3 }, [{ task: 'a' }]), 'unexpected-id'],
      ['an id and its alias that disagree', () => znData('Activities').get({ activityId: 1, id: 2 }), 'conflicting-ids'],
      ['params.id and data.id that disagree', () => znData('Tasks').save({ id: 1 }, { id: 2 }), 'conflicting-ids'],
      ['objectVersion on a resource without versions', () => znData('Tasks').update({ id: 1, objectVersion: 3 }, {}), 'unversioned-resource'],
      ['an objectVersion that is not a number or text', () => znData('Forms').update({ id: 1, objectVersion: {} as any }, {}), 'bad-object-version'],
      ['a File below the top level of data', () => znData('Tasks').saveAll({}, [{ file: new Blob(['x']) }]), 'nested-file']
    ]);
  });

  describe('znPluginData, thrown at once', () => {
    itThrowsCodes('znPluginData', [
      ['an empty namespace', () => znPluginData(''), 'bad-namespace'],
      ['a route that is not a string', () => znPluginData('p').get(5 as any, { workspaceId: 1 }), 'bad-route'],
      ['params that are not an object', () => znPluginData('p').get('/x', 1 as any), 'bad-params'],
      ['an unknown key in params', () => znPluginData('p').get('/x', { workspaceId: 1, limit: 5 } as any), 'unknown-param'],
      ['params.params that are not an object', () => znPluginData('p').get('/x', { workspaceId: 1, params: 'a=1' as any }), 'bad-params'],
      ['a callback that is not a function', () => znPluginData('p').post('/x', { workspaceId: 1 }, {}, 'ok' as any), 'bad-callback']
    ]);
  });

  describe('znPluginData, refused before sending', () => {
    itRefusesWithCodes('znPluginData', [
      ['a missing workspaceId', () => znPluginData('p').get('/x', {} as any), 'missing-path-param'],
      ['a workspaceId that is not a positive integer', () => znPluginData('p').get('/x', { workspaceId: 'one' as any }), 'bad-path-param'],
      ['a route that climbs out of the namespace', () => znPluginData('p').get('/../x', { workspaceId: 1 }), 'bad-route']
    ]);
  });
});
