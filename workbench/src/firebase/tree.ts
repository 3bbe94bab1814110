/**
 * A database's data as Firebase keeps it: an immutable tree of nodes, each a leaf (a string,
 * number or boolean) or a branch of named children (a Map, so a key such as `constructor` is a
 * key like any other), either with a priority. A write makes a new tree that shares every node it
 * did not touch, so:
 *
 *   - a set or a multi-path update costs what it touches (an update of n paths copies each branch
 *     it passes once, never once per path), and
 *   - the tree before a write and the tree after it are both there for the rules (`data`,
 *     `newData`) and a listener sees whether its location changed by comparing two references.
 *
 * The keys Firebase refuses are refused here, with the client's own words; so is `__proto__`,
 * which Firebase takes but no JavaScript object of the journal or the export could hold.
 */
import crypto from 'crypto';

export type Priority = string | number | null;
export interface Leaf { readonly leaf: true; readonly value: string | number | boolean; readonly priority: Priority }
export interface Branch { readonly leaf: false; readonly children: ReadonlyMap<string, Node>; readonly priority: Priority }
export type Node = Leaf | Branch;
/** A location's data: a node, or null where there is none. */
export type Tree = Node | null;

/** Firebase's limits: 32 levels of nesting, keys of at most 768 bytes. */
export const MAX_DEPTH = 32;
const MAX_KEY_BYTES = 768;
// eslint-disable-next-line no-control-regex -- Firebase refuses the ASCII control characters in keys
const INVALID_KEY = /[.#$/[\]\u0000-\u001f\u007f]/;

/** Data or a path Firebase does not take (the client would refuse it first): refused, to that request only. */
export class InvalidData extends Error {}

/** Refuses a key Firebase does not take (or `__proto__`, which the workbench cannot keep); `where` names the data (made only for the error). */
export function checkKey(key: string, where: string | (() => string)): void {
  const valid = key && key !== '__proto__' && !INVALID_KEY.test(key) && (key.length * 3 <= MAX_KEY_BYTES || Buffer.byteLength(key) <= MAX_KEY_BYTES);
  if (valid) return;
  const place = typeof where === 'string' ? where : where();
  if (key === '__proto__') {
    throw new InvalidData(`${place} contains an invalid key (__proto__): the workbench cannot store a key named __proto__`);
  }
  throw new InvalidData(`${place} contains an invalid key (${key.slice(0, 100)}). Keys must be non-empty strings and can't contain ".", "#", "$", "/", "[", or "]"`);
}

/** A path without its leading and trailing slashes. */
export function trimPath(path: string): string {
  return path.charCodeAt(0) === 47 || path.charCodeAt(path.length - 1) === 47 ? path.replace(/^\/+|\/+$/g, '') : path;
}

/** The segments of a path (no leading or trailing slash), each checked as a key. */
export function pathSegments(at: string): string[] {
  const segments = at ? at.split('/') : [];
  const where = () => `the path /${at.slice(0, 200)}`;
  if (segments.length > MAX_DEPTH) throw new InvalidData(`${where()} is more than ${MAX_DEPTH} levels deep`);
  for (const segment of segments) checkKey(segment, where);
  return segments;
}

function checkPriority(priority: unknown, where: string): Priority {
  if (priority === undefined || priority === null) return null;
  if (typeof priority === 'string' || (typeof priority === 'number' && Number.isFinite(priority))) return priority;
  throw new InvalidData(`${where}: a priority must be a string, a number or null`);
}

function leafOf(value: unknown, priority: Priority, where: string): Leaf | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value))) {
    return { leaf: true, value, priority };
  }
  throw new InvalidData(`${where} contains an invalid value (${String(value).slice(0, 50)})`);
}

