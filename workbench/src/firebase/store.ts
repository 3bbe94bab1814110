/**
 * One database's data and rules, and every read and write checked as one identity.
 *
 * The data lives twice, as in firebase-server: in an offline Firebase 3.6.1 client (the one
 * firebase-server brings; its listeners push changes to the connections) and in targaryen's
 * immutable tree (what the rules read as `data` and `newData`). targaryen's `as(auth)` keeps the
 * previous identity when given null, and a write's resulting database keeps its writer: so a
 * checker is built here for each request with exactly the identity of the connection asking.
 */
import path from 'path';

// targaryen and the Firebase 3.6.1 client have no types; what is used of them is typed here.
interface TargaryenResult { allowed: boolean; newDatabase: TargaryenDatabase; info: string }
interface TargaryenDatabase {
  rules: unknown;
  root: unknown;
  read(path: string): { allowed: boolean; info: string };
  write(path: string, data: unknown): TargaryenResult;
  update(path: string, data: unknown): TargaryenResult;
  constructor: new (options: { rules: unknown; data: unknown; auth: unknown; now?: number }) => TargaryenDatabase;
}
interface Targaryen { database(rules: unknown, data: unknown): TargaryenDatabase; ruleset(rules: unknown): unknown }
export interface DataSnapshot { exportVal(): unknown }
export interface DataRef {
  child(path: string): DataRef;
  set(value: unknown): unknown;
  update(value: unknown): unknown;
  on(event: 'value', cb: (snap: DataSnapshot) => void): unknown;
  off(event?: 'value', cb?: (snap: DataSnapshot) => void): void;
  once(event: 'value', cb: (snap: DataSnapshot) => void): unknown;
}
interface FirebaseApp { database(): { ref(): DataRef; goOffline(): void }; delete(): Promise<void> }

/** Who a request comes from: nobody, the claims of a valid token, or the admin (the database's secret). */
export type Identity = { kind: 'none' } | { kind: 'user'; claims: unknown } | { kind: 'admin' };
export const NOBODY: Identity = { kind: 'none' };

/** Rules that let anyone read and write: Firebase's default for a new database. */
export const OPEN_RULES = { rules: { '.read': true, '.write': true } };
/** Rules that refuse everything: a database whose rules file is broken at start. */
export const CLOSED_RULES = { rules: { '.read': false, '.write': false } };

// eslint-disable-next-line @typescript-eslint/no-require-imports
const targaryen = require('targaryen') as Targaryen;
let appCount = 0;

/** The Firebase client firebase-server depends on (3.6.1), the in-memory store of the data. */
function loadStoreClient(): { initializeApp(config: unknown, name: string): FirebaseApp } {
  const from = path.dirname(require.resolve('firebase-server'));
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return require(require.resolve('firebase', { paths: [from] }));
}

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

export class DataStore {
  readonly root: DataRef;
  private readonly app: FirebaseApp;
  private checker: TargaryenDatabase;
  private readonly openRules: unknown;

  /** The data (Firebase's export format) and rules to start with; the rules must pass checkRules. */
  constructor(data: unknown, rules: unknown) {
    this.app = loadStoreClient().initializeApp({ databaseURL: 'ws://fakeserver.firebaseio.test' }, `zn-workbench-store-${appCount++}`);
    this.app.database().goOffline();
    this.root = this.app.database().ref();
    this.root.set(data === undefined ? null : data);
    this.checker = targaryen.database(rules, data === undefined ? null : data);
    this.openRules = targaryen.ruleset(OPEN_RULES);
  }

  /** Replaces the rules; throws (keeping the old ones) when they do not parse. */
  setRules(rules: unknown): void {
    const ruleset = targaryen.ruleset(rules);
    this.checker = this.as(NOBODY, ruleset);
  }

  /** A reference to `at` in the store. */
  ref(at: string): DataRef {
    return at ? this.root.child(at) : this.root;
  }

  /** The value at `at` (Firebase's export format), read now. */
  exportAt(at: string): unknown {
    let value: unknown = null;
    this.ref(at).once('value', (snap) => { value = snap.exportVal(); });
    return value === undefined ? null : value;
  }

  /** Whether `identity` may read `at`. */
  canRead(identity: Identity, at: string): boolean {
    return identity.kind === 'admin' || this.as(identity).read(at).allowed;
  }

  /**
   * Writes `data` at `at` (`set`), or each of its paths below `at` (`update`), when the rules let
   * `identity` do so; returns false, changing nothing, when they do not. Throws, changing nothing,
   * on a path or data Firebase does not take (a key with `.`, `#`, `$`, `[` or `]`).
   */
  write(identity: Identity, kind: 'set' | 'update', at: string, data: unknown): boolean {
    const checker = this.as(identity, identity.kind === 'admin' ? this.openRules : undefined);
    const result = kind === 'set' ? checker.write(at, data) : checker.update(at, data);
    if (!result.allowed) return false;
    // the Firebase store checks keys and values (it throws on a key such as "a.b"): first, so that a
    // refused write changes neither copy of the data
    if (kind === 'set') this.ref(at).set(data);
    else this.ref(at).update(data);
    // the checker keeps the data only; the identity of this write stays with this write
    this.checker = new this.checker.constructor({ rules: this.checker.rules, data: result.newDatabase.root, auth: null });
    return true;
  }

  /** Whether `identity` may write `data` at `at` (checked, nothing written). */
  mayWrite(identity: Identity, kind: 'set' | 'update', at: string, data: unknown): boolean {
    this.ref(at); // throws on a path Firebase does not take
    if (identity.kind === 'admin') return true;
    const checker = this.as(identity);
    return (kind === 'set' ? checker.write(at, data) : checker.update(at, data)).allowed;
  }

  close(): Promise<void> {
    this.root.off();
    return this.app.delete().catch(() => undefined);
  }

  /** A checker over the current data with exactly this identity (null auth for nobody and the admin). */
  private as(identity: Identity, rules?: unknown): TargaryenDatabase {
    const auth = identity.kind === 'user' ? identity.claims : null;
    return new this.checker.constructor({ rules: rules || this.checker.rules, data: this.checker.root, auth });
  }
}
