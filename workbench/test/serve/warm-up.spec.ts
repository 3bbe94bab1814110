// The compilers load while nobody waits (serve/warm-up.ts tells the build thread when), so the first
// edit of a session does not pay for them.
import type { NextFunction, Request, Response } from 'express';
import { warmWhenIdle } from '../../src/serve/warm-up';

const IDLE = 1000;

describe('warming the compilers up', () => {
  describe('warmWhenIdle', () => {
    beforeEach(() => {
      jasmine.clock().install();
      jasmine.clock().mockDate(new Date(2026, 10, 27));
    });
    afterEach(() => jasmine.clock().uninstall());

    const request = (warm: ReturnType<typeof warmWhenIdle>, url: string) => {
      const next = jasmine.createSpy('next') as unknown as NextFunction;
      warm.noteRequest({ path: url } as Request, {} as Response, next);
      expect(next).toHaveBeenCalled();
    };

    it('runs one load per idle moment, in order, and none while requests come', () => {
      const ran: string[] = [];
      const warm = warmWhenIdle([() => ran.push('sass'), () => ran.push('babel')], '/workbench/events', IDLE);
      for (let step = 0; step < 6; step++) {
        jasmine.clock().tick(IDLE / 2);
        request(warm, '/workspaces/1/plugin/x');
      }
      expect(ran).toEqual([]);
      jasmine.clock().tick(IDLE);
      expect(ran).toEqual(['sass']);
      jasmine.clock().tick(IDLE / 2);
      expect(ran).toEqual(['sass', 'babel']);
      jasmine.clock().tick(IDLE * 5);
      expect(ran).toEqual(['sass', 'babel']);
      warm.close();
    });

    it('does not count the live-reload channel as a request', () => {
      const ran: string[] = [];
      const warm = warmWhenIdle([() => ran.push('sass')], '/workbench/events', IDLE);
      jasmine.clock().tick(IDLE / 2);
      request(warm, '/workbench/events');
      jasmine.clock().tick(IDLE / 2 + 1);
      expect(ran).toEqual(['sass']);
      warm.close();
    });

    it('runs nothing once closed, and goes on past a load that throws', () => {
      const ran: string[] = [];
      const closed = warmWhenIdle([() => ran.push('closed')], '/workbench/events', IDLE);
      closed.close();
      const failing = warmWhenIdle([() => { throw new Error('no sass here'); }, () => ran.push('babel')], '/workbench/events', IDLE);
      jasmine.clock().tick(IDLE * 3);
      expect(ran).toEqual(['babel']);
      failing.close();
    });
  });
});