/** A value in Firebase's export format (or plain JSON; arrays as objects keyed "0", "1"...) as a tree. */
export function toTree(value: unknown, where = 'the data', depth = 0): Tree {
  if (value === null || value === undefined || typeof value !== 'object') return leafOf(value, null, where);
  if (depth > MAX_DEPTH) throw new InvalidData(`${where} is nested more than ${MAX_DEPTH} levels deep`);
  const object = value as Record<string, unknown>;
  const priority = checkPriority(Object.prototype.hasOwnProperty.call(object, '.priority') ? object['.priority'] : null, where);
  if (Object.prototype.hasOwnProperty.call(object, '.value')) return leafOf(object['.value'], priority, where);
  const children = new Map<string, Node>();
  for (const key of Object.keys(object)) {
    if (key === '.priority') continue;
    checkKey(key, where);
    const child = toTree(object[key], where, depth + 1);
    if (child) children.set(key, child);
  }
  return children.size ? { leaf: false, children, priority } : null;
}

/** The node at `segments` below `tree`, or null. */
export function childAt(tree: Tree, segments: readonly string[], from = 0): Tree {
  let node = tree;
  for (let i = from; i < segments.length && node; i++) node = node.leaf ? null : node.children.get(segments[i]) || null;
  return node;
}

function branchWith(node: Tree, key: string, child: Tree): Tree {
  const children = new Map(node && !node.leaf ? node.children : undefined);
  if (child) children.set(key, child);
  else children.delete(key);
  return children.size ? { leaf: false, children, priority: node ? node.priority : null } : null;
}

/** `tree` with `value` set at `segments` (null removes it, and every parent it leaves empty). */
export function setAt(tree: Tree, segments: readonly string[], value: Tree, from = 0): Tree {
  if (from === segments.length) return value;
  const key = segments[from];
  return branchWith(tree, key, setAt(childAt(tree, [key]), segments, value, from + 1));
}

/** An update's paths as a tree: each node either set (a leaf of the update) or passed through. */
interface PatchNode { value?: Tree; set: boolean; children: Map<string, PatchNode> }

function patchTree(patch: Record<string, unknown>, at: string, paths: string[]): PatchNode {
  const top: PatchNode = { set: false, children: new Map() };
  const where = `the update of /${at.slice(0, 200)}`;
  for (const relative of Object.keys(patch)) {
    const trimmed = trimPath(relative);
    const segments = pathSegments(trimmed);
    paths.push(at ? `${at}/${trimmed}` : trimmed);
    let node = top;
    for (const segment of segments) {
      if (node.set) throw new InvalidData(`${where} contains a path /${relative.slice(0, 200)} that is below another path it sets`);
      let next = node.children.get(segment);
      if (!next) node.children.set(segment, next = { set: false, children: new Map() });
      node = next;
    }
    if (node.set || node.children.size || node === top) {
      throw new InvalidData(`${where} contains a path /${relative.slice(0, 200)} that is another of its paths or above one`);
    }
    node.set = true;
    node.value = toTree(patch[relative], where, segments.length);
  }
  return top;
}

function applyPatch(node: Tree, patch: PatchNode): Tree {
  if (patch.set) return patch.value || null;
  const children = new Map(node && !node.leaf ? node.children : undefined);
  patch.children.forEach((sub, key) => {
    const child = applyPatch(children.get(key) || null, sub);
    if (child) children.set(key, child);
    else children.delete(key);
  });
  return children.size ? { leaf: false, children, priority: node ? node.priority : null } : null;
}

/**
 * `tree` with a multi-path update at `segments` applied (each key of `patch` a path below it).
 * Returns the new tree and the paths written (relative to the root), in the update's order.
 */
export function updateAt(tree: Tree, segments: readonly string[], patch: Record<string, unknown>): { tree: Tree; paths: string[] } {
  const at = segments.join('/');
  const paths: string[] = [];
  const patched = applyPatch(childAt(tree, segments), patchTree(patch, at, paths));
  return { tree: setAt(tree, segments, patched), paths };
}

/** The tree in Firebase's export format (priorities as `.priority`, a leaf with one as `.value`). */
export function exportTree(tree: Tree): unknown {
  if (!tree) return null;
  if (tree.leaf) return tree.priority === null ? tree.value : { '.value': tree.value, '.priority': tree.priority };
  const out: Record<string, unknown> = {};
  tree.children.forEach((child, key) => { out[key] = exportTree(child); });
  if (tree.priority !== null) out['.priority'] = tree.priority;
  return out;
}

