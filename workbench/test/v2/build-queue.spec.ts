// The v2 plugins' background builds run one at a time, in order (v2/build-queue.ts); closing the
// workbench ends the build under way's processes and runs none of those waiting.
import { spawn } from 'child_process';
import { BuildQueue } from '../../src/v2/build-queue';

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('v2 builds: the queue', () => {
  it('runs the builds one at a time in the order asked, a failing one not stopping the next', async () => {
    const queue = new BuildQueue();
    const events: string[] = [];
    const job = (name: string, ms: number, fails = false) => async () => {
      events.push(`${name} starts`);
      await tick(ms);
      events.push(`${name} ends`);
      if (fails) throw new Error(`${name} failed`);
    };
    queue.run(job('a', 30));
    queue.run(job('b', 5, true));
    queue.run(job('c', 1));
    await tick(150);
    expect(events).toEqual(['a starts', 'a ends', 'b starts', 'b ends', 'c starts', 'c ends']);
  });

  it('ends the running build\'s processes when closed, and runs none of the builds waiting', async () => {
    const queue = new BuildQueue();
    let exited: Promise<string | null> | undefined;
    queue.run(async (started) => {
      const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 20000)'], { stdio: 'ignore' });
      started(child);
      exited = new Promise((resolve) => child.on('exit', (_code, signal) => resolve(signal)));
      await exited;
    });
    let waitingRan = false;
    queue.run(async () => { waitingRan = true; });
    await tick(100);
    expect(queue.closed).toBe(false);
    queue.close();
    expect(queue.closed).toBe(true);
    expect(await exited).toBe('SIGTERM');
    await tick(50);
    expect(waitingRan).toBe(false);
  });
});
