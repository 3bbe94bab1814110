// The kit's pure parts as plain functions: paths to resources, query strings, dialog text.
import { matchApiPath } from '../../src/testing/backend/routes';
import { filterOf, parseQuery } from '../../src/testing/backend/query';
import { plainText } from '../../src/testing/dialogs/plain-text';

describe('the testing kit\'s rules', () => {
  describe('matchApiPath', () => {
    const cases: Array<[string, string | null, string?, Record<string, string>?, string?]> = [
      ['/forms/1/records', 'FormRecords', 'collection', { formId: '1' }],
      ['/forms/1/records/7', 'FormRecords', 'object', { formId: '1' }, '7'],
      ['/forms/1/records/count', 'FormRecords', 'count', { formId: '1' }],
      ['/forms/1/records/permissions', 'FormRecordPermissions', 'collection', { formId: '1' }],
      ['/forms/permissions', 'DefaultFormPermissions', 'collection', {}],
      ['/forms/3', 'Forms', 'object', {}, '3'],
      ['/forms/3/uploads', 'FormUploads', 'collection', { formId: '3' }],
      ['/workspaces/2/members/5', 'WorkspaceMembers', 'object', { workspaceId: '2' }, '5'],
      ['/tasks/', 'Tasks', 'collection', {}],
      ['/nothing/here', null]
    ];
    cases.forEach(([path, resource, kind, values, id]) => {
      it(`reads ${path}`, () => {
        const target = matchApiPath(path);
        if (resource === null) {
          expect(target).toBeNull();
          return;
        }
        expect(target && { resource: target.resource.name as string, kind: target.kind, pathValues: target.pathValues, id: target.id })
          .toEqual({ resource: resource as string, kind: kind as any, pathValues: values as Record<string, string>, id });
      });
    });
  });

  describe('parseQuery', () => {
    it('reads paging, sort, attributes and related', () => {
      const options = parseQuery('limit=10&page=3&sort%5B%5D=name&sort%5B%5D=id&direction=desc&attributes=id,name&related=fields');
      expect(options).toEqual(jasmine.objectContaining({ limit: 10, offset: 20, sort: ['name', 'id'], direction: 'desc', attributes: ['id', 'name'], related: ['fields'] }));
    });

    it('turns key prefixes and a|b into one filter with the filter parameter; a prefix in the value is text', () => {
      const options = parseQuery('min-field1=5&field2=not-contains:x&status=open|won&filter=' +
        encodeURIComponent(JSON.stringify({ and: [{ prefix: '', attribute: 'id', value: 1 }] })));
      expect(filterOf(options) as unknown).toEqual({
        and: [
          { prefix: 'min', attribute: 'field1', value: '5' },
          { prefix: '', attribute: 'field2', value: 'not-contains:x' },
          { or: [{ prefix: '', attribute: 'status', value: 'open' }, { prefix: '', attribute: 'status', value: 'won' }] },
          { and: [{ prefix: '', attribute: 'id', value: 1 }] }
        ]
      });
    });

    it('answers a limit over 100 with pages of 100, as the API does (frontend-bulk asks 1000)', () => {
      expect(parseQuery('limit=500').limit).toBe(100);
      expect(parseQuery('limit=1000&page=2').offset).toBe(100);
      expect(() => parseQuery('limit=0')).toThrowError(/limit must be a positive integer/);
    });

    it('refuses page with offset, and an option given twice', () => {
      expect(() => parseQuery('page=2&offset=5')).toThrowError(/page or offset, not both/);
      expect(() => parseQuery('limit=5&limit=6')).toThrowError(/limit was given more than once/);
    });
  });

  describe('plainText', () => {
    it('reads HTML as a person does', () => {
      expect(plainText('Deleted <strong>Tom &amp; Jerry&#39;s</strong>&nbsp;deal.')).toBe('Deleted Tom & Jerry\'s deal.');
    });
  });
});
