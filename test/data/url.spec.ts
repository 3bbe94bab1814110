import { buildPath, encodePathValue, encodeQuery, encodeQueryText, withQuery } from '../../src/core/url';
import { findResource } from '../../src/core/resources';

const context = { service: 'znData', label: 'Tasks.get' };
const onlyFilter = { jsonKey: (key: string) => key === 'filter' };

describe('URL building (pure)', () => {
  describe('encodePathValue', () => {
    const encoded: Array<[string, unknown, string]> = [
      ['a number', 42, '42'],
      ['a plain string', 'abc', 'abc'],
      ['a slash', 'a/b', 'a%2Fb'],
      ['a question mark', 'a?b=1', 'a%3Fb%3D1'],
      ['a hash', 'a#b', 'a%23b'],
      ['a space', 'a b', 'a%20b'],
      ['unicode', 'é☃', '%C3%A9%E2%98%83'],
      ['a pipe', '1|2', '1%7C2'],
      ['dots inside a value', 'a..b', 'a..b'],
      ['a leading ../', '../x', '..%2Fx'],
      ['a percent sign', '100%', '100%25']
    ];
    encoded.forEach(([what, value, text]) => {
      it(`encodes ${what} as one segment: ${text}`, () => {
        expect(encodePathValue(context, 'id', value)).toBe(text);
      });
    });

    const refused: Array<[string, unknown, RegExp]> = [
      ['an empty string', '', /^znData: Tasks\.get: id must not be empty/],
      ['"."', '.', /^znData: Tasks\.get: id must not be "\.", which would change the path/],
      ['".."', '..', /^znData: Tasks\.get: id must not be "\.\.", which would change the path/],
      ['an object', { id: 1 }, /^znData: Tasks\.get: id must be a non-empty string or a finite number, got a plain object with key id$/],
      ['an array', [1, 2], /got an array of 2 items$/],
      ['NaN', NaN, /got NaN$/],
      ['a boolean', true, /got a boolean \(true\)$/]
    ];
    refused.forEach(([what, value, message]) => {
      it(`refuses ${what}`, () => {
        expect(() => encodePathValue(context, 'id', value)).toThrowError(message);
      });
    });
  });

  describe('buildPath', () => {
    const members = findResource('WorkspaceMembers')!;

    it('puts each value in its place', () => {
      expect(buildPath(context, members.path, members.segments, { workspaceId: 3, id: 'x/y' })).toBe('/workspaces/3/members/x%2Fy');
    });

    it('builds the collection path without the slot', () => {
      expect(buildPath(context, members.path, members.collectionSegments, { workspaceId: 3 })).toBe('/workspaces/3/members');
    });

    it('refuses a missing parameter, naming it and the path', () => {
      expect(() => buildPath(context, members.path, members.segments, { id: 1 })).toThrowError(
        'znData: Tasks.get needs workspaceId, a path parameter of /workspaces/:workspaceId/members/:id; expected params such as { workspaceId: 1 }');
    });
  });

  describe('encodeQueryText', () => {
    it('keeps | and , literal and encodes the rest like encodeURIComponent', () => {
      expect(encodeQueryText('a|b,c d&e=f?#/é')).toBe('a|b,c%20d%26e%3Df%3F%23%2F%C3%A9');
    });
  });

  describe('encodeQuery', () => {
    const cases: Array<[string, Array<[string, unknown]>, string]> = [
      ['keys in insertion order', [['b', 1], ['a', 2]], 'b=1&a=2'],
      ['arrays joined with |', [['id', [1, 2, 3]]], 'id=1|2|3'],
      ['a | written by the caller', [['id', '1|2']], 'id=1|2'],
      ['dotted keys as they are', [['role.id', 4]], 'role.id=4'],
      ['prefixed keys as they are', [['not-status', 'closed']], 'not-status=closed'],
      ['booleans and numbers as text', [['validate_only', true], ['limit', 0]], 'validate_only=true&limit=0'],
      ['null and undefined left out', [['a', null], ['b', undefined], ['c', 'x']], 'c=x'],
      ['an empty string kept', [['status', '']], 'status='],
      ['an empty array as an empty value', [['id', []]], 'id='],
      ['special characters encoded', [['q', 'a&b=c#d?e/f g+h']], 'q=a%26b%3Dc%23d%3Fe%2Ff%20g%2Bh'],
      ['keys encoded too', [['a b&c', 1]], 'a%20b%26c=1'],
      ['unicode as UTF-8', [['name', 'Zoë']], 'name=Zo%C3%AB'],
      ['a filter object as JSON', [['filter', { and: [{ prefix: '', attribute: 'field1', value: 'a b' }] }]],
        'filter=%7B%22and%22%3A%5B%7B%22prefix%22%3A%22%22,%22attribute%22%3A%22field1%22,%22value%22%3A%22a%20b%22%7D%5D%7D'],
      ['a filter string as it is', [['filter', '{"and":[]}']], 'filter=%7B%22and%22%3A%5B%5D%7D'],
      ['nothing', [], '']
    ];
    cases.forEach(([what, entries, query]) => {
      it(`writes ${what}: ${query}`, () => {
        expect(encodeQuery(context, entries, onlyFilter)).toBe(query);
      });
    });

    it('refuses an object where no JSON is allowed', () => {
      expect(() => encodeQuery(context, [['workspace', { id: 1 }]], onlyFilter)).toThrowError(
        /^znData: Tasks\.get: the query parameter "workspace" must be a string, a finite number, a boolean or an array of them, got a plain object with key id$/);
    });

    it('refuses nested arrays and objects inside arrays', () => {
      expect(() => encodeQuery(context, [['id', [[1]]]], onlyFilter)).toThrowError(/"id" must be .* got an array of 1 item$/);
      expect(() => encodeQuery(context, [['id', [{}]]], onlyFilter)).toThrowError(/"id" must be .* got an empty object$/);
    });

    it('refuses an empty key', () => {
      expect(() => encodeQuery(context, [['', 1]], onlyFilter)).toThrowError(/a query parameter has an empty name/);
    });

    it('sends objects as JSON where allowed', () => {
      expect(encodeQuery(context, [['range', { min: 1 }]], { jsonKey: () => true })).toBe('range=%7B%22min%22%3A1%7D');
    });

    it('writes arrays in the style asked for each key', () => {
      const styles = { jsonKey: () => false, arrayStyle: (key: string) => (key === 'a' ? 'comma' : key === 's' ? 'brackets' : 'pipe') as any };
      expect(encodeQuery(context, [['a', ['x', 'y']], ['s', ['p', 'q']], ['id', [1, 2]]], styles))
        .toBe('a=x,y&s%5B%5D=p&s%5B%5D=q&id=1|2');
    });
  });

  describe('withQuery', () => {
    it('adds ?query only when there is one', () => {
      expect(withQuery('/tasks', 'a=1')).toBe('/tasks?a=1');
      expect(withQuery('/tasks', '')).toBe('/tasks');
    });
  });
});
