import { ZnPlugin } from './types';

/**
 * True when `value` is what a browser returns for `window.plugin` because an element has
 * id="plugin" (an element, or a collection of several): not a plugin object of the page's.
 */
function isNamedElement(value: unknown): boolean {
  if (value === null || typeof value !== 'object') return false;
  const candidate = value as { nodeType?: unknown; namedItem?: unknown };
  return typeof candidate.nodeType === 'number' || typeof candidate.namedItem === 'function';
}

/**
 * Sets `target.plugin` to the SDK's plugin object unless the page already has a `plugin` of
 * its own (a host's); returns whether it did. Plugin code can always import it instead.
 */
export function installGlobalPlugin(target: { plugin?: unknown } | undefined, plugin: ZnPlugin): boolean {
  if (!target) return false;
  if (target.plugin !== undefined && !isNamedElement(target.plugin)) return false;
  target.plugin = plugin;
  return true;
}
