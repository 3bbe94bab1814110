/**
 * Every plugin backend gets a Plugins object (with its namespace) the first time the sandbox
 * sees it, installed in the demo workspace (a WorkspacePluginLinks object) and with one
 * PluginServices object. Existing objects are left alone, so an uninstall sticks.
 */
import { ObjectStore } from '../store';
import { PluginBackend } from './registry';

export function registerPlugins(store: ObjectStore, backends: PluginBackend[], workspaceId: number, now: string): void {
  const known = new Set(store.listAll('Plugins').map((plugin) => plugin.namespace));
  store.transaction(() => {
    backends.filter((backend) => !known.has(backend.namespace)).forEach((backend) => {
      const plugin = store.insert('Plugins', [], {
        name: backend.name, namespace: backend.namespace, description: backend.description,
        created: now, modified: now, objectVersion: 1
      });
      store.insert('PluginServices', [{ attribute: 'plugin', id: plugin.id }], {
        plugin: { id: plugin.id }, name: `${backend.name} backend`,
        routes: backend.routeKeys.slice(),
        created: now, modified: now
      });
      if (store.get('Workspaces', workspaceId)) {
        store.insert('WorkspacePluginLinks', [], {
          workspace: { id: workspaceId }, plugin: { id: plugin.id }, created: now, modified: now
        });
      }
    });
  });
}
