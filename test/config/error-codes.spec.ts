import { caught, expectZnError } from '../helpers/zn-error';

describe('error codes of znConfig', () => {
  beforeEach(angular.mock.module('zn.plugin'));

  it('throws bad-settings, unknown-setting and bad-setting at run time', angular.mock.inject((znConfig: any) => {
    expectZnError(caught(() => znConfig.set('/v1')), 'znConfig', 'bad-settings');
    expectZnError(caught(() => znConfig.set({ apiURL: '/v2' })), 'znConfig', 'unknown-setting');
    expectZnError(caught(() => znConfig.set({ apiUrl: 5 })), 'znConfig', 'bad-setting');
    expectZnError(caught(() => znConfig.set({ apiUrl: '/v1?x=1' })), 'znConfig', 'bad-setting');
  }));
});
