import fs from 'fs';
import path from 'path';
import Database from 'better-sqlite3';
import { SCALAR, VALUE_INDEX_VERSION, VALUE_SCHEMA, numberOfText, rowsOfRecord } from './query/value-index';
import { validatesFunction } from './query/sql-filter';
import { satisfiesFunction } from './query/bounds';
import { recordColumnsOf } from './query/record-columns';
import { textSearchOf } from './query/text-search';

/** The schema: one generic table of objects, id sequences and uploaded bytes. (Plugins keep their data in the API, as on Zengine.) */
const SCHEMA = `
CREATE TABLE IF NOT EXISTS objects (
  resource TEXT NOT NULL,
  id INTEGER NOT NULL,
  scope TEXT NOT NULL,
  data TEXT NOT NULL,
  PRIMARY KEY (resource, id)
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS objects_by_scope ON objects (resource, scope, id);
CREATE TABLE IF NOT EXISTS sequences (
  resource TEXT PRIMARY KEY,
  last_id INTEGER NOT NULL
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS file_contents (
  resource TEXT NOT NULL,
  object_id INTEGER NOT NULL,
  content BLOB NOT NULL,
  PRIMARY KEY (resource, object_id)
);
CREATE TRIGGER IF NOT EXISTS file_contents_follow_objects AFTER DELETE ON objects
BEGIN
  DELETE FROM file_contents WHERE resource = old.resource AND object_id = old.id;
END;
CREATE TABLE IF NOT EXISTS meta (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
) WITHOUT ROWID;
`;

/** The file name of the database inside a data folder. */
export const DATABASE_FILE_NAME = 'sandbox.db';

/**
 * Opens (creating when missing) the sandbox database in WAL mode with the schema in place.
 * `location` is a data folder (the file is `sandbox.db` in it) or a database file (`:memory:` works too).
 */
export function openDatabase(location: { dataDir: string } | { dbFile: string }): Database.Database {
  let file: string;
  if ('dbFile' in location) {
    file = location.dbFile;
    if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  } else {
    fs.mkdirSync(location.dataDir, { recursive: true });
    file = path.join(location.dataDir, DATABASE_FILE_NAME);
  }
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  // a form of 100,000 records and its value index do not fit SQLite's default 2 MB page cache
  db.pragma('cache_size = -65536');
  db.pragma('mmap_size = 268435456');
  db.exec(SCHEMA);
  db.exec(VALUE_SCHEMA);
  db.function('zn_validates', { deterministic: true }, validatesFunction);
  db.function('zn_satisfies', { deterministic: true }, satisfiesFunction);
  const version = readMeta(db, 'value_index');
  if (version === '2') upgradeNumbersPastDoubles(db);
  else if (version !== VALUE_INDEX_VERSION) rebuildValueIndex(db);
  return db;
}

/**
 * Version 2 of the value index to version 3: a numeric text past the doubles (`'1e400'`, or
 * hundreds of digits) held no number and now holds ±Infinity (numberOfText). Only such rows change,
 * so they are found and written in one statement instead of the whole index being written again.
 */
function upgradeNumbersPastDoubles(db: Database.Database): void {
  db.function('zn_number_of_text', { deterministic: true }, (text: unknown) => (typeof text === 'string' ? numberOfText(text) : null));
  db.transaction(() => {
    db.exec(`UPDATE record_values SET num = zn_number_of_text(text) WHERE kind = ${SCALAR} AND num IS NULL AND text GLOB '*[0-9]*' ` +
      'AND zn_number_of_text(text) IS NOT NULL');
    writeMeta(db, 'value_index', VALUE_INDEX_VERSION);
  })();
}

/** Writes the value index of every form record (a database of an earlier sandbox, or a new index version). */
function rebuildValueIndex(db: Database.Database): void {
  const insert = db.prepare('INSERT OR REPLACE INTO record_values (form, attribute, record, position, kind, text, lower, num, sort_num, sort_text) ' +
    'VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)');
  db.transaction(() => {
    db.exec('DELETE FROM record_values; DELETE FROM record_values_complete; DELETE FROM record_counts;');
    textSearchOf(db).reset();
    recordColumnsOf(db).reset();
    // in batches: better-sqlite3 runs no other statement while one is being iterated
    const batch = db.prepare("SELECT id, scope, data FROM objects WHERE resource = 'FormRecords' AND id > ? ORDER BY id LIMIT 1000");
    for (let last = 0; ;) {
      const rows = batch.all(last) as Array<{ id: number; scope: string; data: string }>;
      if (rows.length === 0) break;
      rows.forEach((row) => {
        const form = (JSON.parse(row.scope) as { form?: number }).form;
        if (typeof form !== 'number') return;
        rowsOfRecord(JSON.parse(row.data)).forEach((value) => insert.run(form, value.attribute, row.id, value.position, value.kind,
          value.text, value.lower, value.num, value.sortNum, value.sortText));
      });
      last = rows[rows.length - 1].id;
    }
    db.exec("INSERT INTO record_counts (form, count) SELECT json_extract(scope, '$.form'), count(*) FROM objects " +
      "WHERE resource = 'FormRecords' AND json_extract(scope, '$.form') IS NOT NULL GROUP BY scope");
    writeMeta(db, 'value_index', VALUE_INDEX_VERSION);
  })();
}

export function readMeta(db: Database.Database, key: string): string | undefined {
  const row = db.prepare('SELECT value FROM meta WHERE key = ?').get(key) as { value: string } | undefined;
  return row ? row.value : undefined;
}

export function writeMeta(db: Database.Database, key: string, value: string): void {
  db.prepare('INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value')
    .run(key, value);
}
