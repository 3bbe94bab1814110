/**
 * The data as the rules see it: `root`, `data` and `newData` snapshots over the immutable trees of
 * tree.ts, in the shape targaryen's rule set reads (its public `ruleset(rules)`, whose
 * `tryRead`/`tryWrite` take a database: `snapshot(path)`, `walk(path, cb)`, `auth`). The trees
 * before and after a write are both kept whole, so checking a path costs its depth, whatever
 * else the write changes.
 */
import { Tree, childAt, plainValue, trimPath } from './tree';

function trim(path: string): string {
  return trimPath(path);
}

function segmentsOf(path: string): string[] {
  return path ? path.split('/') : [];
}

/** A snapshot of one location, as the rules read it (`val()`, `child()`, `exists()`...). */
export class RuleSnapshot {
  private segments: string[] | null = null;

  constructor(private readonly tree: Tree, private readonly path: string | null) {}

  private node(): Tree {
    if (this.path === null) return null;
    if (!this.segments) this.segments = segmentsOf(this.path);
    return childAt(this.tree, this.segments);
  }

  val(): unknown {
    return plainValue(this.node());
  }

  getPriority(): string | number | null {
    const node = this.node();
    return node ? node.priority : null;
  }

  exists(): boolean {
    return this.node() !== null;
  }

  child(childPath: string): RuleSnapshot {
    if (typeof childPath !== 'string') throw new Error(`${childPath} should be a string.`);
    const trimmed = trim(childPath);
    return new RuleSnapshot(this.tree, childPath && this.path !== null ? [this.path, trimmed].filter(Boolean).join('/') : null);
  }

  parent(): RuleSnapshot {
    if (!this.path) throw new Error('This node is the database root and has no parent.');
    return new RuleSnapshot(this.tree, this.path.split('/').slice(0, -1).join('/'));
  }

  hasChild(childPath: string): boolean {
    if (typeof childPath !== 'string') throw new Error(`${childPath} should be a string.`);
    return Boolean(childPath) && this.child(childPath).exists();
  }

  hasChildren(names?: string[]): boolean {
    if (!names) {
      const node = this.node();
      return Boolean(node && !node.leaf);
    }
    if (!names.length) throw new Error('`hasChildren()` requires a non empty array.');
    return names.every((name) => this.hasChild(name));
  }

  isNumber(): boolean {
    return typeof this.val() === 'number';
  }

  isString(): boolean {
    return typeof this.val() === 'string';
  }

  isBoolean(): boolean {
    return typeof this.val() === 'boolean';
  }

  toString(): string {
    return this.path || '';
  }

  toJSON(): { path: string; exists: boolean } {
    return { path: this.toString(), exists: this.exists() };
  }
}

/** One tree (before or after a write) with the identity asking, as targaryen's rule set reads it. */
export class RuleDatabase {
  readonly debug = false;

  constructor(readonly tree: Tree, readonly auth: unknown, readonly timestamp: number) {}

  snapshot(path: string): RuleSnapshot {
    return new RuleSnapshot(this.tree, trim(path || '/'));
  }

  /** Each location below `path` (not `path` itself), depth first; `cb` returning true skips what is below that one. */
  walk(path: string, cb: (snap: RuleSnapshot) => boolean | void): void {
    const start = trim(path);
    const visit = (node: Tree, at: string): void => {
      if (!node || node.leaf) return;
      node.children.forEach((child, key) => {
        const childPath = at ? `${at}/${key}` : key;
        if (!cb(this.snapshot(childPath))) visit(child, childPath);
      });
    };
    visit(childAt(this.tree, segmentsOf(start)), start);
  }
}
