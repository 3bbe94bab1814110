/**
 * What a plugin's built plugin.js names, read from its syntax tree (Babel's parser, which the
 * legacy build already uses), so that comments never count and a name is told from a property or
 * a text: the identifiers it refers to (injected names among them, as parameters), the properties
 * it reads, its whole string literals (array-annotated injections, module names), its method calls
 * with what they are called on and their first arguments, and its `obj.prop` reads. Pure, apart
 * from loading Babel. plugin-uses.ts turns these into the libraries the frame needs.
 */

/** Where something was first seen: a line of the built plugin.js. */
export type Line = number;

/** The first two arguments of a call, as far as the scanner tells them apart. */
export interface Argument {
  kind: 'string' | 'object' | 'function' | 'other';
  /** A string literal's value (a template literal without expressions counts). */
  text?: string;
}

/** `object.method(...)`: what `object` is, the method's name, and the first arguments. */
export interface MethodCall {
  method: string;
  /** An identifier's name; `angular.element()` or `$()` for a call of those; `[]` for `x[0]`; '' otherwise. */
  object: string;
  args: Argument[];
  line: Line;
}

export interface ScriptFacts {
  /** Identifiers referred to or declared (variables, parameters, functions), not properties or keys. */
  identifiers: Map<string, Line>;
  /** Names read as `x.name` or written as object keys (`{ name: ... }`). */
  properties: Map<string, Line>;
  /** `obj.prop` where `obj` is an identifier (`$.ui`, `angular.lowercase`, `$timeout.cancel`). */
  members: Map<string, Line>;
  /** Whole string literals. */
  strings: Map<string, Line>;
  /** String literals that hold markup (`<div ui-sortable>`), to be read as templates. */
  markup: Array<{ text: string; line: Line }>;
  calls: MethodCall[];
  /** Calls of a plain function with a string first (`$filter('truncate')`): `name` → the strings. */
  direct: Array<{ callee: string; text: string; line: Line }>;
  /** Controllers' names given as `controller: 'name'` (registrations, routes, directives). */
  controllerRefs: Map<string, Line>;
}

interface Node {
  type: string;
  loc?: { start: { line: number } };
  [key: string]: unknown;
}

interface BabelParser {
  parseSync(code: string, options: Record<string, unknown>): Node | null;
}

let babel: BabelParser | null = null;

function parser(): BabelParser {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  if (!babel) babel = require('@babel/core') as BabelParser;
  return babel;
}

const isNode = (value: unknown): value is Node => !!value && typeof value === 'object' && typeof (value as Node).type === 'string';
const lineOf = (node: Node): Line => (node.loc ? node.loc.start.line : 0);

/** Keeps the earliest line of `name` (the walk does not go in the source's order). */
function remember(map: Map<string, Line>, name: string, line: Line): void {
  const known = map.get(name);
  if (known === undefined || line < known) map.set(name, line);
}

function stringOf(node: unknown): string | undefined {
  if (!isNode(node)) return undefined;
  if (node.type === 'StringLiteral') return node.value as string;
  if (node.type === 'TemplateLiteral' && (node.expressions as unknown[]).length === 0) {
    return ((node.quasis as Node[])[0].value as { cooked?: string }).cooked;
  }
  return undefined;
}

function argumentOf(node: unknown): Argument {
  const text = stringOf(node);
  if (text !== undefined) return { kind: 'string', text };
  if (!isNode(node)) return { kind: 'other' };
  if (node.type === 'ObjectExpression') return { kind: 'object' };
  if (/Function/.test(node.type)) return { kind: 'function' };
  return { kind: 'other' };
}

/** What a call's object is, for MethodCall.object. */
function objectName(node: Node): string {
  if (node.type === 'Identifier') return node.name as string;
  if (node.type === 'ThisExpression') return 'this';
  if (node.type === 'MemberExpression' && node.computed) return '[]';
  if (node.type === 'MemberExpression' && isNode(node.property) && node.property.type === 'Identifier') return node.property.name as string;
  if (node.type === 'CallExpression' && isNode(node.callee)) {
    const callee = node.callee;
    if (callee.type === 'Identifier' && (callee.name === '$' || callee.name === 'jQuery')) return '$()';
    if (callee.type === 'MemberExpression' && isNode(callee.object) && callee.object.name === 'angular' && isNode(callee.property) &&
      callee.property.name === 'element') return 'angular.element()';
  }
  return '';
}

