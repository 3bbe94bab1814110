// What an edit does on a real workbench (127.0.0.1), followed one way: plugins are read once and
// served from a snapshot; a style edit swaps the stylesheet instead of reloading the page; a
// backend edit restarts only that service; installs, lockfiles and data files change nothing.
import fs from 'fs';
import os from 'os';
import path from 'path';
import { isIgnoredChange, pageUpdate, startWorkbench, Workbench } from '../../src/serve';
import { main } from '../../src/cli';
import { HOST_DIR, renderHostPage } from '../../src/serve/host-page';
import type { ServedPlugin } from '../../src/serve';
import { copyFixture, installBoardModules, removeCopies } from '../repository/helpers';

jasmine.DEFAULT_TIMEOUT_INTERVAL = Math.max(jasmine.DEFAULT_TIMEOUT_INTERVAL, 30000);

const made: string[] = [];

/** A folder of plugin folders: { 'a/plugin.js': '...' } → files under a fresh temporary folder. */
function folder(files: Record<string, string>): string {
  const dir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'zn-serve-flow-')));
  made.push(dir);
  Object.keys(files).forEach((file) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), files[file]);
  });
  return dir;
}

function plainPlugin(namespace: string): Record<string, string> {
  return {
    [`${namespace}/plugin.js`]: `plugin.register('${namespace}', { route: '/${namespace}' });\n`,
    [`${namespace}/plugin.html`]: `<script type="text/ng-template" id="${namespace}-main"><p>${namespace}</p></script>\n`,
    [`${namespace}/plugin.css`]: `.title { color: red; }\n`
  };
}

/** The server-sent events of /workbench/events, as they come: next() resolves the next one. */
async function openEvents(workbench: Workbench): Promise<{ next(): Promise<{ event: string; data: any }>; close(): Promise<void> }> {
  const response = await fetch(`${workbench.url}workbench/events`);
  const reader = (response.body as unknown as { getReader(): { read(): Promise<{ value?: Uint8Array }>; cancel(): Promise<void> } }).getReader();
  let text = '';
  return {
    next: async () => {
      for (;;) {
        const match = /event: (\w+)\ndata: ([^\n]*)\n\n/.exec(text);
        if (match) {
          text = text.slice(match.index + match[0].length);
          return { event: match[1], data: JSON.parse(match[2]) };
        }
        text += new TextDecoder().decode((await reader.read()).value);
      }
    },
    close: () => reader.cancel()
  };
}

async function pidOf(workbench: Workbench, namespace: string, route: string): Promise<string> {
  const answer = await fetch(`${workbench.url}plugins/workspaces/1/${namespace}/${route}`);
  return ((await answer.json()) as { pid: string }).pid;
}

const SERVICE = (tag: string) => `exports.run = function (eventData) { eventData.response.status(200).send({ pid: process.pid + '${tag}' }); };\n`;

