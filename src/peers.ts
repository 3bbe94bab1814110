import { ZnError } from './core';

/** An AngularJS module zn.plugin needs from the host page, and the script that registers it. */
export interface Peer {
  module: string;
  script: string;
}

/** The peers, in the order zn.plugin requires them. */
export const PEERS: ReadonlyArray<Peer> = [
  { module: 'ngSanitize', script: 'angular-sanitize.js' },
  { module: 'ui.bootstrap', script: 'ui-bootstrap-tpls.js (angular-ui-bootstrap)' }
];

/**
 * ngResource, when the page has loaded angular-resource.js before the bundle: zn.plugin requires
 * it, so `$resource` (on Zengine's whitelist) is injectable in plugin code. A host may leave it out.
 */
export function optionalPeerRequires(ng: ModuleLookup): string[] {
  return isLoaded(ng, 'ngResource') ? ['ngResource'] : [];
}

/** The part of `angular` the guard uses. */
interface ModuleLookup {
  module(name: string): unknown;
}

function isLoaded(ng: ModuleLookup, name: string): boolean {
  try {
    ng.module(name);
    return true;
  } catch (e) {
    return false;
  }
}

/** The ZnError for peers the page did not load. */
export function missingPeerError(missing: ReadonlyArray<Peer>): ZnError {
  return new ZnError('zn-plugin', 'missing-peer', `${missing.map((peer) => `${peer.script} (module ${peer.module})`).join(' and ')} ` +
    `${missing.length === 1 ? 'is' : 'are'} not loaded; expected script tags for angular.js, angular-sanitize.js and ` +
    'ui-bootstrap-tpls.js before zn-plugin.js');
}

/**
 * The `requires` of zn.plugin. When every peer is registered as the bundle loads (the usual
 * script order), just their names. Otherwise a guard comes first, which runs when an injector
 * loads zn.plugin (a peer may have been loaded after the bundle): a peer still missing then
 * gets a no-op in its place, so AngularJS does not stop with a bare `$injector:modulerr`, and
 * the guard's run block throws a ZnError naming it, which reaches the caller of
 * `angular.bootstrap` (or the console, for ng-app) as it is.
 */
export function peerRequires(ng: ModuleLookup, peers: ReadonlyArray<Peer> = PEERS): Array<string | (() => unknown)> {
  const names = peers.map((peer) => peer.module);
  if (peers.every((peer) => isLoaded(ng, peer.module))) return names;

  const requires: Array<string | (() => unknown)> = [];
  const skip = () => undefined;
  skip.$inject = [] as string[];
  const guard = () => {
    const missing = peers.filter((peer, index) => {
      const loaded = isLoaded(ng, peer.module);
      requires[index + 1] = loaded ? peer.module : skip;
      return !loaded;
    });
    if (missing.length === 0) return undefined;
    const fail = () => {
      throw missingPeerError(missing);
    };
    fail.$inject = [] as string[];
    return fail;
  };
  guard.$inject = [] as string[];
  requires.push(guard, ...names);
  return requires;
}
