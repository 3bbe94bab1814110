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
