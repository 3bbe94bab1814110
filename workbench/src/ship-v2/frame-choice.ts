/**
 * The libraries a shipped plugin's frame loads: what its sources use (plugin-uses.ts), what those
 * need in turn, and maya.json's "frameLibraries" for what reading the sources cannot see (code or
 * markup the plugin fetches or builds at run time): `true` loads a library whatever the sources
 * say, `false` leaves it out, `"all"` loads every one. When the sources cannot be read, every
 * library is loaded: a plugin that breaks for want of a library is worse than a heavier frame.
 * Each decision comes with its reason, for the build's output.
 */
import crypto from 'crypto';
import fs from 'fs';
import path from 'path';
import type { Problem, PluginBuild } from '../plugin-base';
import { keyLine } from '../repository/maya-config';
import type { RepositoryPluginConfig } from '../repository/maya-config';
import { CompiledStore } from '../repository/steps/compiled-store';
import { inTableOrder, LIBRARIES, LIBRARY_KEYS, LibraryKey } from './frame-libraries';
import { LibraryUse, pluginUses, PluginUses } from './plugin-uses';
import { scriptFacts } from './script-facts';

/** maya.json's "frameLibraries" of a plugin entry, read. */
export type FrameLibrariesSetting = 'all' | Partial<Record<LibraryKey, boolean>>;

export const SETTING_KEY = 'frameLibraries';

/** One optional library: loaded or not, and why. */
export interface LibraryDecision {
  key: LibraryKey;
  loaded: boolean;
  /** Why it is loaded (a use, the setting, another library's need); why left out when the setting says so. */
  why?: string;
}

export interface FrameChoice {
  libraries: Set<LibraryKey>;
  /** Every optional library, in the table's order. */
  decisions: LibraryDecision[];
}

/** The setting as given in maya.json, or what is wrong with it. */
export function readFrameLibrariesSetting(value: unknown): { setting?: FrameLibrariesSetting; error?: string } {
  const keys = LIBRARY_KEYS.map((key) => `"${key}"`).join(', ');
  const expected = `"all", or an object of true (load it) and false (leave it out) by library: ${keys}`;
  if (value === undefined) return { setting: {} };
  if (value === 'all') return { setting: 'all' };
  if (!value || typeof value !== 'object' || Array.isArray(value)) return { error: `"${SETTING_KEY}" must be ${expected}; got ${JSON.stringify(value)}` };
  const setting: Partial<Record<LibraryKey, boolean>> = {};
  for (const [name, flag] of Object.entries(value as Record<string, unknown>)) {
    if (!(LIBRARY_KEYS as readonly string[]).includes(name)) return { error: `"${SETTING_KEY}" names no library "${name}"; expected ${expected}` };
    if (typeof flag !== 'boolean') return { error: `"${SETTING_KEY}": "${name}" must be true or false; got ${JSON.stringify(flag)}` };
    setting[name as LibraryKey] = flag;
  }
  return { setting };
}

const describeUse = (use: LibraryUse) => `${use.sign} at ${use.where}`;

/**
 * The choice for a plugin whose sources use `uses` (null: they could not be read, `unreadable` says
 * why), with `setting`; or the error of a setting that leaves out what a loaded library needs.
 */
export function chooseLibraries(uses: PluginUses | null, setting: FrameLibrariesSetting, unreadable = ''): { choice?: FrameChoice; error?: string } {
  const why = new Map<LibraryKey, string>();
  LIBRARY_KEYS.forEach((key) => {
    const forced = setting === 'all' || setting[key] === true;
    const use = uses && uses.get(key);
    if (setting !== 'all' && setting[key] === false) return;
    if (forced) why.set(key, `"${SETTING_KEY}" of maya.json`);
    else if (!uses) why.set(key, `${unreadable}: every library is loaded`);
    else if (use) why.set(key, describeUse(use));
  });
  // what a loaded library needs comes with it (in turn)
  for (const key of LIBRARY_KEYS) {
    if (!why.has(key)) continue;
    for (const need of LIBRARIES[key].needs) {
      if (why.has(need)) continue;
      if (setting !== 'all' && setting[need] === false) {
        return {
          error: `"${SETTING_KEY}" leaves out "${need}", but ${LIBRARIES[key].label} is loaded (${why.get(key)}) and needs it: ` +
            `set "${key}": false too, or take "${need}": false out`
        };
      }
      why.set(need, `needed by ${LIBRARIES[key].label}`);
    }
  }
  const decisions = LIBRARY_KEYS.map((key): LibraryDecision => {
    if (why.has(key)) return { key, loaded: true, why: why.get(key) };
    return setting !== 'all' && setting[key] === false ? { key, loaded: false, why: `"${SETTING_KEY}" of maya.json` } : { key, loaded: false };
  });
  return { choice: { libraries: new Set(inTableOrder(why.keys())), decisions } };
}

/** The choice in words, for the build's output: what the frame loads besides its base (with why), and what it leaves out. */
export function describeChoice(choice: FrameChoice): { loads: string; leavesOut: string } {
  const loaded = choice.decisions.filter((item) => item.loaded).map((item) => `${LIBRARIES[item.key].label} (${item.why})`);
  const left = choice.decisions.filter((item) => !item.loaded).map((item) => LIBRARIES[item.key].label + (item.why ? ` (${item.why})` : ''));
  return {
    loads: `AngularJS, ngSanitize, UI Bootstrap and the SDK${loaded.length ? `, and ${loaded.join(', ')}` : ''}`,
    leavesOut: left.join(', ')
  };
}

