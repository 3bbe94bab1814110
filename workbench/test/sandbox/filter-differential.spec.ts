// One definition of the records a filter selects (issue 41): over a real sandbox on 127.0.0.1,
// seeded random filters of every prefix, with rule and record values of every class that orders or
// matches differently in SQLite, JavaScript or a trigram index (astral characters, U+E000-U+FFFF,
// combining marks, `%` `_` `\`, long texts, numbers as text and long decimals, null), are sent as
// a list (in id order, sorted, and through the SQL alone), a count, a PUT and a DELETE by filter,
// with writes between rounds: every answer must be the records the matcher (znFilterMatcher,
// src/core/matcher) selects among the records a GET answers.
import { compileFilter, ZnFilter } from '#core';
import { Random } from '../../src/sandbox/seed/prng';
import { call, readAll, RunningSandbox, startSandbox } from './helpers';

const LONG = 'long text '.repeat(300);
/** Pieces texts are made of: each class that orders or matches differently somewhere. */
const PIECES = [
  'a', 'A', 'z', 'Z', 'm', ' ', '0', '9',
  // accents, composed and combining; case mappings that change length
  'é', 'e\u0301', 'E\u0301', 'İ', 'i\u0307', 'ß', 'SS',
  // U+E000-U+FFFF: private use, a ligature, fullwidth, the replacement character, the last
  '\uE000', '\uF8FF', '\uFB03', '\uFF21', '\uFFFD', '\uFFFF',
  // astral: two code units from U+D800 each
  '😀', '\u{1D518}', '\u{10000}', '\u{10FFFF}',
  // the last character before the surrogates
  '\uD7FF',
  // LIKE's and GLOB's and FTS5's special characters, quotes
  '%', '_', '\\', '*', '?', '[', '"', "'", '|',
  // numbers as text, money, long decimals, dates
  '12', '012', '1e3', '-5', '$1,234.50', '0.1', '1000000000', '1000000000.0000000001', '999999999.99999999', '1e400', '1e-400',
  '2024-02-29', '2024-03-01', '2024-02-29T10:00:00Z',
  'pilot', 'Pilot', 'emoji'
];
const CHOICES = ['a', 'A', '😀', '\uE000', 'é', 'e\u0301', '%', '12', '0.1', 'pilot'];
const NUMBERS = [0, 1, -5, 12, 0.1, 0.30000000000000004, 1000, 1000000000, 123456789.125, 1e15, -1e15, 999999999.9999999];
const DATES = ['2024-02-28', '2024-02-29', '2024-03-01', '2023-12-31', '2025-01-01'];
const PREFIXES = ['', 'not', 'contains', 'not-contains', 'starts-with', 'ends-with', 'min', 'max', 'min', 'max', 'in', 'not-in', 'not-validates'];
const RULES = ['alpha', 'alphaNumeric', 'emailAddress', 'numeric', 'zipCode'];
const ROUNDS = 4;
const FILTERS_A_ROUND = 25;
const RECORDS = 160;
const PAGE = 50;

/** A text of one to three pieces; now and then a long one. */
function text(random: Random): string {
  if (random.chance(0.03)) return LONG + random.pick(PIECES) + random.pick(PIECES);
  let result = '';
  for (let count = random.integer(1, 3); count > 0; count--) result += random.pick(PIECES);
  return result;
}

interface Fields {
  title: string;
  notes: string;
  amount: string;
  tags: string;
  due: string;
  link: string;
}

function recordOf(random: Random, fields: Fields): Record<string, unknown> {
  const record: Record<string, unknown> = {};
  const maybe = (key: string, value: () => unknown) => {
    const roll = random.next();
    // null, left out, or a value
    if (roll < 0.08) record[key] = null;
    else if (roll < 0.14) return;
    else record[key] = value();
  };
  maybe('name', () => text(random).slice(0, 500));
  maybe(fields.title, () => text(random));
  maybe(fields.notes, () => (random.chance(0.5) ? random.pick(PIECES) : text(random)));
  maybe(fields.amount, () => random.pick(NUMBERS));
  maybe(fields.tags, () => random.some(CHOICES, 0.25));
  maybe(fields.due, () => random.pick(DATES));
  return record;
}

/**
 * A rule value: a piece, a text, a record's text or its start or end (a bound between values, a
 * match), a number, null, piped texts.
 */
