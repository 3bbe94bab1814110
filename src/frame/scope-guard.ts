/**
 * `$scope.$parent` across interfaces cannot cross a frame: on the page, a v1 interface's scope had
 * the host's scopes above it (the record overlay's, the data page's); in the frame there is only
 * the plugin's. The scope the interface is mounted under is wrapped so that reading, directly on
 * it (`$scope.$parent.something`), a property it does not have logs one warning naming it. Reads
 * through the scope chain (a template's `{{ something }}`) are not reported: only direct ones.
 */
import type { IScope } from 'angular';

export function guardParentScope<T extends IScope>(scope: T, warn: (message: string) => void): T {
  if (typeof Proxy !== 'function') return scope;
  const proxy: T = new Proxy(scope, {
    get(target, key, receiver) {
      if (receiver === proxy && typeof key === 'string' && key.charAt(0) !== '$' && !(key in target) && key !== 'then' && key !== 'toJSON') {
        warn(`$scope.$parent.${key}: the page's scopes do not cross the plugin's frame, so a v1 interface's $scope.$parent has only ` +
          'what the plugin itself put there; read the record, form or workspace from $rootScope (the context), or share data through a service');
      }
      return Reflect.get(target, key, receiver);
    }
  });
  return proxy;
}
