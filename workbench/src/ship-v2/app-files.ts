/**
 * The files of a v1 plugin shipped as a v2 app, as a list: each one's path in dist/ and either its
 * text or the installed file it is a copy of. Nothing is written here (build.ts writes the list).
 *
 *   index.html (and a copy at each other `src` the views name)   the page (index-html.ts)
 *   plugin.json                                                   the views (plugin-json.ts)
 *   plugin.js, plugin.css                                         the v1 build's output
 *   zengine.css                                                   the classes Zengine's app gave plugin markup
 *   sdk/                                                          the SDK's bundles and its in-frame runtime
 *   vendor/                                                       the libraries and Bootstrap's styles and fonts
 *
 * Each copied script or stylesheet brings its source map (`<file>.map`) when the package has one.
 */
import fs from 'fs';
import path from 'path';
import {
  FRAME_RUNTIME, HOST_LOOK, PLUGIN_SCRIPT, PLUGIN_STYLES, SDK_SCRIPTS, SDK_STYLES, VENDOR_SCRIPTS, VENDOR_STYLE_FILES,
  VENDOR_STYLES, writeIndexHtml
} from './index-html';
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
  /** Where the SDK's bundles are (default: the zn-plugin package's dist/). */
  sdkDir?: string;
}

export interface AppFileList {
  files: AppFile[];
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

/** The list of the app's files (see the file's comment). */
export function appFiles(inputs: AppInputs): AppFileList {
  const list: AppFileList = { files: [], missing: [] };
  const copy = (target: string, from: string | null, hint: string, rewrite?: (text: string) => string) => {
    if (!from || !fileExists(from)) {
      list.missing.push({ file: from || hint, hint });
      return;
    }
    list.files.push(rewrite ? { path: target, text: rewrite(fs.readFileSync(from, 'utf8')) } : { path: target, from });
    if (/\.(js|css)$/.test(from) && fileExists(`${from}.map`)) list.files.push({ path: `${target}.map`, from: `${from}.map` });
  };
  appPages(inputs.pluginJson).forEach((page) => {
    const depth = page.split('/').length - 2;
    list.files.push({ path: page.slice(1), text: writeIndexHtml({ title: inputs.title, templates: inputs.templates, prefix: '../'.repeat(depth) }) });
  });
  list.files.push({ path: 'plugin.json', text: `${JSON.stringify(inputs.pluginJson, null, 2)}\n` });
  list.files.push({ path: PLUGIN_SCRIPT, text: inputs.js });
  list.files.push({ path: PLUGIN_STYLES, text: inputs.css });
  copy(HOST_LOOK, HOST_LOOK_FILE, 'the workbench package\'s host/zengine.css');
  const sdkDir = inputs.sdkDir || defaultSdkDir();
  [...SDK_SCRIPTS, ...SDK_STYLES, FRAME_RUNTIME].forEach((file) =>
    copy(`sdk/${file}`, path.join(sdkDir, file), `the SDK's ${file}: npm run build in the zn-plugin repository writes it to dist/`));
  [...VENDOR_SCRIPTS, ...VENDOR_STYLES, ...VENDOR_STYLE_FILES].forEach((asset) =>
    copy(asset.path, installedFile(asset.module), `${asset.module.split('/')[0]} is not installed: npm install in the workbench's package`, asset.rewrite));
  return list;
}
