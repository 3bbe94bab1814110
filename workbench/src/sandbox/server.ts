/**
 * `npm run sandbox`: serves the sandbox on 127.0.0.1 (see docs/sandbox.md for the
 * environment variables). `--reset` deletes the database and seeds it again. The local guard
 * (src/http/local-guard.ts) answers only this server's host names (SANDBOX_ALLOWED_HOSTS adds
 * more) and refuses writes from other sites; every line printed goes through printable().
 */
import fs from 'fs';
import path from 'path';
import http from 'http';
import util from 'util';
import { AddressInfo } from 'net';
import { createSandbox } from './app';
import { DATABASE_FILE_NAME } from './database';
import { parseAllowedHosts } from '../http/local-guard';
import { printable, printableLines } from '../printable';

export const DEFAULT_PORT = 3030;
const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|localhost)$/;

function fail(message: string): never {
  process.stderr.write(`sandbox: ${printable(message)}\n`);
  process.exit(1);
}

function readPort(value: string | undefined): number {
  if (value === undefined || value === '') return DEFAULT_PORT;
  const port = Number(value);
  if (!/^\d{1,5}$/.test(value) || port > 65535) fail(`SANDBOX_PORT must be a port number from 0 to 65535; got ${JSON.stringify(value)}`);
  return port;
}

/** `SANDBOX_USER_TOKENS=tokenA=2,tokenB=3`: tokens acting as users 2 and 3. */
function readUserTokens(value: string | undefined): Record<string, number> | undefined {
  if (!value) return undefined;
  const tokens: Record<string, number> = {};
  value.split(',').forEach((pair) => {
    const match = /^\s*([^=\s]+)=(\d+)\s*$/.exec(pair);
    if (!match) fail(`SANDBOX_USER_TOKENS must look like token=2,other=3; got ${JSON.stringify(pair)}`);
    tokens[match[1]] = Number(match[2]);
  });
  return tokens;
}

/** `SANDBOX_DEBUG=1` (or `true`): Zengine's debug mode, `systemMessage` in failure envelopes. */
function readDebug(value: string | undefined): boolean {
  if (value === undefined || value === '' || value === '0' || value === 'false') return false;
  if (value === '1' || value === 'true') return true;
  return fail(`SANDBOX_DEBUG must be 1 or 0 (true or false); got ${JSON.stringify(value)}`);
}

/** Deletes the database files only (never the whole folder, which SANDBOX_DATA_DIR may point anywhere). */
function resetData(dataDir: string): void {
  [DATABASE_FILE_NAME, `${DATABASE_FILE_NAME}-wal`, `${DATABASE_FILE_NAME}-shm`].forEach((file) => {
    fs.rmSync(path.join(dataDir, file), { force: true });
  });
  process.stdout.write(`sandbox: reset: deleted the database in ${printable(dataDir)}; seeding a new one\n`);
}

function main(): void {
  const env = process.env;
  const host = env.SANDBOX_HOST === undefined || env.SANDBOX_HOST === '' ? '127.0.0.1' : env.SANDBOX_HOST;
  const port = readPort(env.SANDBOX_PORT);
  const dataDir = path.resolve(env.SANDBOX_DATA_DIR || path.join(process.cwd(), 'sandbox-data'));
  const unknown = process.argv.slice(2).filter((arg) => arg !== '--reset');
  if (unknown.length) fail(`unknown argument ${unknown[0]}; the only one is --reset`);
  let allowedHosts: string[] = [];
  try {
    allowedHosts = parseAllowedHosts(env.SANDBOX_ALLOWED_HOSTS);
  } catch (error) {
    fail(`SANDBOX_ALLOWED_HOSTS: ${(error as Error).message}`);
  }
  // the name it listens on is one of its names
  if (!/^[\d.:]+$/.test(host) && host !== 'localhost') allowedHosts.push(host.toLowerCase());
  if (process.argv.indexOf('--reset') !== -1) resetData(dataDir);
  if (!LOOPBACK.test(host)) {
    process.stderr.write(`sandbox: warning: listening on ${printable(host)}, not loopback: other machines can reach it` +
      (env.SANDBOX_TOKEN || env.SANDBOX_USER_TOKENS ? '\n' : ', and without SANDBOX_TOKEN anyone can change its data\n'));
  }

  const maxUploadBytes = env.SANDBOX_MAX_UPLOAD_BYTES ? Number(env.SANDBOX_MAX_UPLOAD_BYTES) : undefined;
  if (maxUploadBytes !== undefined && (!Number.isInteger(maxUploadBytes) || maxUploadBytes < 1)) {
    fail('SANDBOX_MAX_UPLOAD_BYTES must be a positive integer');
  }
  const sandbox = createSandbox({
    dataDir,
    token: env.SANDBOX_TOKEN || undefined,
    userTokens: readUserTokens(env.SANDBOX_USER_TOKENS),
    cors: env.SANDBOX_CORS_ORIGIN || undefined,
    debug: readDebug(env.SANDBOX_DEBUG),
    allowedHosts,
    maxUploadBytes,
    logError: (error) => process.stderr.write(`sandbox: server fault: ${printableLines(util.inspect(error))}\n`),
    logRequest: env.SANDBOX_QUIET ? undefined : (entry) => process.stdout.write(
      `${printable(entry.method)} ${printable(entry.url.slice(0, 300))} ${entry.status} ${entry.milliseconds.toFixed(1)} ms\n`)
  });

  const server = http.createServer(sandbox.app);
  server.on('error', (error: NodeJS.ErrnoException) => {
    sandbox.close();
    fail(error.code === 'EADDRINUSE' ? `port ${port} on ${host} is in use; set SANDBOX_PORT to another` : error.message);
  });
  server.listen(port, host, () => {
    const address = server.address() as AddressInfo;
    const shownHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;
    const url = `http://${shownHost}:${address.port}`;
    process.stdout.write(`sandbox: listening on ${url} (REST API ${url}/v1, plugin services ${url}/plugins)\n` +
      `sandbox: data in ${printable(dataDir)}${env.SANDBOX_TOKEN || env.SANDBOX_USER_TOKENS ? '; requests need a bearer token' : ''}\n` +
      `sandbox: backend services: ${printable(sandbox.pluginServices().map((mount) => `${mount.namespace}/${mount.route}`).join(', '))}\n`);
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    server.close(() => {
      // the services, and every process they started, end before the sandbox does
      void sandbox.close().then(() => {
        process.stdout.write(`sandbox: stopped (${signal})\n`);
        process.exit(0);
      });
    });
    server.closeAllConnections();
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main();
