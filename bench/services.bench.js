'use strict';
// `npm run bench:services`: what running a backend service costs per request, beside a REST API
// GET measured the same way in the same run. Each service runs in a warm process of its own (see
// workbench/src/sandbox/plugins/runner.ts), so the figures to watch are:
//   - a service answering at once, against the REST GET: back to back, and 200 ms apart (goal: at
//     most 2x the REST GET either way);
//   - REST GETs while 200 requests to a slow service (and to a busy one) are in flight (goal: under
//     500 ms each: the REST API never waits on services).
// Requests on 127.0.0.1; medians and 90th percentiles of ROUNDS requests after a warm-up.
const fs = require('fs');
const os = require('os');
const path = require('path');
const http = require('http');

const ROUNDS = Number(process.env.ROUNDS) || 40;
const CONCURRENT = Number(process.env.CONCURRENT) || 200;
const { createSandbox, examplePluginServices } = require('zn-plugin-workbench');

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
}

function summary(samples) {
  const sorted = samples.slice().sort((a, b) => a - b);
  return { median: percentile(sorted, 0.5), p90: percentile(sorted, 0.9), max: sorted[sorted.length - 1], count: sorted.length };
}

async function once(origin, url) {
  const started = performance.now();
  const response = await fetch(origin + url);
  await response.text();
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  return performance.now() - started;
}

async function time(origin, url, pauseMs = 0) {
  const samples = [];
  for (let round = 0; round < ROUNDS + 3; round++) {
    if (pauseMs) await new Promise((resolve) => setTimeout(resolve, pauseMs));
    const took = await once(origin, url);
    if (round >= 3) samples.push(took);
  }
  return summary(samples);
}

/**
 * The REST GET and the service request measured in alternating blocks of BLOCK requests, so both
 * see the same load on a shared machine (the ratio is the figure that matters): back to back
 * within a block, or each request `pauseMs` after the one before.
 */
const BLOCK = 5;
async function pair(origin, restUrl, serviceUrl, pauseMs = 0) {
  const rest = [];
  const service = [];
  await once(origin, restUrl);
  await once(origin, serviceUrl);
  for (let block = 0; block < Math.ceil(ROUNDS / BLOCK); block++) {
    for (const [url, samples] of [[restUrl, rest], [serviceUrl, service]]) {
      for (let i = 0; i < BLOCK; i++) {
        if (pauseMs) await new Promise((resolve) => setTimeout(resolve, pauseMs));
        samples.push(await once(origin, url));
      }
    }
  }
  return { rest: summary(rest), service: summary(service) };
}

/** REST GETs, one after another, while CONCURRENT requests to a service are in flight. */
async function restDuringLoad(origin, serviceUrl) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENT });
  const { hostname, port } = new URL(origin);
  let pending = CONCURRENT;
  const statuses = {};
  const load = Array.from({ length: CONCURRENT }, () => new Promise((resolve) => {
    http.get({ host: hostname, port, path: serviceUrl, agent }, (response) => {
      statuses[response.statusCode] = (statuses[response.statusCode] || 0) + 1;
      response.resume();
      response.on('end', resolve);
    }).on('error', (error) => {
      statuses[error.code] = (statuses[error.code] || 0) + 1;
      resolve();
    });
  }).then(() => { pending--; }));
  const samples = [];
  const started = performance.now();
  await new Promise((resolve) => setTimeout(resolve, 20));
  while (pending > 0) samples.push(await once(origin, '/v1/forms/1'));
  await Promise.all(load);
  agent.destroy();
  return { rest: summary(samples), seconds: (performance.now() - started) / 1000, statuses };
}

function ms(value) {
  return `${value.toFixed(1).padStart(7)} ms`;
}

async function main() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'zn-services-bench-'));
  const service = (name, source) => {
    const dir = path.join(root, name);
    fs.mkdirSync(dir);
    fs.writeFileSync(path.join(dir, 'plugin.js'), source);
    return { namespace: 'bench', route: name, dir };
  };
  const sandbox = createSandbox({
    dataDir: path.join(root, 'data'),
    pluginServices: examplePluginServices().concat([
      service('hello', 'exports.run = function (e) { e.response.send({ hello: true }); };'),
      service('slow', 'exports.run = function (e) { setTimeout(function () { e.response.send({ slow: true }); }, 1000); };'),
      service('busy', 'exports.run = function (e) { var end = Date.now() + 10; while (Date.now() < end) {} e.response.send({ busy: true }); };')
    ])
  });
  const server = http.createServer(sandbox.app);
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${server.address().port}`;
  try {
    const back = await pair(origin, '/v1/forms/1', '/plugins/workspaces/1/bench/hello');
    const spaced = await pair(origin, '/v1/forms/1', '/plugins/workspaces/1/bench/hello', 200);
    const [restBack, serviceBack, restSpaced, serviceSpaced] = [back.rest, back.service, spaced.rest, spaced.service];
    const tally = await time(origin, '/plugins/workspaces/1/tally/summary');
    await once(origin, '/plugins/workspaces/1/bench/slow');
    const slow = await restDuringLoad(origin, '/plugins/workspaces/1/bench/slow');
    await once(origin, '/plugins/workspaces/1/bench/busy');
    const busy = await restDuringLoad(origin, '/plugins/workspaces/1/bench/busy');

    const out = (line) => process.stdout.write(line + '\n');
    out(`services bench: ${ROUNDS} sequential requests each (REST and service in alternating blocks of ${BLOCK}), ${os.cpus().length} cores, ` +
      `load average ${os.loadavg().map((load) => load.toFixed(1)).join(' ')}, node ${process.version}`);
    out(`                                         REST GET /v1/forms/1     service answering at once    ratio (goal <= 2)`);
    out(`  back to back         median       ${ms(restBack.median)}            ${ms(serviceBack.median)}              ${(serviceBack.median / restBack.median).toFixed(2)}x`);
    out(`                       p90          ${ms(restBack.p90)}            ${ms(serviceBack.p90)}`);
    out(`  200 ms apart         median       ${ms(restSpaced.median)}            ${ms(serviceSpaced.median)}              ${(serviceSpaced.median / restSpaced.median).toFixed(2)}x`);
    out(`                       p90          ${ms(restSpaced.p90)}            ${ms(serviceSpaced.p90)}`);
    out(`  tally/summary (4 znHttp calls)    median ${ms(tally.median)}   p90 ${ms(tally.p90)}`);
    [['slow (answers after 1 s)', slow], ['busy (10 ms of CPU each)', busy]].forEach(([label, figures]) => {
      out(`  REST GET during ${CONCURRENT} concurrent calls to a ${label}: ${figures.rest.count} GETs, median ${ms(figures.rest.median)}, ` +
        `max ${ms(figures.rest.max)} (goal < 500 ms); the ${CONCURRENT} calls took ${figures.seconds.toFixed(1)} s, statuses ${JSON.stringify(figures.statuses)}`);
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
