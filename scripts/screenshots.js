'use strict';
/**
 * `npm run screenshots`: takes the README's and docs/workbench.md's pictures (scripts/pictures.js)
 * from what `npm start` shows. It runs `zn-plugin serve example` as `npm start` does, a real
 * process, on a free port with a sandbox of its own (a temporary folder, freshly seeded, so every
 * run shows the same records), drives Debian's Chromium with playwright-core through each
 * picture's steps and writes the PNGs into docs/. Needs dist/ (npm run build) and the compiled
 * workbench (npm run build:workbench, which the npm script runs first). CHROME_BIN, default
 * /usr/bin/chromium. `node scripts/screenshots.js board` takes only the pictures whose file names
 * contain "board".
 */
const fs = require('fs');
const os = require('os');
const path = require('path');
const { chromium } = require('playwright-core');
const { serve } = require('../test/e2e/support/serve-process');
const { CHROME_BIN, CHROMIUM_FLAGS } = require('../test/e2e/support/workbench');
const { PICTURES, VIEWPORT } = require('./pictures');

const ROOT = path.resolve(__dirname, '..');

function fail(message) {
  process.stderr.write(`screenshots: ${message}\n`);
  process.exit(1);
}

async function main() {
  if (!fs.existsSync(CHROME_BIN)) fail(`Chromium was not found at ${CHROME_BIN}: apt-get install -y chromium, or set CHROME_BIN`);
  if (!fs.existsSync(path.join(ROOT, 'dist', 'zn-plugin.js'))) fail('the SDK is not built (dist/zn-plugin.js is missing): run npm run build');
  const only = process.argv[2];
  const pictures = PICTURES.filter((picture) => !only || picture.file.includes(only));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zn-screenshots-'));
  const server = await serve(['example', '--data', dataDir], ROOT);
  const browser = await chromium.launch({ executablePath: CHROME_BIN, args: CHROMIUM_FLAGS });
  try {
    for (const picture of pictures) {
      // a context of its own: no cookie, storage or record another picture left
      const context = await browser.newContext({ viewport: VIEWPORT });
      const page = await context.newPage();
      const errors = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await picture.show(page, server.origin);
      await page.waitForTimeout(400);   // transitions settle
      if (errors.length) throw new Error(`${picture.file}: the page failed: ${errors.join('; ')}`);
      await page.screenshot({ path: path.join(ROOT, picture.file) });
      process.stdout.write(`screenshots: ${picture.file} (${picture.what})\n`);
      await context.close();
    }
  } finally {
    await browser.close();
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => fail(error.stack || String(error)));
