import type { ICompileProvider, IControllerProvider, IFilterProvider, IModule, IRootScopeService, auto } from 'angular';
import { ZnError } from '../core';
import { DefinitionKind } from './definition-rules';
import { withPluginWindow } from './plugin-window';

/** The providers of one injector, captured by the zn.plugin config block. */
interface InjectorProviders {
  $controllerProvider: IControllerProvider;
  $compileProvider: ICompileProvider;
  $provide: auto.IProvideService;
  $filterProvider: IFilterProvider;
}

/**
 * Puts plugin definitions into AngularJS whether or not the app has bootstrapped.
 *
 * Every definition is queued on the zn.plugin module, so each injector created later (the host's
 * bootstrap, a second app, each spec's injector) gets it. An injector that already exists has
 * read that queue, so the definition also goes through the providers of every live injector,
 * which the module's config block captured and which leave when that injector's root scope is
 * destroyed. Only public provider APIs are used.
 */
export class AngularRegistrar {
  private module: IModule | undefined;
  private readonly live = new Set<InjectorProviders>();

  /** The module to queue on (zn.plugin; set by src/module.ts when the bundle loads). */
  queueOn(module: IModule): void {
    this.module = module;
  }

  register(kind: DefinitionKind, name: string, definition: unknown): void {
    if (!this.module) {
      throw new ZnError('zn-plugin', 'module-not-loaded', `cannot register the ${kind} "${name}": this registrar has no module to queue ` +
        'on; expected zn-plugin.js loaded (it calls queueOn(zn.plugin module)) before definitions are registered');
    }
    // A plugin's `$window` is read from znPluginWindow (plugin-window.ts); a value is no function to inject.
    const given = kind === 'constant' || kind === 'value' ? definition : withPluginWindow(definition);
    queue(this.module, kind, name, given);
    this.live.forEach((providers) => registerWith(providers, kind, name, given));
  }

  /** The config block of zn.plugin: captures this injector's providers while it lives. */
  readonly captureProviders = providerCapture(this.live);
}

/** A config block that adds the injector's providers to `live`, and takes them out when its root scope goes. */
function providerCapture(live: Set<InjectorProviders>) {
  function captureProviders($controllerProvider: IControllerProvider, $compileProvider: ICompileProvider,
    $provide: auto.IProvideService, $filterProvider: IFilterProvider): void {
    const providers: InjectorProviders = { $controllerProvider, $compileProvider, $provide, $filterProvider };
    live.add(providers);
    // The root scope's $destroy is the injector's end (angular-mocks destroys it after each spec).
    function forgetOnDestroy($rootScope: IRootScopeService): IRootScopeService {
      $rootScope.$on('$destroy', () => { live.delete(providers); });
      return $rootScope;
    }
    forgetOnDestroy.$inject = ['$delegate'];
    $provide.decorator('$rootScope', forgetOnDestroy);
  }
  captureProviders.$inject = ['$controllerProvider', '$compileProvider', '$provide', '$filterProvider'];
  return captureProviders;
}

function queue(module: IModule, kind: DefinitionKind, name: string, definition: any): void {
  switch (kind) {
    case 'controller': module.controller(name, definition); break;
    case 'directive': module.directive(name, definition); break;
    case 'service': module.service(name, definition); break;
    case 'factory': module.factory(name, definition); break;
    case 'filter': module.filter(name, definition); break;
    case 'constant': module.constant(name, definition); break;
    case 'value': module.value(name, definition); break;
  }
}

function registerWith(providers: InjectorProviders, kind: DefinitionKind, name: string, definition: any): void {
  switch (kind) {
    case 'controller': providers.$controllerProvider.register(name, definition); break;
    case 'directive': providers.$compileProvider.directive(name, definition); break;
    case 'service': providers.$provide.service(name, definition); break;
    case 'factory': providers.$provide.factory(name, definition); break;
    case 'filter': providers.$filterProvider.register({ [name]: definition }); break;
    case 'constant': providers.$provide.constant(name, definition); break;
    case 'value': providers.$provide.value(name, definition); break;
  }
}
