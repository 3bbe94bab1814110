/**
 * A plugin's Firebase security rules, from the places Zengine's tools kept them:
 *
 *   <plugin folder>/security-rules.json          (the labs plugins)
 *   <plugin folder>/firebase/firebase-rules.js   (mayan's project; JSON text, or a CommonJS
 *   <plugin folder>/firebase/firebase-rules.json  module whose exports are the rules)
 *
 * each also looked for in the repository root given (a mayan project keeps firebase/ beside its
 * plugins/ folder). The rules are `{ "rules": { ... } }` as Firebase's console took them.
 */
import fs from 'fs';
import path from 'path';
import vm from 'vm';

export const RULES_FILES = ['security-rules.json', path.join('firebase', 'firebase-rules.js'), path.join('firebase', 'firebase-rules.json')];

/** Rules that let anyone read and write: Firebase's default for a new database without rules. */
export const OPEN_RULES = { rules: { '.read': true, '.write': true } };

export interface RulesFound {
  /** The rules (`{ rules: {...} }`), or OPEN_RULES when no file is there. */
  rules: { rules: Record<string, unknown> };
  /** The file they came from, or null. */
  file: string | null;
  /** What is wrong with the file, naming it (its database then refuses everything: see findRules). */
  problem?: string;
}

/** Removes // and /* comments outside strings (Firebase's console accepted them in rules). */
function stripComments(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '"' || c === '\'') {
      let j = i + 1;
      while (j < text.length && text[j] !== c) j += text[j] === '\\' ? 2 : 1;
      out += text.slice(i, j + 1);
      i = j;
    } else if (c === '/' && text[i + 1] === '/') {
      while (i < text.length && text[i] !== '\n') i++;
      out += '\n';
    } else if (c === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2);
      out += text.slice(i, end === -1 ? text.length : end + 2).replace(/[^\n]/g, ' ');
      i = end === -1 ? text.length : end + 1;
    } else {
      out += c;
    }
  }
  return out;
}

/** The line (1-based) of a JSON.parse error's position, when the message gives one. */
function jsonErrorLine(text: string, error: Error): number | undefined {
  const match = /position (\d+)/.exec(error.message);
  return match ? text.slice(0, Number(match[1])).split('\n').length : undefined;
}

/**
 * Reads one rules file. Returns the rules object; throws an Error naming the file (and line)
 * when it is neither JSON nor a module exporting `{ rules: {...} }`.
 */
export function readRulesFile(file: string): { rules: Record<string, unknown> } {
  const text = fs.readFileSync(file, 'utf8');
  let value: unknown;
  try {
    value = JSON.parse(stripComments(text));
  } catch (jsonError) {
    if (!file.endsWith('.js')) {
      const line = jsonErrorLine(stripComments(text), jsonError as Error);
      throw new Error(`${file}${line ? `:${line}` : ''}: the security rules are not JSON: ${(jsonError as Error).message}`);
    }
    // a .js file that is not JSON: a CommonJS module exporting the rules, run with nothing but module/exports
    const sandbox = { module: { exports: {} as unknown }, exports: {} };
    sandbox.module.exports = sandbox.exports;
    try {
      vm.runInNewContext(text, sandbox, { filename: file, timeout: 1000 });
    } catch (error) {
      throw new Error(`${file}: the security rules are neither JSON nor a module exporting them: ${(error as Error).message}`);
    }
    value = sandbox.module.exports;
  }
  const rules = value as { rules?: unknown };
  if (!rules || typeof rules !== 'object' || !rules.rules || typeof rules.rules !== 'object' || Array.isArray(rules.rules)) {
    throw new Error(`${file}: the security rules must be an object { "rules": { ... } }, as Firebase's console took them`);
  }
  return rules as { rules: Record<string, unknown> };
}

/**
 * Finds and reads a plugin's rules: the plugin folder first, then each of `roots` (the
 * repository root). A broken file is reported in `problem` and its plugin's database then
 * refuses every read and write (as a wrong rule would not have been saved by Firebase: better
 * refuse than let through what the author meant to guard).
 */
export function findRules(pluginDir: string, roots: string[] = projectRoots(pluginDir)): RulesFound {
  const dirs = [pluginDir, ...roots.filter((root) => path.resolve(root) !== path.resolve(pluginDir))];
  for (const dir of dirs) {
    for (const name of RULES_FILES) {
      const file = path.join(dir, name);
      if (!fs.existsSync(file)) continue;
      try {
        return { rules: readRulesFile(file), file };
      } catch (error) {
        return { rules: { rules: { '.read': false, '.write': false } }, file, problem: (error as Error).message };
      }
    }
  }
  return { rules: OPEN_RULES, file: null };
}

/**
 * The folders above a plugin folder that hold a mayan project (maya.json, maya.example.json) or
 * a firebase/ folder, nearest first, at most three levels up: where mayan's
 * firebase/firebase-rules.js lives (<project>/plugins/<name>/ is the plugin folder).
 */
export function projectRoots(pluginDir: string): string[] {
  const roots: string[] = [];
  let dir = path.resolve(pluginDir);
  for (let level = 0; level < 3; level++) {
    const parent = path.dirname(dir);
    if (parent === dir) break;
    dir = parent;
    if (['maya.json', 'maya.example.json', 'firebase'].some((name) => fs.existsSync(path.join(dir, name)))) roots.push(dir);
  }
  return roots;
}
