// Filters compiled into generated code (`new Function`): the same answers as the closures, and no
// text of a filter or a record ever becomes source code. Runs in the browser and in Node.
import { compileFilter, setCodeGeneration, ZnFilterPrefix } from '../../../src/filters/matcher';
import { compiledForms } from './matcher-helpers';

const PREFIXES: ZnFilterPrefix[] = ['', 'not', 'contains', 'not-contains', 'starts-with', 'ends-with', 'min', 'max', 'in', 'not-in'];

/** Texts that would break out of a string, a comment, a property access or a statement if spliced into source. */
const HOSTILE = [
  '"', "'", '`', '\\', '*/', '/*', '//', '\u2028', '\u2029', '\n', '${globalThis.znPwned=1}',
  '"]);globalThis.znPwned=1;//', "'+(globalThis.znPwned=1)+'", '}); alert(1); //', ')||(globalThis.znPwned=1)||(',
  '];globalThis.znPwned=1;[', '__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'r', 'c0', 'v0', 'c[0]',
  'a.b', '', ' ', '0', '-1', 'null', 'undefined', 'NaN', '$', 'field1'
];

/** Words the generated source may hold (besides `c<n>` and `v<n>`), and nothing else. */
const SOURCE_WORDS = ['use', 'strict', 'const', 'c', 'return', 'function', 'r', 'var', 'void', '0', 'typeof', 'object', 'in', 'null', 'true', 'call'];

function wordsOf(source: string): string[] {
  return source.replace(/\b[cv]\d+\b/g, ' ').split(/[^A-Za-z0-9_$]+/).filter((word) => word !== '');
}

describe('filter matcher: generated code', () => {
  afterEach(() => {
    delete (globalThis as any).znPwned;
    setCodeGeneration(undefined);
  });

  it('answers as the closures for hostile attribute names and values, running none of them', () => {
    const failures: string[] = [];
    HOSTILE.forEach((name, index) => {
      if (name === '') return; // not an attribute name (refused)
      const value = HOSTILE[(index * 7 + 3) % HOSTILE.length];
      const records: object[] = [
        { [name]: value }, { [name]: name }, { [name]: [value, name] }, { [name]: { id: value } }, {},
        JSON.parse(JSON.stringify({ [name]: value, nested: { [name]: name } })), Object.create({ [name]: value })
      ];
      PREFIXES.forEach((prefix) => {
        const lists = prefix === 'in' || prefix === 'not-in' || prefix === 'contains' || prefix === 'not-contains';
        (lists ? [value, name, [value, name]] : [value, name]).forEach((rule) => {
          [name, `nested.${name}`, `${name}.${name}`].forEach((attribute) => {
            const filter = { or: [{ prefix, attribute, value: rule }, { and: [{ prefix: 'not' as const, attribute: name, value }, { prefix, attribute: name, value: value }] }] };
            const { closures, generated } = compiledForms(filter);
            if (generated === null) {
              failures.push(`not generated: ${JSON.stringify(filter)}`);
              return;
            }
            const words = wordsOf(generated.toString()).filter((word) => SOURCE_WORDS.indexOf(word) === -1);
            if (words.length > 0) failures.push(`source holds ${JSON.stringify(words)} for ${JSON.stringify(filter)}`);
            records.forEach((record) => {
              if (generated(record) !== closures(record)) failures.push(`${JSON.stringify(filter)} on ${JSON.stringify(record)}: generated ${!closures(record)}`);
            });
          });
        });
      });
    });
    expect(failures.slice(0, 5)).toEqual([]);
    expect((globalThis as any).znPwned).toBeUndefined();
  });

  it('reads a record\'s own __proto__, constructor or toString only', () => {
    const own = JSON.parse('{"__proto__": "x", "constructor": "y", "toString": "z"}');
    ['__proto__', 'constructor', 'toString'].forEach((attribute, index) => {
      const present = compileFilter({ and: [{ prefix: '', attribute, value: 'xyz'[index] }] });
      const empty = compileFilter({ and: [{ prefix: '', attribute, value: null }] });
      expect(present(own)).withContext(attribute).toBe(true);
      expect(present({})).withContext(attribute).toBe(false);
      expect(empty({})).withContext(attribute).toBe(true);
    });
  });

  it('never matches a value inherited from a polluted Object.prototype, even after running warm', () => {
    const predicate = compileFilter({ and: [{ prefix: '', attribute: 'field9', value: 'polluted' }, { prefix: '', attribute: 'folder.field9', value: 'polluted' }] });
    const records = Array.from({ length: 20000 }, (unused, id) => ({ id, field9: id % 2 ? 'polluted' : 'clean', folder: { id, field9: 'polluted' } }));
    expect(records.filter(predicate).length).toBe(10000);
    const prototype = Object.prototype as any;
    try {
      prototype.field9 = 'polluted';
      expect(predicate({ id: 1, folder: { id: 1 } })).toBe(false);
      expect(predicate({ id: 1, field9: 'polluted', folder: { id: 1 } })).toBe(false);
      expect(predicate({ id: 1, field9: 'polluted', folder: { id: 1, field9: 'polluted' } })).toBe(true);
      expect(records.filter(predicate).length).toBe(10000);
    } finally {
      delete prototype.field9;
    }
    expect(predicate({ id: 1, folder: { id: 1, field9: 'polluted' } })).toBe(false);
  });

  it('reads own properties only from records of other prototypes', () => {
    const predicate = compileFilter({ and: [{ prefix: '', attribute: 'field1', value: 'a' }] });
    const bare = Object.create(null);
    bare.field1 = 'a';
    class Record { field1 = 'a'; }
    class Inheriting {}
    (Inheriting.prototype as any).field1 = 'a';
    expect(predicate(bare)).toBe(true);
    expect(predicate(new Record())).toBe(true);
    expect(predicate(new Inheriting())).toBe(false);
    expect(predicate(Object.create({ field1: 'a' }))).toBe(false);
  });

  it('compiles closures instead where code generation is switched off, with the same answers', () => {
    const filter = { and: [{ prefix: 'min' as const, attribute: 'field1', value: 5 }, { prefix: 'max' as const, attribute: 'field1', value: 10 }] };
    const generated = compileFilter(filter);
    setCodeGeneration(false);
    const closures = compileFilter(filter);
    expect(generated.toString()).toMatch(/^function\(r\)\{/); // the generated source
    expect(closures.toString()).not.toMatch(/^function\(r\)\{/);
    [{ field1: '7' }, { field1: 11 }, {}, { field1: '$9' }].forEach((record) => {
      expect(closures(record)).toBe(generated(record));
    });
  });

  it('generates code for deeply nested filters', () => {
    let filter: any = { and: [{ prefix: '', attribute: 'field1', value: 'a' }] };
    for (let depth = 0; depth < 1000; depth++) filter = depth % 2 ? { and: [filter] } : { or: [filter] };
    const predicate = compileFilter(filter);
    expect(predicate.toString()).toMatch(/^function\(r\)\{/);
    expect(predicate({ field1: 'A' })).toBe(true);
    expect(predicate({ field1: 'b' })).toBe(false);
  });
});
