/**
 * buildShippedV2 (src/ship-v2/build.ts): a v1 plugin of a repository built as a v2 app in
 * plugins/<name>/dist/ and dist.zip: index.html loading everything in the contract's order, the
 * v1 build's output, the libraries and the SDK, plugin.json; self-contained (every URL of every
 * file relative and inside dist/); a registration that cannot be views fails with file and line.
 */
import fs from 'fs';
import path from 'path';
import vm from 'vm';
import { buildShippedV2 } from '../../src/ship-v2';
import { FRAME_ROOT_MARKUP } from '../../src/ship-v2/index-html';
import { outsideReferences } from '../../src/ship-v2/self-contained';
import { readMayaConfig } from '../../src/repository/maya-config';
import { filesUnder, removeTempDirs, setEntry, shipRepository, STUB_RUNTIME, stubSdkDir } from './helpers';

/** The names of the entries of a ZIP archive, from its central directory. */
function zipEntries(file: string): string[] {
  const data = fs.readFileSync(file);
  const end = data.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]) as unknown as Uint8Array);
  const count = data.readUInt16LE(end + 10);
  let at = data.readUInt32LE(end + 16);
  const names: string[] = [];
  for (let i = 0; i < count; i++) {
    const nameLength = data.readUInt16LE(at + 28);
    names.push(data.toString('utf8', at + 46, at + 46 + nameLength));
    at += 46 + nameLength + data.readUInt16LE(at + 30) + data.readUInt16LE(at + 32);
  }
  return names.sort();
}

async function build(repo: string, name: string, sdkDir: string, extra: { sourceMaps?: boolean } = {}) {
  const config = readMayaConfig(repo);
  const plugin = config.plugins.find((entry) => entry.configName === name);
  if (!plugin) throw new Error(`no plugin ${name}`);
  return buildShippedV2({ plugin, repoDir: config.repoDir, configFile: config.file, env: config.env, sdkDir, zip: true, ...extra });
}

