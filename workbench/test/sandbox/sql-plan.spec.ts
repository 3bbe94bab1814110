// A selective filter starts from its most selective condition, read from an index (sql-plan.ts):
// numbers and texts by range, choices by their values, `contains` through a trigram table. Its
// answers must be the matcher's (znFilterMatcher, src/core/matcher): seeded records of the kinds
// forms hold and seeded filters of every operator the plan starts from run through both.
import { createSandbox, Sandbox } from '../../src/sandbox/app';
import { Random } from '../../src/sandbox/seed/prng';
import { JsonObject, StoredObject } from '../../src/sandbox/store';
import { compileFilter, parseFilter, ParsedCondition, sortObjects, ZnFilter } from '#core';
import { countAndPage, countRecords, recordIds, selectionOf } from '../../src/sandbox/query/sql-select';
import { choosePlan, driversOf } from '../../src/sandbox/query/sql-plan';
import { textSearchOf } from '../../src/sandbox/query/text-search';

const FORM = 9;
const SCOPE = [{ attribute: 'form', id: FORM }];
const STAGES = ['won', 'Won', 'lost', 'lead', 'WON', ''];
const WORDS = ['pilot', 'Pilot', 'renewal', 'straße', 'Éclair', 'say "hi"', 'x', 'ab', 'İstanbul', '50%', 'a_b'];
const TAGS = ['urgent', 'Urgent', 'partner', 'new', 12];

function amount(random: Random): unknown {
  const roll = random.next();
  if (roll < 0.6) return random.integer(0, 2000) / 4;
  if (roll < 0.7) return String(random.integer(0, 500));
  if (roll < 0.75) return `$${random.integer(1, 9)},${random.integer(100, 999)}.50`;
  if (roll < 0.8) return 'n/a';
  if (roll < 0.9) return '';
  return null;
}

function makeRecord(random: Random, index: number): JsonObject {
  const record: JsonObject = { name: `Deal ${index}` };
  if (random.chance(0.9)) record.amount = amount(random);
  if (random.chance(0.9)) record.close = random.chance(0.9) ? `202${random.integer(0, 4)}-0${random.integer(1, 9)}-1${random.integer(0, 9)}` : '';
  if (random.chance(0.9)) record.stage = random.pick(STAGES);
  if (random.chance(0.9)) record.title = `Deal ${index} ${random.pick(WORDS)}${random.chance(0.3) ? ' ' + random.pick(WORDS) : ''}`;
  if (random.chance(0.7)) record.tags = TAGS.filter(() => random.chance(0.3));
  if (random.chance(0.5)) record.owner = { id: random.integer(1, 6) };
  // sortable as sortObjects orders: numbers; text of letters, digits and spaces
  if (random.chance(0.9)) record.n = random.integer(0, 40);
  if (random.chance(0.9)) record.s = random.pick(['alpha', 'Beta', 'item 2', 'item 10', 'zeta', '']);
  return record;
}

function condition(random: Random, size: number): JsonObject {
  switch (random.integer(0, 9)) {
    case 0: return { prefix: 'min', attribute: 'amount', value: random.chance(0.8) ? random.integer(0, 500) : `${random.integer(0, 500)}|${random.integer(0, 500)}` };
    case 1: return { prefix: 'max', attribute: 'amount', value: random.chance(0.8) ? random.integer(0, 500) : random.pick(['n/a', '$2,000', '']) };
    case 2: return { prefix: random.pick(['min', 'max']), attribute: 'close', value: `202${random.integer(0, 4)}-0${random.integer(1, 9)}-15` };
    case 3: return { prefix: '', attribute: 'stage', value: random.chance(0.8) ? random.pick(STAGES) : 'won|lead' };
    case 4: return { prefix: 'in', attribute: random.pick(['stage', 'tags']), value: [random.pick(STAGES), random.pick(TAGS)] };
    case 5: return { prefix: 'contains', attribute: random.pick(['title', 'title', 'tags']), value: random.pick(WORDS.concat(TAGS.map(String))) };
    case 6: return { prefix: 'contains', attribute: 'title', value: random.chance(0.5) ? [random.pick(WORDS), 'Deal'] : `${random.pick(WORDS)}|Deal ${random.integer(0, size)} ` };
    case 7: return { prefix: '', attribute: 'name', value: `deal ${random.integer(0, size)}` };
    case 8: return { prefix: random.pick(['', 'in']), attribute: 'owner.id', value: random.chance(0.5) ? random.integer(1, 6) : [random.integer(1, 6), 3] };
    default: return { prefix: random.pick(['not', 'starts-with', 'not-contains']), attribute: 'title', value: random.pick(WORDS) };
  }
}

