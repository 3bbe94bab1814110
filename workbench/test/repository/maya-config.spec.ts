/** maya.json: the environment, its plugins and their services (src/repository/maya-config.ts). */
import fs from 'fs';
import path from 'path';
import { configFileOf, isRepository, readMayaConfig, RepositoryError, standInProblem } from '../../src/repository/maya-config';
import { readRepository } from '../../src/repository/repository';
import { copyFixture, removeCopies, write } from './helpers';

describe('maya.json', () => {
  afterEach(removeCopies);

  function errorOf(run: () => unknown): RepositoryError {
    try {
      run();
    } catch (error) {
      return error as RepositoryError;
    }
    throw new Error('expected an error');
  }

  it('takes the environment marked default, with each plugin\'s namespace, route and services', () => {
    const repo = copyFixture('two-plugins');
    const config = readMayaConfig(repo);
    expect(config.env).toBe('dev');
    expect(config.plugins.map((plugin) => [plugin.configName, plugin.namespace, plugin.route])).toEqual([
      ['board', 'wbBoard', '/wb-board'], ['notes', 'wbNotes', '/wb-notes']
    ]);
    // a service's route is /<its folder> unless maya.json gives one
    expect(config.plugins[0].services).toEqual([
      { configName: 'summary', route: 'summary', dir: path.join(repo, 'backend', 'summary') },
      { configName: 'tally', route: 'counts', dir: path.join(repo, 'backend', 'tally') }
    ]);
    expect(config.plugins[0].line).toBe(6);
  });

  describe('in a repository without maya.json (issue 38.6)', () => {
    it('reads maya.example.json, else maya.default.json, in its place; maya.json wins where it is there', () => {
      const repo = copyFixture('two-plugins');
      const original = fs.readFileSync(path.join(repo, 'maya.json'), 'utf8');
      fs.renameSync(path.join(repo, 'maya.json'), path.join(repo, 'maya.default.json'));
      expect(isRepository(repo)).toBe(true);
      expect(configFileOf(repo)).toBe(path.join(repo, 'maya.default.json'));
      expect(readMayaConfig(repo).plugins.map((plugin) => plugin.namespace)).toEqual(['wbBoard', 'wbNotes']);
      write(path.join(repo, 'maya.example.json'), original.replace(/wbBoard/g, 'exampleBoard'));
      expect(readMayaConfig(repo).file).toBe(path.join(repo, 'maya.example.json'));
      expect(readMayaConfig(repo).plugins[0].namespace).toBe('exampleBoard');
      write(path.join(repo, 'maya.json'), original.replace(/wbBoard/g, 'ownBoard'));
      expect(readMayaConfig(repo).plugins[0].namespace).toBe('ownBoard');
      expect(standInProblem(readMayaConfig(repo).file)).toBeUndefined();
    });

    it('is served with one warning naming the file and what mayan needs', () => {
      const repo = copyFixture('two-plugins');
      fs.renameSync(path.join(repo, 'maya.json'), path.join(repo, 'maya.default.json'));
      const read = readRepository(repo);
      expect(read.plugins.map((plugin) => plugin.namespace)).toEqual(['wbBoard', 'wbNotes']);
      const warnings = read.problems.filter((item) => item.file === path.join(repo, 'maya.default.json'));
      expect(warnings.map((item) => item.level)).toEqual(['warning']);
      expect(warnings[0].message).toContain('mayan reads maya.json only; for mayan, copy it: cp maya.default.json maya.json');
    });

    it('is no repository with none of them', () => {
      const repo = copyFixture('two-plugins');
      fs.rmSync(path.join(repo, 'maya.json'));
      expect(isRepository(repo)).toBe(false);
      expect(configFileOf(repo)).toBeUndefined();
    });
  });

  it('takes the environment given with --env', () => {
    const config = readMayaConfig(copyFixture('two-plugins'), 'prod');
    expect(config.env).toBe('prod');
    expect(config.plugins.map((plugin) => plugin.namespace)).toEqual(['liveBoard']);
  });

  it('names the file and line of JSON that does not parse', () => {
    const repo = copyFixture('two-plugins');
    write(path.join(repo, 'maya.json'), '{\n  "environments": {\n    "dev": { "default": true, }\n  }\n}\n');
    const error = errorOf(() => readMayaConfig(repo));
    expect(error).toEqual(jasmine.any(RepositoryError));
    expect(error.file).toBe(path.join(repo, 'maya.json'));
    expect(error.line).toBe(3);
    expect(error.message).toMatch(/^not valid JSON: /);
  });

  it('says which environments there are when --env names another', () => {
    const error = errorOf(() => readMayaConfig(copyFixture('two-plugins'), 'stage'));
    expect(error.message).toBe('no environment "stage" (from --env); it has dev, prod');
  });

  it('asks for --env when no environment is the default', () => {
    const repo = copyFixture('two-plugins');
    write(path.join(repo, 'maya.json'), JSON.stringify({ environments: { a: { plugins: {} }, b: { plugins: {} } } }));
    expect(errorOf(() => readMayaConfig(repo)).message).toBe('no environment is marked "default": true; mark one, or give one with --env (it has a, b)');
  });

  it('says when the environment has no plugins, or there is no maya.json', () => {
    const repo = copyFixture('two-plugins');
    write(path.join(repo, 'maya.json'), JSON.stringify({ environments: { dev: { default: true } } }, null, 2));
    const error = errorOf(() => readMayaConfig(repo));
    expect(error.message).toMatch(/^the environment "dev" has no "plugins" object/);
    expect(error.line).toBe(3);
    const missing = errorOf(() => readMayaConfig(path.join(repo, 'plugins')));
    expect(missing.file).toBe(path.join(repo, 'plugins', 'maya.json'));
    expect(missing.message).toMatch(/^missing: a plugin repository has maya.json at its root/);
  });

  it('keeps a plugin entry without a namespace as a problem of that plugin, naming its line', () => {
    const repo = copyFixture('two-plugins');
    write(path.join(repo, 'maya.json'), JSON.stringify({ environments: { dev: { default: true, plugins: { board: { route: '/b' }, notes: { namespace: 'n' } } } } }, null, 2));
    const config = readMayaConfig(repo);
    expect(config.plugins[0].problems).toEqual([{ level: 'error', file: path.join(repo, 'maya.json'), line: 6,
      message: 'plugin "board" (environment "dev"): has no "namespace": give the namespace the plugin registers under, such as "myPlugin"' }]);
    expect(config.plugins[1].problems).toEqual([]);
  });
});
