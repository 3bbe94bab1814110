/**
 * /workbench/plugins/<namespace>/plugin.js and plugin.css: a served plugin's script, and its
 * styles scoped under its namespace, from the snapshot once the edits saved before the request to
 * its source are in (the scoped styles worked out once per build).
 */
import express, { NextFunction, Request, Response } from 'express';
import type { ServedPlugin } from '../served-plugin';
import type { PluginSnapshot } from '../snapshot';

/** `snapshot(namespace)` waits only for the reads that concern that plugin's source. */
export function pluginFiles(snapshot: (namespace?: string) => Promise<PluginSnapshot>): express.Router {
  const scoped = new WeakMap<ServedPlugin, string>();
  const stylesOf = (plugin: ServedPlugin) => {
    let css = scoped.get(plugin);
    // the core is loaded by the first stylesheet asked for, after the first page: the start does not need it
    const { scopePluginCss } = require('#core') as typeof import('#core'); // eslint-disable-line @typescript-eslint/no-require-imports
    if (css === undefined) scoped.set(plugin, css = scopePluginCss(plugin.sources.css, plugin.namespace));
    return css;
  };
  const router = express.Router();
  const send = (current: PluginSnapshot, namespace: string, file: string, res: Response) => {
    const plugin = current.plugins.find((candidate) => candidate.ok && candidate.namespace === namespace);
    if (!plugin) return res.status(404).type('text').send(`No plugin is served with the namespace ${namespace.slice(0, 100)}`);
    if (file === 'plugin.js') return res.type('js').send(plugin.sources.js);
    if (file === 'plugin.css') return res.type('css').send(stylesOf(plugin));
    return res.status(404).type('text').send('A plugin serves plugin.js and plugin.css only');
  };
  router.get('/workbench/plugins/:namespace/:file', (req: Request<{ namespace: string; file: string }>, res: Response, next: NextFunction) => {
    snapshot(req.params.namespace).then((current) => send(current, req.params.namespace, req.params.file, res)).catch(next);
  });
  return router;
}
