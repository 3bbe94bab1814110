'use strict';
/**
 * `npm test`: every check, in four lanes that run side by side once the builds are done.
 *
 * First, one after another: lint, type checks, the workbench's and the Node specs' builds, the size
 * check. Then four lanes, each one stage after another: karma, the example's karma, the live
 * sandbox's karma and half the browser tests; the other half of the browser tests and the packages
 * installed; the Node specs and half the workbench's specs; the other half of the workbench's specs.
 * Much of each stage is waiting (a browser, a server, a process a spec started), so the lanes
 * overlap on two cores where one after another they added up to more than ten minutes. The stages
 * run their tools directly: the builds their `npm run test:*` scripts start are done already, and
 * two builds writing one folder at once would race.
 *
 * Each stage's output is printed whole when it ends, under a line naming it and its time; a stage
 * that fails stops the stages not started yet, and `npm test` exits 1 naming it. `ZN_TEST_LANES=1`
 * runs the lanes one after the other (each stage's output as it comes: for a stage to read live).
 */
const fs = require('fs');
const path = require('path');
const { spawn } = require('child_process');

const ROOT = path.resolve(__dirname, '..');
const bin = (name) => path.join(ROOT, 'node_modules', '.bin', name);

/** [name, command, arguments]: the builds and checks every lane needs, one after another. */
const FIRST = [
  ['lint', 'npm', ['run', 'lint']],
  ['typecheck', 'npm', ['run', 'typecheck']],
  ['build:workbench', 'npm', ['run', 'build:workbench']],
  ['build:node-specs', bin('tsc'), ['-p', 'tsconfig.node.json']],
  ['test:size', 'npm', ['run', 'test:size']]
];

/**
 * The browser tests and the workbench's specs are each split by file into two parts that run side
 * by side (each part a jasmine process of its own: its own browser, its own servers on ports of
 * their own). Most of their time is waiting on a browser, a build or a server a spec started, so
 * four lanes keep two cores busy where two left them idle half the time. Files go to the part with
 * less to do, heaviest first, by the seconds each took in a measured run (scripts/test-weights.json;
 * only the split depends on them, never what runs).
 */
const WEIGHTS = require('./test-weights.json');

/** The spec files under `dir` whose names end with `suffix`, relative to ROOT, sorted. */
function specFiles(dir, suffix) {
  const found = [];
  const walk = (folder) => fs.readdirSync(folder, { withFileTypes: true }).forEach((item) => {
    const full = path.join(folder, item.name);
    if (item.isDirectory()) walk(full);
    else if (item.name.endsWith(suffix)) found.push(path.relative(ROOT, full));
  });
  walk(path.join(ROOT, dir));
  return found.sort();
}

/** `files` in `parts.length` parts, the heaviest first to the part whose total (from its `start`) is least. */
function splitFiles(files, dir, weights, parts) {
  const weightOf = (file) => weights[path.relative(path.join(ROOT, dir), path.join(ROOT, file)).split(path.sep).join('/')] || WEIGHTS.unlisted;
  const totals = parts.map((part) => part.start);
  const lists = parts.map(() => []);
  files.slice().sort((a, b) => weightOf(b) - weightOf(a) || a.localeCompare(b)).forEach((file) => {
    const least = totals.indexOf(Math.min(...totals));
    lists[least].push(file);
    totals[least] += weightOf(file);
  });
  return lists.map((list) => list.sort());
}

/** The lanes (what `npm run test:<name>` runs, without its build), made once the builds are done. */
function lanes() {
  const e2eDir = 'test/e2e';
  const workbenchDir = 'workbench/build/test';
  // the browser lane starts with karma's three runs (about 85 s), the Node lane with the Node specs (about 80 s)
  const [e2eA, e2eB] = splitFiles(specFiles(e2eDir, '.e2e.js'), e2eDir, WEIGHTS.e2e, [{ start: 85 }, { start: 0 }]);
  const [workbenchA, workbenchB] = splitFiles(specFiles(workbenchDir, '.spec.js'), workbenchDir, WEIGHTS.workbench, [{ start: 80 }, { start: 0 }]);
  const jasmine = (config, files) => [bin('jasmine'), [`--config=${config}`, ...files]];
  return [
    [
      ['test:karma', bin('karma'), ['start', 'karma.conf.js', '--single-run']],
      ['test:example', bin('karma'), ['start', 'karma.example.conf.js', '--single-run']],
      ['test:live', bin('karma'), ['start', 'karma.sandbox.conf.js', '--single-run']],
      ['test:e2e (part 1 of 2)', ...jasmine('jasmine.e2e.json', e2eA)]
    ],
    [
      ['test:e2e (part 2 of 2)', ...jasmine('jasmine.e2e.json', e2eB)],
      ['test:package', bin('jasmine'), ['--config=jasmine.package.json']]
    ],
    [
      ['test:node', bin('jasmine'), ['--config=jasmine.json']],
      ['test:workbench (part 1 of 2)', ...jasmine('workbench/jasmine.json', workbenchA)]
    ],
    [
      ['test:workbench (part 2 of 2)', ...jasmine('workbench/jasmine.json', workbenchB)]
    ]
  ];
}

const failed = [];
const times = [];

/** Runs one stage; resolves true when it passed. `live`: its output as it comes, else whole at its end. */
function runStage([name, command, args], live) {
  if (failed.length) return Promise.resolve(false);
  const started = Date.now();
  if (live) process.stdout.write(`\n── ${name}\n`);
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'], shell: process.platform === 'win32' });
    const output = [];
    if (!live) {
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
    }
    const end = (code, reason) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      const passed = code === 0;
      times.push(`${name} ${passed ? 'passed' : 'FAILED'} in ${seconds} s`);
      if (!passed) failed.push(`${name} (${reason})`);
      if (!live) process.stdout.write(`\n── ${name}: ${passed ? 'passed' : 'FAILED'} in ${seconds} s\n${Buffer.concat(output).toString('utf8')}`);
      resolve(passed);
    };
    child.on('error', (error) => end(1, error.message));
    child.on('close', (code, signal) => end(code, signal ? `stopped by ${signal}` : `exit code ${code}`));
  });
}

async function runLane(stages, live) {
  for (const stage of stages) if (!(await runStage(stage, live))) return;
}

async function main() {
  const started = Date.now();
  await runLane(FIRST, true);
  const oneByOne = process.env.ZN_TEST_LANES === '1';
  const LANES = failed.length ? [] : lanes();
  if (oneByOne) for (const lane of LANES) await runLane(lane, true);
  else await Promise.all(LANES.map((lane) => runLane(lane, false)));
  process.stdout.write(`\n${times.join('\n')}\nnpm test: ${failed.length ? `FAILED: ${failed.join(', ')}` : 'every stage passed'} ` +
    `in ${Math.round((Date.now() - started) / 1000)} s\n`);
  process.exitCode = failed.length ? 1 : 0;
}

void main();
