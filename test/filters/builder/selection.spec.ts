import { selectionOf, valueOfSelection, withCurrentValues } from '../../../src/filters/builder/selection';

const FOLDERS = [{ key: '0', value: 0, label: 'Uncategorized' }, { key: '3', value: 3, label: 'Archive' }];

describe('the value select helpers', () => {
  describe('withCurrentValues', () => {
    it('adds a value missing from the list, shown by itself', () => {
      expect(withCurrentValues(FOLDERS, 9)).toEqual([...FOLDERS, { key: '9', value: 9, label: '9' }]);
    });

    it('adds nothing for a listed value, written as a number or as text', () => {
      expect(withCurrentValues(FOLDERS, 3)).toEqual(FOLDERS);
      expect(withCurrentValues(FOLDERS, ['0', 3])).toEqual(FOLDERS);
      expect(withCurrentValues(FOLDERS, undefined)).toEqual(FOLDERS);
    });
  });

  describe('selectionOf', () => {
    it('gives the keys as text, one or a list', () => {
      expect(selectionOf(3, false)).toBe('3');
      expect(selectionOf(['US', 4], true)).toEqual(['US', '4']);
      expect(selectionOf(undefined, false)).toBeNull();
      expect(selectionOf('', true)).toEqual([]);
    });
  });

  describe('valueOfSelection', () => {
    it('gives back the values in the API\'s type', () => {
      expect(valueOfSelection('3', FOLDERS)).toBe(3);
      expect(valueOfSelection(['0', '3'], FOLDERS)).toEqual([0, 3]);
      expect(valueOfSelection(null, FOLDERS)).toBeUndefined();
    });
  });
});