function ruleValue(random: Random, texts: string[]): unknown {
  const roll = random.next();
  if (roll < 0.2) return random.pick(PIECES);
  if (roll < 0.3) return text(random);
  if (roll < 0.65 && texts.length) {
    // cut at a character, never inside one: a lone surrogate is not a text anyone means
    const characters = Array.from(random.pick(texts));
    const cut = random.integer(1, characters.length);
    return random.chance(0.7) ? characters.slice(0, cut).join('') : characters.slice(characters.length - cut).join('');
  }
  if (roll < 0.75) return random.pick(NUMBERS);
  if (roll < 0.8) return null;
  return `${random.pick(PIECES)}|${random.pick(PIECES)}`;
}

function condition(random: Random, fields: Fields, texts: string[]): Record<string, unknown> {
  const attribute = random.pick(['name', fields.title, fields.title, fields.notes, fields.amount, fields.tags, fields.due]);
  const prefix = random.pick(PREFIXES);
  let value: unknown;
  if (prefix === 'in' || prefix === 'not-in') value = Array.from({ length: random.integer(1, 3) }, () => ruleValue(random, texts));
  else if (prefix === 'not-validates') value = random.pick(RULES);
  else if ((prefix === 'contains' || prefix === 'not-contains') && random.chance(0.2)) value = [ruleValue(random, texts), ruleValue(random, texts)];
  else if (attribute === fields.due && random.chance(0.6)) value = random.pick(DATES.concat(['2024-02', '2024', '2024-02-29T10:00:00Z']));
  else value = ruleValue(random, texts);
  return { prefix, attribute, value };
}

function filterOf(random: Random, fields: Fields, texts: string[]): Record<string, unknown> {
  const entries: unknown[] = Array.from({ length: random.integer(1, 2) }, () => condition(random, fields, texts));
  if (random.chance(0.25)) entries.push({ or: [condition(random, fields, texts), condition(random, fields, texts)] });
  if (random.chance(0.2)) {
    // a range on one attribute, both bounds of one class
    const attribute = random.pick([fields.title, 'name', fields.amount]);
    const [low, high] = [ruleValue(random, texts), ruleValue(random, texts)].map(String).sort();
    entries.push({ prefix: 'min', attribute, value: low }, { prefix: 'max', attribute, value: high });
  }
  return random.chance(0.15) ? { or: entries } : { and: entries };
}

