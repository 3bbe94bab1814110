const RETRY = { attempts: 3, baseDelay: 500, maxWait: 30000 };

describe('znConfig', () => {
  describe('defaults', () => {
    beforeEach(angular.mock.module('zn.plugin'));

    it('points at the same origin: /v1 and /plugins', angular.mock.inject((znConfig: any) => {
      expect(znConfig.get()).toEqual({ apiUrl: '/v1', pluginServiceUrl: '/plugins', retry: RETRY });
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
      expect(znConfig.get()).toEqual({ apiUrl: 'https://api.example.com/v1', pluginServiceUrl: '/plugins', retry: RETRY });
    }));
  });

  describe('set at run time', () => {
    beforeEach(angular.mock.module('zn.plugin'));

    it('changes only the keys given and returns the new settings', angular.mock.inject((znConfig: any) => {
      expect(znConfig.set({ pluginServiceUrl: '//plugins.example.com' }))
        .toEqual({ apiUrl: '/v1', pluginServiceUrl: '//plugins.example.com', retry: RETRY });
      expect(znConfig.get().pluginServiceUrl).toBe('//plugins.example.com');
    }));

    const refused: Array<[string, unknown, RegExp]> = [
      ['a number', { apiUrl: 5 }, /^znConfig: apiUrl must be a string URL .* got a number \(5\)$/],
      ['null', { pluginServiceUrl: null }, /^znConfig: pluginServiceUrl must be a string URL .* got null$/],
      ['an unknown key', { apiURL: '/v2' }, /^znConfig: unknown setting "apiURL"; expected one of apiUrl, pluginServiceUrl, retry$/],
      ['a query string', { apiUrl: '/v1?x=1' }, /^znConfig: apiUrl must be a base URL without spaces, query or fragment/],
      ['not an object', '/v1', /^znConfig: set\(\) expects an object/],
      ['a javascript: URL', { apiUrl: 'javascript:alert(1)' }, /^znConfig: apiUrl must be an http\(s\) URL or a same-origin path; "javascript:" URLs are not allowed/],
      ['a javascript: URL in other case', { pluginServiceUrl: 'JavaScript:alert(1)//' }, /"JavaScript:" URLs are not allowed/],
      ['a data: URL', { apiUrl: 'data:text/html,<b>x</b>' }, /"data:" URLs are not allowed/],
      ['an http: URL without a host', { apiUrl: 'http:/v1' }, /"http:" URLs are not allowed/],
      ['a backslash', { apiUrl: '/\\evil.example.com' }, /^znConfig: apiUrl must not hold "\\"/],
      ['retry that is not an object', { retry: 3 }, /^znConfig: retry must be an object such as \{ attempts: 3 \}, got a number \(3\)$/],
      ['retry.attempts over 10', { retry: { attempts: 11 } }, /^znConfig: retry.attempts must be an integer from 0 to 10, got a number \(11\)$/],
      ['retry.attempts that is not an integer', { retry: { attempts: 1.5 } }, /retry.attempts must be an integer/],
      ['retry.maxWait over 30 s', { retry: { maxWait: 30001 } }, /^znConfig: retry.maxWait must be an integer from 0 to 30000/],
      ['an unknown retry setting', { retry: { tries: 2 } }, /^znConfig: unknown retry setting "tries"; expected one of attempts, baseDelay, maxWait$/]
    ];
    refused.forEach(([what, partial, message]) => {
      it(`refuses ${what} and keeps the old settings`, angular.mock.inject((znConfig: any) => {
        expect(() => znConfig.set(partial)).toThrowError(message);
        expect(znConfig.get()).toEqual({ apiUrl: '/v1', pluginServiceUrl: '/plugins', retry: RETRY });
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
