'use strict';
// `npm run bench:registration`: what reading a shipped plugin's registration in a process of its
// own costs (workbench/src/ship-v2/registration.ts: the box), side by side in one run with
//   - the same read in this process (registration-read.ts's readInContext: the vm part alone),
//   - a bare `node -e 0` started the same way (the floor of any process a read could use);
// for a small registration (the ship-v2 fixture's) and one behind 1 MiB of libraries (lodash and
// moment, as a plugin.js that bundles them). Interleaved rounds, medians and 90th percentiles.
// Goal: the box adds a process start and little more (its median within 2x the bare start's).
const fs = require('fs');
const path = require('path');
const { spawnSync } = require('child_process');

const ROUNDS = Number(process.env.ROUNDS) || 20;
const BUILD = path.join(__dirname, '..', 'workbench', 'build', 'src', 'ship-v2');
const { readRegistrations } = require(path.join(BUILD, 'registration.js'));
const { readInContext } = require(path.join(BUILD, 'registration-read.js'));

const small = fs.readFileSync(path.join(__dirname, '..', 'workbench', 'test', 'fixtures', 'repositories', 'ship-v2', 'plugins', 'board', 'plugin-register.js'), 'utf8');
const libraries = ['lodash/lodash.js', 'moment/moment.js'].map((file) => fs.readFileSync(require.resolve(file), 'utf8')).join('\n;\n');
const bundled = `${libraries}\n;\n${small}`;

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
}

function summary(samples) {
  const sorted = samples.slice().sort((a, b) => a - b);
  return { median: percentile(sorted, 0.5), p90: percentile(sorted, 0.9) };
}

function timed(fn) {
  const started = performance.now();
  fn();
  return performance.now() - started;
}

function check(run) {
  if (run.stopped || run.calls.length !== 1) throw new Error(`the read failed: ${JSON.stringify(run)}`);
}

const ways = {
  'bare node -e 0': () => { if (spawnSync(process.execPath, ['-e', '0'], { env: {} }).status !== 0) throw new Error('node failed'); },
  'small: in this process': () => check(readInContext(small, 512)),
  'small: in the box': () => check(readRegistrations(small)),
  '1 MiB: in this process': () => check(readInContext(bundled, 512)),
  '1 MiB: in the box': () => check(readRegistrations(bundled))
};

const samples = Object.fromEntries(Object.keys(ways).map((name) => [name, []]));
for (let round = 0; round < ROUNDS + 2; round++) {
  Object.keys(ways).forEach((name) => {
    const took = timed(ways[name]);
    if (round >= 2) samples[name].push(took);
  });
}

const figures = Object.fromEntries(Object.keys(samples).map((name) => [name, summary(samples[name])]));
const bare = figures['bare node -e 0'].median;
console.log(`registration reads, ${ROUNDS} interleaved rounds (ms)`);
Object.keys(figures).forEach((name) => {
  const { median, p90 } = figures[name];
  console.log(`  ${name.padEnd(24)} median ${median.toFixed(1).padStart(7)}  p90 ${p90.toFixed(1).padStart(7)}  ${(median / bare).toFixed(2)}x the bare start`);
});
const ratio = figures['small: in the box'].median / bare;
console.log(`goal: a small read in the box within 2x the bare start: ${ratio.toFixed(2)}x, ${ratio <= 2 ? 'met' : 'NOT met'}`);
