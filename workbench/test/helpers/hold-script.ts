/**
 * A slow fixture for the serve specs: `hold.cjs`, a build script written into a plugin folder that
 * holds while a hold file is there (the fixture is slow, not the workbench), marking itself while it
 * holds. The hold file and the marks are in `work`, outside the repository, so they are no edit.
 */
import fs from 'fs';
import path from 'path';
import { processGone } from './real-workbench';

export interface HoldScript {
  /** Makes the next runs of the script hold (the hold is on when written). */
  hold(): void;
  release(): void;
  /** Whether the hold is on (a script run now would hold). */
  on(): boolean;
  /** The pids of the scripts holding now (a script that was stopped leaves its mark behind). */
  holders(): number[];
}

/** Writes `<pluginDir>/hold.cjs` (run it as `node hold.cjs` from a package.json script), holding from now on. */
export function writeHoldScript(pluginDir: string, work: string): HoldScript {
  const holdFile = path.join(work, 'hold');
  const holding = path.join(work, 'holding');
  fs.writeFileSync(path.join(pluginDir, 'hold.cjs'), [
    "const fs = require('fs');",
    `const mark = ${JSON.stringify(holding)} + '/' + process.pid;`,
    `fs.mkdirSync(${JSON.stringify(holding)}, { recursive: true });`,
    "fs.writeFileSync(mark, '');",
    'const pause = new Int32Array(new SharedArrayBuffer(4));',
    `while (fs.existsSync(${JSON.stringify(holdFile)})) Atomics.wait(pause, 0, 0, 20);`,
    'fs.rmSync(mark, { force: true });'
  ].join('\n'));
  const script: HoldScript = {
    hold: () => fs.writeFileSync(holdFile, ''),
    release: () => fs.rmSync(holdFile, { force: true }),
    on: () => fs.existsSync(holdFile),
    holders: () => (fs.existsSync(holding) ? fs.readdirSync(holding).map(Number).filter((pid) => !processGone(pid)) : [])
  };
  script.hold();
  return script;
}
