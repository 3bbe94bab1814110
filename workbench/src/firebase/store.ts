/**
 * One database's data and rules, and every read and write checked as one identity.
 *
 * The data is one immutable tree (tree.ts): a write builds the tree after it, the rules are
 * checked on the two trees (rule-view.ts, through targaryen's rule set), and only a write they
 * allow becomes the data. A multi-path update is checked path by path on the one tree after it
 * (as Firebase checks it), each path costing its depth: an update of 10,000 paths is checked in
 * milliseconds, and the first path refused refuses it.
 */
import { Tree, childAt, exportTree, pathSegments, setAt, toTree, updateAt } from './tree';
import { RuleDatabase } from './rule-view';

// targaryen has no types; what is used of its public entry point is typed here.
interface RuleResult { allowed: boolean }
interface Ruleset {
  tryRead(path: string, data: RuleDatabase, now?: number): RuleResult;
  tryWrite(path: string, data: RuleDatabase, newData: RuleDatabase, newValue: unknown): RuleResult;
}
interface Targaryen { ruleset(rules: unknown): Ruleset }

/** Who a request comes from: nobody, the claims of a valid token, or the admin (the database's secret). */
export type Identity = { kind: 'none' } | { kind: 'user'; claims: unknown } | { kind: 'admin' };
export const NOBODY: Identity = { kind: 'none' };

/** Rules that let anyone read and write: Firebase's default for a new database. */
export const OPEN_RULES = { rules: { '.read': true, '.write': true } };
/** Rules that refuse everything: a database whose rules file is broken at start. */
export const CLOSED_RULES = { rules: { '.read': false, '.write': false } };

// eslint-disable-next-line @typescript-eslint/no-require-imports
const targaryen = require('targaryen') as Targaryen;

/**
 * Checks rules (`{ rules: {...} }`) as targaryen will use them. Throws an Error saying which
 * expression does not parse, or what is wrong with the shape.
 */
export function checkRules(rules: unknown): void {
  targaryen.ruleset(rules);
}

/** A path as the rules and the store take it: no leading or trailing slash. */
export function normalizePath(raw: unknown): string {
  return String(raw || '').replace(/^\/+/, '').replace(/\/+$/, '');
}

/** A write worked out but not applied: the tree after it, and the paths the rules check. */
interface PlannedWrite { tree: Tree; paths: string[] }

/** How long a large update's rules check runs before it lets other work (the REST API) in. */
export const CHECK_SLICE_MS = 8;
/** An update of more paths than this is checked in slices, off the requests that arrive meanwhile. */
const SLICED_PATHS = 256;

/** Listeners of one location. */
interface Location { segments: string[]; callbacks: Set<(node: Tree) => void> }

export class DataStore {
  private tree: Tree;
  private ruleset: Ruleset;
  private readonly locations = new Map<string, Location>();
  private readonly changeListeners = new Set<() => void>();
  // a large update being checked: every write after it waits (in order), reads see the data before it
  private busy = false;
  private readonly waiting: Array<() => void> = [];

  /** The data (Firebase's export format) and rules to start with; the rules must pass checkRules. */
  constructor(data: unknown, rules: unknown) {
    this.tree = toTree(data === undefined ? null : data);
    this.ruleset = targaryen.ruleset(rules);
  }

  /** Replaces the rules; throws (keeping the old ones) when they do not parse. */
  setRules(rules: unknown): void {
    this.ruleset = targaryen.ruleset(rules);
  }

  /** The data at `at`, now (an immutable node, or null). */
  nodeAt(at: string): Tree {
    return childAt(this.tree, pathSegments(at));
  }

  /** The value at `at` (Firebase's export format), read now. */
  exportAt(at: string): unknown {
    return exportTree(this.nodeAt(at));
  }

  /** How many listeners are registered (for the specs: none are left after their connections go). */
  get listenerCount(): number {
    let count = 0;
    this.locations.forEach((location) => { count += location.callbacks.size; });
    return count;
  }

  /** Whether `identity` may read `at`. */
  canRead(identity: Identity, at: string): boolean {
    if (identity.kind === 'admin') return true;
    pathSegments(at);
    return this.ruleset.tryRead(at, new RuleDatabase(this.tree, authOf(identity), Date.now()), Date.now()).allowed;
  }

  /**
   * Writes `data` at `at` (`set`), or each of its paths below `at` (`update`), when the rules let
   * `identity` do so; returns false, changing nothing, when they do not. Throws InvalidData,
   * changing nothing, on a path or data Firebase does not take.
   */
  write(identity: Identity, kind: 'set' | 'update', at: string, data: unknown): boolean {
    const planned = this.plan(kind, at, data);
    if (!this.allowed(identity, planned, data)) return false;
    this.apply(planned.tree);
    return true;
  }

  private apply(tree: Tree): void {
    const before = this.tree;
    this.tree = tree;
    this.notify(before);
  }

