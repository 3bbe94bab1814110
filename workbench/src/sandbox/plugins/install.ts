/**
 * Every namespace with backend services gets a Plugins object the first time the sandbox sees
 * it, installed in the demo workspace (a WorkspacePluginLinks object, with `settings: {}` for the
 * plugin's own settings, see docs/sandbox.md), and one PluginServices object per service route.
 * Existing objects are left alone, so an uninstall sticks.
 */
import { ObjectStore, StoredObject } from '../store';
import { isPlainObject } from '#core';
import { PluginServiceMount } from './services';

export function registerPlugins(store: ObjectStore, mounts: PluginServiceMount[], workspaceId: number, now: string): void {
  store.transaction(() => {
    const plugins = new Map(store.listAll('Plugins').map((plugin) => [plugin.namespace, plugin] as [unknown, StoredObject]));
    const services = store.listAll('PluginServices');
    mounts.forEach((mount) => {
      let plugin = plugins.get(mount.namespace);
      if (!plugin) {
        plugin = store.insert('Plugins', [], {
          name: mount.pluginName || mount.namespace, namespace: mount.namespace, description: '',
          created: now, modified: now, objectVersion: 1
        });
        plugins.set(mount.namespace, plugin);
        if (store.get('Workspaces', workspaceId)) {
          store.insert('WorkspacePluginLinks', [], {
            workspace: { id: workspaceId }, plugin: { id: plugin.id }, settings: {}, created: now, modified: now
          });
        }
      }
      const pluginId = plugin.id;
      const known = services.some((service) => isPlainObject(service.plugin) && service.plugin.id === pluginId && service.route === mount.route);
      if (!known) {
        services.push(store.insert('PluginServices', [{ attribute: 'plugin', id: pluginId }], {
          plugin: { id: pluginId }, name: mount.route, route: mount.route, created: now, modified: now
        }));
      }
    });
  });
}

/** A served plugin as the Plugins resource lists it. */
export interface PluginRecord {
  namespace: string;
  /** Its name (default: the namespace). */
  name?: string;
  /** Its frontend route, e.g. `/my-plugin` (Zengine's legacy plugins had one). */
  route?: string;
  description?: string;
}

/**
 * Every served plugin gets its Plugins object (id, namespace, name, route, objectVersion...),
 * installed in the workspace, as Zengine listed a plugin whatever it had: a plugin found once
 * keeps its object and id, with `name` and `route` brought up to date.
 */
export function registerPluginRecords(store: ObjectStore, plugins: PluginRecord[], workspaceId: number, now: string): void {
  plugins.forEach((plugin, index) => {
    if (!plugin || typeof plugin.namespace !== 'string' || plugin.namespace === '') {
      throw new Error(`registerPlugins: plugins[${index}] needs a namespace, e.g. { namespace: 'my-plugin', name: 'My plugin', route: '/my-plugin' }`);
    }
  });
  store.transaction(() => {
    const existing = new Map(store.listAll('Plugins').map((object) => [object.namespace, object] as [unknown, StoredObject]));
    plugins.forEach((plugin) => {
      const name = plugin.name || plugin.namespace;
      const route = plugin.route === undefined ? `/${plugin.namespace}` : plugin.route;
      const found = existing.get(plugin.namespace);
      if (found) {
        if (found.name !== name || found.route !== route) {
          store.replace('Plugins', {
            ...found, name, route, modified: now,
            objectVersion: (typeof found.objectVersion === 'number' ? found.objectVersion : 0) + 1
          });
        }
        return;
      }
      const created = store.insert('Plugins', [], {
        name, namespace: plugin.namespace, route, description: plugin.description || '',
        created: now, modified: now, objectVersion: 1
      });
      existing.set(plugin.namespace, created);
      if (store.get('Workspaces', workspaceId)) {
        store.insert('WorkspacePluginLinks', [], {
          workspace: { id: workspaceId }, plugin: { id: created.id }, settings: {}, created: now, modified: now
        });
      }
    });
  });
}
