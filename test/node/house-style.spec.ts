// The SDK's code written one way (CONTRIBUTING.md, "Style"): injection annotations as
// `static $inject` on classes and `fn.$inject` on functions, never inline arrays
// (`['$scope', function ($scope) {...}]`, which is how plugin code may write them); AngularJS
// types imported (`import type { IScope } from 'angular'`), never through the global namespace
// (`angular.IScope`).
import * as fs from 'fs';
import * as path from 'path';

const ROOT = path.resolve(__dirname, '..', '..', '..', '..');

function filesUnder(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return filesUnder(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/**
 * `file:line: text` for each match of `pattern` (global) in the files; with `code`, in the code
 * only: template literals and double-quoted strings (messages that show plugin code) are blanked.
 */
function occurrences(files: string[], pattern: RegExp, code = false): string[] {
  return files.flatMap((file) => {
    const source = fs.readFileSync(file, 'utf8');
    const blank = (literal: string) => literal.replace(/[^\n]/g, ' ');
    const text = code ? source.replace(/`(?:\\.|[^`\\])*`/g, blank).replace(/"(?:\\.|[^"\\\n])*"/g, blank) : source;
    const found: string[] = [];
    let match: RegExpExecArray | null;
    pattern.lastIndex = 0;
    while ((match = pattern.exec(text)) !== null) {
      const line = text.slice(0, match.index).split('\n').length;
      found.push(`${path.relative(ROOT, file)}:${line}: ${match[0].replace(/\s+/g, ' ').slice(0, 80)}`);
    }
    return found;
  });
}

describe('house style', () => {
  const sdk = filesUnder(path.join(ROOT, 'src'));
  // test/node/package checks the published typings as a plugin author writes them: angular.IScope included.
  const specs = filesUnder(path.join(ROOT, 'test')).filter((file) => !file.startsWith(path.join(ROOT, 'test', 'node')));

  it('finds the source', () => {
    expect(sdk.length).toBeGreaterThan(50);
    expect(specs.length).toBeGreaterThan(50);
  });

  it('annotates injectables with static $inject or fn.$inject, never an inline array', () => {
    // ['$templateCache', ($templateCache) => ...] or ['$scope', '$location', function (...) {...}]
    const inline = /\[\s*(?:'[$A-Za-z][$\w]*'\s*,\s*)+(?:function\b|\([^()]*\)\s*(?::\s*[^=]+)?=>|\(\s*\$?\w+\s*:)/g;
    expect(occurrences(sdk, inline, true)).toEqual([]);
  });

  it('writes AngularJS types as imports from angular, never as angular.IScope', () => {
    const namespaced = /\bangular\.(?:I[A-Z]\w*|auto\.\w+)/g;
    expect(occurrences(sdk.concat(specs), namespaced)).toEqual([]);
  });
});
