// The compilers load while nobody waits (serve/warm-up.ts), so the first edit of a session does not pay for them.
import { execFile } from 'child_process';
import path from 'path';
import type { NextFunction, Request, Response } from 'express';
import { warmWhenIdle } from '../../src/serve/warm-up';
import { copyFixture, installBoardModules, removeCopies } from '../repository/helpers';

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

  describe('in a workbench serving a repository', () => {
    afterEach(removeCopies);

    it('has Sass and Babel loaded once it was left alone, though every output came from the disk', async () => {
      const repo = copyFixture('two-plugins');
      installBoardModules(repo);
      const index = path.resolve(__dirname, '..', '..', 'src', 'index.js');
      // started twice: the first start fills the disk cache, the second takes everything from it
      const script = `const { startWorkbench } = require(${JSON.stringify(index)});\n` +
        'const loaded = () => ["/node_modules/sass/", "/node_modules/@babel/core/"].map((part) => Object.keys(require.cache).some((file) => file.includes(part)));\n' +
        'const start = () => startWorkbench({ plugins: [process.argv[1]], port: 0, dataDir: process.argv[2], log: () => undefined, webhookScheduleMs: 0 });\n' +
        '(async () => {\n' +
        '  if (process.argv[3] === "first") { const w = await start(); await w.close(); return console.log(JSON.stringify(loaded())); }\n' +
        '  const w = await start();\n' +
        '  const atStart = loaded();\n' +
        '  const bound = Date.now() + 20000;\n' +
        '  while (Date.now() < bound && loaded().includes(false)) await new Promise((done) => setTimeout(done, 50));\n' +
        '  console.log(JSON.stringify({ atStart, later: loaded() }));\n' +
        '  await w.close();\n' +
        '})();';
      const run = (mode: string) => new Promise<string>((resolve, reject) => {
        execFile(process.execPath, ['-e', script, repo, path.join(repo, '.data'), mode], { env: { ...process.env, ZN_PLUGIN_CACHE_DIR: path.join(repo, '.cache') } },
          (error, stdout) => (error ? reject(error) : resolve(stdout.trim().split('\n').pop() as string)));
      });
      expect(JSON.parse(await run('first'))).toEqual([true, true]);
      expect(JSON.parse(await run('again'))).toEqual({ atStart: [false, false], later: [true, true] });
    }, 60000);
  });
});
