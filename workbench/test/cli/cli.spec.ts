/** The arguments of `zn-plugin serve` (src/cli.ts). */
import { parseServeArgs } from '../../src/cli';

describe('zn-plugin serve arguments', () => {
  const cwd = '/work/here';

  it('takes folders in order, with the defaults of port and data folder', () => {
    expect(parseServeArgs(['a', '../b'], cwd)).toEqual({
      plugins: [{ dir: '/work/here/a', namespace: undefined }, { dir: '/work/b', namespace: undefined }],
      port: 8080,
      dataDir: '/work/here/sandbox-data',
      reset: false
    });
  });

  it('reads --port, --data, --reset, and --namespace for the folder given before it', () => {
    const options = parseServeArgs(['a', '--namespace', 'alpha', 'b', '--port=0', '--data', 'd', '--reset', '--namespace=beta'], cwd);
    expect(options.plugins).toEqual([{ dir: '/work/here/a', namespace: 'alpha' }, { dir: '/work/here/b', namespace: 'beta' }]);
    expect(options.port).toBe(0);
    expect(options.dataDir).toBe('/work/here/d');
    expect(options.reset).toBe(true);
  });

  it('takes what follows -- as folders', () => {
    expect(parseServeArgs(['--', '-odd'], cwd).plugins).toEqual([{ dir: '/work/here/-odd', namespace: undefined }]);
  });

  it('says what is wrong with the arguments', () => {
    expect(() => parseServeArgs([], cwd)).toThrowError('give at least one plugin folder');
    expect(() => parseServeArgs(['a', '--port', '70000'], cwd)).toThrowError('--port takes a port number from 0 to 65535; got "70000"');
    expect(() => parseServeArgs(['a', '--port'], cwd)).toThrowError('--port needs a value');
    expect(() => parseServeArgs(['--namespace', 'x', 'a'], cwd)).toThrowError(/give the folder first/);
    expect(() => parseServeArgs(['a', '--watch'], cwd)).toThrowError('unknown option --watch');
  });
});
