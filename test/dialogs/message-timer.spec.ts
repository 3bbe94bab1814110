import { PausableTimer, TimerClock } from '../../src/dialogs/message-timer';

describe('PausableTimer', () => {
  /** A clock that only moves when told to, with its timers. */
  function fakeClock(): TimerClock & { advance(milliseconds: number): void } {
    let now = 0;
    let timers: Array<{ at: number; callback: () => void }> = [];
    return {
      now: () => now,
      schedule: (callback, milliseconds) => {
        const timer = { at: now + milliseconds, callback };
        timers.push(timer);
        return timer;
      },
      cancel: (timer) => { timers = timers.filter((candidate) => candidate !== timer); },
      advance(milliseconds) {
        now += milliseconds;
        const due = timers.filter((timer) => timer.at <= now);
        timers = timers.filter((timer) => timer.at > now);
        due.forEach((timer) => timer.callback());
      }
    };
  }

  let clock: ReturnType<typeof fakeClock>;
  let expired: jasmine.Spy;
  let timer: PausableTimer;

  beforeEach(() => {
    clock = fakeClock();
    expired = jasmine.createSpy('expired');
    timer = new PausableTimer(clock, expired);
  });

  it('expires after its duration', () => {
    timer.restart(1000);
    clock.advance(999);
    expect(expired).not.toHaveBeenCalled();
    clock.advance(1);
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('never expires with a duration of 0', () => {
    timer.restart(0);
    clock.advance(1e9);
    expect(expired).not.toHaveBeenCalled();
  });

  it('resumes after a hold with the time that was left', () => {
    timer.restart(1000);
    clock.advance(600);
    timer.hold('pointer');
    clock.advance(5000);
    timer.release('pointer');
    clock.advance(399);
    expect(expired).not.toHaveBeenCalled();
    clock.advance(1);
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('stays held until every reason is released', () => {
    timer.restart(1000);
    timer.hold('pointer');
    timer.hold('focus');
    timer.release('pointer');
    clock.advance(5000);
    expect(expired).not.toHaveBeenCalled();
    timer.release('focus');
    clock.advance(1000);
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('a restart while held waits for the release, then runs the full new duration', () => {
    timer.restart(1000);
    timer.hold('focus');
    timer.restart(2000);
    clock.advance(5000);
    timer.release('focus');
    clock.advance(1999);
    expect(expired).not.toHaveBeenCalled();
    clock.advance(1);
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('ignores a release without a hold and a second hold for the same reason', () => {
    timer.restart(1000);
    timer.release('pointer');
    timer.hold('pointer');
    timer.hold('pointer');
    timer.release('pointer');
    clock.advance(1000);
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('stop() cancels it', () => {
    timer.restart(1000);
    timer.stop();
    clock.advance(2000);
    expect(expired).not.toHaveBeenCalled();
  });
});