describe('zn-plugin serve, one way', () => {
  let workbench: Workbench | undefined;
  let data: string;
  beforeEach(() => {
    data = folder({});
  });
  afterEach(async () => {
    if (workbench) await workbench.close();
    workbench = undefined;
    while (made.length) fs.rmSync(made.pop() as string, { recursive: true, force: true });
    removeCopies();
  });

  it('reads each plugin\'s files once at start, and a page load with 5 plugins reads none of them again', async () => {
    const namespaces = ['one', 'two', 'three', 'four', 'five'];
    const root = folder(Object.assign({}, ...namespaces.map(plainPlugin)));
    workbench = await startWorkbench({ plugins: namespaces.map((ns) => path.join(root, ns)), port: 0, dataDir: data, log: () => undefined });
    const reads = spyOn(fs, 'readFileSync').and.callThrough();
    const page = await (await fetch(workbench.url)).text();
    for (const ns of namespaces) {
      expect(page).toContain(`<script src="workbench/plugins/${ns}/plugin.js" data-zn-namespace="${ns}"></script>`);
      expect(await (await fetch(`${workbench.url}workbench/plugins/${ns}/plugin.js`)).text()).toContain(`register('${ns}'`);
      expect(await (await fetch(`${workbench.url}workbench/plugins/${ns}/plugin.css`)).text()).toContain(`[data-zn-plugin="${ns}"] .title`);
    }
    const pluginFilesRead = reads.calls.allArgs().map((args) => String(args[0])).filter((file) => file.startsWith(root));
    expect(pluginFilesRead).toEqual([]);
  });

  it('builds a repository once when zn-plugin serve starts', async () => {
    const repo = copyFixture('two-plugins');
    installBoardModules(repo);
    const styles = path.join(repo, 'plugins', 'board', 'src', 'styles.scss');
    const reads = spyOn(fs, 'readFileSync').and.callThrough();
    workbench = await main(['serve', repo, '--port', '0', '--data', data], { out: () => undefined, err: () => undefined }) as Workbench;
    // built once: on a worker thread (serve/read-ahead.ts) and not again on this one, or on this one once
    expect(workbench.readCounts().get(path.join(repo, 'plugins', 'board'))).toBe(1);
    expect(reads.calls.allArgs().filter((args) => args[0] === styles).length).toBeLessThanOrEqual(1);
    expect(await (await fetch(`${workbench.url}workbench/plugins/wbBoard/plugin.css`)).text()).toContain('.wb-board-main .title');
  });

  it('swaps a plugin\'s stylesheet on a style edit instead of reloading the page', async () => {
    const root = folder(plainPlugin('styled'));
    workbench = await startWorkbench({ plugins: [path.join(root, 'styled')], port: 0, dataDir: data, log: () => undefined });
    const events = await openEvents(workbench);
    fs.writeFileSync(path.join(root, 'styled', 'plugin.css'), '.title { color: blue; }\n');
    const first = await events.next();
    await events.close();
    expect(first.event).toBe('styles');
    expect(first.data.namespaces).toEqual(['styled']);
    expect(await (await fetch(`${workbench.url}workbench/plugins/styled/plugin.css`)).text()).toContain('color: blue');
  });

  it('restarts only the backend service edited, and the page hears nothing of it', async () => {
    const root = folder({ ...plainPlugin('twin'), 'twin/backend/left/plugin.js': SERVICE(''), 'twin/backend/right/plugin.js': SERVICE('') });
    workbench = await startWorkbench({ plugins: [path.join(root, 'twin')], port: 0, dataDir: data, log: () => undefined });
    const left = await pidOf(workbench, 'twin', 'left');
    const right = await pidOf(workbench, 'twin', 'right');
    const events = await openEvents(workbench);
    fs.writeFileSync(path.join(root, 'twin', 'backend', 'left', 'plugin.js'), SERVICE(' edited'));
    // a style edit after it, as the sentinel: the first event the page hears must be that one
    fs.writeFileSync(path.join(root, 'twin', 'plugin.css'), '.title { color: blue; }\n');
    const first = await events.next();
    await events.close();
    expect(first.event).toBe('styles');
    const leftNow = await pidOf(workbench, 'twin', 'left');
    expect(leftNow).toMatch(/ edited$/);
    expect(leftNow).not.toBe(`${left} edited`);
    expect(await pidOf(workbench, 'twin', 'right')).toBe(right);
  });

  it('hears nothing of installs, lockfiles, node_modules and data files', async () => {
    const root = folder({ ...plainPlugin('quiet'), 'quiet/backend/svc/plugin.js': SERVICE('') });
    workbench = await startWorkbench({ plugins: [path.join(root, 'quiet')], port: 0, dataDir: data, log: () => undefined });
    const before = await pidOf(workbench, 'quiet', 'svc');
    const events = await openEvents(workbench);
    const service = path.join(root, 'quiet', 'backend', 'svc');
    fs.writeFileSync(path.join(service, 'package-lock.json'), '{}');
    fs.mkdirSync(path.join(service, 'node_modules', 'dep'), { recursive: true });
    fs.writeFileSync(path.join(service, 'node_modules', 'dep', 'index.js'), '');
    fs.writeFileSync(path.join(root, 'quiet', 'notes.db'), '');
    fs.writeFileSync(path.join(root, 'quiet', 'plugin.css'), '.title { color: blue; }\n');
    const first = await events.next();
    await events.close();
    expect(first.event).toBe('styles');
    expect(first.data.files).toEqual([path.relative(process.cwd(), path.join(root, 'quiet', 'plugin.css'))]);
    expect(await pidOf(workbench, 'quiet', 'svc')).toBe(before);
  });
});

