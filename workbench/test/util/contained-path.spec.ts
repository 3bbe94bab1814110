import fs from 'fs';
import os from 'os';
import path from 'path';
import { containedPath, OutsideFolderError } from '../../src/util/contained-path';

describe('containedPath', () => {
  let base: string;
  beforeEach(() => { base = fs.mkdtempSync(path.join(os.tmpdir(), 'zn-contained-')); });
  afterEach(() => fs.rmSync(base, { recursive: true, force: true }));

  it('joins plain names inside the folder, existing or not', () => {
    expect(containedPath(base, 'plugins', 'board')).toBe(path.join(base, 'plugins', 'board'));
  });

  it('refuses names that climb out, are absolute, empty or carry a separator', () => {
    ['..', '.', '', '/etc', '../x', 'a/b', 'a\\b', 'x\0'].forEach((name) => {
      expect(() => containedPath(base, name)).toThrowError(OutsideFolderError);
    });
  });

  it('refuses a name whose folder on the way is a link out of the base', () => {
    const outside = fs.mkdtempSync(path.join(os.tmpdir(), 'zn-outside-'));
    try {
      fs.symlinkSync(outside, path.join(base, 'link'));
      expect(() => containedPath(base, 'link', 'board')).toThrowError(OutsideFolderError);
    } finally {
      fs.rmSync(outside, { recursive: true, force: true });
    }
  });
});
