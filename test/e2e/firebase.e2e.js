'use strict';
/**
 * Firebase-backed plugins on the workbench (docs/firebase.md): the fixture plugin teamNotes
 * (test/fixtures/firebase/team-notes) reads its Plugins object's firebaseUrl and
 * firebaseAuthToken, authenticates with ref.auth and syncs through AngularFire. Two pages see
 * each other's writes, the rules refuse what they refuse, the backend service reads what a page
 * wrote, and the data outlives a restart.
 */
const fs = require('fs');
const os = require('os');
const path = require('path');
const { missingPrerequisite, startWorkbenchSession, openPage, textsOf } = require('./support/workbench');

const TEAM_NOTES = path.resolve(__dirname, '..', 'fixtures', 'firebase', 'team-notes');
const PAGE = '/workspaces/1/plugin/team-notes';
// generous bounds: "within a second" on an idle machine, but never a timing assertion
const WAIT = { timeout: 10000 };

describe('Firebase-backed plugins', () => {
  const missing = missingPrerequisite();
  if (missing) {
    it('need Chromium and the built SDK', () => pending(missing));
    return;
  }

  let dataDir;
  let demo;
  const tabs = [];

  async function openNotes() {
    const tab = await openPage();
    tabs.push(tab);
    await tab.page.goto(demo.url(PAGE));
    await tab.page.waitForFunction(() => {
      const status = document.querySelector('.team-notes-status');
      return status && status.textContent === 'ready';
    }, null, WAIT);
    return tab;
  }

  async function exported() {
    return (await demo.call('GET', '/workbench/firebase/teamNotes.json')).body;
  }

  async function waitFor(check) {
    const until = Date.now() + WAIT.timeout;
    for (;;) {
      const value = await check();
      if (value) return value;
      if (Date.now() > until) throw new Error('the condition was not met within the bound');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zn-firebase-e2e-'));
    demo = await startWorkbenchSession({ plugins: [TEAM_NOTES], dataDir, firebaseRules: true });
  });
  afterEach(async () => {
    tabs.forEach((tab) => expect(tab.errors).toEqual([]));
    await Promise.all(tabs.splice(0).map((tab) => tab.close()));
    expect(demo.faults).toEqual([]);
  });
  afterAll(async () => {
    await demo.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('authenticates with the Plugins object\'s firebaseAuthToken and gets the claims Zengine gave (user_id, workspaces)', async () => {
    const { page } = await openNotes();
    expect(await page.textContent('.team-notes-auth')).toBe('user 1 as owner');
  });

  it('shows one page\'s writes on another ($add to $asArray, $bindTo of $asObject)', async () => {
    const first = await openNotes();
    const second = await openNotes();
    await first.page.fill('.team-notes-draft', 'written on the first page');
    await first.page.click('.team-notes-add');
    await second.page.waitForFunction(() => Array.from(document.querySelectorAll('.team-notes-text'))
      .some((element) => element.textContent === 'written on the first page'), null, WAIT);

    await second.page.fill('.team-notes-headline', 'set on the second page');
    await first.page.waitForFunction(() => document.querySelector('.team-notes-headline').value === 'set on the second page', null, WAIT);
    expect((await exported()).workspaces['1'].headline).toEqual({ text: 'set on the second page' });
  });

  it('removes with $remove on every page', async () => {
    const first = await openNotes();
    const second = await openNotes();
    await first.page.fill('.team-notes-draft', 'to be removed');
    await first.page.click('.team-notes-add');
    await second.page.waitForFunction(() => Array.from(document.querySelectorAll('.team-notes-text'))
      .some((element) => element.textContent === 'to be removed'), null, WAIT);
    const index = (await textsOf(second.page, '.team-notes-text')).indexOf('to be removed');
    await (await second.page.$$('.team-notes-remove'))[index].click();
    await first.page.waitForFunction(() => !Array.from(document.querySelectorAll('.team-notes-text'))
      .some((element) => element.textContent === 'to be removed'), null, WAIT);
  });

  it('refuses a write its security rules refuse, on the client as Firebase did (PERMISSION_DENIED)', async () => {
    const { page } = await openNotes();
    await page.click('.team-notes-locked');
    await page.waitForFunction(() => document.querySelector('.team-notes-locked-result').textContent !== '', null, WAIT);
    expect(await page.textContent('.team-notes-locked-result')).toBe('refused: PERMISSION_DENIED');
    expect((await exported()).workspaces['1'].locked).toBeUndefined();
  });

  it('stamps Firebase.ServerValue.TIMESTAMP with the server\'s time', async () => {
    const { page } = await openNotes();
    const before = Date.now();
    await page.fill('.team-notes-draft', 'stamped');
    await page.click('.team-notes-add');
    const note = await waitFor(async () => {
      const notes = (await exported()).workspaces['1'].notes || {};
      return Object.values(notes).find((candidate) => candidate.text === 'stamped');
    });
    expect(typeof note.at).toBe('number');
    expect(note.at).toBeGreaterThanOrEqual(before - 1000);
  });

  it('applies onDisconnect() when the page goes (presence)', async () => {
    const tab = await openNotes();
    await waitFor(async () => ((await exported()).workspaces['1'].present || {})['1']);
    await tab.close();
    tabs.splice(tabs.indexOf(tab), 1);
    await waitFor(async () => !((await exported()).workspaces['1'].present || {})['1']);
  });

  it('lets the plugin\'s backend service read what a page wrote (x-firebase-url, its token, znFirebase)', async () => {
    const { page } = await openNotes();
    await page.fill('.team-notes-draft', 'for the service');
    await page.click('.team-notes-add');
    const answer = await waitFor(async () => {
      const summary = await demo.call('GET', '/plugins/workspaces/1/teamNotes/summary');
      return summary.body.texts.indexOf('for the service') !== -1 && summary;
    });
    expect(answer.status).toBe(200);
    expect(answer.body.firebaseUrl).toMatch(/^http:\/\/teamnotes\.firebaseio\.localhost:\d+$/);
  });

  it('shows the database as a tree that follows changes at /workbench/firebase', async () => {
    const look = await openPage();
    tabs.push(look);
    await look.page.goto(demo.url('/workbench/firebase'));
    await look.page.waitForSelector('[data-namespace="teamNotes"] .fb-tree ul', WAIT);
    const { page } = await openNotes();
    await page.fill('.team-notes-draft', 'seen in the tree');
    await page.click('.team-notes-add');
    await look.page.waitForFunction(() => Array.from(document.querySelectorAll('[data-namespace="teamNotes"] .fb-leaf'))
      .some((leaf) => leaf.textContent === '"seen in the tree"'), null, WAIT);
  });

  it('keeps the data across a restart of the workbench', async () => {
    const first = await openNotes();
    await first.page.fill('.team-notes-draft', 'kept across a restart');
    await first.page.click('.team-notes-add');
    await waitFor(async () => JSON.stringify(await exported()).indexOf('kept across a restart') !== -1);
    await Promise.all(tabs.splice(0).map((tab) => tab.close()));
    await demo.close();

    demo = await startWorkbenchSession({ plugins: [TEAM_NOTES], dataDir, firebaseRules: true });
    const again = await openNotes();
    await again.page.waitForFunction(() => Array.from(document.querySelectorAll('.team-notes-text'))
      .some((element) => element.textContent === 'kept across a restart'), null, WAIT);
  });

  it('says why when a plugin record has no firebaseUrl (a host without a database)', async () => {
    const { page } = await openNotes();
    const message = await page.evaluate(() => {
      try {
        new Firebase(undefined + '/rooms/1');  
        return 'no error';
      } catch (error) {
        return error.message;
      }
    });
    expect(message).toMatch(/the plugin record has no firebaseUrl, so this host has no Firebase database/);
  });
});

describe('the legacy Firebase client and AngularFire 0.8 API in the host page (docs/firebase.md)', () => {
  const missing = missingPrerequisite();
  if (missing) {
    it('need Chromium and the built SDK', () => pending(missing));
    return;
  }
  const { probe } = require('./support/firebase-api-probe');
  const API_PROBE = path.resolve(__dirname, '..', 'fixtures', 'firebase', 'api-probe');
  let demo;
  let tab;

  beforeAll(async () => {
    demo = await startWorkbenchSession({ plugins: [API_PROBE], firebaseRules: true });
    tab = await openPage();
  });
  afterAll(async () => {
    await tab.close();
    await demo.close();
  });

  it('works part by part against a plugin whose rules are in mayan\'s firebase/firebase-rules.js', async () => {
    await tab.page.goto(demo.url('/workspaces/1/plugin/api-probe'));
    await tab.page.waitForSelector('.api-probe-status', WAIT);
    const results = await tab.page.evaluate(probe, 'apiProbe');
    const failed = Object.keys(results).filter((name) => results[name] !== 'ok').map((name) => `${name}: ${results[name]}`);
    expect(failed).toEqual([]);
    expect(Object.keys(results).length).toBeGreaterThan(25);
    expect(tab.errors).toEqual([]);
    expect(demo.faults).toEqual([]);
  });
});

describe('@zenginehq/frontend-config in a plugin served by the workbench', () => {
  const missing = missingPrerequisite();
  if (missing) {
    it('need Chromium and the built SDK', () => pending(missing));
    return;
  }
  const { buildFrontendConfigPlugin } = require('./support/frontend-config-plugin');
  let folder;
  let demo;
  let tab;

  beforeAll(async () => {
    // built as mayan built a plugin with the module; a lower-case namespace, as 'wgn-' in its templates needs
    folder = buildFrontendConfigPlugin('greeting');
    demo = await startWorkbenchSession({ plugins: [folder] });
    tab = await openPage();
  });
  afterAll(async () => {
    await tab.close();
    await demo.close();
    fs.rmSync(folder, { recursive: true, force: true });
  });

  it('saves its settings page to the plugin\'s database and loads them again', async () => {
    const { page } = tab;
    await page.goto(demo.url('/workspaces/1/admin/plugin/greeting-settings'));
    await page.waitForSelector('input[name="greeting"]', WAIT);
    await page.fill('input[name="greeting"]', 'Hello from the settings');
    await page.click('button[type="submit"]');
    await page.waitForFunction(() => /Configuration saved/.test(document.body.textContent), null, WAIT);
    expect((await demo.call('GET', '/workbench/firebase/greeting.json')).body).toEqual({ 1: { greeting: 'Hello from the settings' } });

    await page.reload();
    await page.waitForSelector('input[name="greeting"]', WAIT);
    await page.waitForFunction(() => document.querySelector('input[name="greeting"]').value === 'Hello from the settings', null, WAIT);
    expect(tab.errors).toEqual([]);
    expect(tab.failedResponses).toEqual([]);
    expect(demo.faults).toEqual([]);
  });
});
