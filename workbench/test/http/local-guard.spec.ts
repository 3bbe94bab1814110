/** The local guard's decision (src/http/local-guard.ts), request by request. */
import { judgeRequest, judgeScriptRead, parseAllowedHosts, parseHost, isAllowedHostName, GuardRequest, LocalGuardSettings } from '../../src/http/local-guard';

const PORT = 8080;
const ORIGIN = `http://127.0.0.1:${PORT}`;

function judge(request: Partial<GuardRequest>, settings?: LocalGuardSettings) {
  return judgeRequest({ method: 'GET', host: `127.0.0.1:${PORT}`, ...request }, settings);
}

describe('the local guard', () => {
  describe('Host names', () => {
    it('answers localhost, *.localhost, loopback and other IP addresses, on any port', () => {
      ['localhost:8080', 'LOCALHOST:8080', 'localhost', 'localhost.:8080', 'ns.firebaseio.localhost:8080', '127.0.0.1:8080', '127.0.0.1',
        '[::1]:8080', '192.168.1.20:8080'].forEach((host) => {
        expect(judge({ host }).action).withContext(host).toBe('pass');
      });
    });

    it('refuses any other name (a DNS-rebinding page), and says how to allow one', () => {
      const verdict = judge({ host: 'evil.example' });
      expect(verdict).toEqual({ action: 'refuse', status: 403, reason: jasmine.stringMatching(/names the host "evil\.example"/) });
      expect(judge({ host: 'localhost.evil.example:8080' }).action).toBe('refuse');
      expect(judge({ host: 'evil.example:8080' }, { howToAllow: 'give it with --allowed-hosts' })).toEqual(
        jasmine.objectContaining({ reason: jasmine.stringMatching(/give it with --allowed-hosts\.$/) }));
      expect(judge({ method: 'DELETE', host: 'evil.example' }).action).toBe('refuse');
    });

    it('refuses a Host that is not a host', () => {
      ['', 'a b', 'user@localhost', 'localhost:99999', '[zz]:80', 'localhost/x', '\u001b]0;x\u0007'].forEach((host) => {
        expect(judge({ host }).action).withContext(JSON.stringify(host)).toBe('refuse');
      });
      // eslint-disable-next-line no-control-regex
      expect((judge({ host: '\u001b]0;x\u0007' }) as { reason: string }).reason).not.toMatch(/[\u0000-\u001f]/);
    });

    it('answers the allowed hosts: a name, or .name for it and the names under it', () => {
      const settings = { allowedHosts: ['dev.example.test', '.team.test'] };
      expect(judge({ host: 'dev.example.test:8080' }, settings).action).toBe('pass');
      expect(judge({ host: 'team.test' }, settings).action).toBe('pass');
      expect(judge({ host: 'a.b.team.test:8080' }, settings).action).toBe('pass');
      expect(judge({ host: 'other.example.test:8080' }, settings).action).toBe('refuse');
      expect(judge({ host: 'evilteam.test' }, settings).action).toBe('refuse');
    });

    it('answers a request without Host (HTTP/1.0 from a tool; a browser always sends one)', () => {
      expect(judge({ host: undefined, method: 'POST' }).action).toBe('pass');
    });
  });

  describe('writes', () => {
    ['POST', 'PUT', 'PATCH', 'DELETE'].forEach((method) => {
      it(`refuses a ${method} whose Origin is another origin`, () => {
        expect(judge({ method, origin: 'http://evil.example' })).toEqual({
          action: 'refuse', status: 403, reason: jasmine.stringMatching(new RegExp(`A ${method} from another origin \\("http://evil\\.example"\\)`))
        });
      });
    });

    it('refuses Origin: null (a sandboxed frame, a file:// page) and another scheme or port of its own name', () => {
      expect(judge({ method: 'POST', origin: 'null' }).action).toBe('refuse');
      expect(judge({ method: 'POST', origin: 'https://127.0.0.1:8080' }).action).toBe('refuse');
      expect(judge({ method: 'POST', origin: 'http://127.0.0.1:5173' }).action).toBe('refuse');
      expect(judge({ method: 'POST', origin: 'http://localhost:5173' }).action).toBe('refuse');
    });

    it('refuses a write without Origin that Sec-Fetch-Site says comes from another site', () => {
      expect(judge({ method: 'POST', secFetchSite: 'cross-site' })).toEqual(
        { action: 'refuse', status: 403, reason: jasmine.stringMatching(/Sec-Fetch-Site: cross-site/) });
      ['same-origin', 'same-site', 'none', undefined].forEach((secFetchSite) => {
        expect(judge({ method: 'POST', secFetchSite }).action).withContext(String(secFetchSite)).toBe('pass');
      });
    });

    it('answers a write from its own origin, and from a tool that sends no Origin (curl, Node)', () => {
      expect(judge({ method: 'DELETE', origin: ORIGIN, secFetchSite: 'same-origin' })).toEqual({ action: 'pass' });
      expect(judge({ method: 'DELETE' })).toEqual({ action: 'pass' });
    });

    it('answers a write from its own page under another of its names on the same port, with CORS for it', () => {
      ['http://localhost:8080', 'http://ns.firebaseio.localhost:8080', 'http://[::1]:8080'].forEach((origin) => {
        expect(judge({ method: 'PUT', origin, secFetchSite: 'cross-site' })).withContext(origin).toEqual({ action: 'pass', allowOrigin: origin });
      });
      expect(judge({ method: 'PUT', origin: 'http://dev.example.test:8080' }, { allowedHosts: ['dev.example.test'] }).action).toBe('pass');
    });

    it('answers a write from an origin the server\'s CORS lets in (SANDBOX_CORS_ORIGIN), and only that one', () => {
      const settings = { corsOrigins: ['http://localhost:9876'] };
      expect(judge({ method: 'POST', origin: 'http://localhost:9876', secFetchSite: 'cross-site' }, settings)).toEqual({ action: 'pass' });
      expect(judge({ method: 'POST', origin: 'http://evil.example' }, settings).action).toBe('refuse');
      expect(judge({ method: 'POST', origin: 'http://evil.example' }, { corsOrigins: ['*'] }).action).toBe('pass');
    });

    it('leaves reads from other origins to the browser (it hides their answers)', () => {
      expect(judge({ method: 'GET', origin: 'http://evil.example', secFetchSite: 'cross-site' })).toEqual({ action: 'pass' });
      expect(judge({ method: 'HEAD', origin: 'http://evil.example' })).toEqual({ action: 'pass' });
    });
  });

  describe('CORS preflights', () => {
    const preflight = (origin: string, settings?: LocalGuardSettings) =>
      judge({ method: 'OPTIONS', origin, accessControlRequestMethod: 'PUT' }, settings);

    it('answers them for its own origins only', () => {
      expect(preflight(ORIGIN)).toEqual({ action: 'preflight', allowOrigin: ORIGIN });
      expect(preflight('http://localhost:8080')).toEqual({ action: 'preflight', allowOrigin: 'http://localhost:8080' });
      expect(preflight('http://evil.example')).toEqual({ action: 'refuse', status: 403, reason: jasmine.stringMatching(/Cross-origin requests from "http:\/\/evil\.example"/) });
      expect(preflight('http://localhost:5173').action).toBe('refuse');
    });

    it('leaves a configured CORS origin\'s preflight to the CORS middleware', () => {
      expect(preflight('http://localhost:9876', { corsOrigins: ['http://localhost:9876'] })).toEqual({ action: 'pass' });
    });

    it('lets through an OPTIONS that is no preflight', () => {
      expect(judge({ method: 'OPTIONS' })).toEqual({ action: 'pass' });
    });
  });

  // JSONP: a script tag of any page sends the request without an Origin and runs the answer in that page
  describe('reads as a script (JSONP)', () => {
    const script = (request: Partial<GuardRequest>, settings?: LocalGuardSettings) =>
      judgeScriptRead({ method: 'GET', host: `127.0.0.1:${PORT}`, ...request }, settings).allowed;

    it('answers the server\'s own pages: same-origin, an address typed in, its page under another of its names', () => {
      expect(script({ secFetchSite: 'same-origin' })).toBe(true);
      expect(script({ secFetchSite: 'none' })).toBe(true);
      expect(script({ referer: `${ORIGIN}/host/index.html`, secFetchSite: 'same-origin' })).toBe(true);
      expect(script({ referer: 'http://localhost:8080/page', secFetchSite: 'cross-site' })).toBe(true);
      expect(script({ referer: 'http://dev.example.test:8080/', secFetchSite: 'cross-site' }, { allowedHosts: ['dev.example.test'] })).toBe(true);
    });

    it('answers the origins CORS lets in, every origin with *', () => {
      expect(script({ referer: 'http://localhost:5173/app', secFetchSite: 'cross-site' }, { corsOrigins: ['http://localhost:5173'] })).toBe(true);
      expect(script({ origin: 'http://localhost:5173', secFetchSite: 'cross-site' }, { corsOrigins: ['http://localhost:5173'] })).toBe(true);
      expect(script({ secFetchSite: 'cross-site' }, { corsOrigins: ['*'] })).toBe(true);
    });

    it('refuses another site\'s page, another port, a plugin\'s origin, and a request that shows where it comes from nowhere', () => {
      expect(judgeScriptRead({ method: 'GET', host: `127.0.0.1:${PORT}`, referer: 'http://evil.example/x', secFetchSite: 'cross-site' }))
        .toEqual({ allowed: false, reason: jasmine.stringMatching(/comes from "http:\/\/evil\.example"/) });
      expect(script({ referer: 'http://localhost:9999/', secFetchSite: 'same-site' })).toBe(false);
      expect(script({ origin: 'null' })).toBe(false);
      expect(script({ referer: `http://ns.localhost:${PORT}/`, secFetchSite: 'same-site' }, { isPluginHost: (name) => name === 'ns.localhost' })).toBe(false);
      expect(script({ secFetchSite: 'cross-site' })).toBe(false);
      expect(script({ secFetchSite: 'same-site' })).toBe(false);
      expect(script({})).toBe(false);
      expect(script({ referer: 'javascript:alert(1)' })).toBe(false);
      expect(script({ referer: 'http://localhost:5173/', secFetchSite: 'cross-site' }, { corsOrigins: ['http://localhost:5174'] })).toBe(false);
    });
  });

  it('reads Host headers and the allowed-hosts setting', () => {
    expect(parseHost('[::1]:3030')).toEqual({ hostname: '::1', port: 3030 });
    expect(parseHost('Example.TEST.')).toEqual({ hostname: 'example.test', port: 80 });
    expect(parseHost('x:70000')).toBeNull();
    expect(isAllowedHostName('ns.firebaseio.localhost')).toBe(true);
    expect(parseAllowedHosts(' Dev.Example.test, .team.test ,')).toEqual(['dev.example.test', '.team.test']);
    expect(parseAllowedHosts(undefined)).toEqual([]);
    expect(() => parseAllowedHosts('ok.test,http://bad.test')).toThrowError(/host names such as dev\.example\.test .*got "http:\/\/bad\.test"/);
  });
});
