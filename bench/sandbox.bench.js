'use strict';
// `npm run bench:sandbox`: the sandbox at scale. Starts the sandbox server (a child process on
// 127.0.0.1, port 0) on a temporary data folder, fills the seeded Deals form to 10,000 and then
// 100,000 records through the API's own bulk POST (500 records a request), and times each request
// of the table below at both sizes: median and p95 over ROUNDS calls, and the 10k→100k ratio of the
// medians. The folder is deleted at the end. SIZES=2000,20000 picks other sizes. A filtered
// list repeated (paging a grid, refreshing it) reuses its count until the next write; "a new
// filter each call" shows what a filter not asked before costs; "selective" rows a filter few
// records pass, "new" rows a filter never asked before (a new one each call), "after a write"
// a filter whose kept count a write (not timed) has just made stale, "by filter" rows a PUT or
// DELETE by filter (the records it changes chosen as the list with that filter chooses them; the
// DELETE's record made just before, not timed). DATA_DIR=<folder> keeps the filled sandbox in that
// folder (made if missing, not deleted), so a later run starts from it; ONLY=<regular expression>
// times only the rows whose name it matches; SERVER=<path of a build's sandbox/server.js> times
// another build (another worktree's). VS=<another build's server.js> with VS_DATA_DIR=<a copy of
// DATA_DIR> times both side by side in one run: both servers up, each call of a row sent to one
// then the other (the same request, the order alternating), at the last of SIZES, with the ratio
// of the medians (this build / VS).
const fs = require('fs');
const os = require('os');
const path = require('path');
const http = require('http');
const { spawn } = require('child_process');

const ROUNDS = Number(process.env.ROUNDS) || 40;
const SIZES = (process.env.SIZES || '10000,100000').split(',').map(Number);
const BULK = 500;
const DEALS = 2;

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

function request(origin, method, urlPath, body) {
  const url = new URL(origin + urlPath);
  const text = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request({
      hostname: url.hostname, port: url.port, path: url.pathname + url.search, method, agent,
      headers: text === undefined ? {} : { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(text) }
    }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => {
        const answer = Buffer.concat(chunks).toString('utf8');
        if (res.statusCode >= 300) reject(new Error(`${method} ${urlPath} answered ${res.statusCode}: ${answer.slice(0, 300)}`));
        else resolve(answer ? JSON.parse(answer) : undefined);
      });
    });
    req.on('error', reject);
    if (text !== undefined) req.write(text);
    req.end();
  });
}

function startServer(dataDir, server = process.env.SERVER ? path.resolve(process.env.SERVER) : require.resolve('zn-plugin-workbench/build/src/sandbox/server.js')) {
  const child = spawn(process.execPath, [server], {
    env: { ...process.env, SANDBOX_DATA_DIR: dataDir, SANDBOX_PORT: '0', SANDBOX_HOST: '127.0.0.1', SANDBOX_QUIET: '1' },
    stdio: ['ignore', 'pipe', 'inherit']
  });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) resolve({ child, origin: match[1] });
    });
    child.on('exit', (code) => reject(new Error(`the sandbox exited (${code}): ${output}`)));
  });
}

// A small seeded PRNG (mulberry32), so every run stores the same records.
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

async function fieldsByLabel(origin) {
  const fields = (await request(origin, 'GET', `/v1/forms/${DEALS}/fields?limit=100`)).data;
  return Object.fromEntries(fields.map((field) => [field.label, `field${field.id}`]));
}

function makeDeal(random, fields, index, companies, owners) {
  const pick = (list) => list[Math.floor(random() * list.length)];
  const month = String(1 + Math.floor(random() * 12)).padStart(2, '0');
  const day = String(1 + Math.floor(random() * 28)).padStart(2, '0');
  return {
    name: `Deal ${index}`,
    [fields.Title]: `Deal ${index} ${pick(['renewal', 'expansion', 'pilot', 'migration', 'refresh'])}`,
    [fields.Company]: pick(companies),
    [fields.Amount]: Math.floor(random() * 10000000) / 100,
    [fields.Probability]: Math.floor(random() * 101),
    [fields.Stage]: pick(['lead', 'qualified', 'proposal', 'won', 'lost']),
    [fields.Tags]: ['new-business', 'renewal', 'upsell', 'partner', 'urgent'].filter(() => random() < 0.3),
    [fields.Owner]: pick(owners),
    [fields['Close date']]: `202${Math.floor(random() * 6)}-${month}-${day}`,
    [fields['Internal reference']]: `REF-${100000 + index}`
  };
}

