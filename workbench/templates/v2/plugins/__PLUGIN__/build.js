'use strict';
// The plugin's build (npm run build): src/ and plugin.json into dist/, with the environment's
// GREETING (maya.json's "env") written into config.js. No bundler, so it builds offline in an
// instant; swap it for Parcel, webpack or Vite as the plugin grows: the workbench and Zengine only
// need dist/ with the files plugin.json names.
const fs = require('fs');
const path = require('path');

const dist = path.join(__dirname, 'dist');
fs.rmSync(dist, { recursive: true, force: true });
fs.mkdirSync(dist);
fs.readdirSync(path.join(__dirname, 'src')).forEach((name) => {
  fs.copyFileSync(path.join(__dirname, 'src', name), path.join(dist, name));
});
fs.copyFileSync(path.join(__dirname, 'plugin.json'), path.join(dist, 'plugin.json'));
const config = { env: process.env.ZENGINE_ENV || 'dev', greeting: process.env.GREETING || 'Hello' };
fs.writeFileSync(path.join(dist, 'config.js'), `window.pluginConfig = ${JSON.stringify(config)};\n`);
console.log(`built dist/ for ${config.env}`);
