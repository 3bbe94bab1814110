/**
 * The served plugins' backend services in the sandbox, kept in step with the snapshot: a service
 * that went is unmounted, one that came is mounted, one whose folder changed (its plugin.js, a
 * file it requires, its package.json) is unmounted and mounted again, so the runner starts a
 * fresh process for it and for it only. The other services' processes keep running. The
 * sandbox's own services (its example plugin) are never touched.
 */
import type { PluginServiceMount, Sandbox } from '../sandbox';
import { isWithin, ServedPlugin } from './served-plugin';

const keyOf = (mount: PluginServiceMount) => `${mount.namespace}/${mount.route}`;
const sameMount = (a: PluginServiceMount, b: PluginServiceMount) => a.dir === b.dir && a.env === b.env && a.pluginName === b.pluginName;

/** The services the served plugins want, by namespace/route. */
function wanted(plugins: ServedPlugin[]): Map<string, PluginServiceMount> {
  const mounts = new Map<string, PluginServiceMount>();
  plugins.filter((plugin) => plugin.ok).forEach((plugin) => plugin.services.forEach((mount) => mounts.set(keyOf(mount), mount)));
  return mounts;
}

export interface ServiceMounts {
  /** Brings the sandbox in step with `plugins`; restarts the services `changedFiles` are in. */
  sync(plugins: ServedPlugin[], changedFiles?: string[]): void;
}

export function createServiceMounts(sandbox: Pick<Sandbox, 'mountPluginServices' | 'unmountPluginServices'>): ServiceMounts {
  const mounted = new Map<string, PluginServiceMount>();
  return {
    sync: (plugins, changedFiles = []) => {
      const next = wanted(plugins);
      mounted.forEach((mount, key) => {
        const kept = next.get(key);
        const touched = changedFiles.some((file) => isWithin(file, mount.dir));
        if (kept && sameMount(kept, mount) && !touched) return;
        sandbox.unmountPluginServices(mount.namespace, mount.route);
        mounted.delete(key);
      });
      const added: PluginServiceMount[] = [];
      next.forEach((mount, key) => {
        if (mounted.has(key)) return;
        added.push(mount);
        mounted.set(key, mount);
      });
      if (added.length) sandbox.mountPluginServices(added);
    }
  };
}