function visitCall(node: Node, facts: ScriptFacts): void {
  const callee = node.callee as Node;
  const args = (node.arguments as unknown[]).slice(0, 2).map(argumentOf);
  if (callee.type === 'MemberExpression' && !callee.computed && isNode(callee.property) && callee.property.type === 'Identifier') {
    facts.calls.push({ method: callee.property.name as string, object: objectName(callee.object as Node), args, line: lineOf(node) });
  } else if (callee.type === 'Identifier' && args[0] && args[0].kind === 'string') {
    facts.direct.push({ callee: callee.name as string, text: args[0].text as string, line: lineOf(node) });
  }
}

function visitString(text: string, line: Line, facts: ScriptFacts): void {
  remember(facts.strings, text, line);
  if (/<[a-zA-Z]/.test(text) || /\{\{/.test(text)) facts.markup.push({ text, line });
}

/** One node, knowing where it sits in its parent (`key`). */
function visit(node: Node, parent: Node | null, key: string, facts: ScriptFacts): void {
  const line = lineOf(node);
  switch (node.type) {
    case 'Identifier': {
      const name = node.name as string;
      const isProperty = parent && /MemberExpression$/.test(parent.type) && key === 'property' && !parent.computed;
      const isKey = parent && /^Object(Property|Method)$/.test(parent.type) && key === 'key' && !parent.computed;
      if (isProperty || isKey) remember(facts.properties, name, line);
      else remember(facts.identifiers, name, line);
      if (isProperty && parent && isNode(parent.object) && parent.object.type === 'Identifier') remember(facts.members, `${parent.object.name}.${name}`, line);
      break;
    }
    case 'StringLiteral':
      visitString(node.value as string, line, facts);
      break;
    case 'TemplateElement': {
      const cooked = (node.value as { cooked?: string }).cooked;
      if (cooked) visitString(cooked, line, facts);
      break;
    }
    case 'CallExpression':
    case 'OptionalCallExpression':
      visitCall(node, facts);
      break;
    case 'ObjectProperty': {
      const name = isNode(node.key) ? (node.key.name as string | undefined) ?? stringOf(node.key) : undefined;
      const value = stringOf(node.value);
      if (name === 'controller' && value) remember(facts.controllerRefs, value.split(/\s+as\s+/)[0].trim(), line);
      break;
    }
    default:
  }
}

function walk(root: Node, facts: ScriptFacts): void {
  // iterative: a large bundled dependency nests deeper than the stack would like
  const stack: Array<[Node, Node | null, string]> = [[root, null, '']];
  while (stack.length) {
    const [node, parent, key] = stack.pop() as [Node, Node | null, string];
    visit(node, parent, key, facts);
    Object.keys(node).forEach((childKey) => {
      if (childKey === 'loc' || childKey === 'leadingComments' || childKey === 'trailingComments' || childKey === 'innerComments') return;
      const child = node[childKey];
      if (Array.isArray(child)) child.forEach((item) => { if (isNode(item)) stack.push([item, node, childKey]); });
      else if (isNode(child)) stack.push([child, node, childKey]);
    });
  }
}

export function emptyFacts(): ScriptFacts {
  return {
    identifiers: new Map(), properties: new Map(), members: new Map(), strings: new Map(), markup: [], calls: [], direct: [], controllerRefs: new Map()
  };
}

/** The facts of `code` (a script, sloppy mode, as the page runs plugin.js); throws Babel's SyntaxError when it cannot be read. */
export function scriptFacts(code: string): ScriptFacts {
  const facts = emptyFacts();
  const ast = parser().parseSync(code, {
    babelrc: false, configFile: false, sourceType: 'script',
    parserOpts: { allowReturnOutsideFunction: true, allowAwaitOutsideFunction: true }
  });
  if (ast) walk(ast, facts);
  // in the source's order, so that the first use found is the first one written
  facts.calls.sort((a, b) => a.line - b.line);
  facts.direct.sort((a, b) => a.line - b.line);
  facts.markup.sort((a, b) => a.line - b.line);
  return facts;
}
