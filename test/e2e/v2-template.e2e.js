'use strict';
// `zn-plugin init --v2` makes a repository that `zn-plugin serve` takes at once: its page shows in a
// frame of its own origin with the greeting of maya.json's env, the user from the context and the
// workspace's form count from znHttp; its record view shows the record in the overlay.
const fs = require('fs');
const os = require('os');
const path = require('path');
const { main } = require('zn-plugin-workbench/build/src/cli');
const { useWorkbench, usePagePerTest } = require('./support/workbench');

const cwd = fs.mkdtempSync(path.join(os.tmpdir(), 'zn-e2e-v2-init-'));
const repo = path.join(cwd, 'Deal Board');

describe('a version 2 plugin made by zn-plugin init --v2', () => {
  beforeAll(async () => {
    await main(['init', '--v2', 'Deal Board'], { out: () => undefined, err: () => undefined, cwd });
  });
  // the repository exists before the workbench starts (useWorkbench's beforeAll runs after this one)
  const session = useWorkbench({ plugins: [repo] });
  usePagePerTest(session);
  afterAll(() => fs.rmSync(cwd, { recursive: true, force: true }));

  /** The frame of the plugin whose document is `file`, once `selector` in it has text other than '…'. */
  async function pluginFrame(page, file, selector) {
    for (;;) {
      const frame = page.frames().find((candidate) => candidate.url() === `http://dealboard.localhost:${session.demo.workbench.port}/${file}`);
      const text = frame && await frame.$eval(selector, (element) => element.textContent).catch(() => null);
      if (text && text !== '…') return frame;
      await page.waitForTimeout(50);
    }
  }

  it('serves its page with the context, znHttp and the environment of maya.json', async () => {
    const page = session.tab.page;
    for (;;) {
      const plugin = session.demo.workbench.plugins().find((candidate) => candidate.namespace === 'dealBoard');
      if (plugin && plugin.sources.js) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await page.goto(session.demo.url('/workspaces/1/plugin/dealBoard'));
    const frame = await pluginFrame(page, 'index.html', '#form-count');
    const forms = await session.demo.call('GET', '/v1/forms?workspace.id=1&limit=1');
    expect(await frame.$eval('#form-count', (element) => element.textContent)).toBe(String(forms.body.totalCount));
    expect(await frame.$eval('#greeting', (element) => element.textContent)).toMatch(/^Hello from the dev environment, \S/);
    await frame.click('#say-hello');
    await page.waitForSelector('.zn-message-saved');

    await page.goto(session.demo.url('/workspaces/1/data/1?record=1.1'));
    const record = await pluginFrame(page, 'record.html', '#record-name');
    expect(await record.$eval('#record-name', (element) => element.textContent)).toMatch(/^Record: /);
  });
});
