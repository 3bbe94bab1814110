import { MISSING, table } from './matcher-helpers';

describe('filter matcher: prefixes', () => {
  describe('"" (equals)', () => {
    table('', [
      ['the same text', 'abc', 'abc', true],
      ['the same text in another case', 'ABC', 'abc', true],
      ['other text', 'abd', 'abc', false],
      ['a number equal to the text of the rule', 5, '5', true],
      ['text equal to a number rule', '5', 5, true],
      ['a number whose text differs (5.5 is not "5.50")', 5.5, '5.50', false],
      ['a boolean by its text, ignoring case', true, 'TRUE', true],
      ['a missing value with the empty rule', MISSING, '', true],
      ['null with a null rule', null, null, true],
      ['undefined with the rule "null"', undefined, 'null', true],
      ['a missing value with the rule "null"', MISSING, 'null', true],
      ['the text "null" with the rule "null" (the rule means empty)', 'null', 'null', false],
      ['an empty value with a non-empty rule', '', 'abc', false],
      ['any piped value', 'abc', 'x|ABC', true],
      ['no piped value', 'abc', 'x|y', false],
      ['a missing value with a piped "null"', MISSING, 'x|null', true],
      ['a multi-value field, even holding the value', ['abc'], 'abc', false],
      ['an empty multi-value field with a null rule', [], null, false],
      ['a linked record by its id', { id: 7, name: 'Seven' }, '7', true],
      ['a file by its value before its id', { value: 'Report.PDF', id: 3 }, 'report.pdf', true],
      ['dotless İ by its lower case (i + U+0307)', 'İstanbul', 'i\u0307stanbul', true],
      ['the Kelvin sign as k', '\u212a', 'k', true],
      ['ß and SS (lower case does not fold them)', 'Straße', 'STRASSE', false]
    ]);
  });

  describe('"not"', () => {
    table('not', [
      ['other text', 'abc', 'def', true],
      ['the same text in another case', 'abc', 'ABC', false],
      ['a missing value with a non-empty rule', MISSING, 'abc', true],
      ['a missing value with a null rule', MISSING, null, false],
      ['a value with a null rule', 'x', null, true],
      ['a value equal to one piped value (neither a nor b)', 'a', 'a|b', false],
      ['a value equal to no piped value', 'c', 'a|b', true],
      ['a value with a piped "null" (not empty and not x)', 'y', 'x|null', true],
      ['a missing value with a piped "null"', MISSING, 'x|null', false],
      ['a multi-value field (never, as in the host)', ['a'], 'b', false],
      ['a number that differs', 6, 5, true]
    ]);
  });

  describe('"contains"', () => {
    table('contains', [
      ['a substring', 'abcdef', 'cd', true],
      ['a substring in another case (case-sensitive)', 'abcdef', 'cD', false],
      ['a missing value', MISSING, 'a', false],
      ['the empty text in anything', MISSING, '', true],
      ['a number by its text', 12345, '234', true],
      ['any piped value', 'abcdef', 'x|cd', true],
      ['every value of an array on text', 'abcdef', ['ab', 'ef'], true],
      ['an array on text with one value absent', 'abcdef', ['ab', 'zz'], false],
      ['an element of a multi-value field', ['a', 'b', 'c'], 'b', true],
      ['an element in another case', ['a', 'b', 'c'], 'B', false],
      ['every element of an array value', ['a', 'b', 'c'], ['a', 'c'], true],
      ['an array value with one element absent', ['a', 'b', 'c'], ['a', 'd'], false],
      ['any piped element', ['a', 'b'], 'd|a', true],
      ['a number element by its text', [5, 6], '5', true],
      ['linked records by their ids', [{ id: 3 }, { id: 4 }], 4, true],
      ['an empty array value (nothing to miss)', ['a'], [], true],
      ['part of an element (elements compare whole)', ['abc'], 'b', false]
    ]);
  });

  describe('"not-contains"', () => {
    table('not-contains', [
      ['text without the substring', 'abc', 'cd', true],
      ['text with the substring', 'abc', 'bc', false],
      ['a missing value', MISSING, 'a', true],
      ['text with one of the piped values (neither a nor b)', 'abc', 'a|z', false],
      ['text with none of the piped values', 'abc', 'y|z', true],
      ['a multi-value field without the element', ['a', 'b'], 'c', true],
      ['a multi-value field with not every element of an array value', ['a', 'b'], ['a', 'c'], true],
      ['a multi-value field with every element of an array value', ['a', 'b'], ['a', 'b'], false],
      ['a multi-value field with one of the piped elements', ['a', 'b'], 'b|c', false]
    ]);
  });

  describe('"starts-with"', () => {
    table('starts-with', [
      ['text that starts with the value', 'abcdef', 'abc', true],
      ['the value in another case (case-sensitive)', 'abcdef', 'ABC', false],
      ['text that ends with the value', 'abcdef', 'def', false],
      ['any piped value', 'abcdef', 'x|ab', true],
      ['a missing value', MISSING, 'a', false],
      ['a number by its text', 12345, 12, true],
      ['a multi-value field', ['abc'], 'a', false]
    ]);
  });

  describe('"ends-with"', () => {
    table('ends-with', [
      ['text that ends with the value', 'abcdef', 'def', true],
      ['the value in another case (case-sensitive)', 'abcdef', 'DEF', false],
      ['text that starts with the value', 'abcdef', 'abc', false],
      ['any piped value', 'abcdef', 'x|ef', true],
      ['a missing value', MISSING, 'a', false],
      ['a linked record by its id', { id: 1234 }, '34', true],
      ['a multi-value field', ['abc'], 'c', false]
    ]);
  });

  describe('"in"', () => {
    table('in', [
      ['a listed value', 'apples', ['Apples', 'pears'], true],
      ['a listed value in another case', 'APPLES', ['apples'], true],
      ['an unlisted value', 'kiwis', ['apples', 'pears'], false],
      ['a missing value', MISSING, ['apples'], false],
      ['a missing value with "" listed', MISSING, [''], true],
      ['a missing value with null listed', MISSING, [null], true],
      ['a number listed as text', 5, ['5'], true],
      ['text listed as a number', '5', [5], true],
      ['anything with an empty list', 'apples', [], false],
      ['a value that is not an array (never)', 'apples', 'apples', false],
      ['a multi-value field with one listed element', ['x', 'Apples'], ['apples'], true],
      ['a multi-value field with no listed element', ['x', 'y'], ['apples'], false],
      ['an empty multi-value field', [], ['apples'], false],
      ['a linked record by its id', { id: 9 }, ['8', '9'], true],
      ['member elements by their ids', [{ id: 1 }, { id: 2 }], [2], true]
    ]);
  });

  describe('"not-in"', () => {
    table('not-in', [
      ['an unlisted value', 'kiwis', ['apples'], true],
      ['a listed value in another case', 'a', ['A'], false],
      ['a missing value', MISSING, ['apples'], true],
      ['anything with an empty list', 'apples', [], true],
      ['a value that is not an array (never)', 'kiwis', 'apples', false],
      ['a multi-value field with a listed element', ['x', 'y'], ['y'], false],
      ['a multi-value field with no listed element', ['x', 'y'], ['z'], true],
      ['an empty multi-value field', [], ['y'], true]
    ]);
  });
});
