// The size limit of dist/zn-plugin.min.js (49 KiB min+gzip): `npm run bench:size` and
// `npm run test:size` fail, with a line saying by how much, when the bundle is over it.
import { execFileSync } from 'child_process';
import path from 'path';

const ROOT = path.resolve(__dirname, '..', '..', '..', '..');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { sizeVerdict, LIMIT_BYTES } = require(path.join(ROOT, 'scripts', 'size-report.js'));

describe('the bundle size limit', () => {
  it('is 49 KiB min+gzip', () => {
    expect(LIMIT_BYTES).toBe(49 * 1024);
  });

  it('says by how much a bundle is under or over it', () => {
    expect(sizeVerdict({ file: 'zn-plugin.min.js', minGzip: 48 * 1024 })).toEqual({
      over: false, line: 'zn-plugin.min.js: 48.0 KiB min+gzip, within the limit of 49.0 KiB (1.0 KiB to spare)'
    });
    expect(sizeVerdict({ file: 'zn-plugin.min.js', minGzip: 49.5 * 1024 })).toEqual({
      over: true, line: 'zn-plugin.min.js: 49.5 KiB min+gzip is over the limit of 49.0 KiB by 0.5 KiB'
    });
  });

  it('holds for dist/zn-plugin.min.js as committed (npm run test:size)', () => {
    const output = execFileSync(process.execPath, [path.join(ROOT, 'bench', 'size.bench.js'), '--dist'], { encoding: 'utf8' });
    expect(output).toMatch(/^size: zn-plugin\.min\.js: [\d.]+ KiB min\+gzip, within the limit of 49\.0 KiB/);
  });
});
