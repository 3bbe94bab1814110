'use strict';
// `npm run bench:matcher`: times znFilterMatcher against the reference implementation (the npm
// package zn-filter-matcher 1.2.3, a devDependency) and against hand-written predicates, in one
// Node process, on the same 20,000 records and ten filters that cover every prefix.
//
// Every implementation runs once to check that it gives the same answers, then three times to
// warm up; then ROUNDS rounds time each (filter, implementation) pair, in an order that rotates
// every round so none always runs first or last, each pass after a garbage collection; the
// medians are printed, with ratios, and what a pass allocates per record.
//
// The records are what a plugin gets from the API: parsed from JSON (as znData's responses are),
// so every implementation reads flat strings laid out record by record. Built in place instead
// (RECORDS=built), their text would be ropes (strings joined with +) scattered over the heap,
// which no plugin sees and which slows the fast implementations most once records outgrow the
// CPU caches.
const path = require('path');
const v8 = require('v8');
const vm = require('vm');

// A garbage collection on demand, to measure what a pass over the records allocates.
v8.setFlagsFromString('--expose-gc');
const collectGarbage = vm.runInNewContext('gc');

const matcher = require(path.join(__dirname, '..', '.build', 'node', 'src', 'core', 'matcher'));
const reference = require('zn-filter-matcher');
// The plain call as plugin code makes it: the znFilterMatcher service (src/filters/zn-filter-matcher.ts)
// is a function that calls matchFilter, held as a function. It is not read off the module object on
// every call: TypeScript's CommonJS exports object is in dictionary mode, a lookup no plugin pays.
const { matchFilter } = matcher;
const znFilterMatcher = (record, filter, options) => matchFilter(record, filter, options);

const RECORD_COUNT = 20000;
const BUILT_RECORDS = process.env.RECORDS === 'built';
const ROUNDS = Number(process.env.ROUNDS) || 15;
const SEED = 20240501;

