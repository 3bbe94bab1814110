import type { IAttributes, ICompileService, IControllerService, IDirective, IScope, ITemplateCacheService } from 'angular';
import { ZnError, describeUnknown } from '../errors';
import { MountedInterface, MountServices, mountInterface, tearDownOnce } from './interface-mount';
import { PLUGIN_LOCATIONS, isPluginLocation } from './plugin-model';
import { ZnPluginInterface, ZnPluginLocation, ZnPluginRegistryService } from './types';

const SERVICE = 'znPluginLocation';

/**
 * `<div zn-plugin-location="zn-plugin-form-top"></div>`: mounts every inline interface registered
 * at that location, higher order first, each with its template and controller in a child scope.
 * Plugins that register later are added in their place; everything mounted is destroyed when the
 * location's scope is destroyed or its element removed.
 */
export const znPluginLocationDirective = ['znPluginRegistry', '$controller', '$compile', '$templateCache', '$exceptionHandler',
  (registry: ZnPluginRegistryService, $controller: IControllerService, $compile: ICompileService,
    $templateCache: ITemplateCacheService, $exceptionHandler: angular.IExceptionHandlerService): IDirective => ({
    restrict: 'A',
    link(scope: IScope, element: JQLite, attrs: IAttributes) {
      const services: MountServices = { $controller, $compile, $templateCache, $exceptionHandler };
      // Interfaces tried at this location; null for one that failed, so it is not retried.
      const mounted = new Map<ZnPluginInterface, MountedInterface | null>();
      let location: ZnPluginLocation | '' = '';
      // Everything goes once, when the scope is destroyed or the element removed.
      const gone = tearDownOnce(scope, element, () => {
        stopListening();
        unmountAll();
      });

      function unmountAll(): void {
        mounted.forEach((item) => item?.destroy());
        mounted.clear();
      }

      function render(): void {
        if (gone() || !location) return;
        const wanted = registry.interfaces({ type: 'inline', location });
        wanted.forEach((iface, index) => {
          if (mounted.has(iface)) return;
          // Keep the registry's order: go before the next interface already on the page.
          const next = wanted.slice(index + 1).map((later) => mounted.get(later)).find(Boolean);
          mounted.set(iface, mountInterface(services, scope, iface, {
            service: SERVICE,
            place: (wrapper) => {
              if (next && next.element[0].parentNode === element[0]) element[0].insertBefore(wrapper[0], next.element[0]);
              else element.append(wrapper);
            }
          }));
        });
      }

      attrs.$observe('znPluginLocation', (value: unknown) => {
        if (value === location) return;
        unmountAll();
        location = '';
        if (!isPluginLocation(value)) {
          $exceptionHandler(new ZnError(SERVICE, 'unknown-location', `${describeUnknown('location', value)}; expected one of ${PLUGIN_LOCATIONS.join(', ')}`));
          return;
        }
        location = value;
        render();
      });
      const stopListening = registry.onRegister(render);
    }
  })];