const plainValues = new WeakMap<Node, unknown>();

/** The tree as plain JSON (what `val()` gives); kept per node, as nodes never change. */
export function plainValue(tree: Tree): unknown {
  if (!tree) return null;
  if (tree.leaf) return tree.value;
  let value = plainValues.get(tree);
  if (value === undefined) {
    const out: Record<string, unknown> = {};
    tree.children.forEach((child, key) => { out[key] = plainValue(child); });
    plainValues.set(tree, value = out);
  }
  return value;
}

// ---- Firebase's orders (the client's nameCompare and node comparisons) ----

function asInt(key: string): number | null {
  if (!/^-?\d{1,10}$/.test(key)) return null;
  const value = Number(key);
  return value >= -2147483648 && value <= 2147483647 ? value : null;
}

export const MIN_NAME = '[MIN_NAME]';
export const MAX_NAME = '[MAX_NAME]';

/** Firebase's order of keys: 32-bit integer keys first, by value; then the others, by code unit. */
export function nameCompare(a: string, b: string): number {
  if (a === b) return 0;
  if (a === MIN_NAME || b === MAX_NAME) return -1;
  if (b === MIN_NAME || a === MAX_NAME) return 1;
  const ai = asInt(a);
  const bi = asInt(b);
  if (ai !== null && bi !== null) return ai - bi === 0 ? a.length - b.length : ai - bi;
  if (ai !== null) return -1;
  if (bi !== null) return 1;
  return a < b ? -1 : 1;
}

const TYPE_ORDER = ['boolean', 'number', 'string'];

/** Firebase's order of values: null, then leaves (booleans, numbers, strings), then branches (all equal). */
export function valueCompare(a: Tree, b: Tree): number {
  if (!a || !b) return (a ? 1 : 0) - (b ? 1 : 0);
  if (!a.leaf || !b.leaf) return (a.leaf ? 0 : 1) - (b.leaf ? 0 : 1);
  const byType = TYPE_ORDER.indexOf(typeof a.value) - TYPE_ORDER.indexOf(typeof b.value);
  if (byType !== 0) return byType;
  return a.value < b.value ? -1 : a.value > b.value ? 1 : 0;
}

/** A priority as a node, to compare priorities as Firebase does (null first, numbers, then strings). */
export function priorityNode(priority: Priority): Tree {
  return priority === null ? null : { leaf: true, value: priority, priority: null };
}

/** A branch's children in Firebase's priority order (priority, then key). */
export function byPriority(branch: Branch): Array<[string, Node]> {
  return Array.from(branch.children).sort((a, b) => valueCompare(priorityNode(a[1].priority), priorityNode(b[1].priority)) || nameCompare(a[0], b[0]));
}

// ---- the hash a transaction sends (the client's Node.hash) ----

function doubleHex(value: number): string {
  const buffer = Buffer.alloc(8);
  buffer.writeDoubleBE(value, 0);
  return buffer.toString('hex');
}

function priorityText(priority: Priority): string {
  if (priority === null) return '';
  return `priority:${typeof priority === 'number' ? `number:${doubleHex(priority)}` : `string:${priority}`}:`;
}

const hashes = new WeakMap<Node, string>();

/** The hash Firebase's clients compute of their copy of a location, compared by a transaction. */
export function treeHash(tree: Tree): string {
  if (!tree) return '';
  let hash = hashes.get(tree);
  if (hash !== undefined) return hash;
  let text = priorityText(tree.priority);
  if (tree.leaf) text += `${typeof tree.value}:${typeof tree.value === 'number' ? doubleHex(tree.value) : String(tree.value)}`;
  else {
    byPriority(tree).forEach(([key, child]) => {
      const childHash = treeHash(child);
      if (childHash) text += `:${key}:${childHash}`;
    });
  }
  hash = text ? crypto.createHash('sha1').update(text).digest('base64') : '';
  hashes.set(tree, hash);
  return hash;
}
