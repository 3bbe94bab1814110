/**
 * A plugin's origin answering while its dist/ is rewritten (v2/origin-files.ts, ship-v2/build.ts):
 * an edit's rebuild writes the files the page is loading. Each answer is one whole version of a
 * file, never one cut short of the length it announced (the browser, or a spec, waits for the rest).
 */
import express from 'express';
import fs from 'fs';
import http from 'http';
import os from 'os';
import path from 'path';
import type { AddressInfo } from 'net';
import { serveDistFile } from '../../src/v2';
import { writeApp } from '../../src/ship-v2/build';
import { httpRequest } from '../helpers/http-request';

describe('a v2 plugin\'s origin while dist/ is rewritten', () => {
  let dist: string;
  let server: http.Server;
  let url: string;

  beforeEach(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'zn-origin-files-'));
    const app = express();
    app.use((req, res) => serveDistFile(dist, req, res));
    server = http.createServer(app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  afterEach(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    fs.rmSync(dist, { recursive: true, force: true });
  });

  /** 150 GETs of /plugin.js while `write` alternates its long and short versions every millisecond. */
  async function loadWhileWritten(write: (text: string) => void): Promise<{ bodies: string[]; long: string; short: string }> {
    const long = `window.version = "long";${' '.repeat(200000)}`;
    const short = 'window.version = "short";';
    write(long);
    let flip = false;
    const writer = setInterval(() => {
      flip = !flip;
      write(flip ? short : long);
    }, 1);
    const bodies: string[] = [];
    try {
      for (let i = 0; i < 150; i++) {
        // rejects when an answer ends short of the length it announced
        const answer = await httpRequest(url, '/plugin.js');
        expect(answer.status).toBe(200);
        bodies.push(answer.body);
      }
    } finally {
      clearInterval(writer);
    }
    return { bodies, long, short };
  }

  it('answers every request whole while a bundler writes the file in place', async () => {
    // as webpack or parcel writes its output: truncated, then written (any version may be read)
    const { bodies } = await loadWhileWritten((text) => fs.writeFileSync(path.join(dist, 'plugin.js'), text));
    expect(bodies.length).toBe(150);
  });

  it('answers one whole version of a file the shipped-as-v2 build replaces (writeApp)', async () => {
    const { bodies, long, short } = await loadWhileWritten((text) => writeApp(dist, [{ path: 'plugin.js', text }]));
    const torn = bodies.filter((body) => body !== long && body !== short);
    expect(torn.map((body) => `${body.length} characters: ${body.slice(0, 30)}`)).toEqual([]);
    expect(bodies).toContain(short);
    expect(bodies).toContain(long);
  });

  it('still answers a HEAD, a conditional GET and the file\'s type', async () => {
    fs.writeFileSync(path.join(dist, 'index.html'), '<p>lab</p>');
    const first = await httpRequest(url, '/');
    expect(first.body).toBe('<p>lab</p>');
    expect(first.headers['content-type']).toBe('text/html; charset=utf-8');
    const head = await httpRequest(url, '/index.html', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers['content-length']).toBe('10');
    expect(head.body).toBe('');
    const again = await httpRequest(url, '/', { headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.status).toBe(304);
  });

  it('writeApp replaces a changed file whole: a reader of the old one reads it to its end', () => {
    writeApp(dist, [{ path: 'plugin.js', text: 'old '.repeat(5000) }]);
    const reading = fs.openSync(path.join(dist, 'plugin.js'), 'r');
    try {
      expect(writeApp(dist, [{ path: 'plugin.js', text: 'new' }])).toBe(true);
      const old = new Uint8Array(20000);
      expect(fs.readSync(reading, old, 0, old.length, 0)).toBe(20000);
      expect(Buffer.from(old).toString('utf8')).toBe('old '.repeat(5000));
    } finally {
      fs.closeSync(reading);
    }
    expect(fs.readFileSync(path.join(dist, 'plugin.js'), 'utf8')).toBe('new');
    expect(fs.readdirSync(dist)).toEqual(['plugin.js']);
  });
});
