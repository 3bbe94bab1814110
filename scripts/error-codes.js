'use strict';
// Lists every ZnError code the SDK's source can raise, with where: `node scripts/error-codes.js`.
// docs/errors.md documents each of them; a node spec (test/node/error-codes.spec.ts) checks
// that it documents every one, and no code the source no longer raises.
const fs = require('fs');
const path = require('path');

/**
 * Where a code is decided: the ZnError constructor, a file's fail/filterError/refuse helper, or
 * `error.code =` in scripts/browser-guard.js (the bundle's first lines, before any class exists).
 */
const SITE = /(?:new ZnError\(\s*[^,]+,|(?<![\w.])fail\(|filterError\(\s*[^,]+,|refuse\(|const code =|error\.code =)([^,;]*)/g;
const CODE = /'([a-z]+(?:-[a-z]+)+)'/g;

function sourceFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** Every code in `src`: `[{ code, file, line, text }]`, file relative to the repository. */
function findErrorCodes(root = path.resolve(__dirname, '..')) {
  const found = [];
  sourceFiles(path.join(root, 'src')).concat(path.join(root, 'scripts', 'browser-guard.js')).forEach((file) => {
    fs.readFileSync(file, 'utf8').split('\n').forEach((text, index) => {
      for (const site of text.matchAll(SITE)) {
        for (const code of site[1].matchAll(CODE)) {
          found.push({ code: code[1], file: path.relative(root, file), line: index + 1, text: text.trim() });
        }
      }
    });
  });
  return found;
}

/** The codes docs/errors.md documents: the first cell of its table rows, such as | `bad-params` |. */
function documentedCodes(markdown) {
  return [...markdown.matchAll(/^\| *`([a-z]+(?:-[a-z]+)+)` *\|/gm)].map((match) => match[1]);
}

module.exports = { findErrorCodes, documentedCodes };

if (require.main === module) {
  const found = findErrorCodes();
  const codes = [...new Set(found.map((site) => site.code))].sort();
  found.forEach((site) => console.log(`${site.code.padEnd(24)} ${site.file}:${site.line}`));
  console.log(`\n${codes.length} codes at ${found.length} sites: ${codes.join(', ')}`);
}
