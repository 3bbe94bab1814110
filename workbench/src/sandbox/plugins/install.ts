/**
 * The Plugins records (and their workspace links and PluginServices), written by one function,
 * `writePluginRecords`, whoever asks: the served plugins (`sandbox.registerPlugins`, from serve's
 * `applyPlugins`) and the mounted backend services (`sandbox.mount`, on every mount).
 *
 * - A served plugin gets its Plugins object (id, namespace, name, route, objectVersion...),
 *   installed in the workspace, as Zengine listed a plugin whatever it had: a plugin found once
 *   keeps its object and id, with `name` and `route` brought up to date.
 * - A namespace with backend services gets a Plugins object the first time the sandbox sees it,
 *   installed in the demo workspace (a WorkspacePluginLinks object, with `settings: {}` for the
 *   plugin's own settings, see docs/sandbox.md), and one PluginServices object per service route.
 *   Existing objects are left alone, so an uninstall sticks.
 */
import { ObjectStore, StoredObject } from '../store';
import { isPlainObject } from '#core';
import type { PluginServiceMount } from './services';

/** A served plugin as the Plugins resource lists it. */
export interface PluginRecord {
  namespace: string;
  /** Its name (default: the namespace). */
  name?: string;
  /** Its frontend route, e.g. `/my-plugin` (Zengine's legacy plugins had one). */
  route?: string;
  description?: string;
}

/** What to write: the served plugins' records, the mounted services' records, or both. */
export interface PluginRecordsGiven {
  plugins?: PluginRecord[];
  services?: PluginServiceMount[];
}

interface Writing {
  store: ObjectStore;
  workspaceId: number;
  now: string;
  /** The Plugins objects by namespace, as they are in this transaction. */
  existing: Map<unknown, StoredObject>;
}

/** The one writer of the Plugins records (see the top of this file). */
export function writePluginRecords(store: ObjectStore, given: PluginRecordsGiven, workspaceId: number, now: string): void {
  const plugins = given.plugins || [];
  plugins.forEach((plugin, index) => {
    if (!plugin || typeof plugin.namespace !== 'string' || plugin.namespace === '') {
      throw new Error(`registerPlugins: plugins[${index}] needs a namespace, e.g. { namespace: 'my-plugin', name: 'My plugin', route: '/my-plugin' }`);
    }
  });
  store.transaction(() => {
    const existing = new Map(store.listAll('Plugins').map((object) => [object.namespace, object] as [unknown, StoredObject]));
    const writing: Writing = { store, workspaceId, now, existing };
    plugins.forEach((plugin) => writeServedPlugin(writing, plugin));
    writeServices(writing, given.services || []);
  });
}

function installPlugin(writing: Writing, fields: Record<string, unknown>): StoredObject {
  const { store, workspaceId, now } = writing;
  const created = store.insert('Plugins', [], { ...fields, created: now, modified: now, objectVersion: 1 });
  writing.existing.set(created.namespace, created);
  if (store.get('Workspaces', workspaceId)) {
    store.insert('WorkspacePluginLinks', [], {
      workspace: { id: workspaceId }, plugin: { id: created.id }, settings: {}, created: now, modified: now
    });
  }
  return created;
}

function writeServedPlugin(writing: Writing, plugin: PluginRecord): void {
  const name = plugin.name || plugin.namespace;
  const route = plugin.route === undefined ? `/${plugin.namespace}` : plugin.route;
  const found = writing.existing.get(plugin.namespace);
  if (!found) {
    installPlugin(writing, { name, namespace: plugin.namespace, route, description: plugin.description || '' });
    return;
  }
  if (found.name === name && found.route === route) return;
  const replaced = {
    ...found, name, route, modified: writing.now,
    objectVersion: (typeof found.objectVersion === 'number' ? found.objectVersion : 0) + 1
  };
  writing.store.replace('Plugins', replaced);
  writing.existing.set(plugin.namespace, replaced);
}

function writeServices(writing: Writing, mounts: PluginServiceMount[]): void {
  if (!mounts.length) return;
  const services = writing.store.listAll('PluginServices');
  mounts.forEach((mount) => {
    const plugin = writing.existing.get(mount.namespace) ||
      installPlugin(writing, { name: mount.pluginName || mount.namespace, namespace: mount.namespace, description: '' });
    const pluginId = plugin.id;
    const known = services.some((service) => isPlainObject(service.plugin) && service.plugin.id === pluginId && service.route === mount.route);
    if (!known) {
      services.push(writing.store.insert('PluginServices', [{ attribute: 'plugin', id: pluginId }], {
        plugin: { id: pluginId }, name: mount.route, route: mount.route, created: writing.now, modified: writing.now
      }));
    }
  });
}
