import type { IExceptionHandlerProvider, IHttpBackendService, IRootScopeService } from 'angular';
import { ZnDataService, ZnError, ZnPluginEventsService } from '../../src/index';
import { envelope } from '../data/helpers';

describe('znPluginEvents', () => {
  let znPluginEvents: ZnPluginEventsService;
  let $rootScope: IRootScopeService;
  let $exceptionHandler: { errors: unknown[] };

  // Errors are collected rather than rethrown, and every spec ends with none left over.
  beforeEach(angular.mock.module('zn.plugin', ['$exceptionHandlerProvider', ($exceptionHandlerProvider: IExceptionHandlerProvider) => {
    $exceptionHandlerProvider.mode('log');
  }]));
  beforeEach(angular.mock.inject(['znPluginEvents', '$rootScope', '$exceptionHandler',
    (events: ZnPluginEventsService, rootScope: IRootScopeService, exceptionHandler: { errors: unknown[] }) => {
      znPluginEvents = events;
      $rootScope = rootScope;
      $exceptionHandler = exceptionHandler;
    }]));
  afterEach(() => {
    expect($exceptionHandler.errors).toEqual([]);
  });

  describe('$on', () => {
    it('hears broadcasts on $rootScope, the event object first', () => {
      const listener = jasmine.createSpy('listener');
      znPluginEvents.$on('zn-ui-record-overlay-record-loaded', listener);
      $rootScope.$broadcast('zn-ui-record-overlay-record-loaded', { id: 4 });
      expect(listener).toHaveBeenCalledTimes(1);
      expect(listener.calls.argsFor(0)[0].name).toBe('zn-ui-record-overlay-record-loaded');
      expect(listener.calls.argsFor(0).slice(1)).toEqual([{ id: 4 }]);
    });

    it('hears events emitted up to $rootScope from a child scope', () => {
      const listener = jasmine.createSpy('listener');
      znPluginEvents.$on('host-event', listener);
      $rootScope.$new().$emit('host-event', 1);
      expect(listener).toHaveBeenCalledWith(jasmine.any(Object), 1);
    });

    it('returns the function that removes the listener', () => {
      const listener = jasmine.createSpy('listener');
      const deregister = znPluginEvents.$on('ping', listener);
      $rootScope.$broadcast('ping');
      deregister();
      $rootScope.$broadcast('ping');
      expect(listener).toHaveBeenCalledTimes(1);
    });

    it('removes listeners when a plugin deregisters on $destroy (rule 5)', () => {
      const listener = jasmine.createSpy('listener');
      const scope = $rootScope.$new();
      scope.$on('$destroy', znPluginEvents.$on('ping', listener));
      scope.$destroy();
      $rootScope.$broadcast('ping');
      expect(listener).not.toHaveBeenCalled();
    });

    it('keeps calling the other listeners when one throws, and reports the error', () => {
      const boom = new Error('boom');
      const before = jasmine.createSpy('before');
      const after = jasmine.createSpy('after');
      znPluginEvents.$on('ping', before);
      znPluginEvents.$on('ping', () => { throw boom; });
      znPluginEvents.$on('ping', after);
      $rootScope.$broadcast('ping', 1);
      expect(before).toHaveBeenCalled();
      expect(after).toHaveBeenCalledWith(jasmine.any(Object), 1);
      expect($exceptionHandler.errors).toEqual([boom]);
      $exceptionHandler.errors.length = 0;
    });

    const refused: Array<[string, () => unknown, string]> = [
      ['an empty name', () => znPluginEvents.$on('', () => undefined),
        'znPluginEvents: $on(name, listener): name must be a non-empty string, got an empty string; expected an event name such as \'zn-data-tasks-saved\''],
      ['a name that is not a string', () => znPluginEvents.$on(undefined as any, () => undefined),
        'znPluginEvents: $on(name, listener): name must be a non-empty string, got undefined; expected an event name such as \'zn-data-tasks-saved\''],
      ['a listener that is not a function', () => znPluginEvents.$on('ping', 'handler' as any),
        'znPluginEvents: $on(name, listener): listener must be a function, got a string ("handler")'],
      ['$once without a listener', () => znPluginEvents.$once('ping', undefined as any),
        'znPluginEvents: $once(name, listener): listener must be a function, got undefined']
    ];
    refused.forEach(([what, call, message]) => {
      it(`throws a ZnError for ${what}`, () => {
        let caught: unknown;
        try { call(); } catch (e) { caught = e; }
        expect(caught).toEqual(jasmine.any(ZnError));
        expect((caught as Error).message).toBe(message);
      });
    });
  });

  describe('$once', () => {
    it('calls the listener for the first event only, with its arguments', () => {
      const listener = jasmine.createSpy('listener');
      znPluginEvents.$once('ping', listener);
      $rootScope.$broadcast('ping', 1);
      $rootScope.$broadcast('ping', 2);
      expect(listener).toHaveBeenCalledTimes(1);
      expect(listener.calls.argsFor(0).slice(1)).toEqual([1]);
    });

    it('can be removed before the event comes', () => {
      const listener = jasmine.createSpy('listener');
      znPluginEvents.$once('ping', listener)();
      $rootScope.$broadcast('ping');
      expect(listener).not.toHaveBeenCalled();
    });
  });

  describe('dataEvent', () => {
    it('names znData\'s events', () => {
      expect(znPluginEvents.dataEvent('FormRecords', 'saved')).toBe('zn-data-form-records-saved');
      expect(znPluginEvents.dataEvent('WorkspaceMembers', 'updated-all')).toBe('zn-data-workspace-members-updated-all');
    });

    it('throws for an unknown resource or action', () => {
      expect(() => znPluginEvents.dataEvent('Nope' as any, 'read')).toThrowError(/^znPluginEvents: unknown resource "Nope"/);
      expect(() => znPluginEvents.dataEvent('Tasks', 'removed' as any)).toThrowError(/^znPluginEvents: unknown data event action "removed"/);
    });

    it('hears what znData broadcasts', angular.mock.inject(['znData', '$httpBackend', (znData: ZnDataService, $httpBackend: IHttpBackendService) => {
      const listener = jasmine.createSpy('listener');
      znPluginEvents.$on(znPluginEvents.dataEvent('FormRecords', 'saved'), listener);
      $httpBackend.expect('POST', '/v1/forms/1/records').respond(201, envelope({ id: 5 }));
      znData('FormRecords').save({ formId: 1 }, { name: 'a' });
      $httpBackend.flush();
      expect(listener).toHaveBeenCalledWith(jasmine.any(Object), { id: 5 }, true, { formId: 1 });
      $httpBackend.verifyNoOutstandingExpectation();
      $httpBackend.verifyNoOutstandingRequest();
    }]));
  });
});
