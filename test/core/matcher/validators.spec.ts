import { MISSING, table } from './matcher-helpers';

describe('filter matcher: not-validates', () => {
  describe('alpha', () => {
    table('not-validates', [
      ['letters', 'abcXYZ', 'alpha', false],
      ['letters of other scripts and accents', 'Jos\u00e9\u00d8\u03a9\u65e5\u672c', 'alpha', false],
      ['decomposed accents (letter + combining mark)', 'Jose\u0301', 'alpha', false],
      ['digits', 'abc1', 'alpha', true],
      ['spaces', 'ab cd', 'alpha', true],
      ['a number', 5, 'alpha', true]
    ]);
  });

  describe('alphaNumeric', () => {
    table('not-validates', [
      ['letters and digits', 'abc123', 'alphaNumeric', false],
      ['punctuation', 'abc-123', 'alphaNumeric', true],
      ['a number', 12, 'alphaNumeric', false]
    ]);
  });

  describe('emailAddress', () => {
    table('not-validates', [
      ['an address', 'jane.doe+tag@mail.example.com', 'emailAddress', false],
      ['a punycode top-level domain', 'a@example.xn--p1ai', 'emailAddress', false],
      ['no domain dot', 'jane@localhost', 'emailAddress', true],
      ['no @', 'jane.example.com', 'emailAddress', true],
      ['two dots in a row', 'jane..doe@example.com', 'emailAddress', true],
      ['a space', 'jane doe@example.com', 'emailAddress', true],
      ['a hyphen at the end of a label', 'jane@example-.com', 'emailAddress', true],
      ['a numeric top-level domain', 'jane@example.c0m', 'emailAddress', true]
    ]);
  });

  describe('numeric', () => {
    table('not-validates', [
      ['an integer', '-12', 'numeric', false],
      ['a decimal', '3.50', 'numeric', false],
      ['a leading point', '.5', 'numeric', false],
      ['an exponent', '1e3', 'numeric', false],
      ['a number', 42, 'numeric', false],
      ['money text', '$5', 'numeric', true],
      ['thousands separators', '1,000', 'numeric', true],
      ['spaces', ' 5', 'numeric', true],
      ['words', 'five', 'numeric', true]
    ]);
  });

  describe('zipCode', () => {
    table('not-validates', [
      ['five digits', '12345', 'zipCode', false],
      ['ZIP+4', '12345-6789', 'zipCode', false],
      ['four digits', '1234', 'zipCode', true],
      ['nine digits without the hyphen', '123456789', 'zipCode', true],
      ['letters', 'ABCDE', 'zipCode', true],
      ['a number', 12345, 'zipCode', false]
    ]);
  });

  describe('any rule', () => {
    table('not-validates', [
      ['an empty value (not checked)', '', 'alpha', false],
      ['a missing value (not checked)', MISSING, 'zipCode', false],
      ['null (not checked)', null, 'numeric', false],
      ['a multi-value field (never)', ['1'], 'alpha', false],
      ['a value failing every piped rule', 'a-1', 'alpha|numeric', true],
      ['a value passing one piped rule', '12', 'alpha|numeric', false],
      ['a linked record by its id', { id: 'x' }, 'numeric', true]
    ]);
  });
});
