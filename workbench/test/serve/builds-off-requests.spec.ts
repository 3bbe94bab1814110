// A request never builds (issue 33): every read and build of the plugins runs in a build process
// (serve/plugin-reader.ts), so the workbench answers while a plugin's build is under way (the
// edited plugin from its last build, issue 41), and serves the edit once that build ends. The
// plugin's maya-pre-build script here holds its build until the spec lets it go: were the build on
// the thread that answers requests, nothing would be answered until then (and the spec would never
// let it go).
import fs from 'fs';
import os from 'os';
import path from 'path';
import { startWorkbench } from '../../src/serve';
import type { Workbench } from '../../src/serve';
import { copyFixture, removeCopies, write } from '../repository/helpers';

const HELLO = path.resolve(__dirname, '..', '..', '..', '..', 'test', 'fixtures', 'workbench', 'hello');

/** npm, Babel's first load and the build thread's start take a while on a busy machine; nothing here measures time. */
const SLOW = 90_000;

/** Resolves once `file` exists (the pre-build script's sign that it runs). */
async function fileAppears(file: string): Promise<void> {
  while (!fs.existsSync(file)) await new Promise((resolve) => setTimeout(resolve, 25));
}

describe('zn-plugin serve while a plugin is being built', () => {
  let repo: string;
  let data: string;
  let workbench: Workbench;
  const arrows = (...parts: string[]) => path.join(repo, 'plugins', 'arrows', ...parts);

  beforeEach(async () => {
    repo = copyFixture('generator-style');
    data = fs.mkdtempSync(path.join(os.tmpdir(), 'zn-builds-off-'));
    fs.cpSync(HELLO, path.join(data, 'hello'), { recursive: true });
    workbench = await startWorkbench({ plugins: [repo, path.join(data, 'hello')], port: 0, dataDir: path.join(data, 'sandbox'), log: () => undefined, webhookScheduleMs: 0 });
  });

  afterEach(async () => {
    // a build still held would hold the thread's close: let it go first
    write(path.join(repo, 'go'), '');
    await workbench.close();
    removeCopies();
    fs.rmSync(data, { recursive: true, force: true });
  });

  it('answers the REST API, another plugin\'s script and the edited plugin\'s last build during the build, and the edit once it ends', async () => {
    const started = path.join(repo, 'pre-build-started');
    write(arrows('hold.cjs'), [
      "const fs = require('fs');",
      `fs.writeFileSync(${JSON.stringify(started)}, '');`,
      'const pause = new Int32Array(new SharedArrayBuffer(4));',
      `while (!fs.existsSync(${JSON.stringify(path.join(repo, 'go'))})) Atomics.wait(pause, 0, 0, 20);`
    ].join('\n'));
    const manifest = JSON.parse(fs.readFileSync(arrows('package.json'), 'utf8'));
    manifest.scripts['maya-pre-build'] = 'node hold.cjs && node make-build-info.cjs';
    write(arrows('package.json'), JSON.stringify(manifest, null, 2));
    write(arrows('src', 'main.controller.js'), `${fs.readFileSync(arrows('src', 'main.controller.js'), 'utf8')}\nplugin.constant('wgnHeld', 'edited while held');\n`);
    await fileAppears(started);

    const forms = await fetch(`${workbench.url}v1/forms?limit=1`);
    expect(forms.status).toBe(200);
    const other = await fetch(`${workbench.url}workbench/plugins/hello/plugin.js`);
    expect(await other.text()).toContain("register('hello'");
    expect(fs.existsSync(path.join(repo, 'go'))).toBe(false);

    const held = await (await fetch(`${workbench.url}workbench/plugins/genArrows/plugin.js`)).text();
    expect(held).not.toContain('genArrowsHeld');
    expect(fs.existsSync(path.join(repo, 'go'))).toBe(false);
    write(path.join(repo, 'go'), '');
    let script = held;
    while (!script.includes('genArrowsHeld')) script = await (await fetch(`${workbench.url}workbench/plugins/genArrows/plugin.js`)).text();
    expect(script).toContain("plugin.constant('genArrowsHeld', 'edited while held')");
  }, SLOW);
});
