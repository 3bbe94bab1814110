import fs from 'fs';
import { guardBootstrapDropdown, installedFile } from '../../src/util/installed-files';

// The host page serves Bootstrap 2.3.2's dropdown guarded (test/e2e/bootstrap-plugins.e2e.js opens a
// menu whose toggle's href is "#" in Chromium): the guard must find its line in the installed file.
describe('guardBootstrapDropdown', () => {
  const installed = installedFile('bootstrap2/js/bootstrap-dropdown.js');
  const source = installed ? fs.readFileSync(installed, 'utf8') : '';

  it('wraps the lookup of the menu\'s parent of the installed bootstrap-dropdown.js v2.3.2, and changes nothing else', () => {
    expect(source).toContain('bootstrap-dropdown.js v2.3.2');
    const guarded = guardBootstrapDropdown(source);
    expect(guarded).toContain('$parent = selector && (function () { try { return $(selector) } catch (e) { return null } })()');
    expect(guarded).not.toContain('$parent = selector && $(selector)\n');
    expect(guarded.split('\n').length).toBe(source.split('\n').length);
  });

  it('leaves a file without that line as it is', () => {
    expect(guardBootstrapDropdown('var a = 1;\n')).toBe('var a = 1;\n');
  });
});
