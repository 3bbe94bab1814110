import type { IRootScopeService } from 'angular';
import { PluginCatalog } from '../plugin/plugin-catalog';
import { ZnPluginRegistryService } from './types';
/**
 * `znPluginRegistry`: the host's view of what plugins registered (in `znPluginCatalog`). Lists
 * are new arrays of the same frozen objects, so `$watchCollection` sees only real changes; a
 * registration made outside AngularJS triggers a digest so such watchers run.
 */
export declare const znPluginRegistryFactory: (string | ((catalog: PluginCatalog, $rootScope: IRootScopeService) => ZnPluginRegistryService))[];
