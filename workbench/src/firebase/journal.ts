/**
 * What keeps a database's acknowledged writes through a crash (kill -9, power loss):
 *
 *   <ns>.json        the snapshot: { secret, port, seq, data }, seq the last write it holds
 *   <ns>.journal     one line per write since, `{"n":<seq>,"k":"set"|"update","p":...,"d":...}`
 *
 * A write is applied in memory, appended to the journal and answered only once the journal is
 * fsynced (writes arriving together share one fsync). The file system work runs on libuv's
 * threads, so the REST API on the main thread does not wait for the disk. When the journal grows
 * past the snapshot's size (and at least COMPACT_MIN_BYTES), a worker thread folds it into a new
 * snapshot: the main thread never serializes the whole database. At start the snapshot and any
 * journal are read, folded together and written as a fresh snapshot before the database serves.
 */
import fs from 'fs';
import path from 'path';
import { Worker, isMainThread, parentPort, workerData } from 'worker_threads';
import type { WriteEntry } from './wire';
import { Tree, exportTree, setAt, toTree, updateAt } from './tree';

/** A journal smaller than this is never compacted (the snapshot is rewritten at stop). */
export const COMPACT_MIN_BYTES = 4 * 1024 * 1024;

export interface StoredDatabase {
  /** The database's secret: signs its tokens; given as a credential, the admin. */
  secret: string;
  /** The port it last listened on, tried again first so open pages reconnect after a restart. */
  port?: number;
  /** The sequence number of the last journal line folded into `data`. */
  seq?: number;
  data: unknown;
}

/** `data` (Firebase's export format) with one journal entry applied, as the store applied it (tree.ts). */
export function applyEntry(data: unknown, entry: WriteEntry): unknown {
  return exportTree(applyToTree(toTree(data), entry));
}

function applyToTree(tree: Tree, entry: WriteEntry): Tree {
  const at = String(entry.p || '').replace(/^\/+|\/+$/g, '');
  const segments = at ? at.split('/') : [];
  if (entry.k === 'set') return setAt(tree, segments, toTree(entry.d));
  return updateAt(tree, segments, (entry.d || {}) as Record<string, unknown>).tree;
}

/**
 * Folds journal files into the snapshot `stored`: every complete line whose `n` is past
 * `stored.seq`, in order. A last line cut short (the crash came mid-append, so it was never
 * acknowledged) ends the file.
 */
export function foldJournals(stored: StoredDatabase, files: string[]): StoredDatabase {
  // folded on the tree: an update of n paths costs n, not n times the size of its parent
  let tree = toTree(stored.data === undefined ? null : stored.data);
  let seq = stored.seq || 0;
  files.forEach((file) => {
    let text: string;
    try {
      text = fs.readFileSync(file, 'utf8');
    } catch {
      return;
    }
    for (const line of text.split('\n')) {
      if (!line) continue;
      let entry: WriteEntry & { n: number };
      try {
        entry = JSON.parse(line);
      } catch {
        break;
      }
      if (typeof entry.n !== 'number' || entry.n <= seq) continue;
      tree = applyToTree(tree, entry);
      seq = entry.n;
    }
  });
  return { ...stored, seq, data: exportTree(tree) };
}

