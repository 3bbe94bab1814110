/**
 * The files of a v1 plugin shipped as a v2 app, as a list: each one's path in dist/ and either its
 * text or the installed file it is a copy of. Nothing is written here (build.ts writes the list).
 *
 *   index.html (and a copy at each other `src` the views name)   the page (index-html.ts)
 *   plugin.json                                                   the views (plugin-json.ts)
 *   plugin.js, plugin.css                                         the v1 build's output
 *   zengine.css                                                   the classes Zengine's app gave plugin markup
 *   sdk/                                                          the SDK's minified bundles and its in-frame runtime
 *   vendor/                                                       the libraries the frame loads (frame-libraries.ts), Bootstrap's styles and fonts
 *
 * Each copied script or stylesheet's source map (`<file>.map`, when the package has one; UI
 * Bootstrap's from its minifying) goes to a list of its own, written beside dist/, and the copy
 * loses its sourceMappingURL comment, so dist/ names no file it lacks; with `sourceMaps` the maps
 * are in dist/ beside their files and the comments stay.
 */
import fs from 'fs';
import path from 'path';
import zlib from 'zlib';
import { FrameScript, frameScripts, LibraryKey } from './frame-libraries';
import {
  FRAME_RUNTIME, HOST_LOOK, PLUGIN_SCRIPT, PLUGIN_STYLES, SDK_STYLES, VENDOR_STYLE_FILES, VENDOR_STYLES, writeIndexHtml
} from './index-html';
import { minifyScript } from './minify';
import { appPages, ShippedPluginJson } from './plugin-json';
import { installedFile } from '../util/installed-files';

/** One file of the app: its path in dist/ ('/'-separated) and its text, or the file it copies. */
export interface AppFile {
  path: string;
  text?: string;
  from?: string;
}

/** The workbench's own copy of the host's look (host/zengine.css; this file runs from build/src/ship-v2/). */
const HOST_LOOK_FILE = path.resolve(__dirname, '..', '..', '..', 'host', HOST_LOOK);

/** Where a shipped app's SDK bundles come from: $ZN_PLUGIN_SDK_DIR (another build of the SDK), else the zn-plugin package's dist/. */
export function defaultSdkDir(): string {
  const given = process.env.ZN_PLUGIN_SDK_DIR;
  if (given) return path.resolve(given);
  // not installed: every bundle is then reported missing, in this folder
  const manifest = installedFile('zn-plugin/package.json');
  return path.join(manifest ? path.dirname(manifest) : 'node_modules/zn-plugin', 'dist');
}

export interface AppInputs {
  /** The v1 build's plugin.js, plugin.css and plugin.html (the templates). */
  js: string;
  css: string;
  templates: string;
  pluginJson: ShippedPluginJson;
  /** The page's title. */
  title: string;
  /** The plugin's namespace (maya.json's), marked on its script in index.html. */
  namespace?: string;
  /** Where the SDK's bundles are (default: the zn-plugin package's dist/). */
  sdkDir?: string;
  /** The optional libraries the frame loads. */
  libraries: ReadonlySet<LibraryKey>;
  /** The source maps in dist/ (and so in dist.zip), beside their files. */
  sourceMaps?: boolean;
}

export interface AppFileList {
  files: AppFile[];
  /** The source maps, by their paths in dist/, when they are not in it: written beside it. */
  maps: AppFile[];
  /** Files the app needs that are not there (absolute paths, or a package name), each with what makes it. */
  missing: Array<{ file: string; hint: string }>;
}

