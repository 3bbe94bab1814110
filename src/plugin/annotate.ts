/**
 * Dependency names read from a function's own source text, for plugin functions written without
 * `$inject` (`plugin.controller('myCntl', function ($scope, znData) {...})`, as Zengine's docs
 * write them). Pure: the SDK's own parser of Function.prototype.toString, not AngularJS's.
 */

/** The parameter names of `fn`, or a string saying why they cannot be read (for the caller's error). */
export function parameterNames(fn: Function): string[] | string {
  const source = stripComments(Function.prototype.toString.call(fn));
  const list = parameterList(source);
  if (list === null) return 'its parameters cannot be read from its source';
  const names: string[] = [];
  for (const raw of list.split(',')) {
    const name = raw.trim();
    if (name === '') continue;
    if (!/^[A-Za-z_$][\w$]*$/.test(name)) {
      return `its parameter "${name.slice(0, 30)}" is not a plain name (defaults, destructuring and ...rest cannot be injected by name)`;
    }
    names.push(name);
  }
  return names;
}

/** The text between the parentheses of the parameter list (or the lone arrow parameter), or null. */
function parameterList(source: string): string | null {
  const text = source.trim();
  // A class: its constructor's parameters, or none.
  if (/^class\b/.test(text)) {
    const ctor = /\bconstructor\s*\(([^)]*)\)/.exec(text);
    return ctor ? ctor[1] : '';
  }
  // `a => ...` and `async a => ...`: a single bare parameter.
  const bare = /^(?:async\s+)?([A-Za-z_$][\w$]*)\s*=>/.exec(text);
  if (bare) return bare[1];
  // function, async function, generator, arrow with parentheses, method shorthand: the first (...).
  const open = text.indexOf('(');
  if (open < 0) return null;
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    const c = text[i];
    if (c === '(' || c === '[' || c === '{') depth += 1;
    else if (c === ')' || c === ']' || c === '}') {
      depth -= 1;
      if (depth === 0) return text.slice(open + 1, i);
    } else if (c === '"' || c === "'" || c === '`' || c === '=') {
      // A default value: cannot be injected; let the name check report it.
      return text.slice(open + 1, i + 1);
    }
  }
  return null;
}

/** The source without comments (`/* ... *\/` and `// ...`), strings left as they are. */
function stripComments(source: string): string {
  let out = '';
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === '"' || c === "'" || c === '`') {
      let j = i + 1;
      while (j < source.length && source[j] !== c) j += source[j] === '\\' ? 2 : 1;
      out += source.slice(i, j + 1);
      i = j;
    } else if (source.startsWith('/*', i)) {
      const end = source.indexOf('*/', i + 2);
      i = end < 0 ? source.length : end + 1;
      out += ' ';
    } else if (source.startsWith('//', i)) {
      const end = source.indexOf('\n', i);
      i = end < 0 ? source.length : end - 1;
      out += ' ';
    } else {
      out += c;
    }
  }
  return out;
}
