'use strict';
// `npm run bench:durability`: what a crash loses. A real `zn-plugin serve` (workbench/bin) is
// killed with SIGKILL in the middle of a load, then started again on the same data folder:
//   - REST: record writes (POST /v1/forms/1/records, CONCURRENT at a time); every write the
//     workbench answered 200 must still be there after the restart;
//   - webhooks: the same writes with a webhook POSTing each record to a receiver on 127.0.0.1
//     that answers after RECEIVER_DELAY_MS, so deliveries are queued and in flight at the kill;
//     every answered write's delivery must reach the receiver once the workbench is back (at least
//     once: one the kill interrupted may arrive twice), and no WebhookEvents object may stay
//     `queued`.
// ROUNDS kills of each; the script prints the counts and exits 1 when anything was lost (goal: 0).
const fs = require('fs');
const os = require('os');
const path = require('path');
const http = require('http');
const { spawn } = require('child_process');
const Database = require('better-sqlite3');

const ROUNDS = Number(process.env.ROUNDS) || 3;
const CONCURRENT = Number(process.env.CONCURRENT) || 8;
const LOAD_MS = Number(process.env.LOAD_MS) || 1500;
const RECEIVER_DELAY_MS = Number(process.env.RECEIVER_DELAY_MS) || 25;
const BIN = path.join(__dirname, '..', 'workbench', 'bin', 'zn-plugin.js');

function startWorkbench(pluginDir, dataDir) {
  const child = spawn(process.execPath, [BIN, 'serve', pluginDir, '--port', '0', '--data', dataDir], { stdio: ['ignore', 'pipe', 'pipe'] });
  let text = '';
  child.stderr.on('data', (chunk) => { text += chunk; });
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve(signal || code)));
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      text += chunk;
      const match = /serving (http:\/\/127\.0\.0\.1:\d+\/)/.exec(text);
      if (match) resolve({ url: match[1], child, exited });
    });
    exited.then((how) => reject(new Error(`zn-plugin serve ended (${how}) before serving:\n${text}`)));
  });
}

async function post(url, body) {
  const response = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  return { status: response.status, body: await response.json() };
}

/** Writes records CONCURRENT at a time until `stop()`; answers the ids the workbench acknowledged. */
function writeLoad(workbench, label) {
  const acknowledged = [];
  let stopped = false;
  let n = 0;
  const worker = async () => {
    while (!stopped) {
      try {
        const answer = await post(`${workbench.url}v1/forms/1/records`, { field2: `${label} ${n++}` });
        if (answer.status === 200) acknowledged.push(answer.body.data.id);
      } catch {
        return; // the workbench is gone: an unanswered write was never acknowledged
      }
    }
  };
  const workers = Array.from({ length: CONCURRENT }, worker);
  return { acknowledged, stop: () => { stopped = true; return Promise.all(workers); } };
}

function readDatabase(dataDir, sql) {
  const db = new Database(path.join(dataDir, 'sandbox.db'), { readonly: true });
  try {
    return db.prepare(sql).all();
  } finally {
    db.close();
  }
}

async function killUnderLoad(pluginDir, dataDir, label) {
  const workbench = await startWorkbench(pluginDir, dataDir);
  const load = writeLoad(workbench, label);
  await new Promise((resolve) => setTimeout(resolve, LOAD_MS));
  workbench.child.kill('SIGKILL');
  await workbench.exited;
  await load.stop();
  return load.acknowledged;
}

async function restRound(root, round) {
  const plugin = path.join(root, 'plugin');
  const dataDir = path.join(root, `rest-${round}`);
  const acknowledged = await killUnderLoad(plugin, dataDir, 'rest');
  // the data folder as the next start finds it (SQLite recovers its write-ahead log on open)
  const again = await startWorkbench(plugin, dataDir);
  again.child.kill('SIGTERM');
  await again.exited;
  const kept = new Set(readDatabase(dataDir, "SELECT id FROM objects WHERE resource = 'FormRecords'").map((row) => row.id));
  return { acknowledged: acknowledged.length, lost: acknowledged.filter((id) => !kept.has(id)).length };
}

async function webhookRound(root, round, receiver) {
  const plugin = path.join(root, 'plugin');
  const dataDir = path.join(root, `hooks-${round}`);
  const setup = await startWorkbench(plugin, dataDir);
  await post(`${setup.url}v1/webhooks`, { workspace: { id: 1 }, url: receiver.url });
  setup.child.kill('SIGTERM');
  await setup.exited;
  receiver.received.clear();
  receiver.duplicates = 0;
  const acknowledged = await killUnderLoad(plugin, dataDir, 'hook');
  const pendingAtKill = acknowledged.filter((id) => !receiver.received.has(id)).length;
  const again = await startWorkbench(plugin, dataDir);
  const until = Date.now() + 60000;
  while (Date.now() < until && acknowledged.some((id) => !receiver.received.has(id))) await new Promise((resolve) => setTimeout(resolve, 100));
  again.child.kill('SIGTERM');
  await again.exited;
  const queued = readDatabase(dataDir, "SELECT data FROM objects WHERE resource = 'WebhookEvents'")
    .filter((row) => JSON.parse(row.data).status === 'queued').length;
  return {
    acknowledged: acknowledged.length, pendingAtKill, lost: acknowledged.filter((id) => !receiver.received.has(id)).length,
    duplicates: receiver.duplicates, queued
  };
}

function startReceiver() {
  const received = new Set();
  const receiver = { received, duplicates: 0, url: '' };
  const server = http.createServer((req, res) => {
    let text = '';
    req.on('data', (chunk) => { text += chunk; });
    req.on('end', () => setTimeout(() => {
      const id = JSON.parse(text).data[0].record.id;
      if (received.has(id)) receiver.duplicates++;
      received.add(id);
      res.writeHead(200).end('ok');
    }, RECEIVER_DELAY_MS));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => {
    receiver.url = `http://127.0.0.1:${server.address().port}/hook`;
    receiver.close = () => { server.closeAllConnections(); server.close(); };
    resolve(receiver);
  }));
}

async function main() {
  const root = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'zn-durability-')));
  fs.mkdirSync(path.join(root, 'plugin'));
  fs.writeFileSync(path.join(root, 'plugin', 'plugin.js'), "plugin.register('durable', { route: '/durable' });");
  fs.writeFileSync(path.join(root, 'plugin', 'plugin.html'), '');
  fs.writeFileSync(path.join(root, 'plugin', 'plugin.css'), '');
  const receiver = await startReceiver();
  let lost = 0;
  try {
    console.log(`kill -9 under load: ${ROUNDS} rounds each, ${CONCURRENT} writes in flight, ${LOAD_MS} ms of load before the kill`);
    for (let round = 1; round <= ROUNDS; round++) {
      const rest = await restRound(root, round);
      lost += rest.lost;
      console.log(`REST     round ${round}: ${rest.acknowledged} writes acknowledged, ${rest.lost} lost`);
    }
    for (let round = 1; round <= ROUNDS; round++) {
      const hooks = await webhookRound(root, round, receiver);
      lost += hooks.lost + hooks.queued;
      console.log(`webhooks round ${round}: ${hooks.acknowledged} writes acknowledged, ${hooks.pendingAtKill} deliveries not yet made at the kill, ` +
        `${hooks.lost} lost after the restart, ${hooks.queued} events left queued (${hooks.duplicates} sent twice)`);
    }
  } finally {
    receiver.close();
    fs.rmSync(root, { recursive: true, force: true });
  }
  console.log(lost === 0 ? 'nothing acknowledged was lost' : `${lost} acknowledged writes or deliveries lost`);
  if (lost) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
