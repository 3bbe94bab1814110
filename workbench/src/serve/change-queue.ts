/**
 * The changed files waiting to be followed through, one batch at a time (live.ts): files handed
 * over while a batch is followed wait for the next one, all together. A request waits for the
 * batches handed over before it that concern it, never for later ones (an editor saving in a loop
 * cannot hold a page).
 */
export class ChangeQueue {
  private queued = new Set<string>();
  private following: string[] = [];
  private running: Promise<void> | null = null;
  private handedOver = 0;
  private followed = 0;
  private batchEnd: { promise: Promise<void>; resolve(): void } | null = null;
  private closed = false;

  /** `follow` takes one batch; it never rejects (it reports what went wrong itself). */
  constructor(private readonly follow: (files: string[]) => Promise<void>) {}

  add(files: string[]): void {
    files.forEach((file) => this.queued.add(file));
    if (files.length) this.handedOver += 1;
    if (this.running || this.closed || !this.queued.size) return;
    this.running = this.drain().finally(() => {
      this.running = null;
      this.add([]);
    });
  }

  /** Resolves once the batches handed over before this call whose files `concerns` (those waiting included) are followed. */
  async waitFor(concerns: (files: string[]) => boolean): Promise<void> {
    const before = this.handedOver;
    while (!this.closed && this.followed < before && concerns(this.following.concat(Array.from(this.queued)))) await this.nextBatchEnd();
  }

  /** The batch being followed now, if any (resolves when the queue is empty). */
  busy(): Promise<void> | null {
    return this.running;
  }

  close(): void {
    this.closed = true;
    this.batchEnd?.resolve();
  }

  private async drain(): Promise<void> {
    while (this.queued.size && !this.closed) {
      const batch = this.handedOver;
      this.following = Array.from(this.queued);
      this.queued = new Set();
      await this.follow(this.following);
      this.followed = batch;
      this.following = [];
      this.batchEnd?.resolve();
      this.batchEnd = null;
    }
  }

  private nextBatchEnd(): Promise<void> {
    if (!this.batchEnd) {
      let resolve = () => undefined as void;
      const promise = new Promise<void>((done) => { resolve = done; });
      this.batchEnd = { promise, resolve };
    }
    return this.batchEnd.promise;
  }
}