describe('what a change means', () => {
  const plugin = (css: string, js = 'js'): ServedPlugin => ({
    source: 'folder', dir: '/p', name: 'p', frontendDir: '/p', backendDir: null, namespace: 'p', sources: { js, html: '', css },
    problems: [], ok: true, services: [], watchDirs: []
  });

  it('is a stylesheet swap when only styles changed, a reload when the script did, nothing when nothing the page shows did', () => {
    expect(pageUpdate([plugin('a')], [plugin('b')])).toEqual({ kind: 'styles', namespaces: ['p'] });
    expect(pageUpdate([plugin('a')], [plugin('b', 'js2')])).toEqual(jasmine.objectContaining({ kind: 'reload' }));
    expect(pageUpdate([plugin('a')], [plugin('a')])).toEqual({ kind: 'none' });
    expect(pageUpdate([plugin('a')], [])).toEqual({ kind: 'reload' });
  });

  it('puts the version 2 host on the page only while a version 2 plugin is served', () => {
    const v2Parts = ['host/v2/v2-host.css', 'host/v2/post-rpc-host.js', 'host/v2/v2-methods.js', 'host/v2/v2-views.js', 'host/v2/v2-host.js'];
    const v1Page = renderHostPage([plugin('a')]);
    v2Parts.forEach((part) => expect(v1Page).not.toContain(part));
    expect(v1Page).toContain('workbench/plugins/p/plugin.js');
    const v2Page = renderHostPage([plugin('a'), { ...plugin(''), namespace: 'v', version2: true }]);
    v2Parts.forEach((part) => expect(v2Page).toContain(part));
    // after the SDK and the host's own script, which they extend
    expect(v2Page.indexOf('host/v2/post-rpc-host.js')).toBeGreaterThan(v2Page.indexOf('host/host.js'));
  });

  it('loads the host\'s own scripts after the SDK, values first, each a file of host/ (one shared window.ZnWorkbenchHost)', () => {
    const page = renderHostPage([plugin('a')]);
    const own = (page.match(/<script src="host\/[^"]+"/g) || []).map((tag) => tag.slice('<script src="'.length, -1));
    expect(own).toEqual(['host/reload.js', 'host/host-values.js', 'host/host-firebase.js', 'host/host.js', 'host/host-nav.js', 'host/host-records.js']);
    own.forEach((src) => expect(fs.existsSync(path.join(HOST_DIR, src.slice('host/'.length)))).withContext(src).toBe(true));
    expect(page.indexOf('host/host-values.js')).toBeGreaterThan(page.indexOf('dist/zn-plugin-extras.js'));
    expect(page.indexOf('workbench/plugins/p/plugin.js')).toBeGreaterThan(page.indexOf('host/host-records.js'));
    // every script of host/ beside the v2 host's (on the page only while one is served) is on the page
    const scripts = fs.readdirSync(HOST_DIR).filter((file) => file.endsWith('.js')).map((file) => `host/${file}`);
    expect(scripts.sort()).toEqual(own.slice().sort());
  });

  it('ignores node_modules, lockfiles, data files and editor files', () => {
    ['/r/backend/s/package-lock.json', '/r/yarn.lock', '/r/backend/s/node_modules', '/r/node_modules/x/index.js', '/r/a.db-wal',
      '/r/.plugin.js.swp', '/r/plugin.js~', '/data/sandbox.db', '/r/maya_build'].forEach((file) => expect(isIgnoredChange(file, '/data')).toBe(true, file));
    ['/r/plugin.js', '/r/backend/s/package.json', '/r/src/main.scss'].forEach((file) => expect(isIgnoredChange(file, '/data')).toBe(false, file));
  });
});