function fileExists(file: string): boolean {
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/** A trailing sourceMappingURL comment of a script or stylesheet. */
const MAP_COMMENT = /\n?(?:\/\/[#@] ?sourceMappingURL=[^\n]*|\/\*[#@] ?sourceMappingURL=[^\n]*?\*\/)\s*$/;

/** Puts one copied file (and its map) in the list, as `sourceMaps` says. */
function addCopy(list: AppFileList, target: string, from: string, sourceMaps: boolean, copy: { text?: string; map?: AppFile }): void {
  const map = copy.map || (fileExists(`${from}.map`) ? { path: `${target}.map`, from: `${from}.map` } : undefined);
  let text = copy.text;
  if (!sourceMaps && /\.(js|css)$/.test(target)) {
    const original = text !== undefined ? text : fs.readFileSync(from, 'utf8');
    if (MAP_COMMENT.test(original)) text = `${original.replace(MAP_COMMENT, '')}\n`;
  }
  list.files.push(text !== undefined ? { path: target, text } : { path: target, from });
  if (map) (sourceMaps ? list.files : list.maps).push(map);
}

/** Where a frame script comes from. */
function sourceOf(script: FrameScript, sdkDir: string): { from: string | null; hint: string } {
  if (script.sdk) return { from: path.join(sdkDir, script.sdk), hint: `the SDK's ${script.sdk}: npm run build in the zn-plugin repository writes it to dist/` };
  const module = script.module as string;
  return { from: installedFile(module), hint: `${module.split('/')[0]} is not installed: npm install in the workbench's package` };
}

/** The list of the app's files (see the file's comment). */
export function appFiles(inputs: AppInputs): AppFileList {
  const list: AppFileList = { files: [], maps: [], missing: [] };
  const sourceMaps = !!inputs.sourceMaps;
  const present = (from: string | null, hint: string): from is string => {
    if (from && fileExists(from)) return true;
    list.missing.push({ file: from || hint, hint });
    return false;
  };
  appPages(inputs.pluginJson).forEach((page) => {
    const depth = page.split('/').length - 2;
    list.files.push({ path: page.slice(1), text: writeIndexHtml({
      title: inputs.title, templates: inputs.templates, prefix: '../'.repeat(depth), libraries: inputs.libraries, namespace: inputs.namespace
    }) });
  });
  list.files.push({ path: 'plugin.json', text: `${JSON.stringify(inputs.pluginJson, null, 2)}\n` });
  list.files.push({ path: PLUGIN_SCRIPT, text: inputs.js });
  list.files.push({ path: PLUGIN_STYLES, text: inputs.css });
  if (present(HOST_LOOK_FILE, 'the workbench package\'s host/zengine.css')) addCopy(list, HOST_LOOK, HOST_LOOK_FILE, sourceMaps, {});
  const sdkDir = inputs.sdkDir || defaultSdkDir();
  const runtime: FrameScript = { path: `sdk/${FRAME_RUNTIME}`, sdk: FRAME_RUNTIME };
  [...frameScripts(inputs.libraries), runtime].forEach((script) => {
    const { from, hint } = sourceOf(script, sdkDir);
    if (!present(from, hint)) return;
    if (!script.minify) {
      addCopy(list, script.path, from, sourceMaps, script.rewrite ? { text: script.rewrite(fs.readFileSync(from, 'utf8')) } : {});
      return;
    }
    const source = fs.readFileSync(from, 'utf8');
    const minified = minifyScript(script.rewrite ? script.rewrite(source) : source, path.basename(from), `${path.basename(script.path)}.map`);
    addCopy(list, script.path, from, sourceMaps, { text: minified.code, map: { path: `${script.path}.map`, text: minified.map } });
  });
  SDK_STYLES.forEach((file) => {
    const from = path.join(sdkDir, file);
    if (present(from, `the SDK's ${file}: npm run build in the zn-plugin repository writes it to dist/`)) addCopy(list, `sdk/${file}`, from, sourceMaps, {});
  });
  [...VENDOR_STYLES, ...VENDOR_STYLE_FILES].forEach((asset) => {
    const from = installedFile(asset.module);
    if (present(from, `${asset.module.split('/')[0]} is not installed: npm install in the workbench's package`)) addCopy(list, asset.path, from, sourceMaps, {});
  });
  return list;
}

/** The bytes of `file` of the list. */
export function bytesOf(file: AppFile): Buffer {
  return file.text !== undefined ? Buffer.from(file.text, 'utf8') : fs.readFileSync(file.from as string);
}

/** The gzip size (level 9, as a server compresses files once) of the files of `files` at `paths`. */
export function gzipSize(files: AppFile[], paths: string[]): number {
  const wanted = new Set(paths);
  return files.filter((file) => wanted.has(file.path))
    .reduce((sum, file) => sum + zlib.gzipSync(bytesOf(file) as unknown as Uint8Array, { level: 9 }).length, 0);
}
