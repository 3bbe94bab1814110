// Filters compiled into generated code (`new Function`): the same answers as the closures, and no
// text of a filter or a record ever becomes source code. Runs in the browser and in Node.
import { compileFilter, setCodeGeneration, ZnFilterPrefix } from '../../../src/core/matcher';
import { generatedCount } from '../../../src/core/matcher/generate';
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

  /** Runs `predicate` over `count` records (past the switch to generated code) and returns its answers. */
  function answersOver(predicate: (record: object) => boolean, count: number): boolean[] {
    const answers: boolean[] = [];
    for (let id = 0; id < count; id++) answers.push(predicate({ id, field1: String(id % 13), folder: { id: id % 5 } }));
    return answers;
  }

  it('compiles a predicate that switches to generated code after 20,000 records, answering the same', () => {
    const filter = { and: [{ prefix: 'min' as const, attribute: 'field1', value: 5 }, { prefix: 'max' as const, attribute: 'field1', value: 10 }, { prefix: 'not' as const, attribute: 'folder.id', value: 3 }] };
    const before = generatedCount();
    const predicate = compileFilter(filter);
    const first = answersOver(predicate, 19999);
    expect(generatedCount()).toBe(before);
    const all = answersOver(predicate, 30000);
    expect(generatedCount()).toBe(before + 1);
    expect(all.slice(0, 19999)).toEqual(first);
    expect(all.slice(20000)).toEqual(answersOver(compiledForms(filter).closures, 30000).slice(20000));
  });

  it('compiles closures only where code generation is switched off, with the same answers', () => {
    const filter = { or: [{ prefix: 'starts-with' as const, attribute: 'field1', value: '1|2' }, { prefix: '' as const, attribute: 'folder.id', value: 4 }] };
    const free = answersOver(compileFilter(filter), 30000);
    setCodeGeneration(false);
    const before = generatedCount();
    expect(answersOver(compileFilter(filter), 30000)).toEqual(free);
    expect(generatedCount()).toBe(before);
  });

  it('generates code for deeply nested filters', () => {
    let filter: any = { and: [{ prefix: '', attribute: 'field1', value: 'a' }] };
    for (let depth = 0; depth < 1000; depth++) filter = depth % 2 ? { and: [filter] } : { or: [filter] };
    const { generated } = compiledForms(filter);
    expect(generated).not.toBeNull();
    expect(generated!({ field1: 'A' })).toBe(true);
    expect(generated!({ field1: 'b' })).toBe(false);
  });
});
