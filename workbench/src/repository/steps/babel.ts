/**
 * Step "Babel": the plugin's own JavaScript (src/ and plugin-register.js, not its npm or common
 * dependencies, which mayan copied in as they were) compiled with @babel/preset-env, as mayan's
 * legacy build compiled it. Plugins written for Zengine therefore use arrow functions, classes,
 * template literals, let/const and destructuring, arrow controllers included
 * (`plugin.controller('xCtrl', ['$scope', ($scope) => {...}])`), and they become ES5 functions
 * AngularJS can call with `new`.
 *
 * The options are mayan's: preset-env with no targets (every ES2015+ syntax compiled to ES5),
 * object rest/spread (part of preset-env), and no strict mode: each file is parsed as a script,
 * so nothing adds 'use strict' or rewrites a top-level `this`, and a plugin that relies on sloppy
 * mode keeps working. A repository's own Babel or browserslist files are not read (mayan's
 * options were fixed, and a build must not change with a stray config file).
 *
 * Babel is loaded on first use (it takes a while), and each file's output is kept by its content
 * (in memory and in the user's cache folder: compiled-store.ts), so a rebuild compiles only the
 * files that changed, and a restart on unchanged files does not load Babel.
 */
import vm from 'vm';
import type { Problem } from '../../plugin-folder';
import type { BuildStep, SourcePart } from '../plugin-build';
import { CompiledStore } from './compiled-store';
import { syntaxErrorLine } from '../../util/text-lines';

/** What the build uses of @babel/core (the package ships no types; @types/babel__core is not needed for one call). */
interface BabelCore {
  transformSync(code: string, options: Record<string, unknown>): { code?: string | null } | null;
}

let babelCore: BabelCore | null = null;
let presetEnv: unknown = null;

function loadBabel(): BabelCore {
  if (!babelCore) {
    /* eslint-disable @typescript-eslint/no-require-imports */
    babelCore = require('@babel/core') as BabelCore;
    presetEnv = require('@babel/preset-env');
    /* eslint-enable @typescript-eslint/no-require-imports */
  }
  return babelCore;
}

/**
 * The options of every compile but the file name, made once: Babel keeps what it derived from a
 * preset (preset-env's plugin list and targets) by the identity of its options, so options
 * made afresh per file would set preset-env up again for each one (a tenth of a second).
 */
let sharedOptions: Record<string, unknown> | null = null;

function babelOptions(file: string): Record<string, unknown> {
  if (!sharedOptions) {
    sharedOptions = {
      babelrc: false,
      configFile: false,
      browserslistConfigFile: false,
      sourceType: 'script',
      presets: [[presetEnv, { ignoreBrowserslistConfig: true }]],
      comments: true
    };
  }
  return { ...sharedOptions, filename: file };
}

/** What the options above are, for the cache's key: a change to them must not reuse old outputs. */
const OPTIONS_NAME = 'preset-env, no targets, ignoreBrowserslistConfig, sourceType script, comments';
const compiled = new CompiledStore('babel', OPTIONS_NAME, ['@babel/core', '@babel/preset-env']);

/** How many files were compiled (not taken from the cache) since the process started: for specs and benchmarks. */
export const babelStats = { compiled: 0 };

/** Loads Babel and sets preset-env up (a first compile of nothing), so the next real compile pays neither. */
export function warmBabel(): void {
  loadBabel().transformSync('', babelOptions('[warm-up].js'));
}

/**
 * A Babel parse error as a problem. When V8 also refuses the file, its message (the one the
 * browser would print) is used; when only Babel does, Babel's reason, without its file prefix,
 * position and code frame.
 */
function parseProblem(part: SourcePart, error: Error & { loc?: { line: number } }): Problem {
  try {
    new vm.Script(part.text, { filename: part.file });
  } catch (v8Error) {
    if ((v8Error as Error).name === 'SyntaxError') {
      return { level: 'error', file: part.file, line: syntaxErrorLine(v8Error, part.file), message: `syntax error: ${(v8Error as Error).message}` };
    }
  }
  const reason = error.message.split('\n')[0].replace(`${part.file}: `, '').replace(/\s*\(\d+:\d+\)$/, '');
  return { level: 'error', file: part.file, line: error.loc ? error.loc.line : undefined, message: `syntax error: ${reason}` };
}

/** `part`'s text compiled as mayan compiled it, or a problem naming its file and line. */
export function compileWithBabel(part: SourcePart): { code: string } | { problem: Problem } {
  const key = compiled.keyOf(part.text);
  const known = compiled.get(key);
  if (known !== undefined) return { code: known };
  // A file that did not compile is kept too (by its path as well: the problem names it), so a
  // start with a broken file does not load Babel only to find the same error again.
  const failureKey = compiled.keyOf(`failure\0${part.file}\0${part.text}`);
  const failed = compiled.get(failureKey);
  if (failed !== undefined) return { problem: JSON.parse(failed) as Problem };
  const outcome = runBabel(part);
  if ('code' in outcome) compiled.set(key, outcome.code);
  else compiled.set(failureKey, JSON.stringify(outcome.problem));
  return outcome;
}

function runBabel(part: SourcePart): { code: string } | { problem: Problem } {
  const babel = loadBabel();
  try {
    const result = babel.transformSync(part.text, babelOptions(part.file));
    babelStats.compiled += 1;
    return { code: result && typeof result.code === 'string' ? result.code : '' };
  } catch (error) {
    const failure = error as Error & { code?: string; loc?: { line: number } };
    if (failure.code === 'BABEL_PARSE_ERROR' || failure.name === 'SyntaxError') return { problem: parseProblem(part, failure) };
    return { problem: { level: 'error', file: part.file, line: failure.loc ? failure.loc.line : undefined,
      message: `Babel could not compile it: ${failure.message.split('\n')[0].replace(`${part.file}: `, '')}` } };
  }
}

export const babelStep: BuildStep = {
  name: 'Babel',
  run(context) {
    context.js = context.js.map((part) => {
      if (part.origin !== 'src' && part.origin !== 'register') return part;
      const compiled = compileWithBabel(part);
      if ('problem' in compiled) {
        context.output.problems.push(compiled.problem);
        return { ...part, broken: true };
      }
      return { ...part, text: compiled.code };
    });
  }
};
