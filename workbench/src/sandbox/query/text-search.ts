/**
 * `contains` on text through an index: an FTS5 table with the trigram tokenizer per attribute of a
 * form, holding the text of each record's scalar value (the rows `instr(v.text, ?)` tests in
 * sql-filter.ts), the record id as its rowid. A phrase of three characters or more finds the
 * texts holding it, ignoring case: a superset of what the case-sensitive `contains` passes, which
 * the plan then tests exactly (sql-plan.ts). A table is made the first time a `contains` of three
 * characters or more asks for its attribute (one read of the attribute's rows), then kept in step
 * with every write by ValueIndex.update, in the same transaction.
 */
import Database from 'better-sqlite3';
import { ParsedCondition, ruleText } from '#core';
import type { Driver } from './sql-filter';
import { RowsFollower, SCALAR, ValueRow } from './value-index';

const tableOf = (id: number) => `record_text_${id}`;

/** FTS5's phrase: the text in double quotes, its own double quotes doubled. */
const phrase = (text: string) => `"${text.replace(/"/g, '""')}"`;

/** Enough for a trigram search: three characters (a shorter text matches nothing through the table). */
const searchable = (text: string) => Array.from(text).length >= 3;

/** The trigram tables of a database (one per form and attribute asked for; their list is record_text_attributes, value-index.ts). */
export class TextSearch implements RowsFollower {
  private readonly statements: {
    tables: Database.Statement;
    table: Database.Statement;
    register: Database.Statement;
  };

  constructor(private readonly db: Database.Database) {
    this.statements = {
      tables: db.prepare('SELECT id, attribute FROM record_text_attributes WHERE form = ?'),
      table: db.prepare('SELECT id FROM record_text_attributes WHERE form = ? AND attribute = ?').pluck(),
      register: db.prepare('INSERT INTO record_text_attributes (form, attribute) VALUES (?, ?)')
    };
  }

  /** The start of a `contains` condition (sql-plan.ts), or undefined when a rule value is too short to search. */
  driver(form: number, attribute: string, condition: ParsedCondition): Driver | undefined {
    const texts = condition.texts;
    // a list needs every value ("every one"): the records of its longest value hold the others'; piped texts need any one
    const searched = condition.list && texts.length > 1
      ? [texts.reduce((longest, text) => (Array.from(text).length > Array.from(longest).length ? text : longest))]
      : texts;
    if (searched.length === 0 || !searched.every(searchable)) return undefined;
    const table = tableOf(this.ensure(form, attribute));
    const params: unknown[] = [];
    const parts = searched.map((text) => {
      params.push(phrase(text), form, attribute, ruleText(text).lower);
      // scalars through the table; a multi-value field's elements equal to the value through the index on values
      return `SELECT rowid AS record FROM ${table} WHERE ${table} MATCH ? UNION ` +
        `SELECT record FROM record_values INDEXED BY record_values_by_lower WHERE form = ? AND attribute = ? AND lower = ? AND position >= 0`;
    });
    return { sql: parts.join(' UNION '), params, conditions: [condition], exact: false };
  }

  /** The id of the attribute's table, made and filled the first time. */
  private ensure(form: number, attribute: string): number {
    const found = this.statements.table.get(form, attribute) as number | undefined;
    if (found !== undefined) return found;
    let id = 0;
    this.db.transaction(() => {
      id = Number(this.statements.register.run(form, attribute).lastInsertRowid);
      this.db.exec(`CREATE VIRTUAL TABLE ${tableOf(id)} USING fts5(text, tokenize = 'trigram')`);
      this.db.prepare(`INSERT INTO ${tableOf(id)} (rowid, text) SELECT record, text FROM record_values ` +
        `WHERE form = ? AND attribute = ? AND position = -1 AND kind = ${SCALAR}`).run(form, attribute);
    })();
    return id;
  }

  /** Keeps the form's tables in step with a record's change from the rows `before` to `after` (value-index.ts). */
  update(form: number, record: number, before: ValueRow[], after: ValueRow[]): void {
    const tables = this.statements.tables.all(form) as Array<{ id: number; attribute: string }>;
    if (tables.length === 0) return;
    const texts = (rows: ValueRow[]) => new Map(rows.filter((row) => row.position === -1 && row.kind === SCALAR)
      .map((row) => [row.attribute, row.text as string]));
    const old = texts(before);
    const fresh = texts(after);
    tables.forEach(({ id, attribute }) => {
      const was = old.get(attribute);
      const now = fresh.get(attribute);
      if (was === now) return;
      if (was !== undefined) this.statement(`DELETE FROM ${tableOf(id)} WHERE rowid = ?`).run(record);
      if (now !== undefined) this.statement(`INSERT INTO ${tableOf(id)} (rowid, text) VALUES (?, ?)`).run(record, now);
    });
  }

  private readonly prepared = new Map<string, Database.Statement>();

  private statement(sql: string): Database.Statement {
    let statement = this.prepared.get(sql);
    if (!statement) {
      statement = this.db.prepare(sql);
      this.prepared.set(sql, statement);
    }
    return statement;
  }

  /** Drops the tables of a deleted form. */
  removeForm(form: number): void {
    (this.statements.tables.all(form) as Array<{ id: number }>).forEach(({ id }) => this.drop(id));
    this.db.prepare('DELETE FROM record_text_attributes WHERE form = ?').run(form);
  }

  /** Drops every table (the value index is rebuilt: they are made again when asked for). */
  reset(): void {
    (this.db.prepare('SELECT id FROM record_text_attributes').pluck().all() as number[]).forEach((id) => this.drop(id));
    this.db.exec('DELETE FROM record_text_attributes');
  }

  private drop(id: number): void {
    this.prepared.clear();
    this.db.exec(`DROP TABLE IF EXISTS ${tableOf(id)}`);
  }
}

const searches = new WeakMap<Database.Database, TextSearch>();

/** The one TextSearch of a database. */
export function textSearchOf(db: Database.Database): TextSearch {
  let search = searches.get(db);
  if (!search) {
    search = new TextSearch(db);
    searches.set(db, search);
  }
  return search;
}
