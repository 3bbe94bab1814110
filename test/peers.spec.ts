import { ZnError } from '../src/core/errors';
import { PEERS, peerRequires } from '../src/peers';
import { expectZnError } from './helpers/zn-error';

describe('the peers of zn.plugin (ngSanitize, ui.bootstrap)', () => {
  let counter = 0;
  /** A module name no other spec uses. */
  function unique(name: string): string {
    counter += 1;
    return `peerSpec${counter}${name}`;
  }

  it('are plain names in requires when the page loaded them first', () => {
    expect(peerRequires(angular)).toEqual(['ngSanitize', 'ui.bootstrap']);
    expect(PEERS.map((peer) => peer.module)).toEqual(['ngSanitize', 'ui.bootstrap']);
  });

  it('missing when an injector loads the module: a ZnError naming the peer, not $injector:modulerr', () => {
    const peer = { module: unique('Missing'), script: 'missing-peer.js' };
    const host = unique('Host');
    angular.module(host, peerRequires(angular, [{ module: 'ngSanitize', script: 'angular-sanitize.js' }, peer]) as string[]);
    let error: unknown;
    try {
      angular.injector(['ng', host], true);
    } catch (e) {
      error = e;
    }
    expectZnError(error, 'zn-plugin', 'missing-peer');
    expect((error as ZnError).message).toBe(`zn-plugin: missing-peer.js (module ${peer.module}) is not loaded; ` +
      'expected script tags for angular.js, angular-sanitize.js and ui-bootstrap-tpls.js before zn-plugin.js');
  });

  it('loaded after the bundle but before the injector: no error, and the peer is loaded', () => {
    const peer = { module: unique('Late'), script: 'late.js' };
    const host = unique('Host');
    angular.module(host, peerRequires(angular, [peer]) as string[]);
    angular.module(peer.module, []).value('latePeerValue', 42);
    const injector = angular.injector(['ng', host], true);
    expect(injector.get('latePeerValue')).toBe(42);
  });

  it('names every missing peer at once', () => {
    const peers = [{ module: unique('A'), script: 'a.js' }, { module: unique('B'), script: 'b.js' }];
    const host = unique('Host');
    angular.module(host, peerRequires(angular, peers) as string[]);
    let error: any;
    try { angular.injector(['ng', host], true); } catch (e) { error = e; }
    expect(error.code).toBe('missing-peer');
    expect(error.message).toMatch(new RegExp(`^zn-plugin: a\\.js \\(module ${peers[0].module}\\) and b\\.js \\(module ${peers[1].module}\\) are not loaded;`));
  });
});
