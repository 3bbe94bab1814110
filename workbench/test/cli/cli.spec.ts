/** The arguments of `zn-plugin serve` (src/cli.ts). */
import { parseServeArgs, printable } from '../../src/cli';
import { printableLines } from '../../src/printable';

describe('zn-plugin serve arguments', () => {
  const cwd = '/work/here';

  it('takes folders in order, with the defaults of port and data folder', () => {
    expect(parseServeArgs(['a', '../b'], cwd)).toEqual({
      plugins: [{ dir: '/work/here/a', namespace: undefined }, { dir: '/work/b', namespace: undefined }],
      port: 8080,
      dataDir: '/work/here/sandbox-data',
      reset: false,
      allowedHosts: []
    });
  });

  it('reads --port, --data, --reset, and --namespace for the folder given before it', () => {
    const options = parseServeArgs(['a', '--namespace', 'alpha', 'b', '--port=0', '--data', 'd', '--reset', '--namespace=beta'], cwd);
    expect(options.plugins).toEqual([{ dir: '/work/here/a', namespace: 'alpha' }, { dir: '/work/here/b', namespace: 'beta' }]);
    expect(options.port).toBe(0);
    expect(options.dataDir).toBe('/work/here/d');
    expect(options.reset).toBe(true);
  });

  it('reads --allowed-hosts, comma-separated, as often as it is given', () => {
    expect(parseServeArgs(['a', '--allowed-hosts', 'Dev.Example.test,.team.test', '--allowed-hosts=box.lan'], cwd).allowedHosts)
      .toEqual(['dev.example.test', '.team.test', 'box.lan']);
    expect(() => parseServeArgs(['a', '--allowed-hosts', 'http://x.test'], cwd)).toThrowError(/^--allowed-hosts: allowed hosts are host names .*got "http:\/\/x\.test"/);
  });

  it('prints names without control characters', () => {
    expect(printable('a\u001b]0;title\u0007b\u009b2Jc\nd\u007f')).toBe('a?]0;title?b?2Jc?d?');
    expect(printableLines('one\u001b[2J\ntwo')).toBe('one?[2J\ntwo');
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
