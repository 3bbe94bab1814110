// The filter matcher: pure TypeScript, no AngularJS. The `znFilterMatcher` injectable, the
// standalone build (dist/zn-filter-matcher.js) and Node code (the sandbox server) all use it.

import { describeValue, ZnError } from '../errors';
import { compileRoot, Matcher } from './compile';
import { codeGenerationAllowed, generateRoot } from './generate';
import { matchesGroup } from './interpret';
import { SERVICE } from './errors';
import { readMatchOptions, readValidationOptions } from './options';
import { ParsedGroup, parseFilter } from './parse';
import { FilterSnapshot, GuardedMatcher } from './snapshot';
import type { ZnFilter, ZnFilterMatcherOptions, ZnFilterValidationOptions, ZnRecordPredicate } from './types';

export * from './types';
export { DYNAMIC_MESSAGE, SUBFILTER_MESSAGE } from './errors';
export { setCodeGeneration } from './generate';

/** Options of `matchFilter` and `compileFilter`. */
export type FilterMatcherOptions = ZnFilterMatcherOptions;

function checkRecord(record: unknown): void {
  if (record === null || typeof record !== 'object') {
    throw new ZnError(SERVICE, 'bad-record', `record must be an object such as { id: 1, field123: 'value' }; got ${describeValue(record)}`);
  }
  if (Array.isArray(record)) {
    throw new ZnError(SERVICE, 'bad-record', 'record must be one record object; got an array (to match a list, use records.filter(compileFilter(filter)))');
  }
}

function parse(filter: unknown, subfiltering: boolean, snapshot: FilterSnapshot | null): ParsedGroup {
  return parseFilter(filter, { subfiltering, dynamicValues: false, collectionRules: false }, snapshot);
}

/**
 * Compiles `filter` once into a predicate for many records: `records.filter(compileFilter(f))`.
 * Throws for a malformed filter, a subfilter without `options.subfiltering`, or a dynamic value.
 * The predicate keeps what the filter said when compiled: compile again after changing it.
 */
export function compileFilter(filter: ZnFilter, options?: FilterMatcherOptions): ZnRecordPredicate {
  const tiers = closuresFirst(parse(filter, readMatchOptions(options), null));
  if (!codeGenerationAllowed()) return tiers.matcher;
  return (record) => tiered(tiers)(record);
}

interface CacheEntry {
  plain?: Compiled;
  subfiltering?: Compiled;
}

/**
 * A filter compiled for the plain call. Closures first: they are cheap to make (about 1 µs) and
 * run at full speed at once, their code being shared and long optimized. Generated code is faster
 * once the engine has optimized it, but each function is new to the engine (about 16 µs to make)
 * and runs several times slower until optimized, some tens of thousands of calls: it pays only
 * for a filter used that often, so it replaces the closures after GENERATE_AFTER records. A filter
 * rebuilt for every digest, or compiled to filter one list of a few thousand records, stays closures.
 */
interface Tiers {
  matcher: Matcher;
  /** The parsed filter until generated code replaces the closures, then null. */
  parsed: ParsedGroup | null;
  calls: number;
  /** What the cached plain call checks before each record; it gets its own code with the matcher's. */
  readonly snapshot?: FilterSnapshot;
}

interface Compiled extends Tiers {
  readonly snapshot: FilterSnapshot;
}

function closuresFirst(parsed: ParsedGroup): Tiers {
  return { matcher: compileRoot(parsed, checkRecord), parsed, calls: 0 };
}

const GENERATE_AFTER = 20000;

/** What a snapshot's guarded matcher answers when the filter changed in place since. */
const STALE = {};

/** The matcher of a filter's tiers, counting the call (see Compiled). */
function tiered(compiled: Tiers): Matcher {
  if (compiled.parsed !== null && ++compiled.calls >= GENERATE_AFTER) {
    if (codeGenerationAllowed()) {
      const parsed = compiled.parsed;
      compiled.matcher = generateRoot(parsed, checkRecord) ?? compiled.matcher;
      const snapshot = compiled.snapshot;
      if (snapshot) {
        const guarded = generateRoot(parsed, checkRecord, { expression: (constant) => snapshot.currentExpression(constant), otherwise: STALE });
        snapshot.specialize(guarded as GuardedMatcher | null);
        if (compiled === lastCompiled && !lastSubfiltering) lastGuarded = snapshot.guarded;
      }
    }
    compiled.parsed = null;
  }
  return compiled.matcher;
}

/**
 * Compiled filters per filter object, so `matchFilter` in a loop compiles once. A filter changed
 * in place since (its groups, conditions or array values) is noticed and compiled again.
 */
