'use strict';
/**
 * Builds the fixture test/fixtures/firebase/greeting-settings with @zenginehq/frontend-config
 * the way mayan built a plugin with a zn-module: its own plugin.js, html and css first, then the
 * module's src/**\/*.js, *.html and plugin.css, 'wgn' replaced by the namespace everywhere.
 * Returns the temporary plugin folder.
 */
const fs = require('fs');
const os = require('os');
const path = require('path');

const FIXTURE = path.resolve(__dirname, '..', '..', 'fixtures', 'firebase', 'greeting-settings');
const MODULE = path.dirname(require.resolve('@zenginehq/frontend-config/package.json'));

function filesOf(dir, extension) {
  const found = [];
  fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1)).forEach((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...filesOf(file, extension));
    else if (entry.name.endsWith(extension)) found.push(file);
  });
  return found;
}

function buildFrontendConfigPlugin(namespace) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zn-frontend-config-'));
  const rename = (text) => text.split('wgn').join(namespace);
  const join = (own, extension) => [fs.readFileSync(path.join(FIXTURE, own), 'utf8')]
    .concat(filesOf(path.join(MODULE, 'src'), extension).map((file) => fs.readFileSync(file, 'utf8'))).join('\n');
  fs.writeFileSync(path.join(dir, 'plugin.js'), rename(join('plugin.js', '.js')));
  fs.writeFileSync(path.join(dir, 'plugin.html'), rename(join('plugin.html', '.html')));
  fs.writeFileSync(path.join(dir, 'plugin.css'), rename(fs.readFileSync(path.join(MODULE, 'src', 'plugin.css'), 'utf8')));
  fs.cpSync(path.join(FIXTURE, 'backend'), path.join(dir, 'backend'), { recursive: true });
  return dir;
}

module.exports = { buildFrontendConfigPlugin };
