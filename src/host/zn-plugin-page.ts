import type { IAttributes, ICompileService, IControllerService, IDirective, IExceptionHandlerService, IScope, ITemplateCacheService, auto } from 'angular';
import { ZnError, describeValue } from '../core';
import { MountedInterface, MountServices, mountInterface, REMOUNT_EVENT, tearDownOnce } from './interface-mount';
import { ZnRegisteredPlugin } from '../plugin/types';
import { ZnPluginMatch, ZnPluginRegistryService } from './types';

const SERVICE = 'znPluginPage';
const PAGE_TYPES = ['fullPage', 'settings'];

function sameParams(a: Readonly<Record<string, string>>, b: Readonly<Record<string, string>>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

/** The heading above a page: pageTitle, else title; none when pageTitle is false. */
function headingOf(plugin: ZnRegisteredPlugin): string | undefined {
  if (plugin.pageTitle === false) return undefined;
  return plugin.pageTitle ?? plugin.title;
}

/**
 * `<div zn-plugin-page="host.pluginPath"></div>`: the expression gives a path such as
 * `/my-plugin/records/12`; the plugin whose route is the first segment, and its fullPage interface
 * whose routes fit the rest, is mounted with the route's parameters injected into its controller
 * as `znPluginRouteParams`. `zn-plugin-type="settings"` mounts the settings interface instead. A
 * new path remounts unless it resolves to the same interface with the same parameters.
 */
export function znPluginPageDirective(registry: ZnPluginRegistryService, $controller: IControllerService, $compile: ICompileService,
  $templateCache: ITemplateCacheService, $exceptionHandler: IExceptionHandlerService, $injector: auto.IInjectorService): IDirective {
  return {
    restrict: 'A',
    link(scope: IScope, element: JQLite, attrs: IAttributes) {
      const services: MountServices = { $controller, $compile, $templateCache, $exceptionHandler, $injector };
      const type = (attrs.znPluginType || 'fullPage') as 'fullPage' | 'settings';
      if (!PAGE_TYPES.includes(type)) {
        $exceptionHandler(new ZnError(SERVICE, 'unknown-interface-type', `zn-plugin-type must be one of ${PAGE_TYPES.join(', ')}; got ${describeValue(type)}`));
        return;
      }
      let path: unknown;
      let current: { match: ZnPluginMatch; mounted: MountedInterface | null } | null = null;
      // Everything goes once, when the scope is destroyed or the element removed.
      const gone = tearDownOnce(scope, element, () => {
        stopWatching();
        stopListening();
        unmount();
      });

      function unmount(): void {
        current?.mounted?.destroy();
        current = null;
      }

      function update(): void {
        if (gone()) return;
        if (path === undefined || path === null || path === '') return unmount();
        if (typeof path !== 'string') {
          unmount();
          $exceptionHandler(new ZnError(SERVICE, 'bad-path', `the path must be a string such as '/my-plugin/12'; got ${describeValue(path)}`));
          return;
        }
        const match = registry.match(path, type);
        if (current && match && current.match.interface === match.interface && sameParams(current.match.params, match.params)) return;
        unmount();
        if (!match) return;
        current = {
          match,
          mounted: mountInterface(services, scope, match.interface, {
            service: SERVICE,
            locals: { znPluginRouteParams: match.params },
            heading: headingOf(match.plugin),
            place: (wrapper) => element.append(wrapper)
          })
        };
      }

      const stopWatching = scope.$watch(attrs.znPluginPage, (value: unknown) => {
        path = value;
        update();
      });
      // A plugin that registers after the page was asked for still shows up.
      const stopListening = registry.onRegister(() => { if (!current) update(); });
      scope.$on(REMOUNT_EVENT, (_event, namespace: unknown) => {
        if (current?.match.interface.namespace !== namespace) return;
        unmount();
        update();
      });
    }
  };
}
znPluginPageDirective.$inject = ['znPluginRegistry', '$controller', '$compile', '$templateCache', '$exceptionHandler', '$injector'];
