'use strict';
// The error messages of the minified bundle, as angular.min.js does for minErr: a TypeScript
// transformer (ts-loader's getCustomTransformers, zn-plugin.min.js only) that drops the prose of
// every ZnError message and keeps the values it interpolates. At run time ZnError turns those
// values into `znModal: [bad-option] a number (5) · see docs/errors.md#bad-option`
// (src/core/errors.ts, minMessage); dist/zn-plugin.js keeps the full messages.
//
// What counts as a message: the third argument of `new ZnError(service, code, message)`, and the
// message parameters of wrappers (found below, not listed by hand). In a message, string literals
// and the literal text of template literals are prose and go; every other expression (a
// describeValue(...) call, a name, a list joined) is a value and stays, in order. `a + b` with a
// string literal on one side, `${...}` and `c ? 'x' : `y ${v}`` are taken apart the same way.
//
// A wrapper is a function (a declaration, or a const arrow/function) one of whose parameters goes,
// as a whole value, into a message and is used nowhere else in it, e.g.
// `function fail(code, message) { throw new ZnError(SERVICE, code, message); }`. Its callers'
// arguments in that place are messages in turn; a whole string literal without spaces there
// ('get', '.value') is a name rather than prose, and stays. Wrappers are found in every file of
// src/ (following relative imports), to a fixed point, so a new wrapper needs no configuration;
// `node scripts/min-messages.js` lists them (test/node/min-messages.spec.ts keeps that list).
//
// A helper that returns part of a message (why a value is wrong: `must not hold spaces`) says so
// with the JSDoc tag `@returnsMessage`: the text it returns is taken apart the same way. Its
// callers test the result for truth, so '' stays '' and any other text becomes a (truthy) array.
const fs = require('fs');
const path = require('path');
const ts = require('typescript');

const ROOT = path.resolve(__dirname, '..');
/** The error class whose third constructor argument is a message. */
const ERROR_CLASS = 'ZnError';
const ERROR_MESSAGE_INDEX = 2;
/** The JSDoc tag of a helper whose returned text is part of a message. */
const RETURNS_MESSAGE = 'returnsMessage';
/** Source the transform leaves alone: the testing kit (its own, unminified bundle). */
const EXCLUDED = [path.join(ROOT, 'src', 'testing') + path.sep];

function unwrap(node) {
  while (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isNonNullExpression(node)) node = node.expression;
  return node;
}

function isProse(node) {
  return ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node);
}

/** Whether `node` builds text: a string literal or template, or `+`/`?:` over one. */
function isText(node) {
  node = unwrap(node);
  if (isProse(node) || ts.isTemplateExpression(node)) return true;
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) return isText(node.left) || isText(node.right);
  if (ts.isConditionalExpression(node)) return isText(node.whenTrue) || isText(node.whenFalse);
  return false;
}

/**
 * The values of a message expression, in order: `[{ node }]` for a value kept as written, and
 * `[{ test, whenTrue, whenFalse }]` for a conditional whose branches are taken apart in turn.
 */
function splitMessage(node) {
  node = unwrap(node);
  if (isProse(node)) return [];
  if (ts.isTemplateExpression(node)) {
    // A value written in quotes (`"${key}"`) keeps them, so a name reads apart from a description.
    return node.templateSpans.flatMap((span, index) => {
      const before = index === 0 ? node.head.text : node.templateSpans[index - 1].literal.text;
      const parts = splitMessage(span.expression);
      const quoted = before.endsWith('"') && span.literal.text.startsWith('"');
      return quoted && parts.length === 1 && parts[0].node ? [{ node: parts[0].node, quoted }] : parts;
    });
  }
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken && isText(node)) {
    return splitMessage(node.left).concat(splitMessage(node.right));
  }
  if (ts.isConditionalExpression(node) && isText(node)) {
    const whenTrue = splitMessage(node.whenTrue);
    const whenFalse = splitMessage(node.whenFalse);
    return whenTrue.length || whenFalse.length ? [{ test: node.condition, whenTrue, whenFalse }] : [];
  }
  return [{ node }];
}

