// The form's columns (record-columns.ts): filters tested in memory on the values the matcher
// reads, kept in step with every write (a write rolled back included), so counts and pages from
// them are the matcher's answers (znFilterMatcher, src/core/matcher) over the stored records.
import { createSandbox, Sandbox } from '../../src/sandbox/app';
import { JsonObject, StoredObject } from '../../src/sandbox/store';
import { compileFilter, ZnFilter } from '#core';
import { countAndPage, countRecords, recordIds, selectionOf } from '../../src/sandbox/query/sql-select';
import { MAX_RECORDS, recordColumnsOf } from '../../src/sandbox/query/record-columns';

const FORM = 4;
const SCOPE = [{ attribute: 'form', id: FORM }];
const SCOPE_KEY = JSON.stringify({ form: FORM });

describe('sandbox: filters tested on the form\'s columns', () => {
  let sandbox: Sandbox;
  const db = () => sandbox.store.db;
  const values = () => sandbox.store.values;
  const selection = (filter: unknown) => selectionOf(FORM, SCOPE_KEY, [filter]);
  const insert = (record: JsonObject) => sandbox.store.insert('FormRecords', SCOPE, { form: { id: FORM }, ...record });
  /** What the matcher selects among the stored records, by id. */
  const expected = (filter: unknown) => sandbox.store.list('FormRecords', SCOPE).filter(compileFilter(filter as ZnFilter)).map((record) => record.id);
  const counted = (filter: unknown) => countRecords(db(), values(), selection(filter));
  const all = (filter: unknown) => recordIds(db(), values(), selection(filter), [], 'asc');

  beforeEach(() => {
    sandbox = createSandbox({ dbFile: ':memory:', seed: false, logError: () => undefined });
  });
  afterEach(() => sandbox.close());

  it('tests a value as the matcher does, whatever its type: numbers, text, booleans, objects, lists, nested and odd keys', () => {
    insert({ amount: 10, flag: true, owner: { id: 3 }, choice: { value: 'Won', id: 9 }, tags: ['a', 2], 'say "hi"': 'yes', ['__proto__']: 'p' });
    insert({ amount: '10.0', flag: 'TRUE', owner: { id: '3' }, choice: 'won', tags: [], 'say "hi"': 'no' });
    insert({ amount: '$1,000.50', flag: false, owner: null, choice: { id: 'won' }, tags: 'a' });
    insert({ amount: null, name: 'empty' });
    insert({});
    const filters: unknown[] = [
      { and: [{ prefix: '', attribute: 'amount', value: '10' }] },
      { and: [{ prefix: 'min', attribute: 'amount', value: 11 }] },
      { and: [{ prefix: 'max', attribute: 'amount', value: '10' }] },
      { and: [{ prefix: '', attribute: 'amount', value: '' }] },
      { and: [{ prefix: '', attribute: 'flag', value: true }] },
      { and: [{ prefix: 'not', attribute: 'flag', value: 'false' }] },
      { and: [{ prefix: '', attribute: 'owner.id', value: 3 }] },
      { and: [{ prefix: 'in', attribute: 'choice', value: ['WON', 'lost'] }] },
      { and: [{ prefix: 'contains', attribute: 'tags', value: '2' }] },
      { and: [{ prefix: 'in', attribute: 'tags', value: ['a'] }] },
      { and: [{ prefix: 'not-contains', attribute: 'tags', value: 'a' }] },
      { and: [{ prefix: '', attribute: 'say "hi"', value: 'YES' }] },
      { and: [{ prefix: '', attribute: '__proto__', value: 'p' }] },
      { or: [{ prefix: 'starts-with', attribute: 'name', value: 'emp' }, { prefix: 'min', attribute: 'amount', value: 500 }] },
      { and: [{ prefix: 'not', attribute: 'choice', value: 'won' }, { or: [] }] }
    ];
    filters.forEach((filter) => {
      const want = expected(filter);
      expect(counted(filter)).withContext(JSON.stringify(filter)).toBe(want.length);
      expect(all(filter)).withContext(JSON.stringify(filter)).toEqual(want);
      expect(countAndPage(db(), values(), selection(filter), [], 'desc', 2, 0))
        .withContext(JSON.stringify(filter)).toEqual({ totalCount: want.length, ids: want.slice().reverse().slice(0, 2) });
    });
    // the columns answered (outside a transaction, a small form)
    expect(recordColumnsOf(db()).testOf(FORM, SCOPE_KEY, 5, selection(filters[0]).groups)).toBeDefined();
  });

  it('follows every write: a new record, a change, a removal, many in one transaction, one rolled back', () => {
    const won = { and: [{ prefix: '', attribute: 'stage', value: 'won' }, { prefix: 'min', attribute: 'amount', value: 100 }] };
    const first = insert({ stage: 'won', amount: 150 });
    insert({ stage: 'lost', amount: 500 });
    expect(all(won)).toEqual([first.id]);
    const second = insert({ stage: 'Won', amount: '200' });
    expect(all(won)).toEqual([first.id, second.id]);
    sandbox.store.replace('FormRecords', { ...first, amount: 50 } as StoredObject);
    expect(all(won)).toEqual([second.id]);
    sandbox.store.remove('FormRecords', second.id);
    expect(counted(won)).toBe(0);
    const many: StoredObject[] = sandbox.store.transaction(() => [1, 2, 3].map((index) => insert({ stage: 'won', amount: 100 * index })));
    expect(all(won)).toEqual(many.map((record) => record.id));
    expect(() => sandbox.store.transaction(() => {
      insert({ stage: 'won', amount: 1000 });
      sandbox.store.replace('FormRecords', { ...many[0], stage: 'lost' } as StoredObject);
      // read inside the transaction: its own writes, from SQLite (no columns there)
      expect(all(won)).toEqual(many.slice(1).map((record) => record.id).concat([many[2].id + 1]));
      throw new Error('rolled back');
    })).toThrowError('rolled back');
    expect(all(won)).toEqual(many.map((record) => record.id));
    expect(all(won)).toEqual(expected(won));
  });

  it('estimates how many records pass a condition from a sample (every record of a form under twice its size)', () => {
    for (let index = 0; index < 2000; index++) insert({ stage: index % 4 === 0 ? 'won' : 'lost', amount: index });
    const filter = { and: [{ prefix: '', attribute: 'stage', value: 'won' }, { prefix: 'min', attribute: 'amount', value: 1990 }] };
    const columns = recordColumnsOf(db()).testOf(FORM, SCOPE_KEY, 2000, selection(filter).groups)!;
    const [won, least] = selection(filter).groups[0].entries;
    // 2,000 records, under twice the sample of 1,024: every one is read
    expect(columns.estimate([won])).toBe(500);
    expect(columns.estimate([won, least])).toBeLessThan(20);
    expect(columns.estimate([])).toBe(2000);
    expect(counted(filter)).toBe(expected(filter).length);
  });

  it('forgets a removed form, and keeps no columns past MAX_RECORDS records or inside a transaction that wrote the form', () => {
    const filter = { and: [{ prefix: '', attribute: 'stage', value: 'won' }] };
    insert({ stage: 'won' });
    expect(counted(filter)).toBe(1);
    sandbox.store.removeChildren('FormRecords', 'form', FORM);
    expect(counted(filter)).toBe(0);
    insert({ stage: 'won' });
    expect(counted(filter)).toBe(1);
    const columns = recordColumnsOf(db());
    const groups = selection(filter).groups;
    expect(columns.testOf(FORM, SCOPE_KEY, MAX_RECORDS + 1, groups)).toBeUndefined();
    // a transaction reads what is committed until it writes the form (a PUT or DELETE by filter choosing its records)
    sandbox.store.transaction(() => {
      expect(columns.testOf(FORM, SCOPE_KEY, 1, groups)).toBeDefined();
      insert({ stage: 'won' });
      expect(columns.testOf(FORM, SCOPE_KEY, 2, groups)).toBeUndefined();
      expect(counted(filter)).toBe(2);
    });
    expect(columns.testOf(FORM, SCOPE_KEY, 2, groups)).toBeDefined();
    expect(() => sandbox.store.transaction(() => {
      sandbox.store.removeChildren('FormRecords', 'form', FORM);
      expect(columns.testOf(FORM, SCOPE_KEY, 0, groups)).toBeUndefined();
      throw new Error('rolled back');
    })).toThrowError('rolled back');
    expect(counted(filter)).toBe(2);
    expect(all(filter)).toEqual(expected(filter));
  });

  it('answers a PUT or DELETE by filter on the columns, as the list with the same filter, unless the transaction wrote the form', () => {
    const filter = { and: [{ prefix: 'min', attribute: 'amount', value: 10 }] };
    for (let index = 0; index < 30; index++) insert({ amount: index });
    const columns = recordColumnsOf(db());
    const spy = spyOn(columns, 'testOf').and.callThrough();
    const chosen = sandbox.store.transaction(() => all(filter));
    expect(chosen).toEqual(expected(filter));
    expect(spy.calls.mostRecent().returnValue).toBeDefined();
    sandbox.store.transaction(() => {
      insert({ amount: 50 });
      expect(all(filter)).toEqual(expected(filter));
      expect(spy.calls.mostRecent().returnValue).toBeUndefined();
    });
  });
});
