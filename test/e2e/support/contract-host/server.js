'use strict';
/**
 * The server of the tests' own v2 host (page.js): on one port of 127.0.0.1,
 *
 *   http://localhost:<port>/<any path>      the host page, with the apps it shows (HOST_APPS)
 *   http://localhost:<port>/v1/..., /plugins/...   the REST API and plugin services behind the host's
 *                                           znHttp and znPluginData: a sandbox of the workbench's,
 *                                           standing in for Zengine's API (not its host page)
 *   http://<namespace lowercased>.localhost:<port>/   each app's dist/, its own origin, nothing else
 *
 * startContractHost({ apps: [{ namespace, dir, name?, id? }], dataDir, pluginServices? }) resolves
 * with { origin, port, appOrigin(namespace), close() }.
 */
const fs = require('fs');
const http = require('http');
const path = require('path');
const { createSandbox } = require('zn-plugin-workbench');

const PAGE_SCRIPT = path.join(__dirname, 'page.js');
const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.map': 'application/json',
  '.svg': 'image/svg+xml', '.woff': 'font/woff', '.woff2': 'font/woff2', '.ttf': 'font/ttf', '.eot': 'application/vnd.ms-fontobject', '.png': 'image/png' };

function hostPage(apps) {
  const data = JSON.stringify(apps).replace(/</g, '\\u003c');
  return `<!DOCTYPE html><html><head><meta charset="utf-8"><title>A v2 host</title></head><body>
<h1>A v2 host of the tests' own</h1>
<div id="inline"></div><div id="main"></div><div id="children"></div>
<script>window.HOST_APPS = ${data};</script>
<script src="/host-page.js"></script>
</body></html>`;
}

/** A file of `dist` that `urlPath` names (a folder: its index.html), or null. */
function distFile(dist, urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  let file = path.resolve(dist, `.${decoded}`);
  if (file !== dist && !file.startsWith(dist + path.sep)) return null;
  if (fs.existsSync(file) && fs.statSync(file).isDirectory()) file = path.join(file, 'index.html');
  return fs.existsSync(file) && fs.statSync(file).isFile() ? file : null;
}

async function startContractHost(options) {
  const sandbox = createSandbox({ dataDir: options.dataDir, pluginServices: options.pluginServices || [], logError: () => undefined });
  let port = 0;
  const appOrigin = (namespace) => `http://${namespace.toLowerCase()}.localhost:${port}`;
  const apps = () => options.apps.map((app, index) => ({
    namespace: app.namespace, name: app.name || app.namespace, id: app.id || index + 1, origin: appOrigin(app.namespace),
    pluginJson: JSON.parse(fs.readFileSync(path.join(app.dir, 'plugin.json'), 'utf8'))
  }));
  const server = http.createServer((req, res) => {
    const host = (req.headers.host || '').replace(/:\d+$/, '');
    const url = new URL(req.url, 'http://x');
    if (host === 'localhost' || host === '127.0.0.1') {
      if (/^\/(v1|plugins)(\/|$)/.test(url.pathname)) return sandbox.app(req, res);
      if (url.pathname === '/host-page.js') {
        res.writeHead(200, { 'Content-Type': 'text/javascript' });
        return res.end(fs.readFileSync(PAGE_SCRIPT));
      }
      res.writeHead(200, { 'Content-Type': 'text/html' });
      return res.end(hostPage(apps()));
    }
    const app = options.apps.find((candidate) => host === `${candidate.namespace.toLowerCase()}.localhost`);
    const file = app && req.method === 'GET' ? distFile(path.resolve(app.dir), url.pathname) : null;
    if (!file) {
      res.writeHead(404, { 'Content-Type': 'text/plain' });
      return res.end('not a file of an app');
    }
    // an app's files do not change while the host runs: a page keeps them (as from Zengine's CDN)
    res.writeHead(200, { 'Content-Type': TYPES[path.extname(file)] || 'application/octet-stream', 'Cache-Control': 'max-age=3600' });
    return fs.createReadStream(file).pipe(res);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = server.address().port;
  return {
    origin: `http://localhost:${port}`,
    port,
    appOrigin,
    /** The REST API's answer to GET `url` (/v1/...), as JSON. */
    get: async (url) => (await fetch(`http://127.0.0.1:${port}${url}`)).json(),
    close: async () => {
      server.closeAllConnections();
      await new Promise((done) => server.close(done));
      await sandbox.close();
    }
  };
}

module.exports = { startContractHost };
