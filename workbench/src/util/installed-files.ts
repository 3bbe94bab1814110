/**
 * Files of installed packages the workbench hands to pages as they are (the host page's vendor
 * files, a shipped app's vendor/): where one is, and the one change a page needs of them.
 */
import path from 'path';

/** Where an installed package's file is (`angular/angular.min.js`), resolved from the workbench; null when not installed. */
export function installedFile(module: string): string | null {
  const parts = module.split('/');
  const name = parts[0].startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
  try {
    return path.join(path.dirname(require.resolve(`${name}/package.json`)), module.slice(name.length + 1));
  } catch {
    return null;
  }
}

/**
 * Firebase 2's firebase-web.js ends with `module.exports = Firebase;`, which throws in a page (no
 * `module`): guarded, the rest of the file as published.
 */
export function guardFirebaseWeb(source: string): string {
  return source.replace(/\nmodule\.exports\s*=\s*Firebase;\s*$/, '\nif (typeof module !== "undefined" && module && module.exports) module.exports = Firebase;\n');
}

/**
 * Bootstrap 2.3.2's dropdown reads a toggle's `href` as the selector of its menu's parent when it
 * holds a `#`: `<a href="#" data-toggle="dropdown">`, its documented markup, gives `$('#')`, which
 * Zengine's jQuery 1 read as no element (so the toggle's parent opened) and jQuery 3 throws at, on
 * that click and on every click of the page after it. Guarded: a selector jQuery cannot read
 * opens the toggle's parent, the rest of the file as published.
 */
export function guardBootstrapDropdown(source: string): string {
  const lookup = '$parent = selector && $(selector)';
  if (source.indexOf(lookup) < 0) return source;
  return source.replace(lookup, '$parent = selector && (function () { try { return $(selector) } catch (e) { return null } })()');
}
