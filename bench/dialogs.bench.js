'use strict';
// `npm run bench:dialogs`: times znModal open+close cycles against $uibModal open+close cycles of
// the same dialog (title, a ten-field form from one template, two buttons) in one headless
// Chromium page, animations off for both.
//
// The SDK is built by webpack (minified, as hosts load it) into a temporary folder, served with
// angular.min.js, angular-sanitize.min.js and ui-bootstrap-tpls.js from a tiny server on
// 127.0.0.1. A cycle opens a dialog and waits until its form is rendered and the focus is in it,
// then closes it and waits until its DOM (dialog and backdrop) is gone and its `closed` promise
// has resolved: the same finish line for both. Two numbers per cycle:
// - latency: wall time of a cycle, waits included (what a user sees);
// - main-thread time: what Chromium reports the page's main thread was busy (script, style,
//   layout; Performance.getMetrics TaskDuration) over a batch of cycles, divided by the cycles;
//   idle waits for timers and frames do not count.
// Rounds alternate which library goes first; the first round only warms up. Prints the medians
// over the rounds and the ratios.
const fs = require('fs');
const http = require('http');
const os = require('os');
const path = require('path');
const webpack = require('webpack');
const { chromium } = require('playwright-core');

const ROUNDS = Number(process.env.ROUNDS) || 10;
const CYCLES = Number(process.env.CYCLES) || 50;
const root = path.resolve(__dirname, '..');

// The toolchain note's flags: the last keeps Chromium from reaching outside hosts at start-up.
const CHROMIUM_FLAGS = [
  '--no-sandbox', '--headless', '--disable-gpu', '--disable-dev-shm-usage',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
  '--no-first-run', '--disable-extensions', '--disable-default-apps',
  '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE localhost'
];

function buildBundle(outputPath) {
  const [, minified] = require(path.join(root, 'webpack.config.js'));
  const config = { ...minified, output: { ...minified.output, path: outputPath }, devtool: false };
  return new Promise((resolve, reject) => {
    webpack(config, (error, stats) => {
      if (error) return reject(error);
      if (stats.hasErrors()) return reject(new Error(stats.toString({ all: false, errors: true })));
      resolve(path.join(outputPath, minified.output.filename));
    });
  });
}

const PAGE = `<!doctype html>
<html><head><meta charset="utf-8"><title>dialogs bench</title>
<style>
  /* The same Bootstrap-3-like look for both libraries' .modal markup (a host's Bootstrap). */
  .modal-open { overflow: hidden; }
  .modal { position: fixed; top: 0; right: 0; bottom: 0; left: 0; z-index: 1050; overflow-x: hidden; overflow-y: auto; outline: 0; }
  .modal-backdrop { position: fixed; top: 0; right: 0; bottom: 0; left: 0; z-index: 1040; background-color: #000; }
  .modal-backdrop.in { opacity: 0.5; }
  .modal-dialog { position: relative; width: 600px; margin: 30px auto; }
  .modal-content { position: relative; background-color: #fff; border: 1px solid rgba(0, 0, 0, 0.2); border-radius: 6px; box-shadow: 0 5px 15px rgba(0, 0, 0, 0.5); }
  .modal-header, .modal-body, .modal-footer { padding: 15px; }
  .modal-footer { text-align: right; border-top: 1px solid #e5e5e5; }
</style>
<link rel="stylesheet" href="/zn-plugin.css"></head>
<body><div id="app"></div>
<script src="/angular.js"></script>
<script src="/angular-sanitize.js"></script>
<script src="/ui-bootstrap-tpls.js"></script>
<script src="/zn-plugin.js"></script>
<script>
  angular.module('bench', ['zn.plugin']).config(['$uibModalProvider', function ($uibModalProvider) {
    $uibModalProvider.options.animation = false;
  }]);
  window.benchInjector = angular.bootstrap(document.getElementById('app'), ['bench'], { strictDi: true });
</script></body></html>`;