/** Writes a snapshot through a temporary file, fsynced, then renamed over the old one. */
export function writeSnapshot(file: string, stored: StoredDatabase): void {
  const temporary = `${file}.${process.pid}.tmp`;
  const fd = fs.openSync(temporary, 'w');
  try {
    fs.writeSync(fd, JSON.stringify(stored));
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  fs.renameSync(temporary, file);
  syncFolder(path.dirname(file));
}

function syncFolder(folder: string): void {
  try {
    const fd = fs.openSync(folder, 'r');
    try {
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
  } catch {
    // a file system that cannot sync a folder: the rename is as durable as it gets
  }
}

/** The journal files of a snapshot file, oldest first. */
export function journalFiles(file: string): { compacting: string; current: string } {
  const base = file.replace(/\.json$/, '');
  return { compacting: `${base}.journal.compacting`, current: `${base}.journal` };
}

/** Appends writes to a journal, fsynced before they are acknowledged, and compacts it now and then. */
export class Journal {
  private fd: number;
  private seq: number;
  private bytes = 0;
  private queue: Array<{ line: string; durable: (error?: Error) => void }> = [];
  private writing = false;
  private compacting: Promise<void> | null = null;
  private idle: Array<() => void> = [];

  constructor(readonly file: string, seq: number, private readonly snapshotBytes: () => number,
    private readonly port: number, private readonly log: (line: string) => void, private readonly compactMinBytes = COMPACT_MIN_BYTES) {
    this.seq = seq;
    this.fd = fs.openSync(journalFiles(file).current, 'a');
  }

  /** Queues a write; `durable` is called once it is on disk, or with the error that kept it off. */
  append(entry: WriteEntry, durable: (error?: Error) => void): void {
    this.seq += 1;
    this.queue.push({ line: `${JSON.stringify({ n: this.seq, ...entry })}\n`, durable });
    if (!this.writing) setImmediate(() => this.writeQueued());
  }

  /** Resolves when every queued write is on disk and no compaction runs. */
  async settle(): Promise<void> {
    if (this.writing || this.queue.length) await new Promise<void>((resolve) => this.idle.push(resolve));
    if (this.compacting) await this.compacting;
  }

  /** Waits for the writes, then closes the file. */
  async close(): Promise<void> {
    await this.settle();
    fs.closeSync(this.fd);
  }

  private writeQueued(): void {
    if (this.writing) return;
    if (!this.queue.length) {
      this.idle.splice(0).forEach((resolve) => resolve());
      return;
    }
    this.writing = true;
    const batch = this.queue.splice(0);
    const text = batch.map((item) => item.line).join('');
    const length = Buffer.byteLength(text);
    const done = (error: Error | null) => {
      this.writing = false;
      if (error) {
        this.log(`firebase: could not write ${journalFiles(this.file).current}: ${error.message}; those writes are not acknowledged`);
        batch.forEach((item) => item.durable(error));
      } else {
        this.bytes += length;
        batch.forEach((item) => item.durable());
        this.maybeCompact();
      }
      this.writeQueued();
    };
    fs.write(this.fd, text, null, 'utf8', (error) => {
      if (error) done(error);
      else fs.fdatasync(this.fd, (syncError) => done(syncError));
    });
  }

  /** Rotates the journal and has a worker fold the old one into the snapshot. */
  private maybeCompact(): void {
    if (this.compacting || this.bytes < Math.max(this.compactMinBytes, this.snapshotBytes())) return;
    const files = journalFiles(this.file);
    if (fs.existsSync(files.compacting)) return;
    fs.closeSync(this.fd);
    fs.renameSync(files.current, files.compacting);
    this.fd = fs.openSync(files.current, 'a');
    this.bytes = 0;
    this.compacting = new Promise<void>((resolve) => {
      const worker = new Worker(__filename, { workerData: { compact: true, file: this.file, port: this.port } });
      const finish = (problem?: string) => {
        if (problem) this.log(`firebase: could not compact ${files.compacting}: ${problem}; it is read again at the next start`);
        this.compacting = null;
        resolve();
      };
      worker.once('message', (message: { error?: string }) => finish(message && message.error));
      worker.once('error', (error) => finish(error.message));
    });
  }
}

/** In the worker: folds <ns>.journal.compacting into <ns>.json, then removes it. */
function compactInWorker(file: string, port: number): void {
  const stored = JSON.parse(fs.readFileSync(file, 'utf8')) as StoredDatabase;
  const files = journalFiles(file);
  writeSnapshot(file, { ...foldJournals(stored, [files.compacting]), port });
  fs.rmSync(files.compacting, { force: true });
}

if (!isMainThread && workerData && (workerData as { compact?: boolean }).compact) {
  const { file, port } = workerData as { file: string; port: number };
  try {
    compactInWorker(file, port);
    parentPort!.postMessage({});
  } catch (error) {
    parentPort!.postMessage({ error: (error as Error).message });
  }
}