/** The identifiers that are whole values of a split message (conditional branches included). */
function valueNames(parts) {
  return parts.flatMap((part) => {
    if (part.node) return !part.quoted && ts.isIdentifier(unwrap(part.node)) ? [unwrap(part.node).text] : [];
    return valueNames(part.whenTrue).concat(valueNames(part.whenFalse));
  });
}

/** The expression ZnError receives for a split message: an array of the values (nested arrays for conditionals). */
function valuesExpression(factory, parts) {
  return factory.createArrayLiteralExpression(parts.map((part) => part.node
    ? valueExpression(factory, part)
    : factory.createConditionalExpression(part.test, undefined, branch(factory, part.whenTrue), undefined, branch(factory, part.whenFalse))));
}

function branch(factory, parts) {
  return parts.length === 1 && parts[0].node ? valueExpression(factory, parts[0]) : valuesExpression(factory, parts);
}

function valueExpression(factory, part) {
  if (!part.quoted) return part.node;
  return factory.createTemplateExpression(factory.createTemplateHead('"'), [factory.createTemplateSpan(part.node, factory.createTemplateTail('"'))]);
}

/** Whether the literal text of a message expression holds a space (prose, not a name such as `${a}.${b}`). */
function hasProse(node) {
  node = unwrap(node);
  if (isProse(node)) return /\s/.test(node.text);
  if (ts.isTemplateExpression(node)) {
    return /\s/.test(node.head.text) || node.templateSpans.some((span) => /\s/.test(span.literal.text) || hasProse(span.expression));
  }
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken && isText(node)) return hasProse(node.left) || hasProse(node.right);
  if (ts.isConditionalExpression(node) && isText(node)) return hasProse(node.whenTrue) || hasProse(node.whenFalse);
  return false;
}

/**
 * The new message argument for a message written as `node`. At a wrapper's call site
 * (`keepNames`), text without a space ('get', `${namespace}.${method}`) is a name and stays.
 */
function messageArgument(factory, node, keepNames) {
  if (keepNames && !hasProse(node)) return node;
  return valuesExpression(factory, splitMessage(node));
}

/** Whether a function (a declaration, or a const's arrow or function) carries `@returnsMessage`. */
function returnsMessage(node) {
  const holder = (ts.isArrowFunction(node) || ts.isFunctionExpression(node)) && ts.isVariableDeclaration(node.parent) ? node.parent : node;
  return ts.getJSDocTags(holder).some((tag) => tag.tagName.text === RETURNS_MESSAGE);
}

/** The value a `@returnsMessage` helper returns in the min build: '' and non-text stay, text becomes its values. */
function messageReturn(factory, node) {
  const bare = unwrap(node);
  if (isProse(bare) && bare.text === '') return node;
  if (ts.isConditionalExpression(bare) && isText(bare)) {
    return factory.createConditionalExpression(bare.condition, undefined, messageReturn(factory, bare.whenTrue), undefined,
      messageReturn(factory, bare.whenFalse));
  }
  return isText(bare) ? valuesExpression(factory, splitMessage(bare)) : node;
}

// ---- Wrappers ------------------------------------------------------------------------------

function sourceFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

function isExcluded(file) {
  return EXCLUDED.some((dir) => file.startsWith(dir));
}

function resolveImport(from, specifier) {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), specifier);
  return [`${base}.ts`, path.join(base, 'index.ts')].find((file) => fs.existsSync(file)) || null;
}

/** `local name → { file, name }` of a file's named imports from relative modules. */
function importsOf(sourceFile) {
  const imports = new Map();
  sourceFile.statements.forEach((statement) => {
    if (!ts.isImportDeclaration(statement) || !statement.importClause || !statement.importClause.namedBindings) return;
    const bindings = statement.importClause.namedBindings;
    if (!ts.isNamedImports(bindings)) return;
    const file = resolveImport(sourceFile.fileName, statement.moduleSpecifier.text);
    if (!file) return;
    bindings.elements.forEach((element) => {
      imports.set(element.name.text, { file, name: (element.propertyName || element.name).text });
    });
  });
  return imports;
}

