// A PUT or DELETE by filter changes exactly the records a GET with the same filter lists, and both
// are the records the matcher selects (issue 41): `min`/`max` compare text in UTF-16 code units
// (docs/filter-matcher.md), where SQLite orders UTF-8 bytes (U+E000-U+FFFF against astral
// characters), and numbers as decimals of any length, where the value index holds doubles.
import fs from 'fs';
import os from 'os';
import path from 'path';
import { compileFilter, ZnFilter } from '#core';
import { createSandbox } from '../../src/sandbox/app';
import { recordIds, selectionOf } from '../../src/sandbox/query/sql-select';
import { call, readAll, RunningSandbox, startSandbox } from './helpers';

const NAMES = ['a', 'z', '\uD7FF', '\uE000', '\uFB03', '\uFFFD', '😀', '😃', '😀 emoji 😀', '\u{1D518}', '\u{10FFFF}'];

describe('sandbox: writes by filter change what reads with that filter select', () => {
  let running: RunningSandbox;
  let form: number;
  let text: string;
  let when: string;
  const path = () => `/v1/forms/${form}/records`;

  beforeAll(async () => {
    running = await startSandbox();
    form = (await call(running, 'POST', '/v1/forms', { body: { name: 'Orders', workspace: { id: 1 } } })).body.data.id;
    text = `field${(await call(running, 'POST', `/v1/forms/${form}/fields`, { body: { label: 'Code', type: 'text-input' } })).body.data.id}`;
    when = `field${(await call(running, 'POST', `/v1/forms/${form}/fields`, { body: { label: 'When', type: 'text-input' } })).body.data.id}`;
  });
  afterAll(async () => { await running.stop(); });

  /** Replaces the form's records with these. */
  async function store(records: Array<Record<string, unknown>>): Promise<void> {
    await call(running, 'DELETE', `${path()}?min-id=1`);
    expect((await call(running, 'POST', path(), { body: records })).status).toBe(200);
  }

  /**
   * What the list, the count, a PUT by filter (checked, then written) and a DELETE by filter select,
   * by a value of each record (`key`), with what the matcher selects among the records listed.
   */
  async function selected(filter: unknown, key: string): Promise<Record<string, unknown[]>> {
    const query = `filter=${encodeURIComponent(JSON.stringify(filter))}`;
    const records = await readAll(running, path());
    const valueOf = (ids: number[]) => records.filter((record) => ids.indexOf(record.id) !== -1).map((record) => record[key]);
    const listed = (await readAll(running, `${path()}?${query}`)).map((record) => record.id);
    const counted = (await call(running, 'GET', `${path()}/count?${query}`)).body.totalCount;
    const checked = (await call(running, 'PUT', `${path()}?${query}&validate_only=true`, { body: {} })).body.data;
    // the filters here read other attributes than the one the PUT writes: the DELETE selects the same records
    const written = (await call(running, 'PUT', `${path()}?${query}`, { body: { name: 'changed' } })).body.data;
    const removed = (await call(running, 'DELETE', `${path()}?${query}`)).body.data;
    return {
      matcher: valueOf(records.filter(compileFilter(filter as ZnFilter)).map((record) => record.id)),
      listed: valueOf(listed), counted: [counted], checked: valueOf(checked), written: valueOf(written), removed: valueOf(removed)
    };
  }

  /** What `selected` answers when every reading agrees with `expected`. */
  function agreeing(expected: unknown[]): Record<string, unknown[]> {
    return { matcher: expected, listed: expected, counted: [expected.length], checked: expected, written: expected, removed: expected };
  }

  it('min on a name of an astral character: the characters from U+E000 on and the astral ones at least it', async () => {
    await store(NAMES.map((name) => ({ name, [text]: name })));
    expect(await selected({ and: [{ prefix: 'min', attribute: text, value: '😀' }] }, text))
      .toEqual(agreeing(['\uE000', '\uFB03', '\uFFFD', '😀', '😃', '😀 emoji 😀', '\u{10FFFF}']));
  });

  it('min and max of U+E000: no astral character is at least it, every one is at most it', async () => {
    await store(NAMES.map((name) => ({ name, [text]: name })));
    expect(await selected({ and: [{ prefix: 'min', attribute: text, value: '\uE000' }] }, text))
      .toEqual(agreeing(['\uE000', '\uFB03', '\uFFFD']));
    await store(NAMES.map((name) => ({ name, [text]: name })));
    expect(await selected({ and: [{ prefix: 'max', attribute: text, value: '\uE000' }] }, text))
      .toEqual(agreeing(['a', 'z', '\uD7FF', '\uE000', '😀', '😃', '😀 emoji 😀', '\u{1D518}', '\u{10FFFF}']));
  });

  it('a range of text on a form of hundreds of records, started from the index of texts', async () => {
    // one record in ten has a code at least the bound (the plan starts from those)
    const codes = ['😀 emoji 😀', '😀 emoji 😀 more', '\uFB03 office', '\uE000 private'];
    const records = Array.from({ length: 300 }, (unused, index) => ({
      name: `order ${index}`,
      [text]: index % 10 === 0 ? codes[(index / 10) % codes.length] : index % 2 ? 'plain' : '\u{1D518} math',
      [when]: index % 3 === 0 ? `2024-02-29T${String(index % 24).padStart(2, '0')}:00:00Z` : `2024-0${1 + (index % 9)}-1${index % 10}`
    }));
    await store(records);
    const filter = { and: [{ prefix: 'starts-with', attribute: when, value: '2024-02-29' }, { prefix: 'min', attribute: text, value: '😀 emoji 😀' }] };
    expect(await selected(filter, 'name')).toEqual(agreeing(records.filter((record, index) => index % 30 === 0).map((record) => record.name)));
  });

  it('min and max of numbers at a bound that longer decimals round to', async () => {
    const amounts = ['1000000000.0000000001', '999999999.99999999', '1000000000', '$1,000,000,000.00', '1e9', '5'];
    await store(amounts.map((amount) => ({ name: amount, [text]: amount })));
    expect(await selected({ and: [{ prefix: 'max', attribute: text, value: 1000000000 }] }, text))
      .toEqual(agreeing(['999999999.99999999', '1000000000', '$1,000,000,000.00', '1e9', '5']));
    await store(amounts.map((amount) => ({ name: amount, [text]: amount })));
    expect(await selected({ and: [{ prefix: 'min', attribute: text, value: '1000000000' }] }, text))
      .toEqual(agreeing(['1000000000.0000000001', '1000000000', '$1,000,000,000.00', '1e9']));
    await store(amounts.map((amount) => ({ name: amount, [text]: amount })));
    expect(await selected({ and: [{ prefix: 'min', attribute: text, value: '999999999.999999995' }] }, text))
      .toEqual(agreeing(['1000000000.0000000001', '1000000000', '$1,000,000,000.00', '1e9']));
  });
});

