/**
 * What a change of the snapshot means for an open page (pure). A plugin whose script or
 * templates changed, a plugin that came or went, a problem that came or went: the page loads
 * again. Only a plugin's styles changed: its stylesheet is swapped in place, no reload. Nothing
 * the page shows changed (a backend service, a file nothing reads): the page is left alone.
 */
import type { ServedPlugin } from './served-plugin';

export type PageUpdate =
  | { kind: 'none' }
  | { kind: 'reload' }
  | { kind: 'styles'; namespaces: string[] };

/** What the page shows of a plugin, besides its styles. */
function pageFace(plugin: ServedPlugin): string {
  return JSON.stringify([plugin.namespace, plugin.ok, plugin.problems, plugin.ok ? [plugin.sources.js, plugin.sources.html] : null]);
}

export function pageUpdate(before: ServedPlugin[], after: ServedPlugin[]): PageUpdate {
  if (before.length !== after.length) return { kind: 'reload' };
  const styles: string[] = [];
  for (let i = 0; i < before.length; i++) {
    if (pageFace(before[i]) !== pageFace(after[i])) return { kind: 'reload' };
    if (after[i].ok && before[i].sources.css !== after[i].sources.css) styles.push(after[i].namespace);
  }
  return styles.length ? { kind: 'styles', namespaces: styles } : { kind: 'none' };
}
