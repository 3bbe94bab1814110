import type { IControllerProvider, ICompileProvider, IFilterProvider, IModule } from 'angular';
import { DefinitionKind } from './definition-rules';
/**
 * Puts plugin definitions into AngularJS whether or not the app has bootstrapped.
 *
 * Every definition is queued on the zn.plugin module, so each injector created later (the host's
 * bootstrap, a second app, each spec's injector) gets it. An injector that already exists has
 * read that queue, so the definition also goes through the providers of every live injector,
 * which the module's config block captured and which leave when that injector's root scope is
 * destroyed. Only public provider APIs are used.
 */
export declare class AngularRegistrar {
    private module;
    private readonly live;
    /** The module to queue on (zn.plugin; set by src/module.ts when the bundle loads). */
    queueOn(module: IModule): void;
    register(kind: DefinitionKind, name: string, definition: unknown): void;
    /** The config block of zn.plugin: captures this injector's providers while it lives. */
    readonly captureProviders: (string | (($controllerProvider: IControllerProvider, $compileProvider: ICompileProvider, $provide: angular.auto.IProvideService, $filterProvider: IFilterProvider) => void))[];
}