// A small seeded PRNG (mulberry32), so every run times the same records.
function prng(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function makeRecords(count) {
  const random = prng(SEED);
  const pick = (list) => list[Math.floor(random() * list.length)];
  const names = ['Alice Smith', 'bob jones', 'Carol White', 'dave Brown', 'Eve Black', 'Frank Green', 'grace Hall'];
  const fruits = ['apples', 'Bananas', 'oranges', 'Pears', 'grapes', 'kiwis'];
  const statuses = ['Open', 'closed', 'Pending', 'OPEN', 'archived'];
  const records = [];
  for (let index = 0; index < count; index++) {
    const amount = Math.floor(random() * 5000000) / 100;
    const month = 1 + Math.floor(random() * 12);
    const day = 1 + Math.floor(random() * 28);
    records.push({
      id: index + 1,
      name: pick(names) + ' ' + index,
      folder: { id: 1 + Math.floor(random() * 5), name: 'Folder' },
      field1: pick(statuses),
      field2: random() < 0.5 ? '$' + amount.toLocaleString('en-US') : String(amount),
      field3: `202${Math.floor(random() * 5)}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
      field4: fruits.filter(() => random() < 0.3),
      field5: random() < 0.1 ? null : pick(fruits),
      field6: random() < 0.8 ? `user${index}@example.com` : `user${index}@invalid`,
      field7: { id: 1 + Math.floor(random() * 50), name: 'Linked' },
      field8: 1 + Math.floor(random() * 1000), // never 0: the reference reads a number 0 as empty in min/max
      field9: random() < 0.9 ? String(10000 + Math.floor(random() * 89999)) : 'ABCDE'
    });
  }
  if (BUILT_RECORDS) return records;
  const parsed = []; // in parts: one JSON text of a million records would near V8's longest string
  for (let start = 0; start < count; start += 10000) parsed.push(...JSON.parse(JSON.stringify(records.slice(start, start + 10000))));
  return parsed;
}

/** A compiled predicate as closures, as where a Content Security Policy forbids `new Function`. */
function compileClosures(filter) {
  matcher.setCodeGeneration(false);
  try {
    return matcher.compileFilter(filter);
  } finally {
    matcher.setCodeGeneration(undefined);
  }
}

const lower = (value) => (value === null || value === undefined ? '' : String(value)).toLowerCase();

// Ten filters covering every prefix, each with a predicate written by hand for these records.
// `reference: 'differs'` marks a filter whose answers the reference gets wrong by design (docs/differences.md,
// "Differences from the reference"): timed, but its answers are checked against hand-written
// only; `'unsupported'` one the reference cannot run at all (it throws): not timed for it.
const cases = [
  {
    name: "'' and not (status is open, not archived)",
    filter: { and: [{ prefix: '', attribute: 'field1', value: 'open' }, { prefix: 'not', attribute: 'folder.id', value: 3 }] },
    hand: (r) => r.field1.toLowerCase() === 'open' && r.folder.id !== 3
  },
  {
    name: 'contains / not-contains on text',
    filter: { and: [{ prefix: 'contains', attribute: 'name', value: 'Smith' }, { prefix: 'not-contains', attribute: 'field6', value: 'invalid' }] },
    hand: (r) => r.name.indexOf('Smith') !== -1 && r.field6.indexOf('invalid') === -1
  },
  {
    name: 'starts-with | ends-with (piped)',
    filter: { or: [{ prefix: 'starts-with', attribute: 'name', value: 'bob|dave' }, { prefix: 'ends-with', attribute: 'field6', value: '7@example.com' }] },
    hand: (r) => r.name.startsWith('bob') || r.name.startsWith('dave') || r.field6.endsWith('7@example.com')
  },
  {
    name: 'min and max on money text',
    filter: { and: [{ prefix: 'min', attribute: 'field2', value: '1000' }, { prefix: 'max', attribute: 'field2', value: '25000.5' }] },
    // The reference strips only the first ',' of '$1,234,567.89': its answers differ on millions.
    reference: 'differs',
    hand: (r) => {
      const amount = Number(r.field2.replace(/[$,]/g, ''));
      return amount >= 1000 && amount <= 25000.5;
    }
  },
  {
    name: 'min and max on dates',
    filter: { and: [{ prefix: 'min', attribute: 'field3', value: '2021-03-01' }, { prefix: 'max', attribute: 'field3', value: '2023-06-30' }] },
    hand: (r) => r.field3 >= '2021-03-01' && r.field3 <= '2023-06-30'
  },
  {
    name: 'in on a single-value field',
    filter: { and: [{ prefix: 'in', attribute: 'field5', value: ['Apples', 'pears', 'KIWIS'] }] },
    hand: (r) => {
      const value = lower(r.field5);
      return value === 'apples' || value === 'pears' || value === 'kiwis';
    }
  },
  {
    name: 'in / not-in on a multi-value field',
    filter: { and: [{ prefix: 'in', attribute: 'field4', value: ['bananas', 'grapes'] }, { prefix: 'not-in', attribute: 'field4', value: ['kiwis'] }] },
    hand: (r) => {
      let found = false;
      for (const fruit of r.field4) {
        const value = fruit.toLowerCase();
        if (value === 'kiwis') return false;
        if (value === 'bananas' || value === 'grapes') found = true;
      }
      return found;
    }
  },
  {
    name: 'contains every / not-contains on a multi-value field',
    filter: { or: [{ prefix: 'contains', attribute: 'field4', value: ['apples', 'oranges'] }, { prefix: 'not-contains', attribute: 'field4', value: 'Pears' }] },
    hand: (r) => (r.field4.indexOf('apples') !== -1 && r.field4.indexOf('oranges') !== -1) || r.field4.indexOf('Pears') === -1
  },
  {
    name: 'nested groups, linked field and number field',
    filter: {
      or: [
        { and: [{ prefix: '', attribute: 'field7', value: '7' }, { prefix: 'min', attribute: 'field8', value: 500 }] },
        { and: [{ prefix: 'max', attribute: 'field8', value: 10 }, { or: [{ prefix: '', attribute: 'field5', value: 'grapes' }, { prefix: '', attribute: 'folder.id', value: '2' }] }] }
      ]
    },
    hand: (r) => (r.field7.id === 7 && r.field8 >= 500) ||
      (r.field8 <= 10 && (lower(r.field5) === 'grapes' || r.folder.id === 2))
  },
  {
    name: 'not-validates emailAddress / zipCode',
    filter: { or: [{ prefix: 'not-validates', attribute: 'field6', value: 'emailAddress' }, { prefix: 'not-validates', attribute: 'field9', value: 'zipCode' }] },
    reference: 'unsupported', // the reference has no not-validates (a TypeError)
    hand: (r) => !/^[^@\s]+@[^@\s.]+(\.[^@\s.]+)+$/.test(r.field6) || !/^\d{5}(-\d{4})?$/.test(r.field9)
  }
];

function median(values) {
  const sorted = values.slice().sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

function count(records, predicate) {
  let matches = 0;
  for (let index = 0; index < records.length; index++) if (predicate(records[index])) matches++;
  return matches;
}

function main() {
  const records = makeRecords(RECORD_COUNT);
  // Built once per filter (compiled once), then used by every warm-up, round and measurement.
  const buildImplementations = (testCase) => {
    const compiled = matcher.compileFilter(testCase.filter);
    const list = [
      ['ours (call)', (r) => znFilterMatcher(r, testCase.filter)],
      ['ours (compiled)', compiled],
      ['hand-written', testCase.hand]
    ];
    if (testCase.reference !== 'unsupported') list.push(['reference', (r) => reference.recordMatchesFilter(r, testCase.filter)]);
    return list;
  };

  // Same answers, record by record.
  let failures = 0;
  for (const testCase of cases) {
    const compiled = matcher.compileFilter(testCase.filter);
    for (const record of records) {
      const ours = znFilterMatcher(record, testCase.filter);
      const expected = [['compiled', compiled(record)], ['hand-written', testCase.hand(record)]];
      if (!testCase.reference) expected.push(['reference', reference.recordMatchesFilter(record, testCase.filter)]);
      for (const [who, answer] of expected) {
        if (answer !== ours && failures++ < 10) {
          console.error(`DIFFERENT: ${testCase.name}: ours ${ours}, ${who} ${answer} for ${JSON.stringify(record)}`);
        }
      }
    }
  }
  if (failures) {
    console.error(`${failures} different answers`);
    process.exit(1);
  }

  const implementations = cases.map(buildImplementations);
  const names = ['ours (call)', 'ours (compiled)', 'hand-written', 'reference'];
  const times = cases.map(() => ({}));
  cases.forEach((testCase, caseIndex) => {
    for (const [name, predicate] of implementations[caseIndex]) {
      times[caseIndex][name] = [];
      for (let warm = 0; warm < 3; warm++) count(records, predicate); // warm up (JIT)
    }
  });
  for (let round = 0; round < ROUNDS; round++) {
    cases.forEach((testCase, caseIndex) => {
      const list = implementations[caseIndex];
      for (let turn = 0; turn < list.length; turn++) {
        const [name, predicate] = list[(turn + round + caseIndex) % list.length];
        // Each pass starts from a clean heap, so one implementation's garbage (the reference
        // makes about 800 bytes per record) is not collected in the time of the next.
        collectGarbage();
        const start = performance.now();
        count(records, predicate);
        times[caseIndex][name].push(performance.now() - start);
      }
    });
  }

  // Bytes allocated per record by a warm pass (the least of 3, after a collection each).
  const allocation = (predicate) => {
    let least = Infinity;
    for (let pass = 0; pass < 3; pass++) {
      collectGarbage();
      const before = process.memoryUsage().heapUsed;
      count(records, predicate);
      least = Math.min(least, process.memoryUsage().heapUsed - before);
    }
    return Math.max(0, least) / records.length;
  };
  const allocated = Object.fromEntries(names.map((name) => [name, 0]));
  implementations.forEach((list) => {
    for (const [name, predicate] of list) allocated[name] = Math.max(allocated[name], allocation(predicate));
  });

  const pad = (text, width) => String(text).padEnd(width);
  const ms = (value) => (value === undefined ? 'n/a' : value.toFixed(2)).padStart(16);
  const times2 = (value) => (Number.isFinite(value) ? value.toFixed(2) + 'x' : 'n/a');
  console.log(`znFilterMatcher benchmark: ${RECORD_COUNT} records, ${cases.length} filters, ` +
    `median of ${ROUNDS} rounds, ms per pass over all records; Node ${process.version}`);
  console.log(pad('filter', 52) + names.map((name) => name.padStart(16)).join('') + '    ref/ours  ours/hand');
  const totals = Object.fromEntries(names.map((name) => [name, 0]));
  const referenceTotals = Object.fromEntries(names.map((name) => [name, 0])); // filters the reference runs
  cases.forEach((testCase, caseIndex) => {
    const medians = Object.fromEntries(names.map((name) => [name, times[caseIndex][name] ? median(times[caseIndex][name]) : undefined]));
    names.forEach((name) => {
      if (medians[name] === undefined) return;
      totals[name] += medians[name];
      if (medians.reference !== undefined) referenceTotals[name] += medians[name];
    });
    const mark = testCase.reference === 'differs' ? ' *' : testCase.reference === 'unsupported' ? ' **' : '';
    console.log(pad(testCase.name + mark, 52) + names.map((name) => ms(medians[name])).join('') +
      times2(medians.reference / medians['ours (compiled)']).padStart(12) +
      times2(medians['ours (compiled)'] / medians['hand-written']).padStart(11));
  });
  console.log(pad('total', 52) + names.map((name) => ms(name === 'reference' ? referenceTotals[name] : totals[name])).join(''));
  console.log(pad('bytes allocated per record (worst filter)', 52) + names.map((name) => allocated[name].toFixed(1).padStart(16)).join(''));
  console.log('');
  console.log(`reference / ours (compiled):    ${times2(referenceTotals.reference / referenceTotals['ours (compiled)'])}  (target >= 10x; the ${cases.filter((c) => c.reference !== 'unsupported').length} filters the reference runs)`);
  console.log(`reference / ours (call):        ${times2(referenceTotals.reference / referenceTotals['ours (call)'])}`);
  console.log(`ours (compiled) / hand-written: ${times2(totals['ours (compiled)'] / totals['hand-written'])}  (target <= 3x)`);
  console.log(`ours (call) / hand-written:     ${times2(totals['ours (call)'] / totals['hand-written'])}`);
  console.log('*  the reference answers differently by design (docs/differences.md, "Differences from the reference matcher"); checked against hand-written only.');
  console.log('** the reference cannot run this filter (not-validates throws a TypeError there).');
  console.log('');
  compileCost();
  console.log('');
  bySize(implementations);
}

// What compiling costs, once per filter object: `compile` makes closures (generated code comes
// after 20,000 records; the plain call compiles a filter met again the same way).
function compileCost() {
  const COMPILES = 2000;
  const filters = cases.filter((testCase) => testCase.reference !== 'unsupported').map((testCase) => testCase.filter);
  const perCompile = (compile) => {
    const times = [];
    for (let round = 0; round < 5; round++) {
      const copies = Array.from({ length: COMPILES }, (unused, index) => structuredClone(filters[index % filters.length]));
      collectGarbage();
      const start = performance.now();
      for (const filter of copies) compile(filter);
      times.push((performance.now() - start) * 1000 / COMPILES);
    }
    return median(times);
  };
  perCompile(matcher.compileFilter); // warm up
  const compiled = perCompile(matcher.compileFilter);
  const referenceCall = perCompile((filter) => reference.recordMatchesFilter({}, filter));
  console.log(`compiling a filter (median µs per filter object, the ${filters.length} filters the reference runs): ${compiled.toFixed(1)}` +
    ` (one reference call on an empty record: ${referenceCall.toFixed(1)})`);
}

// Both paths at every size, side by side with the reference and hand-written predicates: the
// compiled path (and the cached plain call) as ms per pass over all records, summed over the
// filters the reference runs; the cold path (a new filter object for every call, as a filter
// literal written inline) as µs per call over the first COLD_CALLS records, against the
// reference called the same way.
const SIZES = (process.env.SIZES || '1000,10000,100000,1000000').split(',').map(Number);
const COLD_CALLS = 20000;

function coldPass(records, count, filterCopies, match) {
  let matches = 0;
  for (let index = 0; index < count; index++) if (match(records[index], filterCopies[index])) matches++;
  return matches;
}

function bySize() {
  const runnable = cases.filter((testCase) => testCase.reference !== 'unsupported');
  const rows = [];
  for (const size of SIZES) {
    const records = makeRecords(size);
    const rounds = size <= 10000 ? ROUNDS : size <= 100000 ? 7 : 3;
    const totals = { compiled: 0, closures: 0, call: 0, hand: 0, reference: 0 };
    const cold = { ours: 0, reference: 0 };
    runnable.forEach((testCase) => {
      const compiled = matcher.compileFilter(testCase.filter);
      const list = [
        ['compiled', compiled],
        ['closures', compileClosures(testCase.filter)],
        ['call', (r) => znFilterMatcher(r, testCase.filter)],
        ['hand', testCase.hand],
        ['reference', (r) => reference.recordMatchesFilter(r, testCase.filter)]
      ];
      const times = Object.fromEntries(list.map(([name]) => [name, []]));
      // Warm up (JIT) with as many calls as the main table's warm-up (3 passes over 20,000
      // records) whatever the size: a single pass over 1,000 records left every implementation
      // partly unoptimized in the timed rounds.
      const warmPasses = Math.max(1, Math.ceil(3 * RECORD_COUNT / size));
      // Each timed sample makes at least as many calls as the main table's (20,000): one pass over
      // 1,000 records (some 40 µs for the fast implementations) right after a garbage collection
      // timed mostly a cold start and noise.
      const passesPerSample = Math.max(1, Math.ceil(RECORD_COUNT / size));
      list.forEach(([, predicate]) => { for (let pass = 0; pass < warmPasses; pass++) count(records, predicate); });
      for (let round = 0; round < rounds; round++) {
        for (let turn = 0; turn < list.length; turn++) {
          const [name, predicate] = list[(turn + round) % list.length];
          collectGarbage();
          const start = performance.now();
          for (let pass = 0; pass < passesPerSample; pass++) count(records, predicate);
          times[name].push((performance.now() - start) / passesPerSample);
        }
      }
      list.forEach(([name]) => { totals[name] += median(times[name]); });

      // the cold path: every call gets a filter object it has never seen
      const calls = Math.min(size, COLD_CALLS);
      const coldTimes = { ours: [], reference: [] };
      const coldList = [
        ['ours', (r, f) => znFilterMatcher(r, f)],
        ['reference', (r, f) => reference.recordMatchesFilter(r, f)]
      ];
      for (let round = 0; round < Math.max(3, Math.min(ROUNDS, 7)); round++) {
        for (let turn = 0; turn < coldList.length; turn++) {
          const [name, match] = coldList[(turn + round) % coldList.length];
          const copies = Array.from({ length: calls }, () => structuredClone(testCase.filter));
          collectGarbage();
          const start = performance.now();
          coldPass(records, calls, copies, match);
          coldTimes[name].push((performance.now() - start) * 1000 / calls);
        }
      }
      cold.ours += median(coldTimes.ours) / runnable.length;
      cold.reference += median(coldTimes.reference) / runnable.length;
    });
    rows.push({ size, rounds, totals, cold });
  }

  const cell = (text, width) => String(text).padStart(width);
  const times2 = (value) => (Number.isFinite(value) ? value.toFixed(2) + 'x' : 'n/a');
  console.log(`both paths by size: ${runnable.length} filters the reference runs, medians; compiled path in ms per pass summed over the filters ` +
    `(compiled: as compile returns it, generated code after 20,000 records; closures: where CSP forbids code generation), cold path in µs per call (a new filter object each call, mean over the filters); ` +
    `records ${BUILT_RECORDS ? 'built in place' : 'parsed from JSON'}; Node ${process.version}`);
  console.log('records'.padEnd(10) + cell('compiled', 11) + cell('closures', 10) + cell('call', 10) + cell('hand', 10) + cell('reference', 11) +
    cell('ref/compiled', 14) + cell('ref/closures', 14) + cell('compiled/hand', 15) + cell('cold ours', 11) + cell('cold ref', 10) + cell('cold ours/ref', 15));
  rows.forEach(({ size, totals, cold }) => {
    console.log(String(size).padEnd(10) + cell(totals.compiled.toFixed(2), 11) + cell(totals.closures.toFixed(2), 10) + cell(totals.call.toFixed(2), 10) +
      cell(totals.hand.toFixed(2), 10) + cell(totals.reference.toFixed(2), 11) + cell(times2(totals.reference / totals.compiled), 14) +
      cell(times2(totals.reference / totals.closures), 14) +
      cell(times2(totals.compiled / totals.hand), 15) + cell(cold.ours.toFixed(2), 11) + cell(cold.reference.toFixed(2), 10) +
      cell(times2(cold.ours / cold.reference), 15));
  });
  console.log('goals: ref/compiled >= 20x and compiled/hand <= 1.5x at every size; cold ours/ref <= 1x');
}

main();
