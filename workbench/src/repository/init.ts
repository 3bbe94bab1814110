/**
 * `zn-plugin init <dir>`: a new plugin repository from workbench/templates/repository/, ready for
 * `zn-plugin serve` and `zn-plugin build` as it is. The folder's name gives the plugin's name
 * (`My Board` → folder plugins/my-board/, namespace myBoard, route /my-board).
 */
import fs from 'fs';
import path from 'path';
import { camelCaseToDash, namespaceFromName } from '../util/plugin-names';

export { namespaceFromName };
import { copyTemplate } from '../util/template-copy';

const PACKAGE_DIR = path.resolve(__dirname, '..', '..', '..');
export const TEMPLATE_DIR = path.join(PACKAGE_DIR, 'templates', 'repository');


export interface CreatedRepository {
  dir: string;
  pluginName: string;
  namespace: string;
  serviceName: string;
}

function versionOf(packageJson: string): string {
  try {
    return JSON.parse(fs.readFileSync(packageJson, 'utf8')).version;
  } catch {
    return '*';
  }
}

/** Creates the repository in `dir` (which must not exist, or be empty); throws an Error that says why not. */
export function initRepository(dir: string): CreatedRepository {
  const target = path.resolve(dir);
  if (fs.existsSync(target) && (!fs.statSync(target).isDirectory() || fs.readdirSync(target).length)) {
    throw new Error(`${target} already exists and is not an empty folder: give a new folder for the repository`);
  }
  const namespace = namespaceFromName(path.basename(target)) || 'myPlugin';
  const pluginName = camelCaseToDash(namespace);
  const title = path.basename(target).replace(/[^\w .-]/g, '') || 'My plugin';
  let sdkVersion = '*';
  try {
    sdkVersion = versionOf(require.resolve('zn-plugin/package.json'));
  } catch {
    // the SDK not installed next to the workbench: any version
  }
  const values: Record<string, string> = {
    __PLUGIN__: pluginName,
    __NAMESPACE__: namespace,
    __TITLE__: title,
    __SDK_VERSION__: sdkVersion,
    __WORKBENCH_VERSION__: versionOf(path.join(PACKAGE_DIR, 'package.json'))
  };
  if (!fs.existsSync(TEMPLATE_DIR)) throw new Error(`the templates are missing from the workbench package (${TEMPLATE_DIR})`);
  copyTemplate(TEMPLATE_DIR, target, values);
  return { dir: target, pluginName, namespace, serviceName: 'summary' };
}
