// An edit saved while a source's first build is under way is built too (issue 41). Before that build
// is in, the watcher does not watch the source's folders yet (the build names them), so nothing would
// hear the save and the plugin would be served as it was before it until the next edit (and the
// read that follows must not take the saved file for built: repository/builders.ts's key). A real
// `zn-plugin serve` process serves a repository whose plugin's maya-post-build script (it runs after
// the sources are read) holds the first build while the spec's hold file is there; the spec edits
// the controller meanwhile, lets the build go, and reads the plugin's script until the edit is in.
// What the pre-build script writes (src/build-info.js) is the build's own output: it is no edit, so
// the start reads nothing twice because of it.
import fs from 'fs';
import os from 'os';
import path from 'path';
import { startServeProcess, ServeProcess } from '../helpers/serve-process';
import { writeHoldScript } from '../helpers/hold-script';
import type { HoldScript } from '../helpers/hold-script';
import { waitFor } from '../helpers/real-workbench';
import { FIXTURES } from '../repository/helpers';

/** Babel's first load and the processes' starts take a while on a busy machine; nothing here measures time. */
const SLOW = 180_000;

describe('zn-plugin serve, an edit saved during a first build', () => {
  let work: string;
  let repo: string;
  let serve: ServeProcess;
  let holdScript: HoldScript;
  const arrows = (...parts: string[]) => path.join(repo, 'plugins', 'arrows', ...parts);
  const script = async () => (await fetch(`${serve.url}workbench/plugins/genArrows/plugin.js`)).text();
  const release = () => holdScript?.release();

  beforeAll(async () => {
    work = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'zn-first-build-edit-')));
    repo = path.join(work, 'repo');
    fs.cpSync(path.join(FIXTURES, 'generator-style'), repo, { recursive: true });
    holdScript = writeHoldScript(arrows(), work);
    const manifest = JSON.parse(fs.readFileSync(arrows('package.json'), 'utf8'));
    manifest.scripts['maya-post-build'] = 'node hold.cjs';
    fs.writeFileSync(arrows('package.json'), JSON.stringify(manifest, null, 2));
    serve = await startServeProcess([repo, '--data', path.join(work, 'data'), '--reset'], undefined, 'listening');
  }, SLOW);

  afterAll(async () => {
    release();
    await serve?.stop();
    fs.rmSync(work, { recursive: true, force: true });
  });

  it('serves the edit once the build is in, without a second edit to wake it', async () => {
    // the sources are read by now (the post-build script runs after): the save below is not in this build
    expect(await waitFor(() => holdScript.holders().length > 0, 60_000)).toBe(true);
    const controller = arrows('src', 'main.controller.js');
    fs.writeFileSync(controller, `${fs.readFileSync(controller, 'utf8')}\nplugin.constant('wgnDuring', 'saved during the first build');\n`);
    release();
    let served = await script();
    for (const until = Date.now() + 60_000; !served.includes('genArrowsDuring') && Date.now() < until;) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      served = await script();
    }
    expect(served).toContain("plugin.constant('genArrowsDuring', 'saved during the first build')");
    // the pre-build script's output, written during the same build, was not taken for an edit
    expect(serve.output()).not.toMatch(/build-info\.js/);
  }, SLOW);
});
