// The build step that minifies the inline templates (scripts/html-minify-loader.js).
import * as path from 'path';

const ROOT = path.resolve(__dirname, '..', '..', '..', '..');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const loader = require(path.join(ROOT, 'scripts', 'html-minify-loader.js')) as (this: object, source: string) => void;

/** Runs the loader as webpack would and resolves with its output. */
function minified(source: string): Promise<string> {
  return new Promise((resolve, reject) => {
    loader.call({ async: () => (error: Error | null, html: string) => (error ? reject(error) : resolve(html)) }, source);
  });
}

describe('the template minifier of the build', () => {
  it('removes comments and collapses whitespace to one space, keeping the space between inline elements', async () => {
    const html = await minified('<!-- a note -->\n<label class="radio-inline">\n    <input type="radio" ng-model="$ctrl.mode">\n    <span>Record</span>\n</label>\n');
    expect(html).toBe('<label class="radio-inline"> <input type="radio" ng-model="$ctrl.mode"> <span>Record</span> </label>');
  });

  it('leaves AngularJS interpolations and expressions exactly as written', async () => {
    const source = '<p ng-class="{ \'has-error\': $ctrl.state === \'invalid\' }">{{  $ctrl.text.title   | uppercase }}</p>';
    expect(await minified(source)).toBe(source);
  });

  it('keeps the case of attribute names and the quotes of their values', async () => {
    expect(await minified('<svg viewBox="0 0 1 1"><path d="M0 0"/></svg>')).toBe('<svg viewBox="0 0 1 1"><path d="M0 0"/></svg>');
  });
});
