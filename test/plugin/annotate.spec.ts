import { parameterNames } from '../../src/plugin/annotate';

// The functions are built from source text, so the compiler cannot rename or rewrite their parameters.
const fn = (source: string): Function => new Function(`return (${source});`)();

describe('parameterNames', () => {
  const read: Array<[string, string, string[]]> = [
    ['a function expression', 'function ($scope, znData) {}', ['$scope', 'znData']],
    ['a named function', 'function MyCntl($scope,$routeParams){ return 1; }', ['$scope', '$routeParams']],
    ['no parameters', 'function () {}', []],
    ['comments among parameters', 'function (/* the scope */ $scope, // data\n znData /*, nope */) {}', ['$scope', 'znData']],
    ['a comment holding parentheses', 'function (a /* (b) */, c) {}', ['a', 'c']],
    ['an arrow with parentheses', '($q, $timeout) => ({})', ['$q', '$timeout']],
    ['an arrow with one bare parameter', '$q => $q', ['$q']],
    ['an async function', 'async function ($http) {}', ['$http']],
    ['a class constructor', 'class { constructor($scope, znData) { this.a = 1; } }', ['$scope', 'znData']],
    ['a class without a constructor', 'class { go() {} }', []],
    ['a method shorthand', '({ make($log) { return $log; } }).make', ['$log']],
    ['a trailing comma', 'function (a, b,) {}', ['a', 'b']]
  ];
  read.forEach(([what, source, names]) => {
    it(`reads ${what}`, () => {
      expect(parameterNames(fn(source))).toEqual(names);
    });
  });

  const refused: Array<[string, string]> = [
    ['a default value', 'function (a, b = 2) {}'],
    ['destructuring', 'function ({ a }) {}'],
    ['a rest parameter', 'function (...deps) {}']
  ];
  refused.forEach(([what, source]) => {
    it(`says why it cannot read ${what}`, () => {
      expect(typeof parameterNames(fn(source))).toBe('string');
    });
  });
});
