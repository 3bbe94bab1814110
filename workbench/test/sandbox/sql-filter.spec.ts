// The sandbox answers filters and sorting in SQLite over its value index; the SDK's matcher
// (src/filters/matcher) is the reference. Seeded random records and filters run through both and
// must select the same records; plans use the indexes (EXPLAIN QUERY PLAN).
import fs from 'fs';
import os from 'os';
import path from 'path';
import { createSandbox, Sandbox } from '../../src/sandbox/app';
import { Random } from '../../src/sandbox/seed/prng';
import { JsonObject, StoredObject } from '../../src/sandbox/store';
import { compileFilter, sortObjects, ZnFilter } from '#core';
import { recordIds, selectionOf, countRecords, linkTotalsOf, idsBySets, idsByWalk } from '../../src/sandbox/query/sql-select';
import { sortKey } from '../../src/sandbox/query/value-index';

const FORM = 7;
const SCOPE = [{ attribute: 'form', id: FORM }];
const ATTRIBUTES = ['a', 'b', 'c', 'd', 'g', 'g.id', 'g.name', 'g.value', 'missing'];
const TEXTS = ['open', 'Open', 'OPEN', 'closed', 'apples', 'Bananas', 'grape fruit', 'x', '', 'null', 'Éclair', 'éclair', 'straße',
  'İstanbul', 'i̇stanbul', '12', '012', '12.0', '-3.5', '1e3', ' 42 ', '$1,234.50', '1,000', '2021-03-04', '2023-12-31', 'true', 'FALSE',
  'a@b.co', 'not an email', '12345', '12345-6789', 'abc123', 'NaN', 'Infinity', '0x1A', '.5', '5.', '+7'];
const NUMBERS = [0, 1, 12, -3.5, 42, 1000, 1234.5, 0.1, 99999, -0.25, 1e21];

function scalar(random: Random): unknown {
  const roll = random.next();
  if (roll < 0.55) return random.pick(TEXTS);
  if (roll < 0.85) return random.pick(NUMBERS);
  if (roll < 0.93) return random.chance(0.5);
  return null;
}

function recordValue(random: Random): unknown {
  const roll = random.next();
  if (roll < 0.1) return undefined;
  if (roll < 0.6) return scalar(random);
  if (roll < 0.8) return Array.from({ length: random.integer(0, 3) }, () => (random.chance(0.9) ? scalar(random) : { id: random.integer(1, 5) }));
  if (roll < 0.9) return { id: random.integer(1, 20), name: random.pick(TEXTS) };
  if (roll < 0.95) return { value: scalar(random) };
  return {};
}

function makeRecord(random: Random): JsonObject {
  const record: JsonObject = {};
  ['a', 'b', 'c', 'd', 'g'].forEach((key) => {
    const value = recordValue(random);
    if (value !== undefined) record[key] = value;
  });
  // sortable attributes: text of letters, digits and spaces; numbers; or nothing
  if (random.chance(0.9)) record.s = random.pick(['alpha', 'Alpha', 'beta', 'b', 'item 2', 'item 10', 'Item 9', 'zeta', 'é', 'e', 'a1', 'a01', '']);
  if (random.chance(0.9)) record.n = random.chance(0.1) ? null : random.pick(NUMBERS.slice(0, 10));
  return record;
}

function ruleValue(random: Random, prefix: string): unknown {
  const list = ['in', 'not-in', 'contains', 'not-contains'].indexOf(prefix) !== -1;
  if (prefix === 'not-validates') return random.pick(['emailAddress', 'numeric', 'zipCode', 'alpha', 'alphaNumeric', 'numeric|zipCode']);
  if (list && random.chance(0.6)) return Array.from({ length: random.integer(1, 3) }, () => scalar(random));
  if (random.chance(0.2)) return `${random.pick(TEXTS)}|${random.pick(TEXTS)}`;
  if (prefix === 'min' || prefix === 'max') return random.chance(0.5) ? random.pick(NUMBERS.slice(0, 10)) : random.pick(TEXTS);
  return scalar(random);
}

