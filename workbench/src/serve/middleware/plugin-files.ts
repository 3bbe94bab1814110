/**
 * /workbench/plugins/<namespace>/plugin.js and plugin.css: a served plugin's script, and its
 * styles scoped under its namespace, from the snapshot (the scoped styles worked out once per build).
 */
import express, { Request, Response } from 'express';
import { scopePluginCss } from '#core';
import type { ServedPlugin } from '../served-plugin';
import type { PluginSnapshot } from '../snapshot';

export function pluginFiles(snapshot: () => PluginSnapshot): express.Router {
  const scoped = new WeakMap<ServedPlugin, string>();
  const stylesOf = (plugin: ServedPlugin) => {
    let css = scoped.get(plugin);
    if (css === undefined) scoped.set(plugin, css = scopePluginCss(plugin.sources.css, plugin.namespace));
    return css;
  };
  const router = express.Router();
  router.get('/workbench/plugins/:namespace/:file', (req: Request<{ namespace: string; file: string }>, res: Response) => {
    const plugin = snapshot().plugins.find((candidate) => candidate.ok && candidate.namespace === req.params.namespace);
    if (!plugin) return res.status(404).type('text').send(`No plugin is served with the namespace ${req.params.namespace.slice(0, 100)}`);
    if (req.params.file === 'plugin.js') return res.type('js').send(plugin.sources.js);
    if (req.params.file === 'plugin.css') return res.type('css').send(stylesOf(plugin));
    return res.status(404).type('text').send('A plugin serves plugin.js and plugin.css only');
  });
  return router;
}