describe('sandbox: min and max in SQL alone (no columns: in a transaction that wrote the form)', () => {
  it('are the matcher\'s over every class of text (lone surrogates included) and numbers past or below the doubles', () => {
    const sandbox = createSandbox({ dbFile: ':memory:', seed: false, logError: () => undefined });
    const scope = [{ attribute: 'form', id: 3 }];
    const texts = NAMES.concat(['\uD800', 'a\uDFFF', '\uDBFF\uDFFF', '\uDC00z', 'e\u0301', '0.1', '1e3', '2024-02-29', '',
      // numbers past the doubles either way, and below them
      '1e400', '-1e400', '10000000001e312', '1e-400', '-1e-400', '0']);
    try {
      sandbox.store.transaction(() => {
        texts.forEach((code) => sandbox.store.insert('FormRecords', scope, { form: { id: 3 }, code }));
        const records = sandbox.store.list('FormRecords', scope);
        const bounds = texts.concat(['\uE000a', 'a\u{1D518}', '😀\uE000', '\uD7FFz', '1000000000', '12', '1e-500', '1e500', '-0']);
        bounds.forEach((value) => ['min', 'max'].forEach((prefix) => {
          const filter = { and: [{ prefix, attribute: 'code', value }] };
          const ids = recordIds(sandbox.store.db, sandbox.store.values, selectionOf(3, JSON.stringify({ form: 3 }), [filter]), [], 'asc');
          expect(ids).withContext(JSON.stringify(filter)).toEqual(records.filter(compileFilter(filter as ZnFilter)).map((record) => record.id));
        }));
      });
    } finally {
      sandbox.close();
    }
  });
});

