/**
 * A preload (preloads.ts): `process.binding('http_parser')` as the Node versions Zengine's
 * runner used (0.10 to 4) gave it. websocket-driver before 0.6 (under faye-websocket 0.9, under
 * firebase 2.3.x: what mayan's service template installs) builds its handshake parser with
 * `new HTTPParser(type)` and `execute(buffer, start, length)`. Node 20's parser needs
 * `initialize()` first and takes one buffer: without this the process dies inside Node (SIGSEGV
 * or an abort) at the first WebSocket handshake. The parser here is Node's own, adapted to the old
 * calls; other bindings are Node's, and each first use is told to the runner (an `internal`
 * message), so a crash inside Node is reported with the call that likely caused it.
 */
import { METHODS } from 'http';

interface NativeParser {
  initialize(type: number, resource: object): void;
  execute(data: Buffer): number | Error;
}
type NativeParserClass = (new () => NativeParser) & { REQUEST: number; RESPONSE: number };

// Node's own parser, without process.binding's deprecation warning
// eslint-disable-next-line @typescript-eslint/no-require-imports
const Native = (require('_http_common') as { HTTPParser: NativeParserClass }).HTTPParser;

/** Node's parser with the old constructor and execute. */
class LegacyHTTPParser extends Native {
  constructor(type?: number) {
    super();
    this.initialize(type === undefined ? Native.REQUEST : type, {});
  }

  reinitialize(type: number): void {
    this.initialize(type, {});
  }

  execute(data: Buffer, start?: number, length?: number): number | Error {
    if (typeof start !== 'number') return super.execute(data);
    return super.execute(data.subarray(start, start + (typeof length === 'number' ? length : data.length - start)));
  }
}

const legacyBinding = { HTTPParser: LegacyHTTPParser, methods: METHODS.slice() };

/** The first line of the stack outside this file and Node's own: who called process.binding. */
function caller(): string | undefined {
  const lines = (new Error().stack || '').split('\n').slice(1);
  const line = lines.find((text) => !text.includes(__filename) && !text.includes('node:internal'));
  const match = line && /\(?([^()\s]+):\d+:\d+\)?$/.exec(line.trim());
  return match ? match[1] : undefined;
}

type Binding = (name: string) => unknown;
const withBinding = process as unknown as { binding: Binding };
const told = new Set<string>();
const original = withBinding.binding;
withBinding.binding = function binding(this: unknown, name: string): unknown {
  if (!told.has(name)) {
    told.add(name);
    if (process.send && process.connected) process.send({ type: 'internal', name, file: caller() });
  }
  if (name === 'http_parser') return legacyBinding;
  return original.call(this, name);
};
