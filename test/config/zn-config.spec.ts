describe('znConfig', () => {
  describe('defaults', () => {
    beforeEach(angular.mock.module('zn.plugin'));

    it('points at the same origin: /v1 and /plugins', angular.mock.inject((znConfig: any) => {
      expect(znConfig.get()).toEqual({ apiUrl: '/v1', pluginServiceUrl: '/plugins' });
    }));

    it('hands out copies, so changing one changes nothing', angular.mock.inject((znConfig: any) => {
      znConfig.get().apiUrl = '/elsewhere';
      expect(znConfig.get().apiUrl).toBe('/v1');
    }));
  });

  describe('znConfigProvider.set in a config block', () => {
    beforeEach(angular.mock.module('zn.plugin', ['znConfigProvider', (provider: any) => {
      expect(provider.set({ apiUrl: 'https://api.example.com/v1/' })).toBe(provider);
    }]));

    it('sets the values the service reads, without a trailing slash', angular.mock.inject((znConfig: any) => {
      expect(znConfig.get()).toEqual({ apiUrl: 'https://api.example.com/v1', pluginServiceUrl: '/plugins' });
    }));
  });

  describe('set at run time', () => {
    beforeEach(angular.mock.module('zn.plugin'));

    it('changes only the keys given and returns the new settings', angular.mock.inject((znConfig: any) => {
      expect(znConfig.set({ pluginServiceUrl: '//plugins.example.com' }))
        .toEqual({ apiUrl: '/v1', pluginServiceUrl: '//plugins.example.com' });
      expect(znConfig.get().pluginServiceUrl).toBe('//plugins.example.com');
    }));

    const refused: Array<[string, unknown, RegExp]> = [
      ['a number', { apiUrl: 5 }, /^znConfig: apiUrl must be a string URL .* got a number \(5\)$/],
      ['null', { pluginServiceUrl: null }, /^znConfig: pluginServiceUrl must be a string URL .* got null$/],
      ['an unknown key', { apiURL: '/v2' }, /^znConfig: unknown setting "apiURL"; expected one of apiUrl, pluginServiceUrl$/],
      ['a query string', { apiUrl: '/v1?x=1' }, /^znConfig: apiUrl must be a base URL without spaces, query or fragment/],
      ['not an object', '/v1', /^znConfig: set\(\) expects an object/]
    ];
    refused.forEach(([what, partial, message]) => {
      it(`refuses ${what} and keeps the old settings`, angular.mock.inject((znConfig: any) => {
        expect(() => znConfig.set(partial)).toThrowError(message);
        expect(znConfig.get()).toEqual({ apiUrl: '/v1', pluginServiceUrl: '/plugins' });
      }));
    });
  });

  describe('znConfigProvider.set with a bad value', () => {
    it('names the provider in its error', () => {
      let caught: unknown;
      angular.mock.module('zn.plugin', ['znConfigProvider', (provider: any) => {
        try { provider.set({ apiUrl: 1 }); } catch (e) { caught = e; }
      }]);
      angular.mock.inject(() => undefined);
      expect(String(caught)).toMatch(/^ZnError: znConfigProvider: apiUrl must be a string URL/);
    });
  });
});
