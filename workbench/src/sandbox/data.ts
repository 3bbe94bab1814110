/**
 * The sandbox's data: the database opened (or created), seeded with the demo data when new,
 * or brought to the shapes the API answers today when an earlier sandbox wrote it.
 */
import type Database from 'better-sqlite3';
import { findResource } from '#core';
import { openDatabase, readMeta, writeMeta } from './database';
import { ObjectStore } from './store';
import { timestamp } from './api/handler';
import { seed } from './seed/seed';
import { upgradeStoredShapes } from './forms/field-settings';

export interface SandboxData {
  db: Database.Database;
  store: ObjectStore;
  /** Whether the resource has an `objectVersion` (the resource table says). */
  versioned(resource: string): boolean;
  /** Whether this start seeded the demo data. */
  seeded: boolean;
}

export function versioned(resource: string): boolean {
  const definition = findResource(resource);
  return !!definition && definition.versioned;
}

export function openSandboxData(where: { dataDir?: string; dbFile?: string }, seedWhenNew: boolean): SandboxData {
  const db = openDatabase(where.dbFile ? { dbFile: where.dbFile } : { dataDir: where.dataDir as string });
  const store = new ObjectStore(db);
  const seeding = seedWhenNew && readMeta(db, 'seeded') === undefined;
  if (seeding) {
    store.transaction(() => {
      seed(store, versioned);
      writeMeta(db, 'seeded', timestamp(new Date()));
    });
  } else {
    // a data folder of an earlier sandbox: its fields in the shape the API answers today
    upgradeStoredShapes(store);
  }
  return { db, store, versioned, seeded: seeding };
}