/** The detection's own code: a change to it makes every kept answer stale. */
function detectionVersion(): string {
  const hash = crypto.createHash('sha256');
  ['./plugin-uses', './script-facts', './markup-facts', './uses-table', './frame-libraries'].forEach((file) => {
    try {
      hash.update(fs.readFileSync(require.resolve(file)) as unknown as Uint8Array);
    } catch {
      hash.update(file);
    }
  });
  return hash.digest('hex');
}

let kept: CompiledStore | null = null;

/** Uses found, kept by the sources they were read from (reading plugin.js loads Babel, which takes a while). */
function store(): CompiledStore {
  if (!kept) kept = new CompiledStore('frame-uses', detectionVersion(), ['@babel/core']);
  return kept;
}

/**
 * A line of the joined plugin.js named at its source file, relative to the plugin's folder. Babel
 * may have moved the line: the source file's line with `near` nearest to it is named, when it has one.
 */
function placeIn(legacy: PluginBuild, pluginDir: string): (line: number, near?: string) => string {
  const sources = new Map<string, string[]>();
  const linesOf = (file: string): string[] => {
    if (!sources.has(file)) {
      try {
        sources.set(file, fs.readFileSync(file, 'utf8').split('\n'));
      } catch {
        sources.set(file, []);
      }
    }
    return sources.get(file) as string[];
  };
  return (line, near) => {
    const segment = (legacy.jsSegments || []).find((item) => line >= item.start && line < item.start + item.lines);
    if (!segment) return line ? `plugin.js:${line}` : 'plugin.js';
    const file = path.relative(pluginDir, segment.file).split(path.sep).join('/');
    let inFile = line - segment.start + 1;
    if (near) {
      const found = linesOf(segment.file).map((text, index) => (text.includes(near) ? index + 1 : 0)).filter(Boolean);
      if (found.length) inFile = found.sort((a, b) => Math.abs(a - inFile) - Math.abs(b - inFile))[0];
    }
    return `${file.startsWith('..') ? segment.file : file}:${inFile}`;
  };
}

/** What the legacy build's plugin.js and templates use; null with the reason when plugin.js cannot be read. */
export function usesOfBuild(legacy: PluginBuild, pluginDir: string): { uses: PluginUses | null; unreadable?: string } {
  const key = store().keyOf(JSON.stringify([legacy.js, legacy.html, legacy.jsSegments || [], pluginDir]));
  const known = store().get(key);
  if (known !== undefined) {
    const read = JSON.parse(known) as { uses?: Array<[LibraryKey, LibraryUse]>; unreadable?: string };
    return read.uses ? { uses: new Map(read.uses) } : { uses: null, unreadable: read.unreadable };
  }
  let result: { uses: PluginUses | null; unreadable?: string };
  try {
    result = { uses: pluginUses({ script: scriptFacts(legacy.js), html: legacy.html, placeOf: placeIn(legacy, pluginDir) }) };
  } catch (error) {
    result = { uses: null, unreadable: `plugin.js could not be read (${(error as Error).message.split('\n')[0]})` };
  }
  store().set(key, JSON.stringify(result.uses ? { uses: [...result.uses] } : { unreadable: result.unreadable }));
  return result;
}

/** Where the frame's libraries are chosen, named by the file the repository was read from (maya.json, or the stand-in read in its place). */
export function settingOf(configFile: string | undefined): string {
  return `${configFile ? path.basename(configFile) : 'maya.json'}'s "frameLibraries"`;
}

/** Where maya.json is, and the environment read from it (for the line of "frameLibraries"). */
export interface SettingPlace {
  configFile?: string;
  env?: string | null;
}

/** The choice for `plugin` built into `legacy`, or the problem of its "frameLibraries", at its line of maya.json. */
export function frameChoiceOf(plugin: RepositoryPluginConfig, legacy: PluginBuild, place: SettingPlace): { choice?: FrameChoice; problem?: Problem } {
  const problem = (message: string): { problem: Problem } => {
    let line = plugin.line;
    try {
      if (place.configFile && place.env) {
        line = keyLine(fs.readFileSync(place.configFile, 'utf8'), ['environments', place.env, 'plugins', plugin.configName, SETTING_KEY]) || line;
      }
    } catch {
      // the entry's line, then
    }
    const file = place.configFile || plugin.dir;
    return { problem: { level: 'error', file, line, message: `plugin "${plugin.configName}" cannot be shipped as a version 2 app: ${message}` } };
  };
  const read = readFrameLibrariesSetting(plugin.frameLibraries);
  if (read.error !== undefined) return problem(read.error);
  const found = read.setting === 'all' ? { uses: null, unreadable: '' } : usesOfBuild(legacy, plugin.dir);
  const chosen = chooseLibraries(found.uses, read.setting as FrameLibrariesSetting, found.unreadable);
  return chosen.error !== undefined ? problem(chosen.error) : { choice: chosen.choice };
}
