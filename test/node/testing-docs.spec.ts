// docs/testing.md's complete example (a plugin controller and its spec) is the code that
// `npm run test:example` runs: test/example-plugin/docs-tasks/ holds it word for word.
import * as fs from 'fs';
import * as path from 'path';

const ROOT = path.resolve(__dirname, '..', '..', '..', '..');

function codeOf(file: string): string {
  // the files start with one comment line saying where they come from
  return fs.readFileSync(path.join(ROOT, file), 'utf8').split('\n').slice(1).join('\n');
}

describe('docs/testing.md\'s example of the testing kit', () => {
  const blocks = [...fs.readFileSync(path.join(ROOT, 'docs', 'testing.md'), 'utf8').matchAll(/```js\n([\s\S]*?)```/g)].map((match) => match[1]);

  it('shows the plugin that test/example-plugin/docs-tasks/plugin.js runs', () => {
    expect(blocks).toContain(codeOf('test/example-plugin/docs-tasks/plugin.js'));
  });

  it('shows the spec that test/example-plugin/docs-tasks/tasks.spec.js runs', () => {
    expect(blocks).toContain(codeOf('test/example-plugin/docs-tasks/tasks.spec.js'));
  });
});
