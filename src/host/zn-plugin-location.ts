import type { IAttributes, ICompileService, IControllerService, IDirective, IExceptionHandlerService, IScope, ITemplateCacheService, auto } from 'angular';
import { ZnError, describeUnknown } from '../core';
import { MountedInterface, MountServices, mountInRegistryOrder, mountInterface, remountOn, tearDownOnce } from './interface-mount';
import { PLUGIN_LOCATIONS, isPluginLocation } from '../plugin/plugin-model';
import { ZnPluginInterface, ZnPluginLocation } from '../plugin/types';
import { ZnPluginRegistryService } from './types';

const SERVICE = 'znPluginLocation';

/**
 * `<div zn-plugin-location="zn-plugin-form-top"></div>`: mounts every inline interface registered
 * at that location, higher order first, each with its template and controller in a child scope.
 * Plugins that register later are added in their place; everything mounted is destroyed when the
 * location's scope is destroyed or its element removed.
 */
export function znPluginLocationDirective(registry: ZnPluginRegistryService, $controller: IControllerService, $compile: ICompileService,
  $templateCache: ITemplateCacheService, $exceptionHandler: IExceptionHandlerService, $injector: auto.IInjectorService): IDirective {
  return {
    restrict: 'A',
    link(scope: IScope, element: JQLite, attrs: IAttributes) {
      const services: MountServices = { $controller, $compile, $templateCache, $exceptionHandler, $injector };
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
        mountInRegistryOrder(wanted, mounted, element, (item) => item.element[0],
          (iface, place) => mountInterface(services, scope, iface, { service: SERVICE, place }));
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
      remountOn(scope, mounted, render);
    }
  };
}
znPluginLocationDirective.$inject = ['znPluginRegistry', '$controller', '$compile', '$templateCache', '$exceptionHandler', '$injector'];