/** The scripts a page loads by URL, in order. */
function scriptsOf(page: string): string[] {
  return (page.match(/<script src="[^"]+"[^>]*><\/script>/g) || []).map((tag) => (/src="([^"]+)"/.exec(tag) as RegExpExecArray)[1]);
}

describe('a v1 plugin built as a v2 app', () => {
  let repo: string;
  let sdkDir: string;

  beforeEach(() => {
    repo = shipRepository();
    sdkDir = stubSdkDir();
  });
  afterEach(removeTempDirs);

  it('writes dist/ with the page, plugin.json, the v1 build, the minified SDK and libraries, and dist.zip with them at its root, no map in either', async () => {
    const result = await build(repo, 'board', sdkDir);
    expect(result.problems).toEqual([]);
    const dist = path.join(repo, 'plugins', 'board', 'dist');
    expect(result.distDir).toBe(dist);
    expect(filesUnder(dist)).toEqual(result.files.slice().sort());
    expect(result.files).toEqual(jasmine.arrayContaining([
      'index.html', 'plugin.json', 'plugin.js', 'plugin.css', 'zengine.css',
      'sdk/zn-plugin.min.js', 'sdk/zn-plugin.css', 'sdk/zn-plugin-frame.min.js',
      'vendor/angular/angular.min.js', 'vendor/angular-sanitize/angular-sanitize.min.js', 'vendor/angular-ui-bootstrap/ui-bootstrap-tpls.min.js',
      'vendor/bootstrap/css/bootstrap.min.css', 'vendor/bootstrap/fonts/glyphicons-halflings-regular.woff2'
    ]));
    expect(result.files.filter((file) => /\.map$/.test(file))).toEqual([]);
    expect(fs.readFileSync(path.join(dist, 'sdk', 'zn-plugin-frame.min.js'), 'utf8')).toBe(STUB_RUNTIME);
    expect(result.zipFile).toBe(path.join(repo, 'plugins', 'board', 'dist.zip'));
    expect(zipEntries(result.zipFile as string)).toEqual(filesUnder(dist));
    // the maps are kept beside dist/, at the paths of their files
    expect(result.mapsDir).toBe(path.join(repo, 'plugins', 'board', 'source-maps'));
    expect(filesUnder(result.mapsDir as string)).toEqual(jasmine.arrayContaining([
      'sdk/zn-plugin.min.js.map', 'vendor/angular/angular.min.js.map', 'vendor/angular-ui-bootstrap/ui-bootstrap-tpls.min.js.map',
      'vendor/bootstrap/css/bootstrap.min.css.map'
    ]));
    expect(filesUnder(result.mapsDir as string).every((file) => /\.map$/.test(file) && result.files.includes(file.slice(0, -4)))).toBe(true);
  });

  it('puts the source maps in dist/ and dist.zip, beside their files and named by them, when asked (--source-maps)', async () => {
    fs.mkdirSync(path.join(repo, 'plugins', 'board', 'source-maps'), { recursive: true });
    const result = await build(repo, 'board', sdkDir, { sourceMaps: true });
    const dist = result.distDir as string;
    expect(result.mapsDir).toBeUndefined();
    expect(fs.existsSync(path.join(repo, 'plugins', 'board', 'source-maps'))).toBe(false);
    expect(result.files).toEqual(jasmine.arrayContaining(['sdk/zn-plugin.min.js.map', 'vendor/angular-ui-bootstrap/ui-bootstrap-tpls.min.js.map']));
    expect(zipEntries(result.zipFile as string)).toEqual(filesUnder(dist));
    expect(fs.readFileSync(path.join(dist, 'sdk', 'zn-plugin.min.js'), 'utf8')).toMatch(/\/\/# sourceMappingURL=zn-plugin\.min\.js\.map\s*$/);
    expect(fs.readFileSync(path.join(dist, 'vendor', 'angular-ui-bootstrap', 'ui-bootstrap-tpls.min.js'), 'utf8'))
      .toMatch(/\/\/# sourceMappingURL=ui-bootstrap-tpls\.min\.js\.map\s*$/);
  });

  it('minifies UI Bootstrap, which its package ships in full: a script that parses, its licence kept, a map of the original', async () => {
    const result = await build(repo, 'board', sdkDir);
    const minified = fs.readFileSync(path.join(result.distDir as string, 'vendor', 'angular-ui-bootstrap', 'ui-bootstrap-tpls.min.js'), 'utf8');
    const original = fs.readFileSync(require.resolve('angular-ui-bootstrap/dist/ui-bootstrap-tpls.js'), 'utf8');
    expect(minified.length).toBeLessThan(original.length * 0.6);
    expect(() => new vm.Script(minified)).not.toThrow();
    expect(minified).toMatch(/^\/\*[^]*License: MIT[^]*?\*\//);
    expect(minified).toContain('angular.module("ui.bootstrap",');
    expect(minified).not.toContain('sourceMappingURL');
    const map = JSON.parse(fs.readFileSync(path.join(result.mapsDir as string, 'vendor', 'angular-ui-bootstrap', 'ui-bootstrap-tpls.min.js.map'), 'utf8'));
    expect(map.sources).toEqual(['ui-bootstrap-tpls.js']);
    expect(map.sourcesContent).toEqual([original]);
  });

  it('puts the v1 build in the app: Babel, wgn, {replace-route} and Sass as for any v1 plugin', async () => {
    const dist = path.join(repo, 'plugins', 'board', 'dist');
    await build(repo, 'board', sdkDir);
    const js = fs.readFileSync(path.join(dist, 'plugin.js'), 'utf8');
    expect(js).toContain('plugin.controller(\'recordBoardMainCntl\', [\'$scope\', \'$rootScope\', \'znData\', function ($scope, $rootScope, znData) {');
    expect(js).toContain('"Hello from the ".concat(who)');
    expect(js).toContain('plugin.register(\'recordBoard\', {');
    expect(js).toContain('route: \'/record-board\'');
    expect(fs.readFileSync(path.join(dist, 'plugin.css'), 'utf8')).toContain('.record-board-board {\n  color: #2a6496;\n}');
    expect(JSON.parse(fs.readFileSync(path.join(dist, 'plugin.json'), 'utf8'))).toEqual({
      icon: 'icon-th-large',
      views: [
        { type: 'fullPage', src: '/index.html', hideIcon: false },
        { type: 'inline', location: 'zn-plugin-form-top', src: '/index.html', defaultDimensions: { height: '120px' } }
      ]
    });
  });

  it('loads, in order, AngularJS, ngSanitize, UI Bootstrap, the SDK, plugin.js, the templates, the runtime last, and the root element', async () => {
    await build(repo, 'board', sdkDir);
    const page = fs.readFileSync(path.join(repo, 'plugins', 'board', 'dist', 'index.html'), 'utf8');
    // the board uses none of the optional libraries
    expect(scriptsOf(page)).toEqual([
      'vendor/angular/angular.min.js', 'vendor/angular-sanitize/angular-sanitize.min.js', 'vendor/angular-ui-bootstrap/ui-bootstrap-tpls.min.js',
      'sdk/zn-plugin.min.js', 'plugin.js', 'sdk/zn-plugin-frame.min.js'
    ]);
    // the plugin's script marked with its namespace, as serve's host page marks it (issue 42.12)
    expect(page).toContain('<script src="plugin.js" data-zn-namespace="recordBoard"></script>');
    const template = page.indexOf('<script type="text/ng-template" id="record-board-main">');
    expect(template).toBeGreaterThan(page.indexOf('<script src="plugin.js"'));
    expect(template).toBeLessThan(page.indexOf('<script src="sdk/zn-plugin-frame.min.js">'));
    expect(page).toContain(`<body>\n  ${FRAME_ROOT_MARKUP}\n`);
    expect(page).toContain('<link rel="stylesheet" href="plugin.css">');
    expect(page).toContain('<title>Record Board</title>');
  });

  it('loads every library in the order Zengine\'s host had them with "frameLibraries": "all", Firebase\'s client guarded', async () => {
    setEntry(repo, 'board', { frameLibraries: 'all' });
    const result = await build(repo, 'board', sdkDir);
    expect(result.problems).toEqual([]);
    const dist = result.distDir as string;
    expect(scriptsOf(fs.readFileSync(path.join(dist, 'index.html'), 'utf8'))).toEqual([
      'vendor/jquery/jquery.min.js', 'vendor/jquery-ui/jquery-ui.min.js',
      'vendor/bootstrap2/bootstrap-modal.min.js', 'vendor/bootstrap2/bootstrap-dropdown.min.js', 'vendor/bootstrap2/bootstrap-tooltip.min.js',
      'vendor/bootstrap2/bootstrap-popover.min.js', 'vendor/angular/angular.min.js',
      'vendor/angular-route/angular-route.min.js', 'vendor/angular-resource/angular-resource.min.js', 'vendor/angular-sanitize/angular-sanitize.min.js',
      'vendor/angular-ui-bootstrap/ui-bootstrap-tpls.min.js', 'vendor/angular-ui-sortable/sortable.min.js',
      'vendor/moment/moment.min.js', 'vendor/firebase/firebase-web.js', 'vendor/angularfire/angularfire.min.js',
      'sdk/zn-plugin.min.js', 'sdk/zn-plugin-compat.min.js', 'sdk/zn-plugin-extras.min.js', 'plugin.js', 'sdk/zn-plugin-frame.min.js'
    ]);
    // Firebase's client as the host page serves it: its CommonJS export guarded, so it runs in a page
    expect(fs.readFileSync(path.join(dist, 'vendor', 'firebase', 'firebase-web.js'), 'utf8'))
      .toMatch(/\nif \(typeof module !== "undefined" && module && module\.exports\) module\.exports = Firebase;\n$/);
    // Bootstrap 2's dropdown as the host page serves it: a toggle's href="#" is no selector jQuery 3 throws at
    const dropdown = fs.readFileSync(path.join(dist, 'vendor', 'bootstrap2', 'bootstrap-dropdown.min.js'), 'utf8');
    expect(dropdown).toContain('catch');
    expect(dropdown).toMatch(/Licensed under the Apache License/);
    // a library left out again is gone from dist/, its folder too
    setEntry(repo, 'board', { frameLibraries: undefined });
    await build(repo, 'board', sdkDir);
    expect(fs.existsSync(path.join(dist, 'vendor', 'jquery'))).toBe(false);
    expect(filesUnder(dist).filter((file) => /jquery|bootstrap2|moment|firebase|compat|extras|route|resource|sortable/.test(file))).toEqual([]);
  });

  it('is self-contained: no file of dist/ loads from another host or from the root, and every relative URL is a file of dist/', async () => {
    const result = await build(repo, 'board', sdkDir);
    const dist = result.distDir as string;
    const outside: string[] = [];
    const unresolved: string[] = [];
    filesUnder(dist).forEach((file) => {
      const text = fs.readFileSync(path.join(dist, file), 'utf8');
      outsideReferences(file, text).forEach((item) => outside.push(`${file}:${item.line}: ${item.url}`));
      if (!/\.(html|css|js)$/.test(file)) return;
      // a script's or stylesheet's source map comment names a file of dist/ too (none, as the maps are kept beside it)
      const maps = [...text.matchAll(/[#@] ?sourceMappingURL=(\S+?)(?:\s*\*\/)?\s*$/gm)].map((match) => match[1]);
      maps.forEach((url) => unresolved.push(`${file}: ${url}`));
      if (!/\.(html|css)$/.test(file)) return;
      const urls = [...text.matchAll(/(?:src|href)="([^"]+)"|url\(\s*['"]?([^)'"]+)/g)].map((match) => match[1] || match[2]);
      urls.filter((url) => !/^(data:|#)/.test(url)).forEach((url) => {
        const target = path.resolve(path.dirname(path.join(dist, file)), url.replace(/[?#].*$/, ''));
        if (!target.startsWith(dist + path.sep) || !fs.existsSync(target)) unresolved.push(`${file}: ${url}`);
      });
    });
    expect(outside).toEqual([]);
    expect(unresolved).toEqual([]);
  });

  it('writes dist/ exactly: a file of an earlier build the app no longer has is removed', async () => {
    const dist = path.join(repo, 'plugins', 'board', 'dist');
    fs.mkdirSync(path.join(dist, 'old'), { recursive: true });
    fs.writeFileSync(path.join(dist, 'old', 'main.1234.js'), '');
    const result = await build(repo, 'board', sdkDir);
    expect(filesUnder(dist)).toEqual(result.files.slice().sort());
  });

  it('fails a registration that cannot be views at its file and line, writes nothing and removes a stale dist.zip', async () => {
    const stale = path.join(repo, 'plugins', 'broken', 'dist.zip');
    fs.writeFileSync(stale, 'an old build');
    const result = await build(repo, 'broken', sdkDir);
    expect(result.problems).toEqual([{
      level: 'error', file: path.join(repo, 'plugins', 'broken', 'plugin-register.js'), line: 1,
      message: 'plugin "broken" cannot be shipped as a version 2 app: interfaces[1] is a second fullPage interface (interfaces[0] is one): a plugin has one fullPage view'
    }]);
    expect(result.files).toEqual([]);
    expect(fs.existsSync(path.join(repo, 'plugins', 'broken', 'dist'))).toBe(false);
    expect(fs.existsSync(stale)).toBe(false);
  });

  it('names the source file and line where running plugin.js stopped before registering', async () => {
    fs.writeFileSync(path.join(repo, 'plugins', 'board', 'src', 'setup.js'), '// set up\nvar options = null;\nvar size = options.size;\n');
    const result = await build(repo, 'board', sdkDir);
    expect(result.problems).toEqual([{
      level: 'error', file: path.join(repo, 'plugins', 'board', 'src', 'setup.js'), line: 3,
      message: 'plugin "board" cannot be shipped as a version 2 app: running its built plugin.js to read plugin.register(...) stopped before the call: ' +
        'TypeError: Cannot read properties of null (reading \'size\')'
    }]);
  });

  it('fails when the SDK\'s in-frame runtime is not built, naming the file', async () => {
    fs.rmSync(path.join(sdkDir, 'zn-plugin-frame.min.js'));
    const result = await build(repo, 'board', sdkDir);
    expect(result.problems).toEqual([{
      level: 'error', file: path.join(sdkDir, 'zn-plugin-frame.min.js'),
      message: 'plugin "board" cannot be shipped as a version 2 app: missing: the SDK\'s zn-plugin-frame.min.js: npm run build in the zn-plugin repository writes it to dist/'
    }]);
    expect(result.zipFile).toBeUndefined();
  });

  it('warns about styles that load from outside the app (a web font)', async () => {
    fs.writeFileSync(path.join(repo, 'plugins', 'board', 'src', 'fonts.css'), '@import url("https://fonts.googleapis.com/css?family=Open+Sans");\n');
    const result = await build(repo, 'board', sdkDir);
    expect(result.problems.map((item) => `${item.level}: ${item.message}`)).toEqual([
      'warning: its styles (line 1 of the built plugin.css) load https://fonts.googleapis.com/css?family=Open+Sans, outside the app: ' +
      'a shipped app holds what it loads (this fails offline, and a host may block it)'
    ]);
    expect(result.zipFile).toBeDefined();
  });
});
