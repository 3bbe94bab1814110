'use strict';
// The browser slice: test/live/**/*.spec.ts run in headless Chromium against a real sandbox, so
// znData and the sandbox are proven against each other. karma.conf.js's settings, plus a sandbox
// started here on a free loopback port with a temporary data folder; karma proxies /v1 and
// /plugins to it, so znConfig's same-origin defaults reach it. angular-mocks is not loaded: the
// specs build a real injector, and $http sends real requests.
// Needs the compiled workbench package: `npm run test:live` compiles it first.
const fs = require('fs');
const os = require('os');
const path = require('path');
const http = require('http');
const karmaConfig = require('./karma.conf.js');

const specs = 'test/live/**/*.spec.ts';

function startSandbox() {
  const { createSandbox } = require('zn-plugin-workbench');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zn-sandbox-live-'));
  const sandbox = createSandbox({ dataDir });
  const server = http.createServer(sandbox.app);
  return new Promise((resolve, reject) => {
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      // karma ends the process when the run is over; the sandbox goes with it
      process.on('exit', () => {
        server.close();
        sandbox.close();
        fs.rmSync(dataDir, { recursive: true, force: true });
      });
      resolve(`http://127.0.0.1:${server.address().port}`);
    });
  });
}

module.exports = async function (config) {
  karmaConfig(config);
  const sandboxUrl = await startSandbox();
  config.set({
    files: [
      'node_modules/angular/angular.js',
      'node_modules/angular-sanitize/angular-sanitize.js',
      'node_modules/angular-route/angular-route.js',
      'node_modules/angular-ui-bootstrap/dist/ui-bootstrap-tpls.js',
      { pattern: 'test/live/setup.ts', watched: false },
      { pattern: specs, watched: false }
    ],
    exclude: [],
    proxies: {
      '/v1/': `${sandboxUrl}/v1/`,
      '/plugins/': `${sandboxUrl}/plugins/`
    },
    client: { jasmine: { random: true, timeoutInterval: 20000 } }
  });
  // replaced, not merged: karma.conf.js's patterns point at the unit specs
  config.preprocessors = {
    'test/live/setup.ts': ['webpack'],
    [specs]: ['webpack']
  };
};