  /**
   * Runs `task` once no write is being checked (at once when none is), in the order asked: what a
   * write reads first (a transaction's stored value) is what it writes over.
   */
  whenIdle(task: () => void): void {
    if (!this.busy && !this.waiting.length) task();
    else this.waiting.push(task);
  }

  /**
   * `write`, for a write that may be large: an update of many paths is checked in slices of
   * CHECK_SLICE_MS, letting other work in between; the writes asked meanwhile wait (whenIdle).
   * `done` gets whether the rules allowed it (then it is applied). Throws InvalidData at once.
   * Call it from a task of whenIdle.
   */
  submit(identity: Identity, kind: 'set' | 'update', at: string, data: unknown, done: (allowed: boolean) => void): void {
    this.check(identity, kind, at, data, (allowed, tree) => {
      if (allowed) this.apply(tree);
      done(allowed);
    });
  }

  /** `mayWrite`, checked as `submit` checks (in slices when large); `done` gets the answer and the tree the write would make. */
  check(identity: Identity, kind: 'set' | 'update', at: string, data: unknown, done: (allowed: boolean, tree: Tree) => void): void {
    const planned = this.plan(kind, at, data);
    if (identity.kind === 'admin' || planned.paths.length <= SLICED_PATHS) {
      done(this.allowed(identity, planned, data), planned.tree);
      return;
    }
    this.busy = true;
    const now = Date.now();
    const before = new RuleDatabase(this.tree, authOf(identity), now);
    const after = new RuleDatabase(planned.tree, authOf(identity), now);
    let next = 0;
    const finish = (allowed: boolean) => {
      this.busy = false;
      try {
        done(allowed, planned.tree);
      } finally {
        while (!this.busy && this.waiting.length) this.waiting.shift()!();
      }
    };
    const slice = () => {
      const until = performance.now() + CHECK_SLICE_MS;
      while (next < planned.paths.length && performance.now() < until) {
        for (const end = Math.min(next + 32, planned.paths.length); next < end; next++) {
          if (!this.ruleset.tryWrite(planned.paths[next], before, after, data).allowed) return finish(false);
        }
      }
      if (next < planned.paths.length) setImmediate(slice);
      else finish(true);
    };
    slice();
  }

  /** Whether `identity` may write `data` at `at` (checked, nothing written; throws as `write` does). */
  mayWrite(identity: Identity, kind: 'set' | 'update', at: string, data: unknown): boolean {
    return this.allowed(identity, this.plan(kind, at, data), data);
  }

  /** Calls `callback` with the data at `at` now and after each change of it; returns what stops it. */
  listen(at: string, callback: (node: Tree) => void): () => void {
    const segments = pathSegments(at);
    let location = this.locations.get(at);
    if (!location) this.locations.set(at, location = { segments, callbacks: new Set() });
    const callbacks = location.callbacks;
    callbacks.add(callback);
    callback(childAt(this.tree, segments));
    return () => {
      callbacks.delete(callback);
      if (!callbacks.size && this.locations.get(at)?.callbacks === callbacks) this.locations.delete(at);
    };
  }

  /** Calls `listener` after every change of the data; returns a function that stops it. */
  onChange(listener: () => void): () => void {
    this.changeListeners.add(listener);
    return () => this.changeListeners.delete(listener);
  }

  close(): Promise<void> {
    this.locations.clear();
    this.changeListeners.clear();
    return Promise.resolve();
  }

  private plan(kind: 'set' | 'update', at: string, data: unknown): PlannedWrite {
    const segments = pathSegments(at);
    if (kind === 'set') {
      const value = toTree(data, `the data at /${at.slice(0, 200)}`, segments.length);
      return { tree: setAt(this.tree, segments, value), paths: [at] };
    }
    return updateAt(this.tree, segments, (data || {}) as Record<string, unknown>);
  }

  private allowed(identity: Identity, planned: PlannedWrite, data: unknown): boolean {
    if (identity.kind === 'admin') return true;
    const now = Date.now();
    const before = new RuleDatabase(this.tree, authOf(identity), now);
    const after = new RuleDatabase(planned.tree, authOf(identity), now);
    // every path of an update must be allowed: the first refused refuses the update
    return planned.paths.every((path) => this.ruleset.tryWrite(path, before, after, data).allowed);
  }

  /** Tells the listeners whose location changed (a location is unchanged while its node is the same object). */
  private notify(before: Tree): void {
    const changed: Array<[Location, Tree]> = [];
    this.locations.forEach((location) => {
      const now = childAt(this.tree, location.segments);
      if (now !== childAt(before, location.segments)) changed.push([location, now]);
    });
    changed.forEach(([location, now]) => Array.from(location.callbacks).forEach((callback) => {
      if (location.callbacks.has(callback)) callback(now);
    }));
    this.changeListeners.forEach((listener) => listener());
  }
}

function authOf(identity: Identity): unknown {
  return identity.kind === 'user' ? identity.claims : null;
}
