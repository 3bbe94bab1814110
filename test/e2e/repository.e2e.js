'use strict';
// A plugin repository in mayan's layout (maya.json, plugins/<name>/src, plugin-register.js,
// plugins/common/), served by the workbench: the good plugin renders as built (wgn and
// {replace-route} replaced, its common dependency in, its SCSS compiled), the broken one's syntax
// error is on the page with its file and line, and an edit under src/ rebuilds and reloads the page.
const fs = require('fs');
const os = require('os');
const path = require('path');
const { textsOf, useWorkbench, usePagePerTest } = require('./support/workbench');

const FIXTURE = path.resolve(__dirname, '..', '..', 'workbench', 'test', 'fixtures', 'repositories', 'good-and-broken');

describe('a plugin repository (maya.json) in the workbench', () => {
  const repo = fs.mkdtempSync(path.join(os.tmpdir(), 'zn-e2e-repo-'));
  fs.cpSync(FIXTURE, repo, { recursive: true });
  const session = useWorkbench({ plugins: [repo] });
  usePagePerTest(session);
  afterAll(() => fs.rmSync(repo, { recursive: true, force: true }));

  it('renders the good plugin as mayan built it, and shows the broken one\'s problem with file and line', async () => {
    const page = session.tab.page;
    await page.goto(session.demo.url('/workspaces/1/plugin/good-plugin'));
    await page.waitForSelector('.good-plugin-main .good-plugin-message');
    expect(await textsOf(page, '.good-plugin-message')).toEqual(['Hello from goodPlugin at /good-plugin']);
    expect(await page.$eval('.good-plugin-message', (element) => getComputedStyle(element).color)).toBe('rgb(10, 120, 30)');
    const problems = await textsOf(page, '.zn-workbench-problem');
    expect(problems.length).toBe(1);
    expect(problems[0]).toMatch(/plugins\/broken\/src\/broken\.js:4: syntax error: Unexpected token '\{'$/);
    expect(session.demo.log).toEqual([jasmine.stringMatching(/plugins\/broken\/src\/broken\.js:4: syntax error/)]);
    // the broken plugin is not served: no script, no page
    expect(await page.$$eval('script[src*="brokenPlugin"]', (scripts) => scripts.length)).toBe(0);
  });

  it('rebuilds when a file under src/ changes, and the page reloads with it', async () => {
    const page = session.tab.page;
    await page.goto(session.demo.url('/workspaces/1/plugin/good-plugin'));
    await page.waitForSelector('.good-plugin-message');
    const file = path.join(repo, 'plugins', 'common', 'greeting', 'src', 'greeting.js');
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('Hello from', 'Edited: hello from'));
    await page.waitForFunction(() => {
      const message = document.querySelector('.good-plugin-message');
      return message && /^Edited: hello from goodPlugin/.test(message.textContent);
    });
  });
});
