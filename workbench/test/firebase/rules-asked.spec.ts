// Whether a plugin's rules file is applied: `"firebaseRules": true` in the nearest maya.json, or
// in what a published repository commits in its place, maya.example.json or maya.default.json
// (issue 38.6), found above the plugin folder (src/firebase/rules.ts).
import fs from 'fs';
import os from 'os';
import path from 'path';
import { projectRoots, rulesAskedFor } from '../../src/firebase/rules';

describe('the Firebase rules asked for by a repository\'s configuration', () => {
  let project: string;
  let plugin: string;
  beforeEach(() => {
    project = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'zn-rules-asked-')));
    plugin = path.join(project, 'plugins', 'board');
    fs.mkdirSync(plugin, { recursive: true });
  });
  afterEach(() => fs.rmSync(project, { recursive: true, force: true }));

  it('reads maya.default.json, or maya.example.json, where the repository has no maya.json', () => {
    expect(rulesAskedFor(plugin)).toBe(false);
    fs.writeFileSync(path.join(project, 'maya.default.json'), '{ "firebaseRules": true, "environments": {} }');
    expect(projectRoots(plugin)).toEqual([project]);
    expect(rulesAskedFor(plugin)).toBe(true);
    fs.writeFileSync(path.join(project, 'maya.example.json'), '{ "environments": {} }');
    expect(rulesAskedFor(plugin)).toBe(false);
    fs.writeFileSync(path.join(project, 'maya.json'), '{ "firebaseRules": true, "environments": {} }');
    expect(rulesAskedFor(plugin)).toBe(true);
  });
});
