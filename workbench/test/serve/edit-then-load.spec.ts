// Save, then reload at once: a real `zn-plugin serve` answers with the edit, every time. The
// change event and the request can reach the workbench in one turn of its event loop, request
// first; the host page waits for the events already there (serve/parts.ts settledSnapshot).
import fs from 'fs';
import http from 'http';
import os from 'os';
import path from 'path';
import { startServeProcess, ServeProcess } from '../helpers/serve-process';

const HELLO = path.resolve(__dirname, '..', '..', '..', '..', 'test', 'fixtures', 'workbench', 'hello');
/** Saves and loads; a lost race showed in about 1 of 150 rounds on a quiet machine, 1 of 6 on a loaded one. */
const ROUNDS = 1500;

describe('zn-plugin serve, a load right after a save', () => {
  let work: string;
  let serve: ServeProcess;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

  beforeAll(async () => {
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'zn-edit-load-'));
    fs.cpSync(HELLO, path.join(work, 'hello'), { recursive: true });
    serve = await startServeProcess([path.join(work, 'hello'), '--data', path.join(work, 'data'), '--reset']);
  });

  afterAll(async () => {
    agent.destroy();
    await serve.stop();
    fs.rmSync(work, { recursive: true, force: true });
  });

  /** The host page, over one kept-alive connection (as a browser reloads). */
  const hostPage = () => new Promise<string>((resolve, reject) => {
    http.get(`${serve.url}workspaces/1/plugin/hello`, { agent }, (answer) => {
      let body = '';
      answer.setEncoding('utf8');
      answer.on('data', (chunk: string) => { body += chunk; });
      answer.on('end', () => resolve(body));
    }).on('error', reject);
  });

  it('answers with the edit each time', async () => {
    const file = path.join(work, 'hello', 'plugin.html');
    const original = fs.readFileSync(file, 'utf8');
    expect(original).toContain('version one');
    await hostPage();
    const stale: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      fs.writeFileSync(file, original.replace('version one', `version ${round}-saved`));
      if (!(await hostPage()).includes(`version ${round}-saved`)) stale.push(round);
    }
    expect(stale).toEqual([]);
  }, 120000);
});
