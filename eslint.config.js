'use strict';
// ESLint over every TypeScript and JavaScript file of the repository (`npm run lint`, first step
// of `npm test`, zero warnings allowed). Correctness rules only: eslint's and typescript-eslint's
// recommended sets, without the type-checked presets (kept fast) and without any formatting rule.
// Each area gets the globals of where its code runs.
const js = require('@eslint/js');
const tseslint = require('typescript-eslint');
const globals = require('globals');
const { defineConfig, globalIgnores } = require('eslint/config');

// Test folders that run on Node; the rest of test/ runs in Chromium under karma.
const NODE_TEST_FOLDERS = ['test/node/**', 'test/e2e/**', 'test/core/matcher/node-only/**'];
// Plugins' frontend code in Zengine's format (plain scripts); their backend/ services are CommonJS.
const PLUGIN_FRONTEND_SCRIPTS = [
  'test/fixtures/plugins/**/*.js',
  'test/fixtures/workbench/*/plugin.js',
  'test/fixtures/workbench/*/frontend/**/*.js',
  'test/example-plugin/**/*.js',
  // repositories in mayan's layout: everything but backend services is frontend code (the example's
  // specs too: plain scripts karma loads after the built plugin)
  'example/plugins/**/*.js',
  'workbench/templates/repository/plugins/*/plugin-register.js',
  'workbench/templates/repository/plugins/*/src/**/*.js',
  'workbench/test/fixtures/repositories/**/*.js',
  // the escape attempts a registration's read runs as one plugin.js (ship-v2/box: prelude + attempts)
  'workbench/test/fixtures/ship-v2/box/{prelude,imports,engine-errors,everything}.js',
  // Firebase-backed fixture plugins (labs layout: plugin.js; mayan's: frontend/)
  'test/fixtures/firebase/*/plugin.js',
  'test/fixtures/firebase/*/frontend/**/*.js'
];
// Version 2 plugins' pages (zn-plugin init --v2, the specs' lab): plain browser scripts in frames.
const V2_PAGE_SCRIPTS = ['workbench/templates/v2/plugins/*/src/**/*.js', 'test/fixtures/v2/*/plugins/*/src/**/*.js'];
// Plain JavaScript that runs in the browser.
const BROWSER_SCRIPTS = ['workbench/host/**/*.js', ...PLUGIN_FRONTEND_SCRIPTS, ...V2_PAGE_SCRIPTS];

