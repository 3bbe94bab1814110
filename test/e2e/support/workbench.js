'use strict';
/**
 * What the browser tests share: Debian's Chromium driven by playwright-core, and the workbench
 * (what `zn-plugin serve` and `npm start` run), started per spec file on a free port with the
 * plugin folders it names (unless told, the example repository example/, as `npm start` serves it:
 * the board and the same board shipped as v2) and a sandbox of its own in a temporary folder, so
 * the files never see each other's changes.
 *
 * Environment: CHROME_BIN (default /usr/bin/chromium); E2E_DIST_DIR serves another build of the
 * SDK than dist/; E2E_SCREENSHOTS=<folder> writes the screenshots of docs/ there (the README's and
 * docs/workbench.md's pictures come from `npm run screenshots`, scripts/screenshots.js).
 */
const fs = require('fs');
const os = require('os');
const path = require('path');
const { chromium } = require('playwright-core');
const { startWorkbench } = require('zn-plugin-workbench');

const ROOT = path.resolve(__dirname, '..', '..', '..');
/** The example repository (`npm start`'s): maya.json, plugins/board, plugins/board-v2, backend/. */
const EXAMPLE = path.join(ROOT, 'example');
const CHROME_BIN = process.env.CHROME_BIN || '/usr/bin/chromium';
const SCREENSHOTS = process.env.E2E_SCREENSHOTS ? path.resolve(ROOT, process.env.E2E_SCREENSHOTS) : null;
// The toolchain note's flags; the last keeps Chromium from reaching for hosts outside this machine.
const CHROMIUM_FLAGS = [
  '--no-sandbox', '--headless', '--disable-gpu', '--disable-dev-shm-usage',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
  '--no-first-run', '--disable-extensions', '--disable-default-apps',
  // *.localhost: the plugins' Firebase databases (<ns>.firebaseio.localhost), which Chromium resolves to loopback itself
  '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE localhost, EXCLUDE 127.0.0.1, EXCLUDE *.localhost'
];

/** Why the browser tests cannot run here, or '' when they can. */
function missingPrerequisite() {
  if (!fs.existsSync(CHROME_BIN)) {
    return `Chromium was not found at ${CHROME_BIN}.\n` +
      'Install it with: apt-get update && apt-get install -y chromium (or set CHROME_BIN to a Chromium).';
  }
  const dist = process.env.E2E_DIST_DIR || path.join(ROOT, 'dist');
  if (!fs.existsSync(path.join(dist, 'zn-plugin.js')) || !fs.existsSync(path.join(dist, 'zn-plugin.css'))) {
    return `The SDK is not built (${path.relative(ROOT, dist) || dist}/zn-plugin.js or zn-plugin.css is missing): run npm run build.`;
  }
  return '';
}

let browserLaunch = null;

/** The one browser of the run, launched on first use. */
function browser() {
  if (!browserLaunch) browserLaunch = chromium.launch({ executablePath: CHROME_BIN, args: CHROMIUM_FLAGS });
  return browserLaunch;
}

async function closeBrowser() {
  if (browserLaunch) await (await browserLaunch).close();
  browserLaunch = null;
}

/**
 * Starts a workbench with a fresh sandbox, serving `options.plugins` (folders, or { dir,
 * namespace }; default the example repository). Resolves with { origin, url(path), call, faults,
 * log, workbench, close() }; the origin uses `localhost`, the one name the resolver rules let
 * Chromium reach. `log` holds the lines the workbench wrote (its problems with plugin folders).
 */
