import { ZnError, describeValue } from './errors';
import { isNamespace } from './naming';

/**
 * Plugin CSS scoped under the plugin's namespace, as Zengine scoped a plugin's plugin.css: every
 * rule applies only inside the elements the host mounts the plugin's interfaces in, which carry
 * `data-zn-plugin="<namespace>"`. So one plugin's `.title { ... }` restyles neither the host nor
 * another plugin. Pure (no AngularJS, no DOM): the Node server calls it when it serves plugin.css.
 */

const SERVICE = 'scopePluginCss';

/** The selector of a plugin's mounted elements: `[data-zn-plugin="myPlugin"]`. */
export function pluginScopeSelector(namespace: string): string {
  if (!isNamespace(namespace)) {
    throw new ZnError(SERVICE, 'bad-namespace',
      `namespace must be letters and digits starting with a lowercase letter, such as 'myPlugin'; got ${describeValue(namespace)}`);
  }
  return `[data-zn-plugin="${namespace}"]`;
}

/** At-rules whose blocks hold rules (scoped in turn); every other block is kept as written. */
const GROUPING_AT_RULES = ['media', 'supports', 'document', '-moz-document', 'layer', 'container'];

/** Leading `html`, `body` or `:root` (with what joins them): they stand for the plugin's element. */
const PAGE_ROOT = /^(?:\s*(?:html|body|:root)(?![\w-])\s*>?)+/i;

/**
 * `css` with every selector prefixed by the plugin's scope: `.title` → `[data-zn-plugin="ns"] .title`,
 * each selector of a list (`a, b`), inside `@media`/`@supports`/`@layer`/`@container`; a leading
 * `html`, `body` or `:root` becomes the scope itself (`body { color: red }` styles the plugin's
 * element, not the page). `@keyframes`, `@font-face`, `@page` blocks and `@import`/`@charset`
 * statements are kept as written; comments and strings (`content: "}"`) never confuse it.
 * Unbalanced input is closed at its end, as a browser would read it.
 */
export function scopePluginCss(css: string, namespace: string): string {
  const scope = pluginScopeSelector(namespace);
  if (typeof css !== 'string') {
    throw new ZnError(SERVICE, 'bad-css', `css must be the text of a stylesheet (a string); got ${describeValue(css)}`);
  }
  const reader = new CssReader(css);
  return scopeRules(reader, scope, false);
}

/** Selector list → scoped selector list. */
export function scopeSelectorList(selectors: string, scope: string): string {
  return splitTopLevel(stripComments(selectors), ',')
    .map((selector) => selector.trim())
    .filter((selector) => selector !== '')
    .map((selector) => scopeSelector(selector, scope))
    .join(', ');
}

function scopeSelector(selector: string, scope: string): string {
  if (selector.startsWith(scope)) return selector;
  const root = PAGE_ROOT.exec(selector);
  if (root) {
    const rest = selector.slice(root[0].length);
    // `body > .x` keeps its child combinator; `body .x` its descendant one; `body.dark` stays one compound.
    const joiner = />\s*$/.test(root[0]) ? ' > ' : (/\s$/.test(root[0]) ? ' ' : '');
    return rest.trim() === '' ? scope : scope + joiner + rest.replace(/^\s+/, '');
  }
  return `${scope} ${selector}`;
}

/** Reads rules until the end of input (top level) or the `}` closing the enclosing block. */
function scopeRules(reader: CssReader, scope: string, nested: boolean): string {
  let out = '';
  for (;;) {
    out += reader.readSpaceAndComments();
    if (reader.done()) return out;
    if (reader.peek() === '}') {
      reader.skip(1);
      if (nested) return out;
      continue; // a stray } at the top level: ignored, as a browser ignores it
    }
    const { prelude, end } = reader.readPrelude();
    if (end === ';' || end === '') {
      out += prelude + end; // @import, @charset, @namespace; or a broken tail
      continue;
    }
    const at = /^@([-\w]+)/.exec(prelude.trim());
    if (at && GROUPING_AT_RULES.includes(at[1].toLowerCase())) {
      out += `${prelude.trim()} {` + scopeRules(reader, scope, true) + '}';
    } else if (at) {
      out += `${prelude.trim()} {` + reader.readBlockBody() + '}';
    } else {
      const selectors = scopeSelectorList(prelude, scope);
      const body = reader.readBlockBody();
      if (selectors !== '') out += `${selectors} {${body}}`;
    }
  }
}

