/**
 * dist.zip, what Zengine's developer console took for a version 2 plugin: mayan's build zipped the
 * plugin's dist/ into plugins/<name>/dist.zip, the files of dist/ at the root of the archive.
 * Written here with Node's zlib (deflate) and the ZIP format's own records, no dependency.
 */
import fs from 'fs';
import path from 'path';
import { replaceFile } from '../util/contained-path';
import zlib from 'zlib';

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

/** A Buffer where the node typings ask for a Uint8Array (@types/node 20 and TypeScript 5.9 disagree on ArrayBufferLike). */
function bytes(buffer: Buffer): Uint8Array {
  return buffer as unknown as Uint8Array;
}

export function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (let i = 0; i < data.length; i++) crc = CRC_TABLE[(crc ^ data[i]) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** A date as the ZIP format's DOS time and date (local time, two-second steps, from 1980). */
function dosTime(date: Date): { time: number; day: number } {
  const year = Math.max(1980, date.getFullYear());
  return {
    time: (date.getHours() << 11) | (date.getMinutes() << 5) | Math.floor(date.getSeconds() / 2),
    day: ((year - 1980) << 9) | ((date.getMonth() + 1) << 5) | date.getDate()
  };
}

/** Every file under `dir`, as paths relative to it with '/' (sorted, so an archive is the same each time). */
function filesUnder(dir: string, prefix = ''): string[] {
  return fs.readdirSync(path.join(dir, prefix), { withFileTypes: true })
    .sort((a, b) => (a.name < b.name ? -1 : 1))
    .flatMap((item) => {
      const relative = prefix ? `${prefix}/${item.name}` : item.name;
      if (item.isDirectory()) return filesUnder(dir, relative);
      return item.isFile() ? [relative] : [];
    });
}

/** The ZIP archive of the files of `dir` (their paths relative to it). */
export function zipFolder(dir: string): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  filesUnder(dir).forEach((name) => {
    const file = path.join(dir, ...name.split('/'));
    const data = fs.readFileSync(file);
    const packed = zlib.deflateRawSync(bytes(data));
    const stored = packed.length >= data.length;
    const body = stored ? data : packed;
    const nameBytes = Buffer.from(name, 'utf8');
    const { time, day } = dosTime(fs.statSync(file).mtime);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed: 2.0
    local.writeUInt16LE(0x0800, 6); // names are UTF-8
    local.writeUInt16LE(stored ? 0 : 8, 8);
    local.writeUInt16LE(time, 10);
    local.writeUInt16LE(day, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    local.writeUInt16LE(0, 28);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    local.copy(bytes(central), 8, 6, 30); // flags, method, time, date, crc, sizes, name length
    central.writeUInt32LE(0, 30); // extra and comment lengths, disk number
    central.writeUInt16LE(0, 34);
    central.writeUInt16LE(0, 36);
    central.writeUInt32LE(0, 38);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, body);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + body.length;
  });
  const directory = Buffer.concat(centrals.map(bytes));
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(centrals.length / 2, 8);
  end.writeUInt16LE(centrals.length / 2, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end].map(bytes));
}

/** Writes `<pluginDir>/dist.zip` from `<pluginDir>/dist/`; returns its path. */
export function zipV2Dist(pluginDir: string): string {
  const dist = path.join(pluginDir, 'dist');
  if (!fs.existsSync(dist) || !fs.statSync(dist).isDirectory()) throw new Error(`${dist} is not a folder: nothing to zip (npm run build writes it)`);
  if (fs.lstatSync(dist).isSymbolicLink()) throw new Error(`${dist} is a link to ${fs.realpathSync(dist)}: dist.zip holds the plugin's own dist/ folder, not what a link points to`);
  const target = path.join(pluginDir, 'dist.zip');
  // a link committed as dist.zip is replaced, never written through (it may point anywhere)
  replaceFile(target, bytes(zipFolder(dist)));
  return target;
}