function makeFilter(random: Random, size: number): JsonObject {
  const entries: JsonObject[] = Array.from({ length: random.integer(1, 3) }, () => condition(random, size));
  if (random.chance(0.3)) entries.push({ and: [condition(random, size), condition(random, size)] });
  if (random.chance(0.15)) entries.push({ or: [condition(random, size), condition(random, size)] });
  if (random.chance(0.2)) {
    // a range on one attribute
    const low = random.integer(0, 400);
    entries.push({ prefix: 'min', attribute: 'amount', value: low }, { prefix: 'max', attribute: 'amount', value: low + random.integer(0, 60) });
  }
  return { and: entries };
}

describe('sandbox: a selective filter starts from its most selective condition', () => {
  let sandbox: Sandbox;
  let records: StoredObject[];
  const db = () => sandbox.store.db;
  const selection = (filter: unknown) => selectionOf(FORM, JSON.stringify({ form: FORM }), [filter]);

  beforeAll(() => {
    sandbox = createSandbox({ dbFile: ':memory:', seed: false, logError: () => undefined });
    const random = new Random(33);
    sandbox.store.transaction(() => {
      for (let index = 0; index < 600; index++) sandbox.store.insert('FormRecords', SCOPE, { form: { id: FORM }, ...makeRecord(random, index) });
    });
    records = sandbox.store.list('FormRecords', SCOPE);
  });

  afterAll(() => sandbox.close());

  /** Runs seeded filters through the plan and the matcher; the differences found. */
  function compare(seed: number, rounds: number): { differences: string[]; planned: number; compared: number } {
    const random = new Random(seed);
    const differences: string[] = [];
    let planned = 0;
    let compared = 0;
    for (let round = 0; round < rounds; round++) {
      const filter = makeFilter(random, records.length);
      let predicate: (record: object) => boolean;
      try {
        predicate = compileFilter(filter as unknown as ZnFilter);
      } catch {
        continue;
      }
      compared++;
      const matching = records.filter(predicate);
      const ids = matching.map((record) => record.id);
      const direction = round % 2 ? 'desc' : 'asc';
      const picked = selection(filter);
      const say = (what: string, actual: unknown, expected: unknown) => {
        if (JSON.stringify(actual) !== JSON.stringify(expected)) differences.push(`${what} ${JSON.stringify(filter)}: ${JSON.stringify(actual)} for ${JSON.stringify(expected)}`);
      };
      const inOrder = direction === 'desc' ? ids.slice().reverse() : ids;
      // first, while its count is not kept: a selective plan runs once for the count and the page
      const first = selection(filter);
      say('count and page', countAndPage(db(), sandbox.store.values, first, [], direction, 5, 2), { totalCount: ids.length, ids: inOrder.slice(2, 7) });
      if (first.plan) planned++;
      say('count', countRecords(db(), sandbox.store.values, picked), ids.length);
      say('ids', recordIds(db(), sandbox.store.values, picked, [], direction), inOrder);
      say('page', recordIds(db(), sandbox.store.values, picked, ['id'], 'asc', 5, 2), ids.slice(2, 7));
      const sort = round % 3 ? ['n'] : ['s', 'n'];
      say('sorted', recordIds(db(), sandbox.store.values, picked, sort, direction, 8, 1),
        sortObjects(matching, sort, direction).slice(1, 9).map((record) => record.id));
    }
    return { differences, planned, compared };
  }

  it('answers as the matcher for seeded filters of min/max on numbers and dates, equality, in, contains and their and', () => {
    const { differences, planned, compared } = compare(2026, 600);
    expect(differences.slice(0, 5)).toEqual([]);
    expect(compared).toBeGreaterThan(500);
    expect(planned).toBeGreaterThan(300);
  });

  it('answers as the matcher in SQL alone: inside a transaction, where the form has no columns (record-columns.ts)', () => {
    const { differences, planned, compared } = db().transaction(() => compare(2027, 300))();
    expect(differences.slice(0, 5)).toEqual([]);
    expect(compared).toBeGreaterThan(250);
    expect(planned).toBeGreaterThan(150);
  });

  it('counts as the matcher from a start that is not selective (the plan for counts only)', () => {
    const random = new Random(4);
    let counted = 0;
    const differences: string[] = [];
    for (let round = 0; round < 300; round++) {
      const filter = makeFilter(random, records.length);
      let predicate: (record: object) => boolean;
      try {
        predicate = compileFilter(filter as unknown as ZnFilter);
      } catch {
        continue;
      }
      // a probe limit of 1: no start is selective
      const plan = choosePlan(db(), selection(filter).groups, FORM, textSearchOf(db()), 1);
      if (!plan) continue;
      counted++;
      const count = db().prepare(`SELECT count(*) FROM (${plan.driver.sql}) d WHERE ${plan.rest.sql}`).pluck()
        .get(...plan.driver.params, ...plan.rest.params);
      if (count !== records.filter(predicate).length) differences.push(JSON.stringify(filter));
    }
    expect(differences.slice(0, 5)).toEqual([]);
    expect(counted).toBeGreaterThan(100);
  });

  it('follows writes in every index it reads, the trigram tables included', () => {
    const contains = { and: [{ prefix: 'contains', attribute: 'title', value: 'Renewal' }] };
    const count = () => countRecords(db(), sandbox.store.values, selection(contains));
    expect(count()).toBe(0);
    const added = sandbox.store.insert('FormRecords', SCOPE, { form: { id: FORM }, title: 'a Renewal', amount: 7777, close: '2031-01-01' });
    expect(count()).toBe(1);
    sandbox.store.replace('FormRecords', { ...added, title: 'renewal' } as StoredObject);
    expect(count()).toBe(0);
    sandbox.store.replace('FormRecords', { ...added, title: 'Renewal again' } as StoredObject);
    expect(recordIds(db(), sandbox.store.values, selection({ and: [{ prefix: 'min', attribute: 'amount', value: 7000 }, contains] }), [], 'asc'))
      .toEqual([added.id]);
    sandbox.store.remove('FormRecords', added.id);
    expect(count()).toBe(0);
    expect(compare(7, 150).differences.slice(0, 5)).toEqual([]);
  });

  it('starts from the condition fewest records pass, and from none when no condition is selective', () => {
    const groups = (filter: unknown) => [parseFilter(filter, { subfiltering: false, dynamicValues: false, collectionRules: false }, null)];
    const filter = { and: [{ prefix: '', attribute: 'stage', value: 'won' }, { prefix: '', attribute: 'name', value: 'Deal 5' },
      { prefix: 'min', attribute: 'amount', value: 0 }, { prefix: 'not', attribute: 'stage', value: 'lost' }] };
    // not: an empty value passes it, so it cannot start a plan
    expect(driversOf(groups(filter), FORM, textSearchOf(db())).length).toBe(3);
    const plan = choosePlan(db(), groups(filter), FORM, textSearchOf(db()));
    expect(plan!.driver.conditions.map((entry) => (entry as ParsedCondition).path.join('.'))).toEqual(['name']);
    expect(plan!.selective).toBe(true);
    // none under the limit: a plan for the count only, from the smallest exact start
    const counting = choosePlan(db(), groups({ and: [filter.and[0], filter.and[2]] }), FORM, textSearchOf(db()), 20)!;
    expect([counting.selective, (counting.driver.conditions[0] as ParsedCondition).path.join('.')]).toEqual([false, 'stage']);
    expect(choosePlan(db(), groups({ and: [{ prefix: 'not', attribute: 'stage', value: 'won' }] }), FORM, textSearchOf(db()))).toBeUndefined();
    // an `or` of conditions that each start (`?name=a|b` is one): their union
    const either = choosePlan(db(), groups({ and: [filter.and[0], { or: [filter.and[1], { prefix: '', attribute: 'name', value: 'Deal 7' }] }] }),
      FORM, textSearchOf(db()));
    expect([either!.selective, either!.driver.conditions[0].kind]).toEqual([true, 'group']);
    expect(countRecords(db(), sandbox.store.values, selection({ and: [{ or: [{ prefix: '', attribute: 'name', value: 'Deal 5' },
      { prefix: '', attribute: 'name', value: 'Deal 7' }] }] }))).toBe(2);
    // values in common (won, Won): each record once
    [[['won'], ['Won']], [['won', 'lost'], ['lead']], [['won'], ['lost', 'WON']]].forEach(([first, second]) => {
      const either2 = { and: [{ or: [{ prefix: '', attribute: 'stage', value: first.join('|') }, { prefix: '', attribute: 'stage', value: second.join('|') }] }] };
      expect(countRecords(db(), sandbox.store.values, selection(either2))).toBe(records.filter(compileFilter(either2 as unknown as ZnFilter)).length);
    });
    // one exact condition alone: counted in its index whatever its size
    const whole = choosePlan(db(), groups({ and: [filter.and[0]] }), FORM, textSearchOf(db()), 20)!;
    expect([whole.selective, whole.rest.sql]).toEqual([false, '1']);
  });

  it('reads each start through its index (EXPLAIN QUERY PLAN)', () => {
    const groups = [parseFilter({ and: [{ prefix: 'min', attribute: 'amount', value: 3 }, { prefix: 'max', attribute: 'close', value: '2022-01-01' },
      { prefix: 'in', attribute: 'stage', value: ['won'] }, { prefix: 'contains', attribute: 'title', value: 'pilot' }] },
    { subfiltering: false, dynamicValues: false, collectionRules: false }, null)];
    const details = driversOf(groups, FORM, textSearchOf(db())).map((driver) =>
      (db().prepare(`EXPLAIN QUERY PLAN ${driver.sql}`).all(...driver.params) as Array<{ detail: string }>).map((row) => row.detail).join(' '));
    expect(details.length).toBe(4);
    expect(details[0]).toMatch(/record_values_by_lower/);
    expect(details[1]).toMatch(/VIRTUAL TABLE INDEX/);
    expect(details.some((detail) => /record_values_by_num \(form=\? AND attribute=\? AND num>\?\)/.test(detail))).toBe(true);
    expect(details.some((detail) => /record_values_by_text \(form=\? AND attribute=\? AND text<\?\)/.test(detail))).toBe(true);
    // a record's lookups (the walk, the rest of a plan) go by its row, never through a range of numbers or texts
    const walk = selection({ and: [{ prefix: 'min', attribute: 'amount', value: 3 }, { prefix: 'max', attribute: 'close', value: '2022-01-01' }] }).walk;
    const walked = (db().prepare(`EXPLAIN QUERY PLAN SELECT o.id FROM objects o WHERE ${walk.sql}`).all(...walk.params) as Array<{ detail: string }>)
      .map((row) => row.detail).join(' ');
    expect(walked).not.toMatch(/record_values_by_(num|text)/);
    expect(walked).toMatch(/PRIMARY KEY \(form=\? AND attribute=\? AND record=\? AND position=\?\)/);
  });
});
