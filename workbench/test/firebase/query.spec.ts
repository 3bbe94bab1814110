// Queries applied by the workbench's database (query.ts) select what Firebase's own engine selects:
// each query of the wire (what a client sends) against the same query run by the Firebase 2.4.2
// client offline, on data with every kind of value, priorities and integer-like keys.
import { applyQuery, compileQuery } from '../../src/firebase/query';
import { exportTree, toTree } from '../../src/firebase/tree';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const Firebase = require('firebase');

const DATA = {
  a: { score: 3, '.priority': 2 }, b: { score: 'x' }, c: { score: 1, '.priority': 'p' }, 10: { score: true }, 9: { score: 1 },
  d: 5, e: 'str', f: false, g: { score: { deep: 1 } }, h: { '.value': 7, '.priority': 1 }, '-2': 0, i: { other: 1 }
};

type Ref = any;
const CASES: Array<[string, (ref: Ref) => Ref, Record<string, unknown>]> = [
  ['orderByChild limitToLast', (ref) => ref.orderByChild('score').limitToLast(3), { i: 'score', l: 3, vf: 'r' }],
  ['orderByChild limitToFirst', (ref) => ref.orderByChild('score').limitToFirst(4), { i: 'score', l: 4, vf: 'l' }],
  ['orderByChild startAt endAt', (ref) => ref.orderByChild('score').startAt(1).endAt(3), { i: 'score', sp: 1, ep: 3 }],
  ['orderByChild equalTo string', (ref) => ref.orderByChild('score').equalTo('x'), { i: 'score', sp: 'x', ep: 'x' }],
  ['orderByChild startAt null', (ref) => ref.orderByChild('score').startAt(null).endAt(false), { i: 'score', sp: null, ep: false }],
  ['orderByChild startAt with key', (ref) => ref.orderByChild('score').startAt(1, 'c'), { i: 'score', sp: 1, sn: 'c' }],
  ['orderByKey', (ref) => ref.orderByKey().startAt('a').endAt('d'), { i: '.key', sp: 'a', ep: 'd' }],
  ['orderByKey limitToFirst', (ref) => ref.orderByKey().limitToFirst(3), { i: '.key', l: 3, vf: 'l' }],
  ['orderByValue limitToLast', (ref) => ref.orderByValue().limitToLast(4), { i: '.value', l: 4, vf: 'r' }],
  ['orderByValue startAt', (ref) => ref.orderByValue().startAt(1), { i: '.value', sp: 1 }],
  ['orderByValue equalTo false', (ref) => ref.orderByValue().equalTo(false), { i: '.value', sp: false, ep: false }],
  ['orderByPriority limitToFirst', (ref) => ref.orderByPriority().limitToFirst(3), { l: 3, vf: 'l' }],
  ['orderByPriority startAt', (ref) => ref.orderByPriority().startAt(2), { sp: 2 }],
  ['orderByPriority endAt string', (ref) => ref.orderByPriority().startAt('a').endAt('z'), { sp: 'a', ep: 'z' }],
  ['limitToLast alone', (ref) => ref.limitToLast(2), { l: 2, vf: 'r' }]
];

describe('a query applied by the workbench\'s database', () => {
  let root: Ref;
  beforeAll(() => {
    Firebase.goOffline();
    root = new Firebase('https://query-spec.firebaseio.test/');
    root.child('data').set(DATA);
  });

  CASES.forEach(([name, build, wire]) => {
    it(`selects what Firebase selects: ${name}`, async () => {
      const expected = await new Promise((resolve) => build(root.child('data')).once('value', (snap: Ref) => resolve(snap.exportVal())));
      const query = compileQuery(wire)!;
      expect(exportTree(applyQuery(toTree(DATA), query))).toEqual(expected as any);
    });
  });
});
