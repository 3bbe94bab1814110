'use strict';
// `npm run bench:firebase-update`: how long one multi-path Firebase update takes to be answered,
// and what it costs the REST API meanwhile, on a real `zn-plugin serve` process.
//
// For each size (PATHS, default 1000,5000,10000 paths, each `rooms/r<i>/m`, sent as one WebSocket
// message as a client's ref.update() sends it) and each case (refused: a connection with no token,
// against rules that want one; allowed: a signed-in connection; bulk: a signed-in ref.update() of
// that many keys of one location), ROUNDS updates are sent one after the other while the REST API
// is polled (GET /v1/workspaces every 20 ms). Printed: the update's answer time (median, max) and
// the REST latency during the updates (median, p95, max).
//
// BASELINE_BIN=<another build's workbench/bin/zn-plugin.js> measures that build too (the figures in
// docs/performance.md compare the build before the tree store this way).
const fs = require('fs');
const os = require('os');
const path = require('path');

const ROUNDS = Number(process.env.ROUNDS) || 5;
const SIZES = (process.env.PATHS || '1000,5000,10000').split(',').map(Number);
const support = path.join(__dirname, '..', 'workbench', 'build', 'test', 'firebase', 'support', 'serve-process.js');
if (!fs.existsSync(support)) {
  console.error('run npm run build:workbench first');
  process.exit(1);
}
const { percentile, pollRest, startServeProcess, WireClient } = require(support);

const RULES = { rules: { rooms: { $room: { '.read': 'auth != null', '.write': 'auth != null' } } } };

function pluginFolder(root) {
  const dir = path.join(root, 'plugin');
  fs.mkdirSync(path.join(dir, 'frontend'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'frontend', 'plugin.js'), 'plugin.register(\'updates\', { route: \'/updates\', title: \'x\', interfaces: [] });');
  fs.writeFileSync(path.join(dir, 'frontend', 'plugin.html'), '');
  fs.writeFileSync(path.join(dir, 'frontend', 'plugin.css'), '');
  fs.writeFileSync(path.join(dir, 'security-rules.json'), JSON.stringify(RULES));
  return dir;
}

function update(kind, size, round) {
  const d = {};
  for (let i = 0; i < size; i++) {
    if (kind === 'bulk') d[`key${i}`] = `${round}:${i}`;
    else d[`r${i}/m`] = `message ${round}:${i}`;
  }
  return { p: kind === 'bulk' ? '/rooms/bulk' : '/rooms', d };
}

async function measure(bin, label) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'zn-fire-update-'));
  const serve = await startServeProcess([pluginFolder(root), '--data', path.join(root, 'data'), '--firebase-rules'], bin);
  try {
    const record = await serve.record('updates');
    const nobody = await WireClient.open(record.firebaseUrl);
    const user = await WireClient.open(record.firebaseUrl);
    await user.request('auth', { cred: record.firebaseAuthToken });
    for (const size of SIZES) {
      for (const kind of ['refused', 'allowed', 'bulk']) {
        const client = kind === 'refused' ? nobody : user;
        const times = [];
        const poll = pollRest(serve.url);
        for (let round = 0; round < ROUNDS; round++) {
          const body = update(kind, size, round);
          const started = performance.now();
          const answer = await client.request('m', body);
          times.push(performance.now() - started);
          if (answer.s !== (kind === 'refused' ? 'permission_denied' : 'ok')) throw new Error(`${kind} ${size}: ${answer.s}`);
        }
        const rest = await poll.stop();
        console.log(`${label.padEnd(9)} ${String(size).padStart(6)} paths ${kind.padEnd(8)} update: median ${percentile(times, 0.5).toFixed(0).padStart(6)} ms, max ${Math.max(...times).toFixed(0).padStart(6)} ms;` +
          ` REST meanwhile: median ${percentile(rest, 0.5).toFixed(1)} ms, p95 ${percentile(rest, 0.95).toFixed(1)} ms, max ${Math.max(...rest).toFixed(1)} ms (${rest.length} requests)`);
      }
    }
    await nobody.close();
    await user.close();
  } finally {
    await serve.stop();
    fs.rmSync(root, { recursive: true, force: true });
  }
}

(async () => {
  console.log(`bench:firebase-update: ${ROUNDS} updates per size and case, node ${process.version}, ${os.cpus().length} cores`);
  await measure(undefined, 'this');
  if (process.env.BASELINE_BIN) await measure(process.env.BASELINE_BIN, 'baseline');
})().catch((error) => {
  console.error(error);
  process.exit(1);
});
