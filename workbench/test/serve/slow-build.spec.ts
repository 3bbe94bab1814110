// One slow build stalls nothing else in `serve` (issue 41 items 7-9). A real `zn-plugin serve`
// process serves a repository whose plugin's maya-pre-build script holds its build while the spec's
// hold file is there (the fixture is slow, not the workbench), beside a plain plugin folder:
//   7. while the repository's first build is held, the host page answers, shows the repository as
//      being built, and serves the other plugin; the page hears the build come in; while a later
//      build is held, the page and the plugin's script are its last build;
//   8. an edit to the other plugin is served while the repository's build is held, and an edit that
//      supersedes a held build stops it (its script's process ends) rather than waiting for it;
//   9. a large Sass file is built however long it takes, and a mistake in it is named at its file and line.
// Nothing here measures time: the hold proves the slow build is still under way when the answers come.
import fs from 'fs';
import http from 'http';
import os from 'os';
import path from 'path';
import { startServeProcess, ServeProcess } from '../helpers/serve-process';
import { writeHoldScript } from '../helpers/hold-script';
import type { HoldScript } from '../helpers/hold-script';
import { processGone, waitFor } from '../helpers/real-workbench';
import { FIXTURES } from '../repository/helpers';

const HELLO = path.resolve(__dirname, '..', '..', '..', '..', 'test', 'fixtures', 'workbench', 'hello');
/** Babel's first load, the processes' starts and a large Sass compile take a while on a busy machine; nothing here measures time. */
const SLOW = 180_000;

/** The live-reload channel, as a page drawn with `drawn` listens to it: the events heard. */
function listen(url: string, drawn: string): { heard: string[]; close(): void } {
  const heard: string[] = [];
  const request = http.get(`${url}workbench/events?drawn=${encodeURIComponent(drawn)}`, (answer) => {
    answer.setEncoding('utf8');
    answer.on('data', (chunk: string) => {
      for (const match of chunk.matchAll(/^event: (\w+)$/gm)) heard.push(match[1]);
    });
  });
  request.on('error', () => undefined);
  return { heard, close: () => request.destroy() };
}

const pause = () => new Promise((resolve) => setTimeout(resolve, 100));
const drawnOf = (page: string) => (/<meta name="zn-workbench-drawn" content="([^"]+)">/.exec(page) || [])[1] || '';