const compiledFilters = new WeakMap<object, CacheEntry>();

/** The last filter matched, in front of the WeakMap: a loop over records asks for the same one. */
let lastFilter: object | null = null;
let lastSubfiltering = false;
let lastCompiled: Compiled | null = null;
/** The guarded matcher of `lastCompiled` (its snapshot's) when it has one and subfilters are off, else null. */
let lastGuarded: GuardedMatcher | null = null;

function cachedMatcher(filter: unknown, subfiltering: boolean): Matcher {
  if (filter === null || typeof filter !== 'object') return compileRoot(parse(filter, subfiltering, null), checkRecord); // throws
  if (filter === lastFilter && subfiltering === lastSubfiltering && lastCompiled !== null && lastCompiled.snapshot.isCurrent()) {
    return tiered(lastCompiled);
  }
  const compiled = currentCompiled(filter, subfiltering);
  lastFilter = filter;
  lastSubfiltering = subfiltering;
  lastCompiled = compiled;
  lastGuarded = subfiltering ? null : compiled.snapshot.guarded;
  return tiered(compiled);
}

function currentCompiled(filter: object, subfiltering: boolean): Compiled {
  let entry = compiledFilters.get(filter);
  const compiled = entry === undefined ? undefined : subfiltering ? entry.subfiltering : entry.plain;
  if (compiled !== undefined && compiled.snapshot.isCurrent()) return compiled;
  const snapshot = new FilterSnapshot();
  const fresh: Compiled = { ...closuresFirst(parse(filter, subfiltering, snapshot)), snapshot };
  if (entry === undefined) {
    entry = {};
    compiledFilters.set(filter, entry);
  }
  if (subfiltering) entry.subfiltering = fresh;
  else entry.plain = fresh;
  return fresh;
}

/**
 * Filter objects met once and not compiled, newest last: a filter met again while here is compiled
 * and cached. A few strong references, like `lastFilter`; a WeakSet would cost each new filter
 * object more than matching it does.
 */
const RECENT_SIZE = 4;
const recentFilters: object[] = [];

/** True when the filter was met lately (compile it now); else remembers it and answers false. */
function metRecently(filter: object): boolean {
  const index = recentFilters.indexOf(filter);
  if (index !== -1) {
    recentFilters.splice(index, 1);
    return true;
  }
  if (recentFilters.length === RECENT_SIZE) recentFilters.shift();
  recentFilters.push(filter);
  return false;
}

/**
 * True when `record` matches `filter`. A filter object met for the first time is matched without
 * compiling (a filter written inline, or rebuilt for every call, costs one parse); met again, it
 * is compiled and kept (per filter object), so calling this for every record of a list costs
 * little more than a compiled predicate.
 */
export function matchFilter(record: object, filter: ZnFilter, options?: FilterMatcherOptions): boolean {
  // The loop case first, kept small so the engine inlines it into the caller's loop: the same
  // filter as last time, no options, used often (the check for changes in place and the matcher
  // in one generated function: generate.ts's MatcherGuard), nothing changed in place.
  const guarded = lastGuarded;
  if (filter === lastFilter && options === undefined && guarded !== null) {
    const answer = guarded(record);
    if (answer !== STALE) return answer as boolean;
  }
  return matchOtherwise(record, filter, options);
}

/** matchFilter but in the loop case of a filter used often. */
function matchOtherwise(record: object, filter: ZnFilter, options?: FilterMatcherOptions): boolean {
  const last = lastCompiled;
  if (filter === lastFilter && options === undefined && !lastSubfiltering && last !== null && last.snapshot.guarded === null &&
      last.snapshot.isCurrent()) {
    return tiered(last)(record); // checks the record
  }
  const subfiltering = readMatchOptions(options);
  if (filter !== null && typeof filter === 'object' && filter !== lastFilter) {
    const entry = compiledFilters.get(filter);
    if ((entry === undefined || (subfiltering ? entry.subfiltering : entry.plain) === undefined) && !metRecently(filter)) {
      const parsed = parse(filter, subfiltering, null);
      checkRecord(record);
      return matchesGroup(parsed, record);
    }
  }
  return cachedMatcher(filter, subfiltering)(record);
}

/**
 * Throws the error `matchFilter` would throw for `filter` (where and what is wrong), else returns.
 * `options.dynamicValues` accepts `logged-in-user` (for filters sent to the API, which resolves it);
 * `options.subfiltering` accepts subfilters.
 */
export function validateFilter(filter: unknown, options?: ZnFilterValidationOptions): asserts filter is ZnFilter {
  parseFilter(filter, readValidationOptions(options), null);
}
