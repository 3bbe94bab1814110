import angular from 'angular';
import type { IAttributes, ICompileService, IControllerService, IDirective, IExceptionHandlerService, IScope, ITemplateCacheService, auto } from 'angular';
import { ZnError, describeValue } from '../core';
import { MountServices, mountInRegistryOrder, mountInterface, remountOn, tearDownOnce } from './interface-mount';
import { ZnPluginInterface } from '../plugin/types';
import { ZnPluginRegistryService, ZnPluginRecord } from './types';

const SERVICE = 'znPluginRecordOverlay';

/** One interface tried for the current record: its section in the page, or null when it failed. */
interface RecordOverlayItem {
  readonly section: JQLite;
  destroy(): void;
}

function isRecordId(value: unknown): boolean {
  return (typeof value === 'number' && Number.isFinite(value)) || (typeof value === 'string' && value !== '');
}

/**
 * `<div zn-plugin-record-overlay="record"></div>`: the expression (watched) gives the record the
 * host's overlay shows. Every recordOverlay interface is mounted for it, in registry order, each in
 * a section headed by its plugin's title (as text), its controller given the record as
 * `znPluginRecord`. Another record (another id) remounts them all; the same record (same id)
 * leaves them be. Everything mounted goes when the scope is destroyed or the element removed.
 */
export function znPluginRecordOverlayDirective(registry: ZnPluginRegistryService, $controller: IControllerService, $compile: ICompileService,
  $templateCache: ITemplateCacheService, $exceptionHandler: IExceptionHandlerService, $injector: auto.IInjectorService): IDirective {
  return {
    restrict: 'A',
    link(scope: IScope, element: JQLite, attrs: IAttributes) {
      const services: MountServices = { $controller, $compile, $templateCache, $exceptionHandler, $injector };
      // Interfaces tried for the current record; null for one that failed, so it is not retried.
      const mounted = new Map<ZnPluginInterface, RecordOverlayItem | null>();
      let record: ZnPluginRecord | null = null;
      // Everything goes once, when the scope is destroyed or the element removed.
      const gone = tearDownOnce(scope, element, () => {
        stopWatching();
        stopListening();
        unmountAll();
      });

      function unmountAll(): void {
        mounted.forEach((item) => item?.destroy());
        mounted.clear();
      }

      function mountOne(iface: ZnPluginInterface, shown: ZnPluginRecord, place: (element: JQLite) => void): RecordOverlayItem | null {
        const section = angular.element('<section class="zn-plugin-record-overlay-item"></section>');
        section.attr('data-zn-plugin', iface.namespace);
        const title = registry.get(iface.namespace)?.title;
        if (title) section.append(angular.element('<h3 class="zn-plugin-record-overlay-title"></h3>').text(title));
        const result = mountInterface(services, scope, iface, {
          service: SERVICE,
          locals: { znPluginRecord: shown },
          place: (wrapper) => {
            section.append(wrapper);
            place(section);
          }
        });
        if (!result) {
          section.remove();
          return null;
        }
        return { section, destroy: () => { result.destroy(); section.remove(); } };
      }

      function render(): void {
        if (gone() || !record) return;
        const shown = record;
        mountInRegistryOrder(registry.interfaces({ type: 'recordOverlay' }), mounted, element, (item) => item.section[0],
          (iface, place) => mountOne(iface, shown, place));
      }

      const stopWatching = scope.$watch(attrs.znPluginRecordOverlay, (value: unknown) => {
        if (value === undefined || value === null) {
          unmountAll();
          record = null;
          return;
        }
        if (typeof value !== 'object' || Array.isArray(value) || !isRecordId((value as ZnPluginRecord).id)) {
          unmountAll();
          record = null;
          $exceptionHandler(new ZnError(SERVICE, 'bad-record', `the record must be an object with an id, such as { id: 12 }; got ` +
            (typeof value === 'object' && !Array.isArray(value) ? `an object whose id is ${describeValue((value as ZnPluginRecord).id)}` : describeValue(value))));
          return;
        }
        const next = value as ZnPluginRecord;
        if (record && record.id === next.id) return; // the same record, newer data: the interfaces stay
        unmountAll();
        record = next;
        render();
      });
      const stopListening = registry.onRegister(render);
      remountOn(scope, mounted, render);
    }
  };
}
znPluginRecordOverlayDirective.$inject = ['znPluginRegistry', '$controller', '$compile', '$templateCache', '$exceptionHandler', '$injector'];
