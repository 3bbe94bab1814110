// The journal that keeps a database's acknowledged writes (src/firebase/journal.ts): a write
// replayed from it lands as Firebase itself stores it, and a worker folds it into the snapshot.
import fs from 'fs';
import os from 'os';
import path from 'path';
import { DataStore, NOBODY, OPEN_RULES } from '../../src/firebase/store';
import { Journal, applyEntry, foldJournals, journalFiles, writeSnapshot, StoredDatabase } from '../../src/firebase/journal';
import type { WriteEntry } from '../../src/firebase/connection';

const ADMIN = { kind: 'admin' as const };

/** Writes of every shape Firebase takes: nested sets, removals, updates, arrays, priorities, empty objects. */
const WRITES: WriteEntry[] = [
  { k: 'set', p: 'rooms/1/messages/a', d: { text: 'hi', at: 1 } },
  { k: 'set', p: 'rooms/1/messages/b', d: { text: 'there', at: 2 } },
  { k: 'update', p: 'rooms/1', d: { title: 'One', 'messages/a/text': 'hello', 'messages/c': { text: 'x' } } },
  { k: 'set', p: 'rooms/1/messages/b', d: null },
  { k: 'set', p: 'list', d: [1, 2, { three: 3 }] },
  { k: 'set', p: 'list/1', d: null },
  { k: 'set', p: 'ranked', d: { '.value': 7, '.priority': 2 } },
  { k: 'set', p: 'tree', d: { '.priority': 'a', left: { x: 1 }, right: {} } },
  { k: 'set', p: 'leaf', d: 5 },
  { k: 'set', p: 'leaf/child', d: 'over a leaf' },
  { k: 'update', p: '', d: { 'rooms/2/title': 'Two', empty: {} } },
  { k: 'set', p: 'rooms/1/messages', d: {} },
  { k: 'set', p: 'ranked/.priority', d: 3 }
];

describe('the Firebase journal', () => {
  const dirs: string[] = [];
  afterAll(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

  it('replays writes to the data Firebase itself keeps for them', async () => {
    const store = new DataStore(null, OPEN_RULES);
    let replayed: unknown = null;
    try {
      WRITES.filter((entry) => !entry.p.endsWith('.priority')).forEach((entry) => {
        expect(store.write(ADMIN, entry.k, entry.p, entry.d)).withContext(JSON.stringify(entry)).toBe(true);
        replayed = applyEntry(replayed, entry);
        expect(replayed).withContext(JSON.stringify(entry)).toEqual(store.exportAt(''));
      });
      expect(store.canRead(NOBODY, '')).toBe(true);
    } finally {
      await store.close();
    }
  });

  it('acknowledges a write once it is on disk, and a worker folds the journal into the snapshot', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zn-journal-'));
    dirs.push(dir);
    const file = path.join(dir, 'ns.json');
    writeSnapshot(file, { secret: 's', port: 1, seq: 0, data: null });
    const problems: string[] = [];
    const journal = new Journal(file, 0, () => fs.statSync(file).size, 1, (line) => problems.push(line), 2048);
    const durable: number[] = [];
    for (let i = 0; i < 200; i++) journal.append({ k: 'set', p: `items/${i}`, d: { i, text: 'y'.repeat(50) } }, () => durable.push(i));
    expect(durable).toEqual([]);
    await journal.close();
    expect(durable.length).toBe(200);
    expect(problems).toEqual([]);
    const snapshot = JSON.parse(fs.readFileSync(file, 'utf8')) as StoredDatabase;
    // the worker ran: the snapshot holds the first writes, the journal the rest
    expect(snapshot.seq).toBeGreaterThan(0);
    expect(fs.existsSync(journalFiles(file).compacting)).toBe(false);
    const folded = foldJournals(snapshot, [journalFiles(file).compacting, journalFiles(file).current]);
    expect(folded.seq).toBe(200);
    expect(Object.keys((folded.data as { items: object }).items).length).toBe(200);
  });

  it('skips the lines a snapshot already holds, and stops at a last line cut short', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zn-journal-'));
    dirs.push(dir);
    const journal = path.join(dir, 'ns.journal');
    fs.writeFileSync(journal, [
      JSON.stringify({ n: 1, k: 'set', p: 'a', d: 'old' }),
      JSON.stringify({ n: 2, k: 'set', p: 'b', d: 2 }),
      '{"n":3,"k":"set","p":"c","d":'
    ].join('\n'));
    const folded = foldJournals({ secret: 's', seq: 1, data: { a: 'snapshot' } }, [path.join(dir, 'missing'), journal]);
    expect(folded).toEqual({ secret: 's', seq: 2, data: { a: 'snapshot', b: 2 } });
  });
});
