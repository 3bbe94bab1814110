'use strict';
// The host page's problem list is text (docs/security.md): a maya.json key, a file name or a
// build's output that holds AngularJS's {{ }} is shown as written, never evaluated in the page.
const fs = require('fs');
const os = require('os');
const path = require('path');
const { textsOf, useWorkbench, usePagePerTest } = require('./support/workbench');

const EXPRESSION = "{{constructor.constructor('window.pwned=1')()}}";

/** A repository whose maya.json names a plugin by an AngularJS expression, and a folder plugin whose build fails. */
function hostileRepository() {
  const repo = fs.mkdtempSync(path.join(os.tmpdir(), 'zn-e2e-problems-'));
  fs.writeFileSync(path.join(repo, 'maya.json'), JSON.stringify({
    environments: { dev: { default: true, plugins: { [`x${EXPRESSION}`]: { id: 1, namespace: 'hostileKey' } } } }
  }, null, 2));
  return repo;
}

describe('the host page\'s problems', () => {
  const repo = hostileRepository();
  const session = useWorkbench({ plugins: [repo] });
  usePagePerTest(session);
  afterAll(() => fs.rmSync(repo, { recursive: true, force: true }));

  it('are shown as text: an AngularJS expression in them is not evaluated', async () => {
    const page = session.tab.page;
    await page.goto(session.demo.url('/workspaces/1/data'));
    await page.waitForSelector('.zn-workbench-problem');
    await page.waitForSelector('.demo-nav');
    const problems = await textsOf(page, '.zn-workbench-problem');
    expect(problems.some((line) => line.indexOf(EXPRESSION) !== -1)).withContext(problems.join('\n')).toBe(true);
    expect(await page.evaluate(() => window.pwned)).toBeUndefined();
  });
});