/** Runs in the page: defines window.benchBatch(name, cycles), which returns the cycles' latencies. */
function setUpPage() {
  const injector = window.benchInjector;
  const $rootScope = injector.get('$rootScope');
  const znModal = injector.get('znModal');
  const $uibModal = injector.get('$uibModal');

  const BODY = '<form name="form"><div class="form-group" ng-repeat="field in fields">' +
    '<label ng-attr-for="{{field.id}}">{{field.label}}</label>' +
    '<input class="form-control bench-field" ng-attr-id="{{field.id}}" ng-model="field.value"></div></form>';
  const parent = $rootScope.$new();
  parent.fields = Array.from({ length: 10 }, (unused, index) => ({ id: 'field' + index, label: 'Field ' + index, value: 'v' + index }));

  // Waiting without spinning (a busy wait would count as main-thread time): first a
  // message-channel turn (no 4 ms clamp of nested timeouts), then one timeout (after any the
  // library set for 0 ms), then animation frames.
  const channel = new MessageChannel();
  const waiting = [];
  channel.port1.onmessage = () => waiting.shift()();
  const turn = () => new Promise((resolve) => { waiting.push(resolve); channel.port2.postMessage(null); });
  const timeout = () => new Promise((resolve) => setTimeout(resolve, 0));
  const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()));
  async function until(done) {
    const steps = [turn, timeout];
    for (let step = 0; !done(); step++) {
      if (step > 1000) throw new Error('a dialog never got there');
      await (steps[step] || frame)();
    }
  }

  function rendered(selector) {
    const dialog = document.querySelector(selector);
    return !!dialog && dialog.querySelectorAll('.bench-field').length === 10 && dialog.contains(document.activeElement);
  }

  const libraries = {
    znModal: {
      open() {
        return znModal({ title: 'Bench', template: BODY, scope: parent, btns: { OK: { primary: true }, Cancel: {} } });
      },
      opened: () => rendered('.zn-modal'),
      close(handle) {
        let closed = false;
        handle.closed.then(() => { closed = true; });
        $rootScope.$apply(() => handle.close('OK'));
        return () => closed && !document.querySelector('.zn-modal-layer');
      }
    },
    $uibModal: {
      open() {
        return $uibModal.open({
          template: '<div class="modal-header"><h4 class="modal-title">Bench</h4></div>' +
            '<div class="modal-body">' + BODY + '</div><div class="modal-footer">' +
            '<button type="button" class="btn btn-primary" ng-click="$close()">OK</button>' +
            '<button type="button" class="btn btn-default" ng-click="$dismiss()">Cancel</button></div>',
          scope: parent
        });
      },
      opened: () => rendered('[uib-modal-window]'),
      close(instance) {
        let closed = false;
        instance.closed.then(() => { closed = true; });
        $rootScope.$apply(() => instance.close('OK'));
        return () => closed && !document.querySelector('[uib-modal-window], .modal-backdrop');
      }
    }
  };

  async function cycle(library) {
    const start = performance.now();
    const handle = library.open();
    $rootScope.$digest();
    await until(library.opened);
    await until(library.close(handle));
    return performance.now() - start;
  }

  window.benchBatch = async (name, cycles) => {
    const times = [];
    for (let index = 0; index < cycles; index++) times.push(await cycle(libraries[name]));
    // Let deferred work (frames, timers) finish inside the measured batch.
    await frame();
    await frame();
    return times;
  };
}

