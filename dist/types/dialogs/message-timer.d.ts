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
export declare class PausableTimer {
    private readonly clock;
    private readonly onExpire;
    private timer;
    private deadline;
    private remaining;
    private duration;
    private readonly holds;
    constructor(clock: TimerClock, onExpire: () => void);
    /** Starts again from `duration` (still held if a hold is on). */
    restart(duration: number): void;
    /** Pauses for `reason` until `release(reason)`. */
    hold(reason: string): void;
    /** Ends the hold for `reason`; with no hold left the countdown resumes. */
    release(reason: string): void;
    stop(): void;
    private run;
}