async function startWorkbenchSession(options) {
  // options.dataDir: a data folder of the test's own (kept after close, for a restart)
  const ownDataDir = !(options && options.dataDir);
  const dataDir = ownDataDir ? fs.mkdtempSync(path.join(os.tmpdir(), 'zn-workbench-e2e-')) : options.dataDir;
  const faults = [];
  const log = [];
  const demo = await startWorkbench({
    plugins: (options && options.plugins) || [EXAMPLE],
    port: 0,
    dataDir,
    distDir: process.env.E2E_DIST_DIR || undefined,
    // the Firebase fixtures' rules files are applied, as `serve --firebase-rules` does
    firebaseRules: Boolean(options && options.firebaseRules),
    log: (line) => log.push(line),
    logError: (error) => faults.push(error)
  });
  const port = demo.port;
  const origin = `http://localhost:${port}`;
  return {
    origin,
    /** Calls the server from Node: `call('PUT', '/plugins/...', body)` → { status, body }. */
    call: async (method, urlPath, body) => {
      const answer = await fetch(`http://127.0.0.1:${port}${urlPath}`, {
        method,
        headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body)
      });
      const text = await answer.text();
      return { status: answer.status, body: text ? JSON.parse(text) : undefined };
    },
    /** Server faults logged during the run: a spec expects none. */
    faults,
    log,
    workbench: demo,
    /** The page at `path` ('/workspaces/1/data/2'; default '/'), as a deep link. */
    url: (urlPath) => `${origin}${urlPath || '/'}`,
    close: async () => {
      await demo.close();
      if (ownDataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    }
  };
}

/**
 * A new page in a context of its own (its own local storage and cookies). Every XMLHttpRequest
 * the page sends is counted in the page itself (window.__e2eRequests), so a test can tell
 * exactly whether typing sent a request. Page errors, and answers of 400 or more
 * ('412 PUT /v1/forms/2/records/41'), are kept for the test to check.
 */
async function openPage(options) {
  const context = await (await browser()).newContext({ viewport: { width: 1280, height: 860 }, ...(options || {}) });
  await context.addInitScript(() => {
    window.__e2eRequests = [];
    const open = XMLHttpRequest.prototype.open;
    XMLHttpRequest.prototype.open = function (method, url) {
      window.__e2eRequests.push(method + ' ' + url);
      return open.apply(this, arguments);
    };
  });
  const page = await context.newPage();
  const errors = [];
  const failedResponses = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // $exceptionHandler logs with console.error: an error there is a failure of the page. Failed
  // loads are also logged there; they are kept in failedResponses instead, with their URL.
  page.on('console', (message) => {
    if (message.type() === 'error' && !/^Failed to load resource/.test(message.text())) errors.push(message.text());
  });
  page.on('response', (response) => {
    if (response.status() >= 400) {
      const url = new URL(response.url());
      failedResponses.push(`${response.status()} ${response.request().method()} ${url.pathname}`);
    }
  });
  return { page, context, errors, failedResponses, close: () => context.close() };
}

/** The XMLHttpRequests the page has sent so far ('GET /v1/forms/2/records?...'). */
function requestsOf(page) {
  return page.evaluate(() => window.__e2eRequests.slice());
}

/** Writes docs/<name>.png when E2E_SCREENSHOTS is set; otherwise does nothing. */
async function screenshot(page, name, options) {
  if (!SCREENSHOTS) return;
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), ...(options || {}) });
}

/** The text of every element matching `selector`, trimmed. */
function textsOf(page, selector) {
  return page.$$eval(selector, (elements) => elements.map((element) => element.textContent.replace(/\s+/g, ' ').trim()));
}

/**
 * For a spec file: a workbench serving `options.plugins` (default the example repository), started
 * once before its tests and closed after them. Returns the session the other hooks fill: `demo`,
 * and per test `tab` and `expectedFailures` (the failed answers a test expects, such as
 * '412 PUT /v1/forms/2/records/41').
 */
function useWorkbench(options) {
  const session = { demo: null, tab: null, expectedFailures: [] };
  beforeAll(async () => {
    session.demo = await startWorkbenchSession(options);
  });
  afterAll(async () => {
    await session.demo.close();
  });
  return session;
}

/**
 * Per test: a fresh page; after it, no page error, no failed answer but the expected ones and
 * no fault on the server.
 */
function usePagePerTest(session) {
  beforeEach(async () => {
    session.expectedFailures = [];
    session.tab = await openPage();
  });
  afterEach(async () => {
    expect(session.tab.errors).toEqual([]);
    expect(session.tab.failedResponses).toEqual(session.expectedFailures);
    expect(session.demo.faults).toEqual([]);
    await session.tab.close();
  });
}

module.exports = {
  EXAMPLE, CHROMIUM_FLAGS, CHROME_BIN, missingPrerequisite, browser, closeBrowser, startWorkbenchSession, openPage,
  requestsOf, screenshot, textsOf, useWorkbench, usePagePerTest
};
