/**
 * The placeholders of a plugin repository, replaced as mayan's legacy build replaced them. Code is
 * written once with the generic namespace `wgn` (and the route as `{replace-route}`), and every
 * environment of maya.json gives it its own namespace and route:
 *
 *   JavaScript  `wgnX` (wgn then a letter)  →  the camel-case namespace + X upper-cased
 *               `wgn-`                      →  the dashed namespace + '-'
 *               `wgn`                       →  the namespace as written in maya.json
 *               `{replace-route}`           →  the route (the plugin's own src/ and plugin-register.js only)
 *   HTML, CSS   `wgn-`, then `wgn`, as above (no wgnX rule: mayan had none there)
 *
 * Each rule runs over the whole text, in this order, every occurrence (mayan's gulp-replace with a
 * string replaced them all); nothing in a replacement is read as a pattern (`$&` stays as written).
 */
import { camelCaseToDash } from '../util/plugin-names';

export { camelCaseToDash };

/** `my-plugin` → `myPlugin`: each `-x` becomes `X` (mayan's kebabToCamelCase). */
export function kebabToCamelCase(text: string): string {
  return text.replace(/-(.)/g, (match, next: string) => next.toUpperCase());
}

/** Every occurrence of `search` in `text` replaced by `replacement`, taken literally. */
export function replaceAll(text: string, search: string, replacement: string): string {
  return text.split(search).join(replacement);
}

/** `wgnMainCtrl` → `myPluginMainCtrl`, `wgnfoo` → `myPluginFoo`: the JavaScript-only rule. */
export function replaceCamelPlaceholder(text: string, namespace: string): string {
  const camel = kebabToCamelCase(namespace);
  return text.replace(/wgn([A-Za-z])/g, (match, letter: string) => camel + letter.toUpperCase());
}

/** `wgn-` → dashed namespace + '-', then `wgn` → namespace: the rules HTML, CSS and JavaScript share. */
export function replaceDashedAndPlainPlaceholders(text: string, namespace: string): string {
  return replaceAll(replaceAll(text, 'wgn-', camelCaseToDash(namespace) + '-'), 'wgn', namespace);
}

/** The whole plugin.js: wgnX, then wgn-, then wgn. */
export function substituteJs(text: string, namespace: string): string {
  return replaceDashedAndPlainPlaceholders(replaceCamelPlaceholder(text, namespace), namespace);
}

/** The whole plugin.html: wgn-, then wgn. */
export function substituteHtml(text: string, namespace: string): string {
  return replaceDashedAndPlainPlaceholders(text, namespace);
}

/** The compiled plugin.css: wgn-, then wgn. */
export function substituteCss(text: string, namespace: string): string {
  return replaceDashedAndPlainPlaceholders(text, namespace);
}

/**
 * What mayan did to each file of the plugin's own src/ and plugin-register.js before joining them:
 * `{replace-route}` → the route, and every `'use strict';` removed (its Babel step ran them in
 * sloppy mode; a plugin written for Zengine may rely on that). Dependencies are left as they are.
 */
export function prepareOwnJs(text: string, route: string): string {
  return replaceAll(replaceAll(text, '\'use strict\';', ''), '{replace-route}', route);
}