/** Every named function of a file: `[{ name, node (the function), params: [names] }]`. */
function functionsOf(sourceFile) {
  const found = [];
  const visit = (node) => {
    if (ts.isFunctionDeclaration(node) && node.name && node.body) {
      found.push({ name: node.name.text, node });
    } else if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer &&
      (ts.isArrowFunction(node.initializer) || ts.isFunctionExpression(node.initializer))) {
      found.push({ name: node.name.text, node: node.initializer });
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found.map((entry) => ({ ...entry, params: entry.node.parameters.map((param) => (ts.isIdentifier(param.name) ? param.name.text : null)) }));
}

/** How many times `name` is read in `node` (property names such as `x.name` do not count). */
function countReads(node, name) {
  let count = 0;
  const visit = (child) => {
    if (ts.isIdentifier(child) && child.text === name) {
      const parent = child.parent;
      const isPropertyName = parent && ((ts.isPropertyAccessExpression(parent) && parent.name === child) ||
        (ts.isPropertyAssignment(parent) && parent.name === child));
      if (!isPropertyName) count++;
    }
    ts.forEachChild(child, visit);
  };
  visit(node);
  return count;
}

/**
 * The analysis of src/: `{ files: Map(file → { sourceFile, imports }), wrappers: Map(file →
 * Map(name → [message parameter indexes])) }`, iterated until no new wrapper appears.
 */
function analyze(srcDir = path.join(ROOT, 'src')) {
  const files = new Map();
  sourceFiles(srcDir).filter((file) => !isExcluded(file)).forEach((file) => {
    const sourceFile = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    files.set(file, { sourceFile, imports: importsOf(sourceFile), functions: functionsOf(sourceFile) });
  });
  const wrappers = new Map();
  let changed = true;
  while (changed) {
    changed = false;
    files.forEach((info, file) => {
      info.functions.forEach((fn) => {
        const indexes = new Set();
        forEachMessage(fn.node.body, (site, resolve) => site.messageIndexes(resolve).forEach((index) => {
          const names = valueNames(splitMessage(site.args[index]));
          fn.params.forEach((param, paramIndex) => {
            if (param && names.includes(param) && countReads(fn.node.body, param) === names.filter((name) => name === param).length) {
              indexes.add(paramIndex);
            }
          });
        }), (name) => lookup(wrappers, files, file, name));
        if (!indexes.size) return;
        const known = wrappers.get(file) || new Map();
        const before = known.get(fn.name);
        const list = [...indexes].sort();
        if (before && before.join() === list.join()) return;
        if (before) {
          throw new Error(`scripts/min-messages.js: ${path.relative(ROOT, file)} has two functions named ${fn.name} with different message parameters; rename one`);
        }
        known.set(fn.name, list);
        wrappers.set(file, known);
        changed = true;
      });
    });
  }
  return { files, wrappers };
}

/** The message parameter indexes of the function `name` called in `file` (its own, or imported), or null. */
function lookup(wrappers, files, file, name) {
  const own = wrappers.get(file);
  if (own && own.has(name)) return own.get(name);
  const info = files.get(file);
  const imported = info && info.imports.get(name);
  if (!imported) return null;
  const theirs = wrappers.get(imported.file);
  return (theirs && theirs.get(imported.name)) || null;
}

/**
 * Calls `found(site)` for every message site under `node`: `new ZnError(...)` and calls of
 * wrappers, `site = { node, args, messageIndexes(), isWrapperCall }`.
 */
function forEachMessage(node, found, resolve) {
  const visit = (child) => {
    const site = messageSite(child, resolve);
    if (site) found(site, resolve);
    ts.forEachChild(child, visit);
  };
  if (node) visit(node);
}

function messageSite(node, resolve) {
  if (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === ERROR_CLASS && node.arguments &&
    node.arguments.length > ERROR_MESSAGE_INDEX) {
    return { node, args: node.arguments, isWrapperCall: false, messageIndexes: () => [ERROR_MESSAGE_INDEX] };
  }
  if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
    const indexes = resolve(node.expression.text);
    if (indexes) {
      return { node, args: node.arguments, isWrapperCall: true, messageIndexes: () => indexes.filter((index) => index < node.arguments.length) };
    }
  }
  return null;
}

// ---- The transformer -----------------------------------------------------------------------

