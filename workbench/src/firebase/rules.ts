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
import { parseRulesText } from './rules-text';
import { configFileOf } from '../repository/maya-config';

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

/**
 * Reads one rules file. Returns the rules object; throws an Error naming the file (and line)
 * when it is neither JSON nor a module exporting `{ rules: {...} }`.
 */
export function readRulesFile(file: string): { rules: Record<string, unknown> } {
  const text = fs.readFileSync(file, 'utf8');
  let value: unknown;
  try {
    // never run: the file is JSON with comments, or that object after `module.exports =` (mayan's)
    value = parseRulesText(text);
  } catch (error) {
    const line = (error as { line?: number }).line;
    throw new Error(`${file}${line ? `:${line}` : ''}: the security rules are not JSON (comments allowed): ${(error as Error).message}`);
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
 * The folders above a plugin folder that hold a mayan project (maya.json, or maya.example.json or
 * maya.default.json in its place) or
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
    if (configFileOf(dir) || fs.existsSync(path.join(dir, 'firebase'))) roots.push(dir);
  }
  return roots;
}

/**
 * Whether the plugin's repository asks for its rules file to be applied: `"firebaseRules": true`
 * in the nearest maya.json (the plugin folder's, or a project's above it). Zengine's tools never
 * deployed a rules file (the rules were set in Firebase's dashboard), so a repository's copy may
 * be stale: it is applied only when asked for.
 */
export function rulesAskedFor(pluginDir: string): boolean {
  for (const dir of [path.resolve(pluginDir), ...projectRoots(pluginDir)]) {
    // its maya.json, or what the repository committed in its place (maya.example.json...)
    const file = configFileOf(dir);
    if (!file) continue;
    try {
      return (parseRulesText(fs.readFileSync(file, 'utf8')) as { firebaseRules?: unknown }).firebaseRules === true;
    } catch {
      return false;
    }
  }
  return false;
}
