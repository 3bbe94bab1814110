// A registration's read that ran to its end is kept by the script's text, so `serve` started again
// on an unchanged shipped plugin starts no process for it (issue 39); a read that stopped is
// never kept, so the next read runs it again.
import childProcess from 'child_process';
import { readRegistrations } from '../../src/ship-v2/registration';

describe('a shipped plugin\'s registration read (registration.ts), kept', () => {
  // a text no other spec reads, so nothing it kept before answers for it
  const token = `${process.pid}-${Date.now()}`;

  it('starts its process once for a script read to its end, and answers the same the second time', () => {
    const spawned = spyOn(childProcess, 'spawnSync').and.callThrough();
    const script = `plugin.register('kept', { route: '/kept', title: 'Kept ${token}', pageTitle: false, interfaces: [] });\n`;
    const first = readRegistrations(script);
    expect(spawned).toHaveBeenCalledTimes(1);
    expect(first.calls.length).toBe(1);
    expect(first.calls[0].settings).toEqual({ route: '/kept', title: `Kept ${token}`, pageTitle: false, interfaces: [] });
    const second = readRegistrations(script);
    expect(spawned).toHaveBeenCalledTimes(1);
    expect(second).toEqual(first);
  });

  it('reads a script again each time when its read stopped (a throw before the call)', () => {
    const spawned = spyOn(childProcess, 'spawnSync').and.callThrough();
    const script = `throw new Error('stops ${token}');\nplugin.register('stops', {});\n`;
    expect(readRegistrations(script).stopped).toBeDefined();
    expect(readRegistrations(script).stopped).toBeDefined();
    expect(spawned).toHaveBeenCalledTimes(2);
  });
});