/** A ts-loader `before` transformer for the min bundle, over the analysis of src/ (analyze()). */
function minMessagesTransformer(analysis = analyze()) {
  return (context) => {
    const factory = context.factory;
    return (sourceFile) => {
      const file = path.resolve(sourceFile.fileName);
      if (isExcluded(file) || !file.startsWith(path.join(ROOT, 'src') + path.sep)) return sourceFile;
      const resolve = (name) => lookup(analysis.wrappers, analysis.files, file, name);
      // The @returnsMessage function whose return statements are being visited (not its nested functions').
      let helper = null;
      const visit = (node) => {
        if (ts.isFunctionLike(node)) {
          const outer = helper;
          helper = returnsMessage(node) ? node : null;
          let visited = ts.visitEachChild(node, visit, context);
          if (helper && ts.isArrowFunction(visited) && !ts.isBlock(visited.body)) {
            visited = factory.updateArrowFunction(visited, visited.modifiers, visited.typeParameters, visited.parameters, visited.type,
              visited.equalsGreaterThanToken, messageReturn(factory, visited.body));
          }
          helper = outer;
          return visited;
        }
        const site = messageSite(node, resolve);
        const visited = ts.visitEachChild(node, visit, context);
        if (helper && ts.isReturnStatement(visited) && visited.expression) {
          return factory.updateReturnStatement(visited, messageReturn(factory, visited.expression));
        }
        if (!site) return visited;
        const indexes = site.messageIndexes();
        const args = visited.arguments.map((arg, index) => (indexes.includes(index) ? messageArgument(factory, arg, site.isWrapperCall) : arg));
        return ts.isNewExpression(visited)
          ? factory.updateNewExpression(visited, visited.expression, visited.typeArguments, args)
          : factory.updateCallExpression(visited, visited.expression, visited.typeArguments, args);
      };
      return ts.visitNode(sourceFile, visit);
    };
  };
}

/** The wrappers of src/ as `{ 'src/plugin/registration-rules.ts': { fail: [1] } }`, for review. */
function listWrappers(analysis = analyze()) {
  const list = {};
  [...analysis.wrappers.keys()].sort().forEach((file) => {
    const names = analysis.wrappers.get(file);
    list[path.relative(ROOT, file).split(path.sep).join('/')] = Object.fromEntries([...names.keys()].sort().map((name) => [name, names.get(name)]));
  });
  return list;
}

/**
 * Prose the transform cannot see and so keeps: a message value that is a variable of the same
 * file holding text with words (`const expected = 'a camelCase name such as ...'`), as
 * `['src/file.ts: name']`. test/node/min-messages.spec.ts keeps this list, so a new one is a choice
 * (make it a @returnsMessage helper, write the text in the message itself, or accept it).
 */
function keptProse(analysis = analyze()) {
  const kept = new Set();
  analysis.files.forEach((info, file) => {
    const texts = new Map();
    const collect = (node) => {
      if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer && isText(node.initializer) &&
        /[a-z] [a-z]/i.test(node.initializer.getText())) {
        texts.set(node.name.text, node.initializer);
      }
      ts.forEachChild(node, collect);
    };
    collect(info.sourceFile);
    const check = (parts) => parts.forEach((part) => {
      if (!part.node) return check(part.whenTrue.concat(part.whenFalse));
      const bare = unwrap(part.node);
      if (ts.isIdentifier(bare) && texts.has(bare.text)) kept.add(`${path.relative(ROOT, file).split(path.sep).join('/')}: ${bare.text}`);
      return undefined;
    });
    forEachMessage(info.sourceFile, (site) => site.messageIndexes().forEach((index) => check(splitMessage(site.args[index]))),
      (name) => lookup(analysis.wrappers, analysis.files, file, name));
  });
  return [...kept].sort();
}

module.exports = { minMessagesTransformer, analyze, listWrappers, keptProse, splitMessage };

if (require.main === module) {
  const analysis = analyze();
  console.log('Wrappers (file: function: message parameter indexes):');
  console.log(JSON.stringify(listWrappers(analysis), null, 2));
  console.log('\nProse kept in the min build (variables of text used as message values):');
  keptProse(analysis).forEach((entry) => console.log(`  ${entry}`));
}