module.exports = defineConfig([
  globalIgnores([
    '**/node_modules/',
    // committed build output and generated folders (also the ones .gitignore lists)
    'dist/',
    '**/.build/',
    '**/.karma/',
    '**/coverage/',
    '**/sandbox-data/',
    'workbench/build/',
    // what building the example repository writes (its .gitignore): the v2 app and mayan's output
    'example/plugins/*/dist/',
    'example/maya_build/',
    // fixtures with a deliberate syntax error: the workbench must name their file and line
    'test/fixtures/workbench/broken/plugin.js',
    'test/fixtures/workbench/notes/backend/broken-service/plugin.js',
    // mayan's firebase-rules.js is JSON with comments, not JavaScript
    '**/firebase/firebase-rules.js',
    'workbench/test/fixtures/repositories/good-and-broken/plugins/broken/src/broken.js'
  ]),

  {
    files: ['**/*.{js,cjs,mjs,ts,cts,mts}'],
    linterOptions: { reportUnusedDisableDirectives: 'error' }
  },

  js.configs.recommended,
  tseslint.configs.recommended,

  {
    // Where a recommended rule is wrong for this codebase, it is changed here (never with
    // disable comments spread over the code); each entry says why.
    rules: {
      // AngularJS code and plugin code are untyped at their boundaries (injected services, scopes,
      // plugin definitions, JSON from the API): `any` is deliberate there, and tsc's `strict`
      // already guards the rest. Typing every one would rewrite hundreds of lines.
      '@typescript-eslint/no-explicit-any': 'off',
      // An injectable is any function *or class* whose `length`, source text and `$inject` are
      // read (as @types/angular types it): `Function` is the type that says so; a call signature
      // would refuse the classes that services and controllers may be.
      '@typescript-eslint/no-unsafe-function-type': 'off',
      // `interface ZnLocalStorageService extends ZnStorageService {}` names a public service type.
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
      // A caught error that is not used still says what was caught (`catch (error) { ... }`);
      // unused locals and imports are reported as usual (and by tsc's noUnusedLocals).
      '@typescript-eslint/no-unused-vars': ['error', { caughtErrors: 'none' }],
      // One import statement per module (the core has one entry: import it once); `import type`
      // beside a value import of the same module stays allowed.
      'no-duplicate-imports': ['error', { allowSeparateTypeImports: true }]
    }
  },

  // --- Plain JavaScript: CommonJS on Node, except the browser scripts listed below
  {
    files: ['**/*.{js,cjs}'],
    ignores: BROWSER_SCRIPTS,
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: {
      // require() is how CommonJS imports
      '@typescript-eslint/no-require-imports': 'off'
    }
  },
  {
    files: ['**/*.mjs'],
    languageOptions: { sourceType: 'module', globals: { ...globals.node } }
  },

  // --- Browser code
  {
    // the SDK and its karma specs (fixtures get their globals below, by what each one is)
    files: ['src/**', 'test/**'],
    ignores: [...NODE_TEST_FOLDERS, 'test/fixtures/**'],
    languageOptions: { globals: { ...globals.browser } }
  },
  {
    // the workbench's host page: plain ES5 scripts loaded after angular and the SDK
    files: ['workbench/host/**/*.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.browser, angular: 'readonly' } },
    rules: {
      // ES5 has no arrow functions: `var self = this` is how its callbacks reach their object
      '@typescript-eslint/no-this-alias': 'off'
    }
  },
  {
    // the PostRPC host is also required by its Node spec (a UMD script: `module` where there is one)
    files: ['workbench/host/v2/post-rpc-host.js'],
    languageOptions: { globals: { module: 'readonly' } }
  },
  {
    // version 2 plugins' pages: scripts in a frame of their own, no host globals
    files: V2_PAGE_SCRIPTS,
    languageOptions: { sourceType: 'script', globals: { ...globals.browser } }
  },
  {
    // plugins' frontend code in Zengine's format: a script that registers on the global `plugin`
    files: PLUGIN_FRONTEND_SCRIPTS,
    // (Zengine's host page also gave them the Firebase client's global)
    languageOptions: { sourceType: 'script', globals: { ...globals.browser, plugin: 'readonly', angular: 'readonly', Firebase: 'readonly' } }
  },

  {
    // mayan's build joins a plugin's files (and its common code and npm modules) into one script:
    // a top-level name of one file is used in another, so no file can be checked on its own
    files: ['workbench/test/fixtures/repositories/**/*.js', 'example/plugins/**/*.js', 'workbench/templates/repository/plugins/**/*.js'],
    ignores: ['**/backend/**', 'workbench/templates/repository/plugins/*/test/**'],
    rules: { 'no-undef': 'off' }
  },
  {
    // the example repository's unit specs (karma.example.conf.js): jasmine and angular-mocks in the
    // browser, and the board's world from their helper (test/helpers/board-world.js)
    files: ['example/plugins/*/test/**/*.js'],
    ignores: ['example/plugins/*/test/helpers/**'],
    languageOptions: { globals: { ...globals.jasmine, boardWorld: 'readonly' } }
  },
  {
    // the registration box's escape attempts are one plugin.js in several files (the prelude's
    // functions are the attempts'), so no file can be checked on its own; process-probe.js is Node code
    files: ['workbench/test/fixtures/ship-v2/box/{prelude,imports,engine-errors,everything}.js'],
    rules: { 'no-undef': 'off', '@typescript-eslint/no-unused-vars': 'off' }
  },
  {
    // the repository fixtures' backend services are CommonJS modules the runner loads on Node
    files: ['workbench/test/fixtures/repositories/*/backend/**/*.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' }
  },
  {
    // a plugin repository's own specs (zn-plugin init's template) run on Node; their helper makes
    // a jsdom window and the plugin's namespace global (read from maya.json)
    files: ['workbench/templates/repository/plugins/*/test/**/*.js'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node, namespace: 'readonly' } }
  },
  {
    files: ['workbench/templates/repository/plugins/*/test/*.js'],
    languageOptions: { globals: { window: 'readonly' } }
  },

  // --- Node code: the workbench, scripts, benchmarks, configs, Node specs, end-to-end tests
  {
    files: ['workbench/src/**', 'workbench/test/**', 'workbench/bin/**', 'scripts/**', 'bench/**', '*.js', ...NODE_TEST_FOLDERS],
    languageOptions: { globals: { ...globals.node } }
  },
  {
    // end-to-end tests, benchmarks and the pictures' steps drive Chromium: the functions they hand
    // to page.evaluate run in the page, with the browser's globals and the host's angular
    files: ['test/e2e/**', 'bench/**', 'scripts/pictures.js'],
    languageOptions: { globals: { ...globals.browser, angular: 'readonly', Firebase: 'readonly' } }
  },

  // --- Specs: jasmine everywhere; in karma also angular-mocks' module and inject
  {
    files: ['test/**', 'workbench/test/**', 'workbench/templates/repository/plugins/*/test/**'],
    ignores: ['test/fixtures/**'],
    languageOptions: { globals: { ...globals.jasmine } }
  },
  {
    files: ['test/**'],
    ignores: [...NODE_TEST_FOLDERS, 'test/fixtures/**'],
    languageOptions: { globals: { module: 'readonly', inject: 'readonly' } }
  }
]);
