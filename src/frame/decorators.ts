/**
 * Decorators of the frame's module (runtime.ts) that need nothing of one start but what they are
 * given: the tooltip over PostRPC, a plain Bootstrap modal's warning, ngRoute's `$route` as the
 * page's router leaves it to a v1 plugin.
 */
import type { IExceptionHandlerService, ILogService, IRootScopeService } from 'angular';
import { tooltipOverRpc } from './page';
import type { RpcClient } from './rpc-client';

/** `zn-tooltip` shown by the page (`openTooltip` / `closeTooltip`), not inside the frame. */
export function tooltipDecorator(client: RpcClient) {
  function tooltip(directives: Array<Record<string, unknown>>, $exceptionHandler: IExceptionHandlerService): unknown {
    const link = tooltipOverRpc(client, (error) => $exceptionHandler(error as Error));
    directives.forEach((directive) => { directive.compile = () => link; directive.link = link; });
    return directives;
  }
  tooltip.$inject = ['$delegate', '$exceptionHandler'];
  return tooltip;
}

/** `$uibModal.open` (and compat's `$modal.open`) still work, with one warning: the modal stays inside the frame. */
export function plainModalDecorator(name: string, warnOnce: ($log: ILogService, message: string) => void) {
  function decorate(service: { open(...args: unknown[]): unknown }, $log: ILogService): unknown {
    const open = service.open;
    service.open = function (this: unknown, ...args: unknown[]) {
      warnOnce($log, `${name}.open: a plain Bootstrap modal is drawn inside the plugin's frame, not over the page (its backdrop covers the frame only); use znModal, which the page draws`);
      return open.apply(this, args);
    };
    return service;
  }
  decorate.$inject = ['$delegate', '$log'];
  return decorate;
}

/** What a v1 plugin used of ngRoute's `$route`: `current.params` and `reload()` (no `routes`: the page's router is the host's). */
export function frameRoute($routeParams: Record<string, unknown>, $rootScope: IRootScopeService): unknown {
  return {
    get current() { return { params: $routeParams }; },
    reload: () => { $rootScope.$broadcast('zn-frame-reload'); }
  };
}
frameRoute.$inject = ['$routeParams', '$rootScope'];
