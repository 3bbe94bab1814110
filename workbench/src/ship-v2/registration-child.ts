/**
 * The script of the registration's process (registration-box.ts says what it may do): plugin.js
 * on stdin, the read (registration-read.ts) as JSON on stdout, then it exits. It runs only when
 * started boxed, and it is synchronous from its start to its exit: nothing plugin.js left behind
 * (a promise, a timer of this realm, a finalizer) runs after the read.
 */
import fs from 'fs';
import { hardenRealm, isBoxed, MEMORY_MIB } from './registration-box';
import { readInContext } from './registration-read';

/** All of `text` to stdout (a pipe: a write may take part of it). */
function writeAll(text: string): void {
  const data = new TextEncoder().encode(text);
  for (let at = 0; at < data.length;) at += fs.writeSync(1, data, at, data.length - at);
}

function main(): void {
  if (!isBoxed()) {
    process.stderr.write('zn-plugin: registration-child.js runs only in the box registration-box.ts starts\n');
    process.exit(2);
  }
  const js = fs.readFileSync(0, 'utf8');
  const exit = process.exit.bind(process);
  // a rejection plugin.js leaves unhandled is its own (the browser logs it), never this process's end
  process.on('unhandledRejection', () => undefined);
  hardenRealm();
  writeAll(JSON.stringify(readInContext(js, MEMORY_MIB)));
  exit(0);
}

main();
