/**
 * The webhook deliveries not yet done, kept in the sandbox's SQLite database beside the
 * WebhookEvents object each belongs to: a delivery is written in the transaction that creates
 * its event and removed in the one that records its outcome, so a delivery the sandbox queued
 * survives the sandbox's end (kill -9 included) and is sent when it starts again (at least once:
 * a receiver may see again a delivery it got just before the end). Only a window of them is in
 * memory at a time (the dispatcher's maxQueued): the rest wait here, in order, and are read as the
 * window empties.
 */
import Database from 'better-sqlite3';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS webhook_deliveries (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  event_id INTEGER NOT NULL,
  data TEXT NOT NULL
);`;

export interface QueuedRow<T> {
  id: number;
  eventId: number;
  item: T;
}

export class DeliveryQueue<T> {
  private readonly statements: {
    add: Database.Statement; remove: Database.Statement; update: Database.Statement; from: Database.Statement; eventIds: Database.Statement;
  };

  constructor(db: Database.Database) {
    db.exec(SCHEMA);
    this.statements = {
      add: db.prepare('INSERT INTO webhook_deliveries (event_id, data) VALUES (?, ?)'),
      remove: db.prepare('DELETE FROM webhook_deliveries WHERE id = ?'),
      update: db.prepare('UPDATE webhook_deliveries SET data = ? WHERE id = ?'),
      from: db.prepare('SELECT id, event_id, data FROM webhook_deliveries WHERE id >= ? ORDER BY id LIMIT ?'),
      eventIds: db.prepare('SELECT event_id FROM webhook_deliveries')
    };
  }

  /** Keeps a delivery; answers its id (increasing, never reused). */
  add(eventId: number, item: T): number {
    return Number(this.statements.add.run(eventId, JSON.stringify(item)).lastInsertRowid);
  }

  remove(id: number): void {
    this.statements.remove.run(id);
  }

  /** A delivery kept anew (its attempts so far). */
  update(id: number, item: T): void {
    this.statements.update.run(JSON.stringify(item), id);
  }

  /** At most `limit` deliveries kept, from the id `first` on, oldest first. */
  from(first: number, limit: number): Array<QueuedRow<T>> {
    return (this.statements.from.all(first, limit) as Array<{ id: number; event_id: number; data: string }>).map((row) => ({
      id: row.id, eventId: row.event_id, item: JSON.parse(row.data) as T
    }));
  }

  /** The events of every delivery kept. */
  eventIds(): Set<number> {
    return new Set((this.statements.eventIds.all() as Array<{ event_id: number }>).map((row) => row.event_id));
  }
}
