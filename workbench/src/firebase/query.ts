/**
 * A listen's query applied on the server, as Firebase applies it: a client that asks for
 * `orderByChild('score').limitToLast(10)` of a location of 100,000 children is sent 10 of them,
 * not the location. The query is the wire's (the clients' queryObject): `i` the index ('.key',
 * '.value', a child's path; the priority when absent), `sp`/`sn` where it starts (value, key),
 * `ep`/`en` where it ends, `l` a limit and `vf` its side ('l' first, 'r' last).
 */
import { Node, Tree, MAX_NAME, MIN_NAME, childAt, nameCompare, priorityNode, valueCompare } from './tree';

export interface WireQuery { i?: unknown; sp?: unknown; sn?: unknown; ep?: unknown; en?: unknown; l?: unknown; vf?: unknown }

type Entry = [string, Node];

/** A query read from the wire, or null when it filters nothing (the whole location is sent). */
export interface CompiledQuery {
  compare(a: Entry, b: Entry): number;
  /** Whether a child is inside the start and end. */
  inRange(entry: Entry): boolean;
  limit: number | null;
  fromRight: boolean;
}

function leafOf(value: unknown): Tree {
  if (typeof value === 'string' || typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value))) {
    return { leaf: true, value, priority: null };
  }
  return null;
}

/** The order of the index, and the indexed value of a child (for the bounds). */
function indexOf(index: unknown): { indexed(node: Tree): Tree; byKey: boolean } {
  if (index === '.key') return { indexed: () => null, byKey: true };
  if (index === '.value') return { indexed: (node) => node, byKey: false };
  if (typeof index === 'string' && index && index !== '.priority') {
    const segments = index.split('/').filter(Boolean);
    return { indexed: (node) => childAt(node, segments), byKey: false };
  }
  return { indexed: (node) => (node ? priorityNode(node.priority) : null), byKey: false };
}

/** Compiles a wire query; null when it has neither bounds nor a limit (nothing to filter). */
export function compileQuery(query: unknown): CompiledQuery | null {
  if (!query || typeof query !== 'object') return null;
  const q = query as WireQuery;
  const hasStart = 'sp' in q || 'sn' in q;
  const hasEnd = 'ep' in q || 'en' in q;
  const limit = typeof q.l === 'number' && q.l >= 0 ? Math.floor(q.l) : null;
  if (!hasStart && !hasEnd && limit === null) return null;
  const index = indexOf(q.i);
  const compare = (a: Entry, b: Entry): number => {
    if (index.byKey) return nameCompare(a[0], b[0]);
    return valueCompare(index.indexed(a[1]), index.indexed(b[1])) || nameCompare(a[0], b[0]);
  };
  // a bound: a key with an indexed value (for the key index, the key is the value given)
  const bound = (value: unknown, name: unknown, otherwise: string): [string, Tree] => (index.byKey
    ? [typeof value === 'string' ? value : otherwise, null]
    : [typeof name === 'string' ? name : otherwise, leafOf(value)]);
  const start = hasStart ? bound(q.sp, q.sn, MIN_NAME) : null;
  const end = hasEnd ? bound(q.ep, q.en, MAX_NAME) : null;
  const boundCompare = (entry: Entry, [name, value]: [string, Tree]): number => (index.byKey
    ? nameCompare(entry[0], name)
    : valueCompare(index.indexed(entry[1]), value) || nameCompare(entry[0], name));
  return {
    compare,
    inRange: (entry) => (!start || boundCompare(entry, start) >= 0) && (!end || boundCompare(entry, end) <= 0),
    limit,
    fromRight: q.vf === 'r'
  };
}

/** The location's data the query selects: the children inside its bounds, at most its limit of them. */
export function applyQuery(location: Tree, query: CompiledQuery): Tree {
  if (!location || location.leaf) return location;
  let entries = Array.from(location.children).filter(query.inRange);
  if (query.limit !== null && entries.length > query.limit) {
    entries.sort(query.compare);
    entries = query.fromRight ? entries.slice(entries.length - query.limit) : entries.slice(0, query.limit);
  }
  if (!entries.length) return null;
  return { leaf: false, children: new Map(entries), priority: location.priority };
}
