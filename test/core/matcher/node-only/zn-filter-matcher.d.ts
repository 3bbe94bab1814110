// The reference implementation, the npm package zn-filter-matcher 1.2.3 (a devDependency used
// only by Node-only specs and the benchmark). It ships no types.
declare module 'zn-filter-matcher' {
  const reference: {
    recordMatchesFilter(record: unknown, filter: unknown, options?: { subfiltering?: boolean }): boolean;
  };
  export = reference;
}
