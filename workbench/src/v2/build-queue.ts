/**
 * The order the version 2 plugins' background builds run in while `zn-plugin serve` runs: one at a
 * time, in the order asked (a build takes a while and the machine has few cores), with the
 * processes each starts kept so that closing ends them. What is built and what it yields is
 * served.ts's (V2Builds); this file only runs the jobs.
 */
import type { ChildProcess } from 'child_process';

/** A build: `started` is told of each process it starts. */
export type BuildJob = (started: (child: ChildProcess) => void) => Promise<void>;

export class BuildQueue {
  private tail: Promise<void> = Promise.resolve();
  private readonly children = new Set<ChildProcess>();
  private ended = false;

  /** Runs `job` once the jobs queued before it are done; never once the queue is closed. A job that throws does not stop the next. */
  run(job: BuildJob): void {
    this.tail = this.tail.then(async () => {
      if (this.ended) return;
      await job((child) => {
        this.children.add(child);
        child.on('close', () => this.children.delete(child));
      });
    }).catch(() => undefined);
  }

  /** True once closed: a job that ends after it reports nothing. */
  get closed(): boolean {
    return this.ended;
  }

  /** Ends the processes of the job under way; the jobs waiting never run. */
  close(): void {
    this.ended = true;
    this.children.forEach((child) => child.kill('SIGTERM'));
    this.children.clear();
  }
}
