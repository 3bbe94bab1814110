'use strict';
/**
 * `npm test`: every check, in two lanes that run side by side once the builds are done.
 *
 * First, one after another: lint, type checks, the workbench's and the Node specs' builds, the size
 * check. Then two lanes, each one stage after another: the browser lane (karma, the example's
 * karma, the live sandbox's karma, the browser tests) and the Node lane (the Node specs, the
 * workbench's specs, the packages installed). Much of each stage is waiting (a browser, a server,
 * a process a spec started), so the lanes overlap on two cores where one after another they
 * added up to ten minutes. The stages run their tools directly: the builds their `npm run test:*`
 * scripts start are done already, and two builds writing one folder at once would race.
 *
 * Each stage's output is printed whole when it ends, under a line naming it and its time; a stage
 * that fails stops the stages not started yet, and `npm test` exits 1 naming it. `ZN_TEST_LANES=1`
 * runs the lanes one after the other (each stage's output as it comes: for a stage to read live).
 */
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

/** The lanes (what `npm run test:<name>` runs, without its build). */
const LANES = [
  [
    ['test:karma', bin('karma'), ['start', 'karma.conf.js', '--single-run']],
    ['test:example', bin('karma'), ['start', 'karma.example.conf.js', '--single-run']],
    ['test:live', bin('karma'), ['start', 'karma.sandbox.conf.js', '--single-run']],
    ['test:e2e', bin('jasmine'), ['--config=jasmine.e2e.json']]
  ],
  [
    ['test:node', bin('jasmine'), ['--config=jasmine.json']],
    ['test:workbench', bin('jasmine'), ['--config=workbench/jasmine.json']],
    ['test:package', bin('jasmine'), ['--config=jasmine.package.json']]
  ]
];

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
  if (oneByOne) for (const lane of LANES) await runLane(lane, true);
  else await Promise.all(LANES.map((lane) => runLane(lane, false)));
  process.stdout.write(`\n${times.join('\n')}\nnpm test: ${failed.length ? `FAILED: ${failed.join(', ')}` : 'every stage passed'} ` +
    `in ${Math.round((Date.now() - started) / 1000)} s\n`);
  process.exitCode = failed.length ? 1 : 0;
}

void main();