describe('zn-plugin serve while one plugin builds long', () => {
  let work: string;
  let repo: string;
  let hello: string;
  let serve: ServeProcess;
  let holdScript: HoldScript;
  const arrows = (...parts: string[]) => path.join(repo, 'plugins', 'arrows', ...parts);
  const get = async (url: string) => (await fetch(`${serve.url}${url}`)).text();
  const holders = () => holdScript.holders();
  const heldOnce = async () => {
    expect(await waitFor(() => holders().length > 0, 60_000)).toBe(true);
    return holders()[0];
  };
  const release = () => holdScript?.release();
  /** What the start saw while the first build was held. */
  const atStart: { page: string; helloScript: string; forms: number; heldThen: boolean; heard: string[]; pageAfter: string } = {
    page: '', helloScript: '', forms: 0, heldThen: false, heard: [], pageAfter: ''
  };

  beforeAll(async () => {
    work = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'zn-slow-build-')));
    repo = path.join(work, 'repo');
    hello = path.join(work, 'hello');
    fs.cpSync(path.join(FIXTURES, 'generator-style'), repo, { recursive: true });
    fs.cpSync(HELLO, hello, { recursive: true });
    // the slow fixture: a pre-build script that holds while the hold file is there (outside the repository, so not an edit)
    holdScript = writeHoldScript(arrows(), work);
    const manifest = JSON.parse(fs.readFileSync(arrows('package.json'), 'utf8'));
    manifest.scripts['maya-pre-build'] = 'node hold.cjs && node make-build-info.cjs';
    fs.writeFileSync(arrows('package.json'), JSON.stringify(manifest, null, 2));
    serve = await startServeProcess([repo, hello, '--data', path.join(work, 'data'), '--reset'], undefined, 'listening');
    await heldOnce();
    atStart.page = await get('workspaces/1/plugin/hello');
    atStart.helloScript = await get('workbench/plugins/hello/plugin.js');
    atStart.forms = (await fetch(`${serve.url}v1/forms?limit=1`)).status;
    atStart.heldThen = holdScript.on() && holders().length === 1;
    const channel = listen(serve.url, drawnOf(atStart.page));
    release();
    await waitFor(() => channel.heard.includes('change'), 60_000);
    channel.close();
    atStart.heard = channel.heard.slice();
    atStart.pageAfter = await get('workspaces/1/plugin/hello');
  }, SLOW);

  afterAll(async () => {
    release();
    await serve?.stop();
    fs.rmSync(work, { recursive: true, force: true });
  });

  afterEach(() => release());

  it('answers the host page during a first build, shows the folder as being built and brings it in when it is done', () => {
    expect(atStart.heldThen).toBe(true);
    expect(atStart.forms).toBe(200);
    expect(atStart.page).toContain('zn-workbench-building');
    expect(atStart.page).toContain('repo</li>');
    expect(atStart.page).not.toContain('workbench/plugins/genArrows/plugin.js');
    expect(atStart.page).toContain('workbench/plugins/hello/plugin.js');
    expect(atStart.helloScript).toContain("register('hello'");
    expect(atStart.heard).toContain('change');
    expect(atStart.pageAfter).not.toContain('zn-workbench-building');
    expect(atStart.pageAfter).toContain('workbench/plugins/genArrows/plugin.js');
    expect(serve.output()).toMatch(/plugins are still being built/);
    expect(serve.output()).toMatch(/repo: built in \d+\.\d s; the open pages have it now/);
  });

  it('serves the last build of a plugin being built again, and another plugin\'s edit meanwhile', async () => {
    const controller = arrows('src', 'main.controller.js');
    const original = fs.readFileSync(controller, 'utf8');
    const helloHtml = path.join(hello, 'plugin.html');
    const helloOriginal = fs.readFileSync(helloHtml, 'utf8');
    holdScript.hold();
    fs.writeFileSync(controller, `${original}\nplugin.constant('wgnLater', 'the later build');\n`);
    await heldOnce();
    const page = await get('workspaces/1/plugin/hello');
    expect(page).toContain('workbench/plugins/genArrows/plugin.js');
    expect(page).not.toContain('zn-workbench-building');
    expect(await get('workbench/plugins/genArrows/plugin.js')).not.toContain('genArrowsLater');
    fs.writeFileSync(helloHtml, helloOriginal.replace('version one', 'version edited-meanwhile'));
    expect(await get('workspaces/1/plugin/hello')).toContain('version edited-meanwhile');
    // still held: the other plugin's edit did not wait for it
    expect(holders().length).toBe(1);
    release();
    let script = '';
    while (!script.includes('genArrowsLater')) script = await pause().then(() => get('workbench/plugins/genArrows/plugin.js'));
    expect(script).toContain("plugin.constant('genArrowsLater', 'the later build')");
    fs.writeFileSync(controller, original);
    fs.writeFileSync(helloHtml, helloOriginal);
  }, SLOW);

  it('stops a build an edit supersedes, its script too, instead of waiting for it', async () => {
    const controller = arrows('src', 'main.controller.js');
    const original = fs.readFileSync(controller, 'utf8');
    holdScript.hold();
    fs.writeFileSync(controller, `${original}\nplugin.constant('wgnFirst', 1);\n`);
    const first = await heldOnce();
    fs.writeFileSync(controller, `${original}\nplugin.constant('wgnSecond', 2);\n`);
    // the first script ends while the hold is still there: stopped, not awaited
    expect(await waitFor(() => processGone(first) && holders().length === 1, 60_000)).toBe(true);
    expect(holdScript.on()).toBe(true);
    release();
    let script = '';
    while (!script.includes('genArrowsSecond')) script = await pause().then(() => get('workbench/plugins/genArrows/plugin.js'));
    expect(script).not.toContain('genArrowsFirst');
    fs.writeFileSync(controller, original);
  }, SLOW);

  it('builds a large Sass file however long it takes, and names a mistake in it at its file and line', async () => {
    const big = arrows('src', 'big.scss');
    let text = '';
    for (let rule = 0; text.length < 1024 * 1024; rule++) text += `.wgn-rule-${rule} { margin: ${rule % 17}px; }\n`;
    const lines = text.split('\n').length - 1;
    fs.writeFileSync(big, `${text}.wgn-last-rule { color: rgb(1, 2, 3); }\n`);
    let css = '';
    while (!css.includes('gen-arrows-last-rule')) {
      css = await pause().then(() => get('workbench/plugins/genArrows/plugin.css'));
      // the rest of the workbench answers meanwhile
      expect(await get('workbench/plugins/hello/plugin.js')).toContain("register('hello'");
    }
    expect(css).toContain('rgb(1, 2, 3)');
    fs.writeFileSync(big, `${text}.wgn-broken { color: ; }\n`);
    let page = '';
    while (!page.includes('SCSS error')) page = await pause().then(() => get('workspaces/1/plugin/hello'));
    expect(page).toContain(`big.scss:${lines + 1}`);
    fs.rmSync(big);
    while (page.includes('SCSS error')) page = await pause().then(() => get('workspaces/1/plugin/hello'));
  }, SLOW);
});
