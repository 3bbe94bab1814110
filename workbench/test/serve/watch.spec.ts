// The watcher behind `zn-plugin serve`: an edit is never lost, whenever it is saved.
import fs from 'fs';
import os from 'os';
import path from 'path';
import { watchFolders, Watcher } from '../../src/serve/watch';

/** A bound for a change that never comes (not a timing). */
const BOUND_MS = 5000;

describe('the workbench\'s watcher', () => {
  let root: string;
  let watcher: Watcher | undefined;

  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'zn-watch-'));
  });

  afterEach(() => {
    watcher?.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  /** Watches `dirs()`; `onChange` sees each hand-over; resolves with the files once `until` holds. */
  function follow(dirs: () => string[], onChange: (files: string[], call: number) => void, until: (all: string[]) => boolean): Promise<string[]> {
    const all: string[] = [];
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`not every change was handed over; got ${JSON.stringify(all)}`)), BOUND_MS);
      let call = 0;
      watcher = watchFolders(dirs, (files) => {
        all.push(...files);
        onChange(files, call++);
        if (until(all)) {
          clearTimeout(timer);
          resolve(all);
        }
      });
    });
  }

  it('hands over an edit saved while the previous change is being followed through', async () => {
    const first = path.join(root, 'plugin.js');
    const second = path.join(root, 'plugin.html');
    const seen = follow(() => [root], (files, call) => {
      // saved while the workbench reads the plugin again after the first edit
      if (call === 0) fs.writeFileSync(second, '<p>two</p>');
    }, (all) => all.includes(second));
    fs.writeFileSync(first, 'one');
    const files = await seen;
    expect(files).toContain(first);
    expect(files).toContain(second);
  });

  it('watches a folder removed and made again', async () => {
    const sub = path.join(root, 'frontend');
    fs.mkdirSync(sub);
    const edited = path.join(sub, 'plugin.js');
    const seen = follow(() => [root, sub], (files) => {
      if (files.includes(sub) && !fs.existsSync(sub)) fs.mkdirSync(sub);
      else if (files.includes(sub) && !fs.existsSync(edited)) setTimeout(() => fs.writeFileSync(edited, 'again'), 50);
    }, (all) => all.includes(edited));
    fs.rmSync(sub, { recursive: true });
    expect(await seen).toContain(edited);
  });

  it('ignores what nobody edits by hand', async () => {
    const real = path.join(root, 'plugin.css');
    const seen = follow(() => [root], () => undefined, (all) => all.includes(real));
    fs.writeFileSync(path.join(root, 'package-lock.json'), '{}');
    fs.writeFileSync(path.join(root, '.plugin.js.swp'), '');
    fs.writeFileSync(real, 'p {}');
    expect(await seen).toEqual([real]);
  });
});