/** Splits on `separator` outside strings, parentheses and brackets: `a, :is(b, c)` → 2 parts. */
function splitTopLevel(text: string, separator: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '"' || c === "'") {
      i = skipString(text, i) - 1;
    } else if (c === '\\') {
      i += 1;
    } else if (c === '(' || c === '[') {
      depth += 1;
    } else if ((c === ')' || c === ']') && depth > 0) {
      depth -= 1;
    } else if (c === separator && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

function stripComments(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '"' || text[i] === "'") {
      const end = skipString(text, i);
      out += text.slice(i, end);
      i = end - 1;
    } else if (text.startsWith('/*', i)) {
      const end = text.indexOf('*/', i + 2);
      i = end < 0 ? text.length : end + 1;
      out += ' ';
    } else {
      out += text[i];
    }
  }
  return out;
}

/** The index just after the string starting at `start` (its quote), or the end of a broken one. */
function skipString(text: string, start: number): number {
  const quote = text[start];
  for (let i = start + 1; i < text.length; i++) {
    if (text[i] === '\\') i += 1;
    else if (text[i] === quote || text[i] === '\n') return i + 1;
  }
  return text.length;
}

/** A cursor over the stylesheet that knows about comments and strings. */
class CssReader {
  private pos = 0;

  constructor(private readonly text: string) {}

  done(): boolean {
    return this.pos >= this.text.length;
  }

  peek(): string {
    return this.text[this.pos];
  }

  skip(count: number): void {
    this.pos += count;
  }

  /** Steps over a string or comment starting here, so braces inside it are not counted; false when there is none. */
  private skipStringOrComment(): boolean {
    const c = this.peek();
    if (c === '"' || c === "'") {
      this.pos = skipString(this.text, this.pos);
      return true;
    }
    if (this.text.startsWith('/*', this.pos)) {
      const end = this.text.indexOf('*/', this.pos + 2);
      this.pos = end < 0 ? this.text.length : end + 2;
      return true;
    }
    return false;
  }

  /** Whitespace and comments, as written. */
  readSpaceAndComments(): string {
    const start = this.pos;
    for (;;) {
      while (!this.done() && /\s/.test(this.peek())) this.pos += 1;
      if (!this.text.startsWith('/*', this.pos)) break;
      const end = this.text.indexOf('*/', this.pos + 2);
      this.pos = end < 0 ? this.text.length : end + 2;
    }
    return this.text.slice(start, this.pos);
  }

  /** Text up to a `{` or `;` outside strings, comments and parentheses; `end` is that character ('' at the end). */
  readPrelude(): { prelude: string; end: string } {
    const start = this.pos;
    let depth = 0;
    while (!this.done()) {
      if (this.skipStringOrComment()) continue;
      const c = this.peek();
      if (c === '\\') this.pos += 1;
      else if (c === '(') depth += 1;
      else if (c === ')' && depth > 0) depth -= 1;
      else if (depth === 0 && (c === '{' || c === ';' || c === '}')) {
        const prelude = this.text.slice(start, this.pos);
        if (c === '}') return { prelude, end: '' }; // let the caller's loop close the block
        this.pos += 1;
        return { prelude, end: c };
      }
      this.pos += 1;
    }
    return { prelude: this.text.slice(start), end: '' };
  }

  /** The body of the block just opened, as written, up to its matching `}` (consumed, not returned). */
  readBlockBody(): string {
    const start = this.pos;
    let depth = 1;
    while (!this.done()) {
      if (this.skipStringOrComment()) continue;
      const c = this.peek();
      if (c === '\\') this.pos += 1;
      else if (c === '{') depth += 1;
      else if (c === '}') {
        depth -= 1;
        if (depth === 0) {
          const body = this.text.slice(start, this.pos);
          this.pos += 1;
          return body;
        }
      }
      this.pos += 1;
    }
    return this.text.slice(start);
  }
}
