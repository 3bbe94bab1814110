/**
 * A library's script minified at build time, for the one a shipped frame loads that its package
 * ships only in full (angular-ui-bootstrap's ui-bootstrap-tpls.js): terser, compressing and
 * mangling (UI Bootstrap annotates every injection, so mangled names are safe), its licence
 * comment kept, with a source map of the original. Minifying takes seconds, so the result is kept
 * by the file's content (in memory, and in the user's cache folder: compiled-store.ts).
 */
import { CompiledStore } from '../repository/steps/compiled-store';

export interface Minified {
  code: string;
  /** The source map (JSON), its `sources` the original file by `name`, with its text. */
  map: string;
}

interface Terser {
  minify_sync(code: Record<string, string>, options: Record<string, unknown>): { code?: string; map?: string | object };
}

const OPTIONS = { compress: { passes: 1 }, mangle: true };

let store: CompiledStore | null = null;

/** Keeps licence comments (`/*! ... *\/`, `@license`, `@preserve`, or any that names the licence). */
function licence(_node: unknown, comment: { value: string }): boolean {
  return /^!|@license|@preserve|\bLicen[cs]e\b/i.test(comment.value);
}

/**
 * `source` (the file `name`, e.g. `ui-bootstrap-tpls.js`) minified, its map named `<mapName>`
 * (`ui-bootstrap-tpls.min.js.map`) in its sourceMappingURL comment.
 */
export function minifyScript(source: string, name: string, mapName: string): Minified {
  if (!store) store = new CompiledStore('terser', JSON.stringify(OPTIONS), ['terser']);
  const key = store.keyOf(`${name}\0${mapName}\0${source}`);
  const known = store.get(key);
  if (known !== undefined) return JSON.parse(known) as Minified;
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const terser = require('terser') as Terser;
  const output = terser.minify_sync({ [name]: source }, {
    ...OPTIONS, format: { comments: licence }, sourceMap: { includeSources: true, url: mapName }
  });
  const minified: Minified = {
    code: `${output.code || ''}\n`,
    map: typeof output.map === 'string' ? output.map : JSON.stringify(output.map || {})
  };
  store.set(key, JSON.stringify(minified));
  return minified;
}
