'use strict';
// Issues 38.2 and 42.12: a plugin registered under its record's namespace whatever name its code
// gives, as Zengine's runtimes registered it. Two fixtures of test/fixtures/plugins/:
// - record-count registers 'record-count' and is served with --namespace recordCount (a warning,
//   never a block); it counts each form's records with znData's old params form (38.1);
// - first-runtime is a plugin.js as Zengine's first runtime served it, wrapped in
//   `(function (prefix, wizehive, angular) { ... wizehive.makePlugin(prefix) ... })('firstRuntime', ...)`.
// Each shows its full page, its settings page and its templates on the host page and, shipped as a
// v2 app ("target": 2), in its frame.
const fs = require('fs');
const os = require('os');
const path = require('path');
const { openPage, textsOf, useWorkbench, usePagePerTest } = require('./support/workbench');
const { serveWithSdk } = require('./support/serve-process');
const { FRAME_RUNTIME, SDK_DIST, appFrame } = require('./support/ship-v2');

const FIXTURES = path.resolve(__dirname, '..', 'fixtures', 'plugins');
const RECORD_COUNT = path.join(FIXTURES, 'record-count');
const FIRST_RUNTIME = path.join(FIXTURES, 'first-runtime');
/** What the record count shows for the seeded forms. */
const COUNTS = [['Companies', 'Total Records In Table: 40'], ['Deals', 'Total Records In Table: 200'], ['Contacts', 'Total Records In Table: 80']];
/** The table's rows, each its cells' texts. */
const rowsOf = (frame) => frame.$$eval('.record-count tr', (rows) => rows.map((row) => [...row.children].map((cell) => cell.textContent.trim())));

describe('a plugin registered under another name than its namespace, on the host page', () => {
  const session = useWorkbench({ plugins: [{ dir: RECORD_COUNT, namespace: 'recordCount' }, FIRST_RUNTIME] });
  usePagePerTest(session);

  it('is served with one warning naming the name and the namespace, and nothing refused', () => {
    const lines = session.demo.log.filter((line) => /error|warning/i.test(line));
    expect(lines.length).toBe(1);
    expect(lines[0]).toContain('registers as "record-count"; served under the namespace "recordCount" (--namespace)');
  });

  it('shows the full page (its template, its controller) and counts every form\'s records with workspaceId beside formId', async () => {
    const page = session.tab.page;
    await page.goto(session.demo.url('/workspaces/1/plugin/record-count'));
    await page.waitForFunction(() => document.querySelectorAll('.record-count-total').length === 3 &&
      [...document.querySelectorAll('.record-count-total')].every((cell) => !cell.textContent.includes('...')));
    expect(await rowsOf(page)).toEqual(COUNTS);
    expect(await textsOf(page, '.zn-workbench-problem')).toEqual([jasmine.stringMatching(/registers as "record-count"/)]);
  });

  it('shows its settings page and its top-nav entry', async () => {
    const page = session.tab.page;
    await page.goto(session.demo.url('/workspaces/1/admin/plugin/record-count'));
    await page.waitForSelector('.record-count-note');
    expect(await textsOf(page, '.record-count-note')).toEqual(['Counts every form of the workspace']);
    expect(await textsOf(page, '.navbar-nav li a')).toContain('Record count');
  });

  it('runs a plugin.js wrapped as Zengine\'s first runtime served it, under the wrapper\'s prefix', async () => {
    const page = session.tab.page;
    await page.goto(session.demo.url('/workspaces/1/plugin/first-runtime'));
    await page.waitForSelector('.first-runtime-words');
    expect(await textsOf(page, '.first-runtime-words')).toEqual(['ran inside the wrapper']);
    expect(await textsOf(page, '.first-runtime-window')).toEqual(['window hidden']);
    await page.goto(session.demo.url('/workspaces/1/admin/plugin/first-runtime'));
    await page.waitForSelector('.first-runtime-settings');
    expect(await textsOf(page, '.first-runtime-settings')).toEqual(['settings inside the wrapper']);
  });
});

describe('a plugin registered under another name than its namespace, shipped as a v2 app', () => {
  const runtimeBuilt = fs.existsSync(FRAME_RUNTIME);
  let repo;
  let server;
  let tab;

  beforeAll(async () => {
    if (!runtimeBuilt) return;
    repo = fs.mkdtempSync(path.join(os.tmpdir(), 'zn-e2e-register-name-'));
    const plugins = {
      count: { id: 1, namespace: 'recordCount', route: '/record-count', target: 2 },
      first: { id: 2, namespace: 'firstRuntime', route: '/first-runtime', target: 2 }
    };
    fs.cpSync(RECORD_COUNT, path.join(repo, 'plugins', 'count', 'src'), { recursive: true });
    fs.cpSync(FIRST_RUNTIME, path.join(repo, 'plugins', 'first', 'src'), { recursive: true });
    fs.writeFileSync(path.join(repo, 'maya.json'), JSON.stringify({ environments: { dev: { default: true, plugins } } }, null, 2));
    server = await serveWithSdk([repo, '--data', path.join(repo, 'sandbox-data')], repo, SDK_DIST);
  }, 240000);
  afterAll(async () => {
    if (server) await server.stop();
    if (repo) fs.rmSync(repo, { recursive: true, force: true });
  });
  beforeEach(async () => {
    if (runtimeBuilt) tab = await openPage();
  });
  afterEach(async () => {
    if (!tab) return;
    expect(tab.errors).toEqual([]);
    await tab.close();
    tab = null;
  });

  /** The frame of `namespace`'s app on `pathname`, once it shows `ready`. */
  async function frameOf(pathname, namespace, ready) {
    const port = new URL(server.origin).port;
    await tab.page.goto(`${server.origin}${pathname}`);
    return appFrame(tab.page, `http://${namespace.toLowerCase()}.localhost:${port}/`, ready);
  }

  it('registers \'record-count\' in its frame as recordCount and shows the counts', async () => {
    if (!runtimeBuilt) return pending(`the SDK's in-frame runtime is not built (${FRAME_RUNTIME}): npm run build`);
    expect(server.output()).not.toMatch(/error|cannot be shipped|namespace must be/i);
    const frame = await frameOf('/workspaces/1/plugin/record-count', 'recordCount', '.record-count .record-count-total');
    await frame.waitForFunction(() => document.querySelectorAll('.record-count-total').length === 3 &&
      [...document.querySelectorAll('.record-count-total')].every((cell) => !cell.textContent.includes('...')));
    expect(await rowsOf(frame)).toEqual(COUNTS);
    const html = fs.readFileSync(path.join(repo, 'plugins', 'count', 'dist', 'index.html'), 'utf8');
    expect(html).toContain('<script src="plugin.js" data-zn-namespace="recordCount"></script>');
  });

  it('runs the first runtime\'s wrapped plugin.js in its frame', async () => {
    if (!runtimeBuilt) return pending(`the SDK's in-frame runtime is not built (${FRAME_RUNTIME}): npm run build`);
    const frame = await frameOf('/workspaces/1/plugin/first-runtime', 'firstRuntime', '.first-runtime-words');
    expect(await frame.$$eval('.first-runtime-words', (items) => items.map((item) => item.textContent.trim()))).toEqual(['ran inside the wrapper']);
  });
});
