// The queue of changed files live.ts follows: one batch at a time, files handed over meanwhile
// together in the next batch, and a request waits only for the batches handed over before it that
// concern it (serve/change-queue.ts).
import { ChangeQueue } from '../../src/serve/change-queue';

describe('the queue of changed files', () => {
  /** A queue whose batches end when the spec says so. */
  function heldQueue() {
    const batches: string[][] = [];
    const ends: Array<() => void> = [];
    const queue = new ChangeQueue((files) => {
      batches.push(files);
      return new Promise<void>((resolve) => ends.push(resolve));
    });
    const endBatch = async () => {
      (ends.shift() as () => void)();
      await new Promise((resolve) => setImmediate(resolve));
    };
    return { queue, batches, endBatch };
  }

  it('follows one batch at a time, what comes meanwhile together in the next', async () => {
    const { queue, batches, endBatch } = heldQueue();
    queue.add(['a.js']);
    queue.add(['b.js']);
    queue.add(['c.html', 'b.js']);
    expect(batches).toEqual([['a.js']]);
    await endBatch();
    expect(batches).toEqual([['a.js'], ['b.js', 'c.html']]);
    await endBatch();
    expect(queue.busy()).toBeNull();
  });

  it('lets a request wait for the batches before it that concern it, not for later ones', async () => {
    const { queue, endBatch } = heldQueue();
    queue.add(['one/plugin.js']);
    let waited = false;
    const wait = queue.waitFor((files) => files.some((file) => file.startsWith('one/'))).then(() => { waited = true; });
    let other = false;
    void queue.waitFor((files) => files.some((file) => file.startsWith('two/'))).then(() => { other = true; });
    await new Promise((resolve) => setImmediate(resolve));
    expect(other).toBe(true);
    expect(waited).toBe(false);
    // a later edit of the same plugin does not hold the request any longer
    queue.add(['one/plugin.css']);
    await endBatch();
    await wait;
    expect(waited).toBe(true);
    await endBatch();
  });

  it('lets waiting requests go when it is closed', async () => {
    const { queue } = heldQueue();
    queue.add(['one/plugin.js']);
    const wait = queue.waitFor(() => true);
    queue.close();
    let released = false;
    await wait.then(() => { released = true; });
    expect(released).toBe(true);
  });
});
