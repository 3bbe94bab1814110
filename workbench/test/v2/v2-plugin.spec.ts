/**
 * A version 2 plugin's files (src/v2/): plugin.json read as Zengine read it, the host page's
 * registration of its views, and dist.zip as mayan wrote it.
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import zlib from 'zlib';
import { readV2Plugin } from '../../src/v2/plugin-json';
import { v2HostScript, v2HostTemplates } from '../../src/v2/host-sources';
import { zipV2Dist, crc32 } from '../../src/v2/zip';

function tempDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'zn-v2-'));
}

/** The entries of a ZIP archive, read from its local headers: { name: content }. */
function unzip(archive: Buffer): Record<string, string> {
  const files: Record<string, string> = {};
  let at = 0;
  while (archive.readUInt32LE(at) === 0x04034b50) {
    const method = archive.readUInt16LE(at + 8);
    const crc = archive.readUInt32LE(at + 14);
    const size = archive.readUInt32LE(at + 18);
    const nameLength = archive.readUInt16LE(at + 26);
    const extra = archive.readUInt16LE(at + 28);
    const name = archive.toString('utf8', at + 30, at + 30 + nameLength);
    const body = archive.subarray(at + 30 + nameLength + extra, at + 30 + nameLength + extra + size);
    const data = method === 8 ? zlib.inflateRawSync(body as unknown as Uint8Array) : body;
    expect(crc32(data)).toBe(crc);
    files[name] = data.toString('utf8');
    at += 30 + nameLength + extra + size;
  }
  expect(archive.readUInt32LE(archive.length - 22)).toBe(0x06054b50);
  expect(archive.readUInt16LE(archive.length - 12)).toBe(Object.keys(files).length);
  return files;
}

describe('a version 2 plugin\'s plugin.json', () => {
  it('keeps the views Zengine could place and warns about each one it could not', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'plugin.json'), JSON.stringify({
      icon: 'icon-star',
      views: [
        { type: 'fullPage', src: '/index.html', hideIcon: true },
        { type: 'inline', location: 'zn-plugin-form-top', src: '/form.html', defaultDimensions: { height: '120px' } },
        { type: 'inline', location: 'zn-sidebar', src: '/x.html' },
        { type: 'fullPage', src: '/again.html' },
        { type: 'popup', src: '/x.html' },
        { type: 'settings', src: 'https://elsewhere.example/settings.html' }
      ]
    }));
    const manifest = readV2Plugin(dir);
    expect(manifest.icon).toBe('icon-star');
    expect(manifest.views).toEqual([
      { type: 'fullPage', src: '/index.html', hideIcon: true },
      { type: 'inline', location: 'zn-plugin-form-top', src: '/form.html', defaultDimensions: { height: '120px' } }
    ]);
    expect(manifest.problems.map((item) => `${item.level} ${item.message}`)).toEqual([
      jasmine.stringMatching(/^warning views\[2\] is inline with the location "zn-sidebar"; expected one of zn-top-nav, /),
      'warning views[3] is a second fullPage view: a plugin has one; this one is not shown',
      jasmine.stringMatching(/^warning views\[4\] has the type "popup"; expected one of fullPage, settings, inline, recordOverlay$/),
      jasmine.stringMatching(/^warning views\[5\] has the src "https:\/\/elsewhere.example\/settings.html"; expected a path of the plugin's dist\//)
    ]);
  });

  it('is an error of the plugin when missing or not JSON, naming the file', () => {
    const dir = tempDir();
    expect(readV2Plugin(dir).problems).toEqual([{ level: 'error', file: path.join(dir, 'plugin.json'), message: jasmine.stringMatching(/^missing: a version 2 plugin has plugin.json/) }]);
    fs.writeFileSync(path.join(dir, 'plugin.json'), '{ "views": [ }');
    expect(readV2Plugin(dir).problems[0].message).toMatch(/^cannot be read: /);
  });
});

describe('the host page\'s registration of a v2 plugin', () => {
  const plugin = {
    namespace: 'myLab', name: 'lab', icon: 'icon-star', route: '',
    views: [{ type: 'fullPage' as const, src: '/index.html', hideIcon: true }, { type: 'inline' as const, location: 'zn-top-nav', src: '/b.html' }]
  };

  it('registers one interface per view, at the namespace\'s route, with a frame template each', () => {
    const registered: any[] = [];
    const controllers: string[] = [];
    const window: any = { plugin: { controller: (name: string) => controllers.push(name), register: (...args: any[]) => registered.push(args) } };
    new Function('window', v2HostScript(plugin))(window);
    expect(controllers).toEqual(['myLabV2ViewCntl']);
    expect(registered[0][0]).toBe('myLab');
    expect(registered[0][1]).toEqual({
      route: '/myLab', title: 'lab', icon: 'icon-star',
      interfaces: [
        { type: 'fullPage', controller: 'myLabV2ViewCntl', template: 'my-lab-v2-view-0', topNav: false, routes: ['/:v2a', '/:v2a/:v2b', '/:v2a/:v2b/:v2c'] },
        { type: 'inline', controller: 'myLabV2ViewCntl', template: 'my-lab-v2-view-1', location: 'zn-top-nav' }
      ]
    });
    expect(window.znV2Plugins.myLab.views).toEqual(plugin.views);
    // the route too: the host page names plugin_route by the namespace, and leads /plugins/<namespace> there
    expect(window.znV2Plugins.myLab.route).toBe('/myLab');
    expect(v2HostTemplates(plugin)).toBe(
      '<script type="text/ng-template" id="my-lab-v2-view-0"><div zn-v2-frame="{ namespace: \'myLab\', view: 0 }"></div></script>\n' +
      '<script type="text/ng-template" id="my-lab-v2-view-1"><div zn-v2-frame="{ namespace: \'myLab\', view: 1 }"></div></script>');
  });

  it('keeps what plugin.json says out of the script\'s syntax', () => {
    const script = v2HostScript({ ...plugin, icon: '</script><script>alert(1)</script>' });
    expect(script).not.toContain('</script>');
  });
});

describe('dist.zip', () => {
  it('holds the files of dist/ at its root, any depth, each readable with its CRC', () => {
    const dir = tempDir();
    fs.mkdirSync(path.join(dir, 'dist', 'assets'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'dist', 'index.html'), '<!DOCTYPE html><script src="/main.1a2b.js"></script>'.repeat(20));
    fs.writeFileSync(path.join(dir, 'dist', 'main.1a2b.js'), 'console.log("é")');
    fs.writeFileSync(path.join(dir, 'dist', 'assets', 'logo.svg'), '<svg/>');
    const target = zipV2Dist(dir);
    expect(target).toBe(path.join(dir, 'dist.zip'));
    expect(unzip(fs.readFileSync(target))).toEqual({
      'assets/logo.svg': '<svg/>',
      'index.html': '<!DOCTYPE html><script src="/main.1a2b.js"></script>'.repeat(20),
      'main.1a2b.js': 'console.log("é")'
    });
  });

  it('says so when there is no dist/ to zip', () => {
    expect(() => zipV2Dist(tempDir())).toThrowError(/dist is not a folder: nothing to zip \(npm run build writes it\)$/);
  });
});
