/**
 * The webhook deliveries not yet done, kept in the sandbox's SQLite database beside the
 * WebhookEvents object each belongs to: a delivery is written in the transaction that creates
 * its event and removed in the one that records its outcome, so a delivery the sandbox queued
 * survives the sandbox's end (kill -9 included) and is sent when it starts again (at least once:
 * a receiver may see again a delivery it got just before the end).
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
  private readonly statements: { add: Database.Statement; remove: Database.Statement; all: Database.Statement };

  constructor(db: Database.Database) {
    db.exec(SCHEMA);
    this.statements = {
      add: db.prepare('INSERT INTO webhook_deliveries (event_id, data) VALUES (?, ?)'),
      remove: db.prepare('DELETE FROM webhook_deliveries WHERE id = ?'),
      all: db.prepare('SELECT id, event_id, data FROM webhook_deliveries ORDER BY id')
    };
  }

  /** Keeps a delivery; answers its id (increasing, never reused). */
  add(eventId: number, item: T): number {
    return Number(this.statements.add.run(eventId, JSON.stringify(item)).lastInsertRowid);
  }

  remove(id: number): void {
    this.statements.remove.run(id);
  }

  /** The deliveries kept, oldest first. */
  all(): Array<QueuedRow<T>> {
    return (this.statements.all.all() as Array<{ id: number; event_id: number; data: string }>).map((row) => ({
      id: row.id, eventId: row.event_id, item: JSON.parse(row.data) as T
    }));
  }
}
