'use strict';
// `npm run bench:durability-firebase`: acknowledged Firebase writes lost to kill -9, and what the
// writes cost the REST API, on a real `zn-plugin serve` process.
//
// Each round: a fresh data folder (empty, or a database of about SEED_MIB MiB), CLIENTS
// connections each writing one write after the other's answer (Firebase's wire protocol, raw),
// the REST API polled meanwhile (GET /v1/workspaces every 20 ms), and the process killed with
// SIGKILL after a random 1 to 2.5 s. It is started again on the same folder and every write it
// acknowledged is looked for in the database's export: `lost` must be 0. REST latency is taken
// in the same round before the writes start (idle) and during them (under writes).
//
// BASELINE_BIN=<another build's workbench/bin/zn-plugin.js> runs the same rounds against that
// build too, alternating with this one, so both see the same machine (the figures in
// docs/performance.md compare the build before the journal this way).
const fs = require('fs');
const os = require('os');
const path = require('path');
const { randomBytes } = require('crypto');

const ROUNDS = Number(process.env.ROUNDS) || 5;
const CLIENTS = Number(process.env.CLIENTS) || 8;
const SEED_MIB = Number(process.env.SEED_MIB) || 19;
const support = path.join(__dirname, '..', 'workbench', 'build', 'test', 'firebase', 'support', 'serve-process.js');
if (!fs.existsSync(support)) {
  console.error('run npm run build:workbench first');
  process.exit(1);
}
const { percentile, pollRest, startServeProcess, WireClient } = require(support);

/** A plugin folder without a rules file: its database is open. */
function pluginFolder(root) {
  const dir = path.join(root, 'plugin');
  fs.mkdirSync(path.join(dir, 'frontend'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'frontend', 'plugin.js'), 'plugin.register(\'durable\', { route: \'/durable\', title: \'x\', interfaces: [] });');
  fs.writeFileSync(path.join(dir, 'frontend', 'plugin.html'), '');
  fs.writeFileSync(path.join(dir, 'frontend', 'plugin.css'), '');
  return dir;
}

/** A database file of about `mib` MiB, written before the workbench starts. */
function seedDatabase(dataDir, mib) {
  const records = {};
  const text = 'z'.repeat(900);
  for (let i = 0; i < mib * 1100; i++) records[`r${i}`] = { i, text };
  fs.mkdirSync(path.join(dataDir, 'firebase'), { recursive: true });
  fs.writeFileSync(path.join(dataDir, 'firebase', 'durable.json'),
    JSON.stringify({ secret: randomBytes(24).toString('hex'), data: { seed: records } }));
}

async function round(seedMib, bin) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'zn-durability-'));
  const dataDir = path.join(root, 'data');
  const plugin = pluginFolder(root);
  if (seedMib) seedDatabase(dataDir, seedMib);
  let serve = await startServeProcess([plugin, '--data', dataDir], bin);
  try {
    const url = (await serve.record('durable')).firebaseUrl;
    const idle = pollRest(serve.url);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const idleSamples = await idle.stop();
    const clients = await Promise.all(Array.from({ length: CLIENTS }, () => WireClient.open(url)));
    const acked = [];
    let stop = false;
    const busy = pollRest(serve.url);
    clients.forEach(async (client, c) => {
      for (let i = 0; !stop; i++) {
        const key = `c${c}-${i}`;
        const answer = await client.request('p', { p: `/load/${key}`, d: { i, text: 'x'.repeat(200) } }).catch(() => null);
        if (!answer) return;
        if (answer.s === 'ok') acked.push(key);
      }
    });
    await new Promise((resolve) => setTimeout(resolve, 1000 + Math.random() * 1500));
    stop = true;
    const ackedAtKill = acked.slice();
    serve.child.kill('SIGKILL');
    const busySamples = await busy.stop();
    await serve.stop();
    serve = await startServeProcess([plugin, '--data', dataDir], bin);
    const data = await (await fetch(`${serve.url}workbench/firebase/durable.json`)).json();
    const lost = ackedAtKill.filter((key) => !(data && data.load && data.load[key])).length;
    return {
      acked: ackedAtKill.length, lost,
      idleP50: percentile(idleSamples, 0.5), idleP95: percentile(idleSamples, 0.95),
      busyP50: percentile(busySamples, 0.5), busyP95: percentile(busySamples, 0.95)
    };
  } finally {
    await serve.stop();
    fs.rmSync(root, { recursive: true, force: true });
  }
}

(async () => {
  const rows = [];
  const builds = [['this build', undefined]];
  if (process.env.BASELINE_BIN) builds.push(['baseline', path.resolve(process.env.BASELINE_BIN)]);
  for (const seedMib of [0, SEED_MIB]) {
    for (let i = 0; i < ROUNDS; i++) {
      for (const [build, bin] of builds) rows.push({ build, database: seedMib ? `${seedMib} MiB` : 'empty', ...(await round(seedMib, bin)) });
    }
  }
  const ms = (value) => value.toFixed(1);
  console.log(`Firebase writes under kill -9: ${CLIENTS} connections, one write after another each; REST GET /v1/workspaces every 20 ms`);
  console.log('| build | database | acked writes | lost | REST p50 / p95 idle (ms) | REST p50 / p95 under writes (ms) |');
  console.log('|---|---|---|---|---|---|');
  rows.forEach((row) => console.log(`| ${row.build} | ${row.database} | ${row.acked} | ${row.lost} | ${ms(row.idleP50)} / ${ms(row.idleP95)} | ${ms(row.busyP50)} / ${ms(row.busyP95)} |`));
  builds.forEach(([build]) => {
    const own = rows.filter((row) => row.build === build);
    console.log(`${build}: acknowledged writes lost: ${own.reduce((sum, row) => sum + row.lost, 0)} of ${own.reduce((sum, row) => sum + row.acked, 0)}`);
  });
  rows.splice(0, rows.length, ...rows.filter((row) => row.build === 'this build'));
  const lost = rows.reduce((sum, row) => sum + row.lost, 0);
  process.exit(lost === 0 ? 0 : 1);
})().catch((error) => {
  console.error(error);
  process.exit(1);
});
