import fs from 'fs';
import path from 'path';
import Database from 'better-sqlite3';

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
  db.exec(SCHEMA);
  return db;
}

export function readMeta(db: Database.Database, key: string): string | undefined {
  const row = db.prepare('SELECT value FROM meta WHERE key = ?').get(key) as { value: string } | undefined;
  return row ? row.value : undefined;
}

export function writeMeta(db: Database.Database, key: string, value: string): void {
  db.prepare('INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value')
    .run(key, value);
}
