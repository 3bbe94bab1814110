import type { ICompileService, IRootScopeService, ITimeoutService, auto } from 'angular';
import { LEGACY_MODULE_NAME } from '../../src/compat-layer/module';

/**
 * The modules of a spec: zn.plugin with the compatibility layer, as the workbench host loads them,
 * or (`withLayer` false) without it, as a host that leaves out zn-plugin-compat.js.
 */
export function legacyModules(withLayer = true): string[] {
  return withLayer ? ['zn.plugin', LEGACY_MODULE_NAME] : ['zn.plugin'];
}

/** Compiles markup on a fresh scope, in the document, and runs a digest. */
export class Page {
  static $inject = ['$compile', '$rootScope', '$timeout', '$injector'];
  scope: any;
  private hosts: JQLite[] = [];

  constructor(private readonly $compile: ICompileService, private readonly $rootScope: IRootScopeService,
    private readonly $timeout: ITimeoutService, readonly injector: auto.IInjectorService) {
    this.scope = $rootScope.$new();
  }

  /** The markup compiled inside a `<div>` in the document (so 0.12 elements have a parent, as in a page). */
  compile(markup: string): HTMLElement {
    const host = angular.element('<div></div>');
    angular.element(document.body).append(host);
    this.hosts.push(host);
    host.html(markup);
    this.$compile(host.contents())(this.scope);
    this.scope.$digest();
    return host[0] as HTMLElement;
  }

  /** Runs a digest and the timers that are due (UI Bootstrap opens popups through $timeout). */
  settle(): void {
    this.$rootScope.$digest();
    this.$timeout.flush();
  }

  remove(): void {
    this.hosts.forEach((host) => host.remove());
    this.hosts = [];
    // popups appended to the body
    document.querySelectorAll('body > .tooltip, body > .popover, body > ul.dropdown-menu, body > [uib-datepicker-popup-wrap]').forEach((node) => node.remove());
  }
}

/** The text of an element, whitespace collapsed. */
export function textOf(node: Element | null): string {
  return node ? (node.textContent || '').replace(/\s+/g, ' ').trim() : '';
}