const PREFIXES = ['', 'not', 'contains', 'not-contains', 'starts-with', 'ends-with', 'min', 'max', 'in', 'not-in', 'not-validates'];

function makeNode(random: Random, depth: number): JsonObject {
  if (depth < 3 && random.chance(0.3)) return makeGroup(random, depth + 1);
  const prefix = random.pick(PREFIXES);
  return { prefix, attribute: random.pick(ATTRIBUTES), value: ruleValue(random, prefix) };
}

function makeGroup(random: Random, depth: number): JsonObject {
  const entries = Array.from({ length: random.integer(0, 3) }, () => makeNode(random, depth));
  return { [random.chance(0.5) ? 'and' : 'or']: entries };
}

describe('sandbox filters in SQL', () => {
  let sandbox: Sandbox;
  let records: StoredObject[];

  beforeAll(() => {
    sandbox = createSandbox({ dbFile: ':memory:', seed: false, logError: () => undefined });
    const random = new Random(20251123);
    sandbox.store.transaction(() => {
      for (let index = 0; index < 400; index++) sandbox.store.insert('FormRecords', SCOPE, { form: { id: FORM }, ...makeRecord(random) });
    });
    // a few changed and removed, so the index follows updates and deletes
    const stored = sandbox.store.list('FormRecords', SCOPE);
    stored.slice(0, 40).forEach((record, index) => {
      if (index % 2) sandbox.store.remove('FormRecords', record.id);
      else sandbox.store.replace('FormRecords', { ...record, ...makeRecord(random) } as StoredObject);
    });
    records = sandbox.store.list('FormRecords', SCOPE);
  });

  afterAll(() => sandbox.close());

  const sqlIds = (filter: unknown, sort: string[] = [], direction: 'asc' | 'desc' = 'asc') =>
    recordIds(sandbox.store.db, sandbox.store.values, selectionOf(FORM, JSON.stringify({ form: FORM }), filter === undefined ? [] : [filter]),
      sort, direction);

  it('selects what the matcher selects for 3,000 seeded random filters', () => {
    const random = new Random(7);
    let compared = 0;
    let matchedSome = 0;
    const differences: string[] = [];
    for (let round = 0; round < 3000; round++) {
      const filter = makeGroup(random, 0);
      let predicate: (record: object) => boolean;
      try {
        predicate = compileFilter(filter as unknown as ZnFilter);
      } catch {
        continue; // a filter the matcher refuses (e.g. an array for "min"); the API answers 400
      }
      compared++;
      const expected = records.filter(predicate).map((record) => record.id);
      const actual = sqlIds(filter);
      if (expected.length > 0 && expected.length < records.length) matchedSome++;
      if (JSON.stringify(actual) !== JSON.stringify(expected) && differences.length < 5) {
        const missing = expected.filter((id) => actual.indexOf(id) === -1).slice(0, 3);
        const extra = actual.filter((id) => expected.indexOf(id) === -1).slice(0, 3);
        differences.push(`${JSON.stringify(filter)}: missing ${JSON.stringify(records.filter((r) => missing.indexOf(r.id) !== -1))}, ` +
          `extra ${JSON.stringify(records.filter((r) => extra.indexOf(r.id) !== -1))}`);
      }
    }
    expect(differences).toEqual([]);
    expect(compared).toBeGreaterThan(1500);
    expect(matchedSome).toBeGreaterThan(500);
  });

  it('selects the same records walking (a lookup per record) and by sets, and a walk settles a page within its budget or gives up', () => {
    const random = new Random(11);
    const differences: string[] = [];
    let walked = 0;
    let givenUp = 0;
    for (let round = 0; round < 600; round++) {
      const filter = makeGroup(random, 0);
      let predicate: (record: object) => boolean;
      try {
        predicate = compileFilter(filter as unknown as ZnFilter);
      } catch {
        continue;
      }
      const expected = records.filter(predicate).map((record) => record.id);
      const selection = selectionOf(FORM, JSON.stringify({ form: FORM }), [filter]);
      const db = sandbox.store.db;
      const direction = round % 2 ? 'desc' : 'asc';
      const ordered = direction === 'desc' ? expected.slice().reverse() : expected;
      const offset = round % 3 === 0 ? 4 : 0;
      if (JSON.stringify(idsBySets(db, selection, direction)) !== JSON.stringify(ordered)) differences.push(`sets: ${JSON.stringify(filter)}`);
      if (JSON.stringify(idsByWalk(db, selection, direction)) !== JSON.stringify(ordered)) differences.push(`walk: ${JSON.stringify(filter)}`);
      // a walk of 60 of the form's records: a page that fills within them, else nothing
      const page = idsByWalk(db, selection, direction, 10, offset, 60);
      if (page === undefined) givenUp++;
      else {
        walked++;
        if (JSON.stringify(page) !== JSON.stringify(ordered.slice(offset, offset + 10))) differences.push(`page: ${JSON.stringify(filter)}`);
      }
    }
    expect(differences.slice(0, 5)).toEqual([]);
    expect(walked).toBeGreaterThan(50);
    expect(givenUp).toBeGreaterThan(50);
  });

  it('counts what it selects', () => {
    const filter = { or: [{ prefix: 'contains', attribute: 'a', value: 'e' }, { prefix: 'min', attribute: 'b', value: 10 }] };
    const selection = selectionOf(FORM, JSON.stringify({ form: FORM }), [filter]);
    expect(countRecords(sandbox.store.db, sandbox.store.values, selection)).toBe(records.filter(compileFilter(filter as ZnFilter)).length);
    // without a filter: the kept count, after the inserts, replaces and removes above
    const all = selectionOf(FORM, JSON.stringify({ form: FORM }), []);
    expect(countRecords(sandbox.store.db, sandbox.store.values, all)).toBe(records.length);
    expect(records.length).toBe(380);
  });

  ['s', 'n'].forEach((attribute) => {
    (['asc', 'desc'] as const).forEach((direction) => {
      it(`sorts on ${attribute} ${direction} as sortObjects does, paging included`, () => {
        const expected = sortObjects(records, [attribute], direction).map((record) => record.id);
        expect(sqlIds(undefined, [attribute], direction)).toEqual(expected);
        const selection = selectionOf(FORM, JSON.stringify({ form: FORM }), []);
        expect(recordIds(sandbox.store.db, sandbox.store.values, selection, [attribute], direction, 7, 30)).toEqual(expected.slice(30, 37));
      });
    });
  });

  it('sorts on two attributes as sortObjects does', () => {
    expect(sqlIds(undefined, ['n', 's'], 'desc')).toEqual(sortObjects(records, ['n', 's'], 'desc').map((record) => record.id));
  });

  it('keeps sorting right for records added after a sort (the empty rows of a complete attribute)', () => {
    sqlIds(undefined, ['s']);
    const added = sandbox.store.insert('FormRecords', SCOPE, { form: { id: FORM }, a: 'late' });
    const all = sandbox.store.list('FormRecords', SCOPE);
    expect(sqlIds(undefined, ['s'])).toEqual(sortObjects(all, ['s'], 'asc').map((record) => record.id));
    sandbox.store.remove('FormRecords', added.id);
    expect(sqlIds(undefined, ['s'])).toEqual(sortObjects(records, ['s'], 'asc').map((record) => record.id));
  });

  it('orders sort keys of letters, digits and spaces as the collator', () => {
    const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
    const texts = ['item 10', 'Item 9', 'item', 'a1', 'a01', 'A2', 'b', 'Ä', 'abc 2 x', 'abc 10 x', '10', '9', 'z'];
    texts.forEach((left) => texts.forEach((right) => {
      const byKey = Math.sign(sortKey(left) < sortKey(right) ? -1 : sortKey(left) > sortKey(right) ? 1 : 0);
      expect(`${left} ? ${right}: ${byKey}`).toBe(`${left} ? ${right}: ${Math.sign(collator.compare(left, right))}`);
    }));
  });

  it('indexes the records of a data folder written before the value index, once, when it is opened', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zn-sandbox-spec-'));
    try {
      const first = createSandbox({ dataDir, logError: () => undefined });
      const formFilter = { and: [{ prefix: 'min', attribute: 'id', value: 50 }] };
      const selection = () => selectionOf(2, JSON.stringify({ form: 2 }), [formFilter]);
      const expected = countRecords(first.store.db, first.store.values, selection());
      expect(expected).toBeGreaterThan(100);
      // as an earlier sandbox left it: no index rows, no counts, no index version
      first.db.exec("DELETE FROM record_values; DELETE FROM record_counts; DELETE FROM meta WHERE key = 'value_index'");
      first.close();
      const second = createSandbox({ dataDir, logError: () => undefined });
      expect(countRecords(second.store.db, second.store.values, selection())).toBe(expected);
      expect(second.store.values.count(2)).toBe(second.store.list('FormRecords', [{ attribute: 'form', id: 2 }]).length);
      second.close();
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  describe('plans', () => {
    const plan = (sql: string, ...params: unknown[]) =>
      (sandbox.store.db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...params) as Array<{ detail: string }>).map((row) => row.detail).join('\n');

    it('lists a collection through the scope index', () => {
      expect(plan("SELECT data FROM objects INDEXED BY objects_by_scope WHERE resource = ? AND scope = ? ORDER BY id", 'FormRecords', '{"form":7}'))
        .toMatch(/USING (COVERING )?INDEX objects_by_scope/);
    });

    it('finds linking records through the index on values, not a scan', () => {
      const explained = plan('SELECT l.lower, count(*) FROM record_values l INDEXED BY record_values_by_lower ' +
        "WHERE l.form = ? AND l.attribute = ? AND l.position = -1 AND l.kind = 1 AND l.lower IN (SELECT value FROM json_each(?)) GROUP BY l.lower",
      FORM, 'g', '["1","2"]');
      expect(explained).toMatch(/SEARCH l USING INDEX record_values_by_lower \(form=\? AND attribute=\? AND lower=\?\)/);
      expect(explained).not.toMatch(/SCAN l\b/);
    });

    it('sums linking records as presenting a summary does', () => {
      const totals = linkTotalsOf(sandbox.store.db, FORM, 'g', 'n', [1, 2, 3]);
      totals.forEach((row) => {
        // a link as the matcher reads it: { id } or a bare id (the API stores links as { id } only)
        const linkOf = (value: any) => (typeof value === 'number' ? value
          : value !== null && typeof value === 'object' && !Array.isArray(value) ? ('value' in value ? value.value : value.id) : undefined);
        const linking = records.filter((record) => linkOf(record.g) === Number(row.target));
        expect(row.links).toBe(linking.length);
        const numbers = linking.map((record) => record.n).filter((value): value is number => typeof value === 'number');
        expect(row.numbers).toBe(numbers.length);
      });
      expect(totals.length).toBeGreaterThan(0);
    });

    it('walks the sort index for a page sorted on one attribute', () => {
      sqlIds(undefined, ['s']);
      const explained = plan('SELECT s.record FROM record_values s INDEXED BY record_values_by_sort WHERE s.form = ? AND s.attribute = ? ' +
        'AND s.position = -1 AND (1) ORDER BY s.sort_num DESC, s.sort_text DESC, s.record DESC LIMIT 20 OFFSET 100', FORM, 's');
      expect(explained).toMatch(/SEARCH s USING (COVERING )?INDEX record_values_by_sort/);
      expect(explained).not.toMatch(/TEMP B-TREE/);
    });
  });
});
