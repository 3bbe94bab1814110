'use strict';
/**
 * The v2 lab for the browser specs (test/fixtures/v2/lab-repo): a copy of the repository in a
 * temporary folder (its builds write dist/ there), with the PostRPC client of `zn-plugin init --v2`
 * put into the lab's src/; and helpers to find a view's frame and call the host from inside it.
 */
const fs = require('fs');
const os = require('os');
const path = require('path');

const FIXTURE = path.resolve(__dirname, '..', '..', 'fixtures', 'v2', 'lab-repo');
const CLIENT = path.resolve(__dirname, '..', '..', '..', 'workbench', 'templates', 'v2', 'plugins', '__PLUGIN__', 'src', 'zengine-rpc.js');

/** Resolves once the workbench has built the lab and given up on the broken plugin. */
async function builds(session) {
  for (;;) {
    const plugins = session.demo.workbench.plugins();
    const lab = plugins.find((plugin) => plugin.namespace === 'v2Lab');
    const broken = plugins.find((plugin) => plugin.namespace === 'v2Broken');
    if (lab && lab.sources.js && broken && !broken.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The frame of the lab showing `view` ('fullPage', 'inline zn-top-nav', ...), once its context has arrived. */
async function labFrame(page, view) {
  for (;;) {
    for (const frame of page.frames()) {
      if (!frame.url().startsWith('http://v2lab.localhost:')) continue;
      const where = await frame.evaluate(() => window.lab && window.lab.context && document.getElementById('where').textContent).catch(() => null);
      if (where && where.startsWith(view)) return frame;
    }
    await page.waitForTimeout(50);
  }
}

/** Calls the host's `method` from inside `frame`: { ok, result } or { ok: false, error }. */
function call(frame, method, args) {
  return frame.evaluate(([name, given]) => window.lab.try(name, given), [method, args]);
}

/** A fresh copy of the lab repository; returns its folder. */
function labRepository() {
  const repo = fs.mkdtempSync(path.join(os.tmpdir(), 'zn-e2e-v2-'));
  fs.cpSync(FIXTURE, repo, { recursive: true });
  fs.copyFileSync(CLIENT, path.join(repo, 'plugins', 'lab', 'src', 'zengine-rpc.js'));
  return repo;
}

module.exports = { labRepository, builds, labFrame, call };
