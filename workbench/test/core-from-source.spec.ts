// The workbench runs the SDK's core as compiled from src/core/ beside it (workbench/build/core/,
// `#core`), never the committed dist/zn-plugin-core.js: a change in src/core reaches the
// workbench's tests with `npm run build:workbench`, which every workbench test script runs first.
import fs from 'fs';
import path from 'path';
import * as core from '#core';

describe('the core the workbench runs', () => {
  it('is src/core compiled into workbench/build/core, not dist/', () => {
    const resolved = require.resolve('#core');
    const build = path.resolve(__dirname, '..');
    expect(resolved).toBe(path.join(build, 'core', 'index.js'));
    expect(resolved.split(path.sep)).not.toContain('dist');
    // the compiled file names its source in src/core
    const map = JSON.parse(fs.readFileSync(resolved + '.map', 'utf8')) as { sources: string[] };
    expect(path.resolve(path.dirname(resolved), map.sources[0])).toBe(path.resolve(build, '..', '..', 'src', 'core', 'index.ts'));
    expect(typeof core.compileFilter).toBe('function');
  });
});