describe('sandbox: a data folder of the value index\'s version 2, opened', () => {
  it('gives numeric texts past the doubles their number, and keeps the rest of the index as it was', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zn-sandbox-spec-'));
    const scope = [{ attribute: 'form', id: 3 }];
    const filter = { and: [{ prefix: 'min', attribute: 'code', value: 12 }] };
    const read = (sandbox: ReturnType<typeof createSandbox>) => sandbox.store.db.prepare(
      "SELECT record, position, kind, text, lower, num, sort_num, sort_text FROM record_values WHERE form = 3 ORDER BY record, attribute, position").all();
    try {
      const first = createSandbox({ dataDir, seed: false, logError: () => undefined });
      ['1e400', '-1e400', '9'.repeat(400), '15', 'plain', '1e-400'].forEach((code) => first.store.insert('FormRecords', scope, { form: { id: 3 }, code }));
      // a contains makes the attribute's trigram table, which a rebuild of the index would drop
      const contains = { and: [{ prefix: 'contains', attribute: 'code', value: 'pla' }] };
      expect(recordIds(first.store.db, first.store.values, selectionOf(3, JSON.stringify({ form: 3 }), [contains]), [], 'asc').length).toBe(1);
      const rows = read(first);
      // as version 2 wrote them: no number past the doubles
      first.db.exec("UPDATE record_values SET num = NULL WHERE num IN (9e999, -9e999); UPDATE meta SET value = '2' WHERE key = 'value_index'");
      first.close();
      const second = createSandbox({ dataDir, seed: false, logError: () => undefined });
      expect(read(second)).toEqual(rows);
      expect(second.store.db.prepare('SELECT attribute FROM record_text_attributes WHERE form = 3').pluck().all()).toEqual(['code']);
      const records = second.store.list('FormRecords', scope);
      expect(recordIds(second.store.db, second.store.values, selectionOf(3, JSON.stringify({ form: 3 }), [filter]), [], 'asc', 10))
        .toEqual(records.filter(compileFilter(filter as ZnFilter)).map((record) => record.id));
      expect(records.filter(compileFilter(filter as ZnFilter)).map((record) => record.code)).toEqual(['1e400', '9'.repeat(400), '15']);
      second.close();
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('sandbox: writes by filter that would touch every record, and rule values that are no text', () => {
  let running: RunningSandbox;
  let workspace: number;
  let form: number;
  let code: string;
  const path = () => `/v1/forms/${form}/records`;
  const filter = (value: unknown) => `filter=${encodeURIComponent(JSON.stringify(value))}`;

  beforeAll(async () => {
    running = await startSandbox();
    workspace = (await call(running, 'POST', '/v1/workspaces', { body: { name: 'Guarded' } })).body.data.id;
    form = (await call(running, 'POST', '/v1/forms', { body: { name: 'Parcels', workspace: { id: workspace } } })).body.data.id;
    code = `field${(await call(running, 'POST', `/v1/forms/${form}/fields`, { body: { label: 'Code', type: 'text-input' } })).body.data.id}`;
    const codes = ['a😀', 'b\uFFFD', 'c', '😀', 'd😀e'];
    expect((await call(running, 'POST', path(), { body: codes.map((value) => ({ [code]: value })) })).status).toBe(200);
  });
  afterAll(async () => { await running.stop(); });

  async function codes(): Promise<string[]> {
    return (await readAll(running, path())).map((record) => record[code]);
  }

  it('refuses a PUT or DELETE whose only condition is the form\'s workspace (every record holds it), and changes nothing', async () => {
    const before = await codes();
    const queries = [`workspaceId=${workspace}`, `workspace.id=${workspace}`, `not-workspaceId=${workspace + 1}`,
      filter({ and: [{ prefix: '', attribute: 'workspace.id', value: workspace }] }),
      `workspaceId=${workspace}&${filter({ and: [] })}`];
    for (const query of queries) {
      for (const [method, body] of [['PUT', { [code]: 'lost' }], ['DELETE', undefined]] as const) {
        const answer = await call(running, method, `${path()}?${query}`, body ? { body } : {});
        expect(answer.status).withContext(`${method} ${query}`).toBe(400);
        expect(answer.body.code).withContext(`${method} ${query}`).toBe(4000);
        expect(answer.body.developerMessage).withContext(`${method} ${query}`).toMatch(/hold for every object of the collection .* would (change|delete) every object/);
      }
    }
    expect(await codes()).toEqual(before);
    // a GET with them lists every record, as before
    expect((await call(running, 'GET', `${path()}/count?workspaceId=${workspace}`)).body.totalCount).toBe(5);
  });

  it('runs one whose workspace condition comes with a condition that narrows, or selects nothing', async () => {
    const changed = await call(running, 'PUT', `${path()}?workspaceId=${workspace}&${code}=c`, { body: { [code]: 'c2' } });
    expect(changed.status).toBe(200);
    expect(changed.body.totalCount).toBe(1);
    const none = await call(running, 'DELETE', `${path()}?workspaceId=${workspace + 1}`);
    expect(none.status).toBe(200);
    expect(none.body.data).toEqual([]);
    expect((await codes()).length).toBe(5);
  });

  it('refuses a rule value holding a lone surrogate with a 400 in reads and writes alike, and changes nothing', async () => {
    const before = await codes();
    const lone = ['\uD83D', 'a\uDE00', '\uDE00\uD83D', 'x\uD83Dy'];
    for (const value of lone) {
      for (const prefix of ['', 'contains', 'starts-with', 'ends-with', 'not', 'not-contains', 'min', 'max']) {
        const query = filter({ and: [{ prefix, attribute: code, value }] });
        for (const [method, target, body] of [['GET', path(), undefined], ['GET', `${path()}/count`, undefined],
          ['PUT', path(), { [code]: 'lost' }], ['DELETE', path(), undefined]] as const) {
          const answer = await call(running, method, `${target}?${query}`, body ? { body } : {});
          const context = `${method} ${target} ${prefix} ${JSON.stringify(value)}`;
          expect(answer.status).withContext(context).toBe(400);
          expect(answer.body.developerMessage).withContext(context).toMatch(new RegExp(`value for ${code} holds a lone surrogate \\(\\\\u(d83d|de00)`));
        }
      }
    }
    // in a list of values too
    const listed = await call(running, 'GET', `${path()}?${filter({ and: [{ prefix: 'in', attribute: code, value: ['c2', '\uD83D'] }] })}`);
    expect(listed.status).toBe(400);
    expect(await codes()).toEqual(before);
    expect(running.faults).toEqual([]);
  });

  it('compares whole characters as ever: a surrogate pair in a rule value matches exactly, in reads and writes alike', async () => {
    const query = filter({ and: [{ prefix: 'contains', attribute: code, value: '\uD83D\uDE00' }] });
    const listed = (await readAll(running, `${path()}?${query}`)).map((record) => record[code]).sort();
    expect(listed).toEqual(['a😀', 'd😀e', '😀']);
    const checked = await call(running, 'PUT', `${path()}?${query}&validate_only=true`, { body: {} });
    expect(checked.body.totalCount).toBe(3);
  });
});
