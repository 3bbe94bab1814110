import { createKeySource, emptyCondition, filterToTree, treeToFilter } from '../../../src/filters/builder/tree';

const nested = {
  or: [
    { prefix: '', attribute: 'field101', value: 'Ada' },
    { and: [{ prefix: 'min', attribute: 'field106', value: 100 }, { prefix: 'in', attribute: 'field112', value: ['sales', 'eng'] }] },
    { prefix: '', attribute: 'field118', filter: { and: [{ prefix: '', attribute: 'field202', value: 'energy' }] } }
  ]
};

describe('the row tree', () => {
  it('turns a filter into rows and back, unchanged', () => {
    const tree = filterToTree(nested as any, createKeySource());
    expect(treeToFilter(tree, () => true)).toEqual(nested as any);
  });

  it('gives every row its own key', () => {
    const tree = filterToTree(nested as any, createKeySource());
    const keys: number[] = [];
    const walk = (group: any) => {
      keys.push(group.key);
      group.children.forEach((row: any) => (row.kind === 'group' ? walk(row) : (keys.push(row.key), row.subfilter && walk(row.subfilter))));
    };
    walk(tree);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('copies list values, so editing the rows never changes the filter it came from', () => {
    const tree = filterToTree(nested as any, createKeySource());
    ((tree.children[1] as any).children[1].value as string[]).push('ops');
    expect(nested.or[1].and![1].value).toEqual(['sales', 'eng']);
  });

  it('writes prefix "" for a condition that had none', () => {
    const tree = filterToTree({ and: [{ attribute: 'field101', value: 'x' }] } as any, createKeySource());
    expect(treeToFilter(tree, () => true)).toEqual({ and: [{ prefix: '', attribute: 'field101', value: 'x' }] });
  });

  it('leaves out rows that are not usable, then the groups and subfilters left empty', () => {
    const tree = filterToTree(nested as any, createKeySource());
    const usable = (row: any) => row.attribute === 'field101' || row.attribute === 'field118';
    expect(treeToFilter(tree, usable)).toEqual({ or: [{ prefix: '', attribute: 'field101', value: 'Ada' }] });
  });

  it('leaves out a condition with no field yet, and keeps the root operator when nothing is left', () => {
    const tree = filterToTree({ or: [] }, createKeySource());
    tree.children.push(emptyCondition(createKeySource()));
    expect(treeToFilter(tree, () => true)).toEqual({ or: [] });
  });
});