describe('sandbox: GET, count, PUT and DELETE by filter select the records the matcher selects', () => {
  let running: RunningSandbox;
  let form: number;
  let fields: Fields;
  const path = () => `/v1/forms/${form}/records`;

  beforeAll(async () => {
    running = await startSandbox();
    const created = await call(running, 'POST', '/v1/forms', { body: { name: 'Values', workspace: { id: 1 } } });
    form = created.body.data.id;
    const field = async (label: string, type: string, properties?: Record<string, unknown>) => {
      const answer = await call(running, 'POST', `/v1/forms/${form}/fields`, { body: { label, type, ...(properties ? { settings: { properties } } : {}) } });
      expect(answer.status).withContext(answer.text).toBe(200);
      return `field${answer.body.data.id}`;
    };
    fields = {
      title: await field('Title', 'text-input'),
      notes: await field('Notes', 'text-area'),
      amount: await field('Amount', 'numeric'),
      tags: await field('Tags', 'checkbox', { choices: Object.fromEntries(CHOICES.map((choice) => [choice, choice])) }),
      due: await field('Due', 'date-picker'),
      link: await field('Link', 'linked', { linkedForm: form })
    };
  });
  afterAll(async () => { await running.stop(); });

  it('in every round of random filters and writes', async () => {
    const random = new Random(41);
    const post = async (records: unknown[]) => {
      const answer = await call(running, 'POST', path(), { body: records });
      expect(answer.status).withContext(answer.text).toBe(200);
    };
    await post(Array.from({ length: RECORDS }, () => recordOf(random, fields)));
    // the same filter, answered without the form's columns: a subfilter that leaves every record in
    const bySql = (filter: unknown) => ({ and: [filter, { prefix: 'not', attribute: fields.link, filter: { and: [{ prefix: '', attribute: 'id', value: 0 }] } }] });
    const mismatches: string[] = [];
    const compare = (what: string, filter: unknown, got: unknown, want: unknown) => {
      if (JSON.stringify(got) !== JSON.stringify(want) && mismatches.length < 8) {
        mismatches.push(`${what} ${JSON.stringify(filter)}: got ${JSON.stringify(got).slice(0, 300)}, the matcher ${JSON.stringify(want).slice(0, 300)}`);
      }
    };
    /** How many filters selected no record, some, every one. */
    const selecting = { none: 0, some: 0, all: 0 };
    let deleted = 0;
    let changed = 0;
    for (let round = 0; round < ROUNDS; round++) {
      let records = await readAll(running, path());
      let writes = 0;
      const texts = records.flatMap((record) => [record.name, record[fields.title], record[fields.notes]]).filter((value) => typeof value === 'string' && value !== '');
      for (let index = 0; index < FILTERS_A_ROUND; index++) {
        const filter = filterOf(random, fields, texts);
        const query = `filter=${encodeURIComponent(JSON.stringify(filter))}`;
        const want = records.filter(compileFilter(filter as unknown as ZnFilter)).map((record) => record.id);
        selecting[want.length === 0 ? 'none' : want.length === records.length ? 'all' : 'some']++;
        const list = await call(running, 'GET', `${path()}?${query}&limit=${PAGE}&attributes=id`);
        expect(list.status).withContext(`${list.text} ${JSON.stringify(filter)}`).toBe(200);
        compare('GET', filter, { total: list.body.totalCount, ids: list.body.data.map((record: any) => record.id) }, { total: want.length, ids: want.slice(0, PAGE) });
        compare('count', filter, (await call(running, 'GET', `${path()}/count?${query}`)).body.totalCount, want.length);
        const sorted = await call(running, 'GET', `${path()}?${query}&limit=${PAGE}&attributes=id&sort=${random.pick([fields.title, fields.amount, 'name'])}&direction=desc`);
        const page = sorted.body.data.map((record: any) => record.id).sort((a: number, b: number) => a - b);
        compare('GET sorted', filter, { total: sorted.body.totalCount, within: page.every((id: number) => want.indexOf(id) !== -1), size: page.length },
          { total: want.length, within: true, size: Math.min(PAGE, want.length) });
        const inSql = `filter=${encodeURIComponent(JSON.stringify(bySql(filter)))}`;
        const listInSql = await call(running, 'GET', `${path()}?${inSql}&limit=${PAGE}&attributes=id`);
        compare('GET in SQL', filter, { total: listInSql.body.totalCount, ids: listInSql.body.data.map((record: any) => record.id) }, { total: want.length, ids: want.slice(0, PAGE) });
        const put = await call(running, 'PUT', `${path()}?${query}&validate_only=true`, { body: {} });
        compare('PUT', filter, put.body.data, want);
        // a few of them for real: a PUT, then a DELETE (its records come back as new ones)
        if (want.length > 0 && want.length <= 12 && writes < 2) {
          writes++;
          const marked = text(random);
          compare('PUT, written', filter, (await call(running, 'PUT', `${path()}?${query}`, { body: { [fields.notes]: marked } })).body.data, want);
          records.forEach((record) => { if (want.indexOf(record.id) !== -1) record[fields.notes] = marked; });
          changed += want.length;
          const rewant = records.filter(compileFilter(filter as unknown as ZnFilter)).map((record) => record.id);
          if (rewant.length > 0) {
            const removed = await call(running, 'DELETE', `${path()}?${query}`);
            compare('DELETE', filter, removed.body.data, rewant);
            deleted += rewant.length;
            await post(rewant.map(() => recordOf(random, fields)));
          }
          records = await readAll(running, path());
        }
      }
      // writes between rounds: new records, changed ones, removed ones
      await post(Array.from({ length: 20 }, () => recordOf(random, fields)));
      for (const record of random.some(records, 0.08)) {
        await call(running, 'PUT', `${path()}/${record.id}`, { body: recordOf(random, fields) });
      }
      for (const record of random.some(records, 0.04)) await call(running, 'DELETE', `${path()}/${record.id}`);
    }
    expect(mismatches).toEqual([]);
    // the filters told records apart, and the rounds wrote by filter
    expect(selecting.some).toBeGreaterThan(ROUNDS * FILTERS_A_ROUND / 4);
    expect(selecting.none).toBeGreaterThan(0);
    expect(changed).toBeGreaterThan(0);
    expect(deleted).toBeGreaterThan(0);
    expect(running.faults).toEqual([]);
  }, 90000); // a few seconds on a quiet machine; many more when the machine is shared
});
