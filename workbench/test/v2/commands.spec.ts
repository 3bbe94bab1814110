/**
 * Version 2 plugins through the command and the server (src/cli.ts, src/serve/, src/v2/):
 * `zn-plugin init --v2`, `zn-plugin build` writing dist.zip, and `serve` building in the
 * background and answering each plugin's origin, http://<namespace>.localhost:<port>/.
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import { requestAs as request } from '../helpers/http-request';
import { runCli as run } from '../helpers/run-cli';
import { startWorkbench, Workbench } from '../../src/serve';

const LAB = path.resolve(__dirname, '..', '..', '..', '..', 'test', 'fixtures', 'v2', 'lab-repo');

function tempDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'zn-v2-cmd-'));
}

describe('zn-plugin init --v2 and build', () => {
  it('makes a repository whose version 2 plugin builds into plugins/<name>/dist.zip at once', async () => {
    const cwd = tempDir();
    const made = await run(['init', '--v2', 'Deal Board'], cwd);
    expect(made.code).toBe(0);
    expect(made.out[0]).toBe('created a repository with a version 2 plugin in Deal Board: plugin deal-board (namespace dealBoard), an app in a frame');
    const repo = path.join(cwd, 'Deal Board');
    const config = JSON.parse(fs.readFileSync(path.join(repo, 'maya.json'), 'utf8'));
    expect(config.environments.dev.plugins['deal-board']).toEqual(jasmine.objectContaining({ namespace: 'dealBoard', version: 2 }));
    const built = await run(['build'], repo);
    expect(built.code).toBe(0);
    expect(built.out).toEqual(['built deal-board (dealBoard, version 2) into plugins/deal-board/dist.zip', 'environment dev: 1 plugin built']);
    expect(fs.existsSync(path.join(repo, 'plugins', 'deal-board', 'dist.zip'))).toBe(true);
    expect(fs.readFileSync(path.join(repo, 'plugins', 'deal-board', 'dist', 'config.js'), 'utf8')).toContain('"greeting":"Hello from the dev environment"');
    // nothing of the legacy build: no maya_build/
    expect(fs.existsSync(path.join(repo, 'maya_build'))).toBe(false);
  }, 60000);

  it('fails with the reason when a version 2 plugin\'s npm run build fails, and still builds the others', async () => {
    const repo = tempDir();
    fs.cpSync(LAB, repo, { recursive: true });
    const built = await run(['build'], repo);
    expect(built.code).toBe(1);
    expect(built.out).toEqual(['built lab (v2Lab, version 2) into plugins/lab/dist.zip']);
    expect(built.err).toContain('plugins/broken: not built: npm run build failed (exit code 2): src/index.js: Cannot resolve dependency ./missing-module');
    expect(built.err[built.err.length - 1]).toBe('some plugins were not built: see the problems above');
    expect(fs.existsSync(path.join(repo, 'plugins', 'broken', 'dist.zip'))).toBe(false);
  }, 60000);
});

describe('zn-plugin serve with version 2 plugins', () => {
  let workbench: Workbench;
  let repo: string;
  const log: string[] = [];

  beforeAll(async () => {
    repo = tempDir();
    fs.cpSync(LAB, repo, { recursive: true });
    workbench = await startWorkbench({ plugins: [repo], port: 0, dataDir: tempDir(), log: (line) => log.push(line), webhookScheduleMs: 0 });
    // the builds run in the background: wait for both to end
    while (!workbench.plugins().some((plugin) => plugin.namespace === 'v2Lab' && plugin.sources.js) ||
      workbench.plugins().find((plugin) => plugin.namespace === 'v2Broken')?.ok !== false) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }, 60000);
  afterAll(() => workbench.close());

  it('serves each built dist/ at the root of the plugin\'s own origin, and nothing else there', async () => {
    const index = await request(workbench.port, 'v2lab.localhost', '/');
    expect(index.status).toBe(200);
    expect(index.body).toMatch(/<h1>v2 lab(, edited)?<\/h1>/); // the edit spec may have run first
    expect(JSON.parse((await request(workbench.port, 'v2lab.localhost', '/env.json')).body)).toEqual({ ZENGINE_ENV: 'dev', LAB_GREETING: 'hello from maya.json' });
    // the workbench's own paths are not the plugin's
    expect((await request(workbench.port, 'v2lab.localhost', '/v1/workspaces')).status).toBe(404);
    expect((await request(workbench.port, 'v2lab.localhost', '/', 'POST')).status).toBe(405);
    // another name of the workbench is still the workbench
    expect((await request(workbench.port, 'localhost', '/v1/workspaces/1')).status).toBe(200);
  });

  it('answers a failed plugin\'s origin with the reason, and puts it among the page\'s problems', async () => {
    const broken = await request(workbench.port, 'v2broken.localhost', '/');
    expect(broken.status).toBe(503);
    expect(broken.body).toBe('The build of broken failed: npm run build failed (exit code 2): src/index.js: Cannot resolve dependency ./missing-module');
    const page = (await request(workbench.port, 'localhost', '/')).body;
    expect(page).toContain('plugin &quot;broken&quot; (version 2) is not served: npm run build failed (exit code 2)');
    expect(page).toContain('<script src="workbench/plugins/v2Lab/plugin.js" data-zn-namespace="v2Lab"></script>');
  });

  it('builds again when a source file changes, and serves the new dist/', async () => {
    const file = path.join(repo, 'plugins', 'lab', 'src', 'index.html');
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('<h1>v2 lab</h1>', '<h1>v2 lab, edited</h1>'));
    while (!(await request(workbench.port, 'v2lab.localhost', '/')).body.includes('<h1>v2 lab, edited</h1>')) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(log.filter((line) => /lab: built into dist\/$/.test(line)).length).toBeGreaterThan(1);
  }, 60000);
});
