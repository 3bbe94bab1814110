import type { IFilterService } from 'angular';

/** The part of the plugin object whose filters are watched. */
export interface FilterRegistrar {
  filter(name: string, factory: unknown): unknown;
}

/**
 * Records the name of every filter plugin code registers on `plugin` from now on (`plugin.filter`
 * keeps doing what it did; its name is noted when it returns).
 */
export function recordPluginFilters(plugin: FilterRegistrar, names: Set<string>): void {
  const register = plugin.filter;
  plugin.filter = function filter(this: unknown, name: string, factory: unknown) {
    const result = register.call(this, name, factory);
    if (typeof name === 'string') names.add(name);
    return result;
  };
}

/**
 * Decorator of `$filter`: a filter in `names` that does not say whether it is stateful gets
 * `$stateful = true`, so AngularJS 1.8 runs it on every digest as 1.2 ran every filter. A filter
 * that fills a cache in the background (`{{ id | fieldName }}`) then shows what it found once the
 * cache is filled, not what it returned before; a filter that sets `$stateful` itself is left alone.
 */
export function statefulFilterDecorator(names: ReadonlySet<string>) {
  function decorate($delegate: IFilterService): IFilterService {
    const lookup = (name: string) => {
      const filter = $delegate(name) as unknown;
      if (names.has(name) && typeof filter === 'function' && !('$stateful' in filter)) (filter as { $stateful?: boolean }).$stateful = true;
      return filter;
    };
    return lookup as unknown as IFilterService;
  }
  decorate.$inject = ['$delegate'];
  return decorate;
}
