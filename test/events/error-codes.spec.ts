import { ZnPluginEventsService } from '../../src/events/types';
import { itThrowsCodes } from '../helpers/zn-error';

describe('error codes of znPluginEvents', () => {
  let znPluginEvents: ZnPluginEventsService;

  beforeEach(angular.mock.module('zn.plugin'));
  beforeEach(angular.mock.inject(['znPluginEvents', (events: ZnPluginEventsService) => { znPluginEvents = events; }]));

  itThrowsCodes('znPluginEvents', [
    ['an empty event name', () => znPluginEvents.$on('', () => undefined), 'bad-event-name'],
    ['a listener that is not a function', () => znPluginEvents.$once('zn-data-tasks-saved', 'go' as any), 'bad-callback'],
    ['an unknown resource', () => znPluginEvents.dataEvent('Nope' as any, 'read'), 'unknown-resource'],
    ['an unknown data event action', () => znPluginEvents.dataEvent('Tasks', 'removed' as any), 'unknown-event-action']
  ]);
});
