/** The clock and timers a PausableTimer runs on ($timeout and Date.now in the service). */
export interface TimerClock {
  now(): number;
  schedule(callback: () => void, milliseconds: number): unknown;
  cancel(timer: unknown): void;
}

/**
 * A countdown that can be held (pointer or focus on a message) and resumes with the time that
 * was left. A duration of 0 never expires.
 */
export class PausableTimer {
  private timer: unknown = null;
  private deadline = 0;
  private remaining = 0;
  private duration = 0;
  private readonly holds = new Set<string>();

  constructor(private readonly clock: TimerClock, private readonly onExpire: () => void) {}

  /** Starts again from `duration` (still held if a hold is on). */
  restart(duration: number): void {
    this.stop();
    this.duration = duration;
    this.remaining = duration;
    if (!this.holds.size) this.run();
  }

  /** Pauses for `reason` until `release(reason)`. */
  hold(reason: string): void {
    if (this.holds.has(reason)) return;
    this.holds.add(reason);
    if (this.timer !== null) {
      this.stop();
      this.remaining = Math.max(0, this.deadline - this.clock.now());
    }
  }

  /** Ends the hold for `reason`; with no hold left the countdown resumes. */
  release(reason: string): void {
    if (this.holds.delete(reason) && !this.holds.size) this.run();
  }

  stop(): void {
    if (this.timer === null) return;
    this.clock.cancel(this.timer);
    this.timer = null;
  }

  private run(): void {
    if (this.duration === 0) return;
    this.deadline = this.clock.now() + this.remaining;
    this.timer = this.clock.schedule(() => {
      this.timer = null;
      this.onExpire();
    }, this.remaining);
  }
}
