import type { ITemplateCacheService } from 'angular';

/**
 * `znTemplateCache`: the template cache under the name Zengine's whitelist gave plugins (its
 * runtime swapped a plugin's `$templateCache` for it): `get`, `put`, `remove`, `removeAll`, `info`
 * of the page's `$templateCache`, so a template a plugin puts is one `ng-include` finds.
 */
export function znTemplateCacheFactory($templateCache: ITemplateCacheService): ITemplateCacheService {
  return $templateCache;
}

znTemplateCacheFactory.$inject = ['$templateCache'];
