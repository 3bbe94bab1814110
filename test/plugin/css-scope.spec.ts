import { ZnError } from '../../src/core/errors';
import { pluginScopeSelector, scopePluginCss } from '../../src/core/css-scope';

// Runs under Node (npm run test:node) as the server uses it, and in karma.
describe('scopePluginCss', () => {
  const S = '[data-zn-plugin="board"]';
  const scoped = (css: string) => scopePluginCss(css, 'board');

  it('prefixes a rule with the plugin scope', () => {
    expect(scoped('.title { color: red; }')).toBe(`${S} .title { color: red; }`);
  });

  it('prefixes every selector of a list, but not commas inside :is() or attribute values', () => {
    expect(scoped('h1, .a > b,p:is(.x, .y),[title="a,b"]{margin:0}'))
      .toBe(`${S} h1, ${S} .a > b, ${S} p:is(.x, .y), ${S} [title="a,b"] {margin:0}`);
  });

  it('scopes the rules inside @media, @supports and nested groups', () => {
    expect(scoped('@media (max-width: 600px) { .a { x: 1 } @supports (display: grid) { .b { y: 2 } } }'))
      .toBe(`@media (max-width: 600px) { ${S} .a { x: 1 } @supports (display: grid) { ${S} .b { y: 2 } } }`);
  });

  it('keeps @keyframes, @font-face and @import as written', () => {
    const css = '@import url("x.css");\n@keyframes spin { from { transform: rotate(0) } to { transform: rotate(360deg) } }\n' +
      '@font-face { font-family: X; src: url(x.woff); }';
    expect(scoped(css)).toBe(css);
  });

  it('makes html, body and :root stand for the plugin element', () => {
    expect(scoped('body { color: red }')).toBe(`${S} { color: red }`);
    expect(scoped('html body .x { a: b }')).toBe(`${S} .x { a: b }`);
    expect(scoped('body > .x { a: b }')).toBe(`${S} > .x { a: b }`);
    expect(scoped('body.dark .x { a: b }')).toBe(`${S}.dark .x { a: b }`);
    expect(scoped(':root { --c: red }')).toBe(`${S} { --c: red }`);
    expect(scoped('.body, tbody { a: b }')).toBe(`${S} .body, ${S} tbody { a: b }`);
  });

  it('is not confused by braces in comments and strings', () => {
    expect(scoped('/* .a { } */ .b::before { content: "} .evil {"; } /* } */'))
      .toBe(`/* .a { } */ ${S} .b::before { content: "} .evil {"; } /* } */`);
    expect(scoped('.a /* x, y */, .b { z: 1 }')).toBe(`${S} .a, ${S} .b { z: 1 }`);
  });

  it('leaves selectors already scoped to the plugin alone', () => {
    expect(scoped(`${S} .a { z: 1 }`)).toBe(`${S} .a { z: 1 }`);
  });

  it('closes unbalanced input at its end and drops stray closing braces', () => {
    expect(scoped('.a { color: red')).toBe(`${S} .a { color: red}`);
    expect(scoped('} .a { b: c }')).toBe(` ${S} .a { b: c }`);
  });

  it('keeps an empty stylesheet empty', () => {
    expect(scoped('')).toBe('');
    expect(scoped('  /* nothing */ ')).toBe('  /* nothing */ ');
  });

  it('refuses a namespace that is no namespace, and css that is no string', () => {
    expect(() => scopePluginCss('.a{}', 'my plugin"] *')).toThrowMatching((e) => e instanceof ZnError && e.code === 'bad-namespace');
    expect(() => scopePluginCss(undefined as unknown as string, 'board')).toThrowMatching((e) => e instanceof ZnError && e.code === 'bad-css');
  });

  it('names the selector the mount directives match', () => {
    expect(pluginScopeSelector('recordBoard')).toBe('[data-zn-plugin="recordBoard"]');
  });
});