async function fillTo(origin, size, fields, random) {
  const companies = (await request(origin, 'GET', '/v1/forms/1/records?limit=100&attributes=id')).data.map((record) => record.id);
  const owners = (await request(origin, 'GET', '/v1/workspaces/1/members?limit=100')).data.map((member) => member.user.id);
  let count = (await request(origin, 'GET', `/v1/forms/${DEALS}/records/count`)).totalCount;
  const started = performance.now();
  while (count < size) {
    const batch = [];
    for (let index = 0; index < Math.min(BULK, size - count); index++) batch.push(makeDeal(random, fields, count + index, companies, owners));
    await request(origin, 'POST', `/v1/forms/${DEALS}/records`, batch);
    count += batch.length;
  }
  return performance.now() - started;
}

function quantile(values, q) {
  const sorted = values.slice().sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

function median(values) {
  const sorted = values.slice().sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

function requestsFor(origin, size, fields, random) {
  let deleted = 0;
  const filterFrom = (amount) => encodeURIComponent(JSON.stringify({
    and: [{ prefix: '', attribute: fields.Stage, value: 'won' }, { prefix: 'min', attribute: fields.Amount, value: amount }]
  }));
  const filter = filterFrom(50000);
  const json = (value) => encodeURIComponent(JSON.stringify(value));
  // selective filters: a few hundred records of 100,000 or fewer (the seeded amounts are below 100,000)
  const selective = json({ and: [{ prefix: 'min', attribute: fields.Amount, value: 150000 }, { prefix: '', attribute: fields.Stage, value: 'won' }] });
  const day = (offset) => new Date(Date.UTC(2020, 0, 1) + offset * 86400000).toISOString().slice(0, 10);
  const newSelective = () => json({ and: [{ prefix: 'min', attribute: fields.Amount, value: 99000 + Math.floor(random() * 900) },
    { prefix: '', attribute: fields.Stage, value: 'won' }] });
  const newAmountRange = () => {
    const from = Math.floor(random() * 99000);
    return json({ and: [{ prefix: 'min', attribute: fields.Amount, value: from }, { prefix: 'max', attribute: fields.Amount, value: from + 100 }] });
  };
  const newDateRange = () => {
    const from = Math.floor(random() * 2150);
    return json({ and: [{ prefix: 'min', attribute: fields['Close date'], value: day(from) }, { prefix: 'max', attribute: fields['Close date'], value: day(from + 2) }] });
  };
  const newReference = () => json({ and: [{ prefix: 'in', attribute: fields['Internal reference'],
    value: [0, 1, 2].map(() => `REF-${100000 + Math.floor(random() * size)}`) }] });
  const newContains = () => json({ and: [{ prefix: 'contains', attribute: fields.Title, value: `Deal ${Math.floor(random() * size)} ` }] });
  const newAnd = () => {
    const from = Math.floor(random() * 2000);
    return json({ and: [{ prefix: 'min', attribute: fields['Close date'], value: day(from) }, { prefix: 'max', attribute: fields['Close date'], value: day(from + 60) },
      { prefix: 'in', attribute: fields.Stage, value: ['won', 'lost'] }, { prefix: 'min', attribute: fields.Amount, value: 90000 + Math.floor(random() * 5000) },
      { prefix: 'contains', attribute: fields.Title, value: 'pilot' }] });
  };
  const records = `/v1/forms/${DEALS}/records`;
  return [
    ['GET one record by id', () => ['GET', `${records}/${1 + Math.floor(random() * size)}`]],
    ['list, limit=20', () => ['GET', `${records}?limit=20`]],
    ['list + filter JSON', () => ['GET', `${records}?limit=20&filter=${filter}`]],
    // a filter not asked before (its count not kept): what the first page of a new filter costs
    ['list + a new filter each call', () => ['GET', `${records}?limit=20&filter=${filterFrom(40000 + Math.floor(random() * 20000))}`]],
    ['list + condition (stage=won)', () => ['GET', `${records}?limit=20&${fields.Stage}=won`]],
    ['list + contains (title)', () => ['GET', `${records}?limit=20&contains-${fields.Title}=pilot`]],
    ['list + sort on a field, desc', () => ['GET', `${records}?limit=20&sort=${fields.Amount}&direction=desc`]],
    ['list + sort on created', () => ['GET', `${records}?limit=20&sort=created`]],
    ['list + sort on id, desc', () => ['GET', `${records}?limit=20&sort=id&direction=desc`]],
    ['offset at 90 %', () => ['GET', `${records}?limit=20&offset=${Math.floor(size * 0.9)}`]],
    ['count', () => ['GET', `${records}/count`]],
    ['count + filter JSON', () => ['GET', `${records}/count?filter=${filter}`]],
    ['selective: amount>=150000 & won', () => ['GET', `${records}?limit=20&filter=${selective}`]],
    ['selective: its count', () => ['GET', `${records}/count?filter=${selective}`]],
    // never asked before: a new filter each call (no kept count), each selecting a few hundred records or fewer
    ['new: amount>=99xxx & won', () => ['GET', `${records}?limit=20&filter=${newSelective()}`]],
    ['new: its count', () => ['GET', `${records}/count?filter=${newSelective()}`]],
    ['new: amount min+max', () => ['GET', `${records}?limit=20&filter=${newAmountRange()}`]],
    ['new: date min+max', () => ['GET', `${records}?limit=20&filter=${newDateRange()}`]],
    ['new: date range, sort amount', () => ['GET', `${records}?limit=20&sort=${fields.Amount}&direction=desc&filter=${newDateRange()}`]],
    ['new: equality (reference)', () => ['GET', `${records}?limit=20&${fields['Internal reference']}=REF-${100000 + Math.floor(random() * size)}`]],
    ['new: in on references', () => ['GET', `${records}?limit=20&filter=${newReference()}`]],
    // a choice has few values: "new" is the first count after a write (the write is not timed)
    ['after a write: stage=won', () => ['GET', `${records}?limit=20&${fields.Stage}=won`], true],
    ['after a write: stage in won|lost', () => ['GET', `${records}?limit=20&${fields.Stage}=won|lost`], true],
    ['new: contains (title)', () => ['GET', `${records}?limit=20&filter=${newContains()}`]],
    ['new: and of all kinds', () => ['GET', `${records}?limit=20&filter=${newAnd()}`]],
    // writes by filter: three records by reference (checked only, then written), a selective filter checked, one record made just before
    ['by filter: PUT 3, checked', () => ['PUT', `${records}?validate_only=true&filter=${newReference()}`, { [fields.Probability]: 50 }]],
    ['by filter: PUT 3', () => ['PUT', `${records}?filter=${newReference()}`, { [fields.Probability]: 50 }]],
    ['by filter: PUT selective, checked', () => ['PUT', `${records}?validate_only=true&filter=${newSelective()}`, { [fields.Probability]: 50 }]],
    ['by filter: DELETE 1', () => ['DELETE', `${records}?${fields['Internal reference']}=REF-bench-${deleted}`],
      () => request(origin, 'POST', records, { name: 'bench', [fields.Title]: 'Bench deal', [fields['Internal reference']]: `REF-bench-${++deleted}` })],
    ['create (sequential)', () => ['POST', records, { name: 'bench', [fields.Title]: 'Bench deal', [fields.Amount]: 10 }]]
  ];
}

async function measure(origin, size, fields) {
  const random = prng(size);
  const results = {};
  const write = () => request(origin, 'POST', `/v1/forms/${DEALS}/records`, { name: 'bench', [fields.Title]: 'Bench deal', [fields.Amount]: 10 });
  const only = process.env.ONLY ? new RegExp(process.env.ONLY) : null;
  for (const [name, make, before] of requestsFor(origin, size, fields, random)) {
    if (only && !only.test(name)) continue;
    // before each call, untimed: a write (true), or the row's own preparation (a function)
    const prepare = before === true ? write : before;
    for (let warm = 0; warm < 3; warm++) await request(origin, ...make());
    const times = [];
    for (let round = 0; round < ROUNDS; round++) {
      if (prepare) await prepare();
      const [method, urlPath, body] = make();
      const started = performance.now();
      await request(origin, method, urlPath, body);
      times.push(performance.now() - started);
    }
    results[name] = { median: median(times), p95: quantile(times, 0.95) };
  }
  return results;
}

/** Every row at `size`, each call sent to both sides in turn (the order alternating): their medians and the ratio. */
async function measurePaired(sides, size, fields) {
  const rows = sides.map((side) => requestsFor(side.origin, size, fields, prng(size)));
  const only = process.env.ONLY ? new RegExp(process.env.ONLY) : null;
  const write = (origin) => request(origin, 'POST', `/v1/forms/${DEALS}/records`, { name: 'bench', [fields.Title]: 'Bench deal', [fields.Amount]: 10 });
  console.log(`sandbox at scale, side by side: Deals form, ${size} records, ${ROUNDS} calls a request on each side, ms (median / p95); ` +
    `Node ${process.version}, load ${os.loadavg().map((load) => load.toFixed(1)).join(' ')}`);
  console.log('request'.padEnd(34) + sides.map((side) => side.name.padStart(20)).join('') + '   ratio');
  for (let index = 0; index < rows[0].length; index++) {
    const name = rows[0][index][0];
    if (only && !only.test(name)) continue;
    const times = sides.map(() => []);
    for (let warm = 0; warm < 3; warm++) for (let side = 0; side < sides.length; side++) await request(sides[side].origin, ...rows[side][index][1]());
    for (let round = 0; round < ROUNDS; round++) {
      // the same request to both (each side's row makes it from its own generator, seeded alike)
      const calls = rows.map((row) => row[index][1]());
      for (const side of round % 2 ? [1, 0] : [0, 1]) {
        const before = rows[side][index][2];
        if (before === true) await write(sides[side].origin);
        else if (before) await before();
        const [method, urlPath, body] = calls[side];
        const started = performance.now();
        await request(sides[side].origin, method, urlPath, body);
        times[side].push(performance.now() - started);
      }
    }
    const cells = times.map((each) => `${median(each).toFixed(2)} / ${quantile(each, 0.95).toFixed(2)}`.padStart(20));
    console.log(name.padEnd(34) + cells.join('') + (median(times[0]) / median(times[1])).toFixed(2).padStart(8));
  }
}

async function mainPaired() {
  if (!process.env.DATA_DIR || !process.env.VS_DATA_DIR) throw new Error('VS= needs DATA_DIR= and VS_DATA_DIR= (a copy of it)');
  const sides = [];
  try {
    sides.push({ name: 'this build', ...(await startServer(path.resolve(process.env.DATA_DIR))) });
    sides.push({ name: 'VS', ...(await startServer(path.resolve(process.env.VS_DATA_DIR), path.resolve(process.env.VS))) });
    const fields = await fieldsByLabel(sides[0].origin);
    const size = SIZES[SIZES.length - 1];
    for (const side of sides) await fillTo(side.origin, size, fields, prng(20251123));
    await measurePaired(sides, size, fields);
  } finally {
    for (const side of sides) {
      side.child.kill('SIGTERM');
      await new Promise((resolve) => side.child.on('exit', resolve));
    }
    agent.destroy();
  }
}

async function main() {
  if (process.env.VS) return mainPaired();
  const kept = process.env.DATA_DIR;
  if (kept) fs.mkdirSync(kept, { recursive: true });
  const dataDir = kept ? path.resolve(kept) : fs.mkdtempSync(path.join(os.tmpdir(), 'zn-sandbox-bench-'));
  const { child, origin } = await startServer(dataDir);
  try {
    const fields = await fieldsByLabel(origin);
    const random = prng(20251123);
    const bySize = [];
    for (const size of SIZES) {
      const seconds = (await fillTo(origin, size, fields, random)) / 1000;
      process.stderr.write(`filled the Deals form to ${size} records in ${seconds.toFixed(1)} s\n`);
      bySize.push(await measure(origin, size, fields));
    }
    const names = Object.keys(bySize[0]);
    const cpu = os.cpus()[0];
    console.log(`sandbox at scale: Deals form, ${ROUNDS} calls a request, ms (median / p95); Node ${process.version}, ` +
      `${os.cpus().length} x ${cpu ? cpu.model.trim() : 'cpu'}`);
    const header = 'request'.padEnd(34) + SIZES.map((size) => `${size} records`.padStart(22)).join('') + '   ratio';
    console.log(header);
    names.forEach((name) => {
      const cells = bySize.map((results) => `${results[name].median.toFixed(2)} / ${results[name].p95.toFixed(2)}`.padStart(22));
      const ratio = bySize[bySize.length - 1][name].median / bySize[0][name].median;
      console.log(name.padEnd(34) + cells.join('') + ratio.toFixed(2).padStart(8));
    });
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.on('exit', resolve));
    agent.destroy();
    if (!kept) fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
