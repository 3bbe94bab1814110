'use strict';
// A repository written as Zengine's toolchain let people write it (workbench/test/fixtures/
// repositories/generator-style), served and opened in Chromium: its arrow-function controller
// (with classes, template literals, destructuring, spread) runs on the page, what its pre-build
// script wrote for the environment is in it, its service answers with the config.json its own
// pre-build script wrote, and the plugin whose maya.json namespace is kebab-case is reached
// under the camelCase one.
const fs = require('fs');
const os = require('os');
const path = require('path');
const { textsOf, useWorkbench, usePagePerTest } = require('./support/workbench');

const FIXTURE = path.resolve(__dirname, '..', '..', 'workbench', 'test', 'fixtures', 'repositories', 'generator-style');

describe('a repository written for mayan\'s toolchain (Babel, build scripts, a kebab namespace)', () => {
  const repo = fs.mkdtempSync(path.join(os.tmpdir(), 'zn-e2e-toolchain-'));
  fs.cpSync(FIXTURE, repo, { recursive: true });
  const session = useWorkbench({ plugins: [repo] });
  usePagePerTest(session);
  afterAll(() => fs.rmSync(repo, { recursive: true, force: true }));

  it('runs the arrow-function controller on the page, with what the pre-build script wrote', async () => {
    const page = session.tab.page;
    await page.goto(session.demo.url('/workspaces/1/plugin/gen-arrows'));
    await page.waitForSelector('.gen-arrows-main .gen-arrows-greeting');
    expect(await textsOf(page, '.gen-arrows-greeting')).toEqual(['Hello from genArrows at /gen-arrows!']);
    expect(await textsOf(page, '.gen-arrows-env')).toEqual(['dev (maya-pre-build)']);
    expect(await textsOf(page, '.gen-arrows-steps')).toEqual(['2 4 6']);
    expect(await textsOf(page, '.gen-arrows-count')).toEqual(['1']);
    expect(await textsOf(page, '.zn-workbench-problem')).toEqual([]);
  });

  it('serves the service whose src/config.json its pre-build script wrote', async () => {
    const answer = await session.demo.call('GET', '/plugins/workspaces/1/genArrows/settings');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ service: 'settings', env: 'dev', apiLimit: 25 });
  });

  // served under its camelCase form; a bare `wgn` stays as maya.json writes it (issue 32), and the
  // page registers 'multi-word-name-space' under the record's namespace
  it('serves the kebab-case namespace under its camelCase form, a bare wgn as written', async () => {
    const page = session.tab.page;
    await page.goto(session.demo.url('/workspaces/1/plugin/multi-word'));
    await page.waitForSelector('.multi-word-name-space-main .multi-word-name-space-namespace');
    expect(await textsOf(page, '.multi-word-name-space-namespace')).toEqual(['multi-word-name-space']);
    expect(await textsOf(page, '.multi-word-name-space-dashed')).toEqual(['multi-word-name-space-item']);
  });
});
