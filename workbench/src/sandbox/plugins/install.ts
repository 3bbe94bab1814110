/**
 * Every namespace with backend services gets a Plugins object the first time the sandbox sees
 * it, installed in the demo workspace (a WorkspacePluginLinks object, with `settings: {}` for the
 * plugin's own settings, see docs/sandbox.md), and one PluginServices object per service route.
 * Existing objects are left alone, so an uninstall sticks.
 */
import { ObjectStore, StoredObject } from '../store';
import { isPlainObject } from 'zn-plugin/core';
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