function median(values) {
  const sorted = values.slice().sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

function serve(files) {
  const server = http.createServer((request, response) => {
    const file = files[request.url.split('?')[0]];
    if (!file) {
      response.writeHead(404);
      response.end();
      return;
    }
    response.writeHead(200, { 'Content-Type': file.type });
    response.end(file.body);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

async function main() {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zn-dialogs-bench-'));
  let server;
  let browser;
  try {
    const bundle = await buildBundle(workDir);
    const js = (file) => ({ type: 'text/javascript', body: fs.readFileSync(file) });
    const styles = path.join(root, 'src', 'styles');
    const css = fs.readdirSync(styles).filter((name) => name.endsWith('.css')).sort()
      .map((name) => fs.readFileSync(path.join(styles, name), 'utf8')).join('\n');
    server = await serve({
      '/': { type: 'text/html', body: PAGE },
      '/angular.js': js(require.resolve('angular/angular.min.js')),
      '/angular-sanitize.js': js(require.resolve('angular-sanitize/angular-sanitize.min.js')),
      '/ui-bootstrap-tpls.js': js(require.resolve('angular-ui-bootstrap/dist/ui-bootstrap-tpls.js')),
      '/zn-plugin.js': js(bundle),
      '/zn-plugin.css': { type: 'text/css', body: css }
    });
    browser = await chromium.launch({ executablePath: process.env.CHROME_BIN || '/usr/bin/chromium', args: CHROMIUM_FLAGS });
    const page = await browser.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    // "localhost": the resolver rule above maps every other name (even 127.0.0.1) to nowhere.
    await page.goto(`http://localhost:${server.address().port}/`);
    await page.waitForFunction(() => !!window.benchInjector);
    await page.evaluate(setUpPage);
    const devtools = await page.context().newCDPSession(page);
    await devtools.send('Performance.enable');
    const busy = async () => {
      const { metrics } = await devtools.send('Performance.getMetrics');
      const value = (name) => metrics.find((metric) => metric.name === name).value * 1000;
      return { task: value('TaskDuration'), script: value('ScriptDuration'), render: value('LayoutDuration') + value('RecalcStyleDuration') };
    };

    const names = ['znModal', '$uibModal'];
    const rounds = { znModal: [], $uibModal: [] };
    for (let round = 0; round <= ROUNDS; round++) {
      for (const name of round % 2 ? names.slice().reverse() : names) {
        const before = await busy();
        const times = await page.evaluate(([library, cycles]) => window.benchBatch(library, cycles), [name, CYCLES]);
        const after = await busy();
        if (round === 0) continue;
        rounds[name].push({
          latency: median(times),
          task: (after.task - before.task) / CYCLES,
          script: (after.script - before.script) / CYCLES,
          render: (after.render - before.render) / CYCLES
        });
      }
    }
    if (errors.length) throw new Error(`errors in the page: ${errors.join('; ')}`);

    const summary = {};
    for (const name of names) {
      const of = (key) => median(rounds[name].map((entry) => entry[key]));
      summary[name] = { latency: of('latency'), task: of('task'), script: of('script'), render: of('render') };
    }
    const columns = [['latency', 'latency'], ['script', 'script'], ['render', 'style+layout'], ['task', 'all tasks']];
    const cell = (text) => String(text).padStart(14);
    console.log(`dialogs: ${ROUNDS} rounds x ${CYCLES} open+close cycles (after one warm-up round), Chromium ${browser.version()}`);
    console.log(`  ms per cycle, median of rounds ${columns.map(([, title]) => cell(title)).join('')}`);
    for (const name of names) {
      console.log(`  ${name.padEnd(30)}${columns.map(([key]) => cell(summary[name][key].toFixed(2))).join('')}`);
    }
    const ratio = (key) => summary.znModal[key] / summary.$uibModal[key];
    console.log(`  ${'znModal / $uibModal'.padEnd(30)}${columns.map(([key]) => cell(ratio(key).toFixed(2))).join('')}`);
    const work = (name) => summary[name].script + summary[name].render;
    const verdict = ratio('latency') <= 1 && work('znModal') <= work('$uibModal');
    console.log(`  target: no slower than $uibModal in latency and in script+style+layout time: ${verdict ? 'ok' : 'SLOWER'}`);
    console.log('  (all tasks: every task of the page\'s renderer, painting included, from Performance.getMetrics)');
  } finally {
    if (browser) await browser.close();
    if (server) server.close();
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error.stack || error.message || error);
  process.exit(1);
});
