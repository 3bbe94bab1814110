/**
 * `zn-plugin init --v2 <dir>`: a new repository with one version 2 plugin, from
 * workbench/templates/v2/: maya.json (`"version": 2` and an `env`), and plugins/<name>/, an npm app
 * whose `npm run build` (a plain script, no dependency) writes dist/ from src/ and plugin.json.
 * `zn-plugin serve` and `zn-plugin build` take it as it is.
 */
import fs from 'fs';
import path from 'path';
import { camelCaseToDash, namespaceFromName } from '../util/plugin-names';
import { copyTemplate } from '../util/template-copy';

const PACKAGE_DIR = path.resolve(__dirname, '..', '..', '..');
export const V2_TEMPLATE_DIR = path.join(PACKAGE_DIR, 'templates', 'v2');

export interface CreatedV2Repository {
  dir: string;
  pluginName: string;
  namespace: string;
}

/** Creates the repository in `dir` (new, or an empty folder); throws an Error that says why not. */
export function initV2Repository(dir: string): CreatedV2Repository {
  const target = path.resolve(dir);
  if (fs.existsSync(target) && (!fs.statSync(target).isDirectory() || fs.readdirSync(target).length)) {
    throw new Error(`${target} already exists and is not an empty folder: give a new folder for the repository`);
  }
  if (!fs.existsSync(V2_TEMPLATE_DIR)) throw new Error(`the templates are missing from the workbench package (${V2_TEMPLATE_DIR})`);
  const namespace = namespaceFromName(path.basename(target)) || 'myPlugin';
  const pluginName = camelCaseToDash(namespace);
  // the title lands in HTML and JSON: letters, digits, spaces, dots and dashes only
  const title = path.basename(target).replace(/[^\w .-]/g, '') || 'My plugin';
  const values: Record<string, string> = { __PLUGIN__: pluginName, __NAMESPACE__: namespace, __TITLE__: title };
  copyTemplate(V2_TEMPLATE_DIR, target, values);
  return { dir: target, pluginName, namespace };
}
