'use strict';
// `npm run bench:services`: what running a backend service costs per request. Each request runs
// the service in a fresh worker thread (see sandbox/plugins/runner.ts), so the figure to watch
// is the round trip of a service that answers at once, against a REST API call for scale; the
// example plugin's tally/summary adds four znHttp calls. Sequential requests on 127.0.0.1;
// medians and 90th percentiles of ROUNDS requests after a warm-up.
const fs = require('fs');
const os = require('os');
const path = require('path');
const http = require('http');

const ROUNDS = Number(process.env.ROUNDS) || 40;
const { createSandbox, examplePluginServices } = require('zn-plugin-workbench');

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
}

async function time(origin, url, pauseMs = 0) {
  const samples = [];
  for (let round = 0; round < ROUNDS + 3; round++) {
    if (pauseMs) await new Promise((resolve) => setTimeout(resolve, pauseMs));
    const started = performance.now();
    const response = await fetch(origin + url);
    await response.text();
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
    if (round >= 3) samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  return { median: percentile(samples, 0.5), p90: percentile(samples, 0.9) };
}

async function main() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'zn-services-bench-'));
  const serviceDir = path.join(root, 'hello');
  fs.mkdirSync(serviceDir);
  fs.writeFileSync(path.join(serviceDir, 'plugin.js'), 'exports.run = function (e) { e.response.send({ hello: true }); };');
  const sandbox = createSandbox({
    dataDir: path.join(root, 'data'),
    pluginServices: examplePluginServices().concat([{ namespace: 'bench', route: 'hello', dir: serviceDir }])
  });
  const server = http.createServer(sandbox.app);
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${server.address().port}`;
  try {
    const rows = [
      ['REST API GET /v1/forms/1', await time(origin, '/v1/forms/1')],
      ['service answering at once', await time(origin, '/plugins/workspaces/1/bench/hello')],
      ['the same, requests 200 ms apart', await time(origin, '/plugins/workspaces/1/bench/hello', 200)],
      ['tally/summary (4 znHttp calls)', await time(origin, '/plugins/workspaces/1/tally/summary')]
    ];
    process.stdout.write(`services bench: ${ROUNDS} sequential requests each, ${os.cpus().length} cores\n`);
    rows.forEach(([label, figures]) => {
      process.stdout.write(`  ${label.padEnd(32)} median ${figures.median.toFixed(1).padStart(7)} ms   p90 ${figures.p90.toFixed(1).padStart(7)} ms\n`);
    });
  } finally {
    await new Promise((resolve) => { server.close(resolve); server.closeAllConnections(); });
    sandbox.close();
    fs.rmSync(root, { recursive: true, force: true });
  }
}

main().catch((error) => {
  process.stderr.write(`${error.stack || error}\n`);
  process.exit(1);
});
