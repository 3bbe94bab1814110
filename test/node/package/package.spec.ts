// What npm users get: package.json's entry points, the files `npm pack` ships, and the licence
// banner webpack puts on every bundle.
import { execFileSync } from 'child_process';
import path from 'path';
import { ROOT, read } from './markdown-links';

const pkg = JSON.parse(read('package.json'));

describe('the package', () => {
  describe('package.json', () => {
    it('exports the bundle, the standalone matcher, the stylesheet and the testing kit, types first', () => {
      expect(pkg.exports['.']).toEqual({ types: './dist/types/index.d.ts', default: './dist/zn-plugin.js' });
      expect(pkg.exports['./matcher']).toEqual({ types: './dist/types/matcher.d.ts', default: './dist/zn-filter-matcher.js' });
      expect(pkg.exports['./zn-plugin.css']).toBe('./dist/zn-plugin.css');
      expect(pkg.exports['./testing']).toEqual({ types: './dist/types/testing.d.ts', default: './dist/zn-plugin-testing.js' });
      // the paths 0.1.0 documented keep working
      expect(pkg.exports['./dist/*']).toBe('./dist/*');
      expect(pkg.main).toBe('dist/zn-plugin.js');
      expect(pkg.types).toBe('dist/types/index.d.ts');
    });

    it('says which files have side effects (the bundles register zn.plugin and globals; stylesheets)', () => {
      expect(pkg.sideEffects).toEqual(jasmine.arrayContaining(['./dist/zn-plugin.js', './dist/zn-plugin.min.js', '*.css']));
      expect(pkg.sideEffects).not.toContain('./dist/zn-filter-matcher.js');
      // the compat bundle is only ever imported for its side effects (it joins zn.plugin)
      expect(pkg.sideEffects).toEqual(jasmine.arrayContaining(['./dist/zn-plugin-compat.js', './dist/zn-plugin-compat.min.js', './src/compat-layer/**']));
      // webpack reads the field for this repository's own builds too: importing src/index.ts for
      // its side effects (registering zn.plugin), as karma's setup does, must not be dropped;
      // src/core/ is pure, so what a bundle does not use of it is left out
      expect(pkg.sideEffects).toEqual(jasmine.arrayContaining(['./src/index.ts', './src/module.ts', './src/data/**', './test/**']));
      expect(pkg.sideEffects.filter((entry: string) => entry.startsWith('./src/core') || entry === './src/**')).toEqual([]);
    });

    it('has keywords, and no repository or bugs until the project has a public home', () => {
      expect(pkg.keywords).toEqual(jasmine.arrayContaining(['angularjs', 'zengine', 'plugin']));
      expect(pkg.repository).toBeUndefined();
      expect(pkg.bugs).toBeUndefined();
    });
  });

  it('packs dist/ (no test source maps, no sandbox build), the README as front page, licence, changelog', () => {
    const output = execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    const files: string[] = JSON.parse(output)[0].files.map((file: { path: string }) => file.path);
    ['README.md', 'LICENSE', 'CHANGELOG.md', 'package.json', 'dist/zn-plugin.js', 'dist/zn-plugin.min.js',
      'dist/zn-plugin.css', 'dist/zn-filter-matcher.js', 'dist/zn-plugin-testing.js', 'dist/types/index.d.ts', 'docs/README.md']
      .forEach((file) => expect(files).toContain(file));
    const unwanted = files.filter((file) => /^(src|test|sandbox|example|bench|scripts|\.build|\.karma)\//.test(file) ||
      /\.(spec|e2e)\.js\.map$/.test(file) || /^dist\/.*sandbox/.test(file));
    expect(unwanted).toEqual([]);
    // every source map belongs to a bundle that ships
    files.filter((file) => file.endsWith('.map')).forEach((map) => expect(files).toContain(map.slice(0, -'.map'.length)));
  });

  describe('the licence banner', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const webpackConfig = require(path.join(ROOT, 'webpack.config.js'));
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const webpack = require(path.join(ROOT, 'node_modules', 'webpack'));
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const TerserPlugin = require(path.join(ROOT, 'node_modules', 'terser-webpack-plugin'));

    it('names the package, its version and its licence', () => {
      expect(webpackConfig.BANNER).toBe(`zn-plugin v${pkg.version} | (c) zn-plugin contributors | MIT licence`);
    });

    it('is put at the top of every dist/*.js bundle', () => {
      webpackConfig.forEach((config: any) => {
        const banners = config.plugins.filter((plugin: unknown) => plugin instanceof webpack.BannerPlugin);
        const licence = banners.filter((plugin: any) => plugin.options.banner === webpackConfig.BANNER);
        expect(licence.length).withContext(config.output.filename).toBe(1);
        // Each banner is put in front of what is there: the one registered last ends up first.
        expect(banners[banners.length - 1]).withContext(config.output.filename).toBe(licence[0]);
      });
    });

    it('survives minification, where every other comment goes', async () => {
      const minified = webpackConfig.filter((config: any) => config.optimization.minimize);
      expect(minified.length).toBeGreaterThan(0);
      for (const config of minified) {
        const terser = config.optimization.minimizer[0];
        const input = `/*! ${webpackConfig.BANNER} */\n/* a comment */\nvar answer = 42; console.log(answer);\n`;
        const result = await TerserPlugin.terserMinify({ 'bundle.js': input }, undefined, terser.options.minimizer.options, false);
        expect(result.code.startsWith(`/*! ${webpackConfig.BANNER} */`)).toBe(true);
        expect(result.code).not.toContain('a comment');
      }
    });
  });
});
