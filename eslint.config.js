// ESLint's flat config: the ecosystem's recommended sets, the import rules of docs/architecture.md, no timers in
// tests, a reason on every exception; Prettier's last so no style rule fights the formatter.
import { defineConfig } from 'eslint/config';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import astro from 'eslint-plugin-astro';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import comments from '@eslint-community/eslint-plugin-eslint-comments/configs';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

const table = 'docs/architecture.md, "Who may import whom"';

/**
 * The modules of lib/ and styles/ that need Node or the build. Every other module of lib/, i18n/ and styles/ is pure
 * (runs in a browser as well as at build time): the rules below fail a pure module that imports Node, the build or
 * one of these, so what a pure module imports is pure all the way down.
 */
const nodeOrBuild = [
  'src/lib/content.ts', // queries astro:content
  'src/lib/contact/content.ts', // queries astro:content
  'src/lib/company.ts', // reads its content file with node:fs, for the server
  'src/lib/contact/email.ts', // reads its content file with node:fs, for the server
  'src/lib/icons.ts', // sharp
  'src/lib/logo-size.ts', // sharp
  'src/lib/og-card.ts', // satori, sharp, node:fs
  'src/lib/og.ts', // asks lib/content.ts
  'src/lib/picture-file.ts', // node:fs, js-yaml
  'src/lib/structured-data.ts', // asks lib/content.ts
  'src/styles/brand-font.ts', // subset-font, node:fs
];

/** A row's allowed column: of our code, its files import only these folders (and packages). */
const importsOnly = (row, folders) => ({
  target: '.',
  from: '.',
  except: ['node_modules', ...folders],
  message: `${row} may import only ${folders.map((folder) => folder.replace(/^src\//, '')).join(', ')} (${table}).`,
});

const buildOnlyModules = {
  target: '.',
  from: nodeOrBuild,
  message: `A pure module imports only pure modules; this one needs Node or the build (${table}).`,
};

/** What a pure module may not import at run time: the build's virtual modules and its Node-only packages. */
const buildPackages = [
  {
    regex: '^astro:',
    allowTypeImports: true,
    message: `astro:* modules exist only in the build; a pure module runs in the browser too (${table}).`,
  },
  {
    regex: '^(astro(/(?!zod$).*)?|sharp|satori|subset-font|nodemailer|pg)$',
    allowTypeImports: true,
    message: `This package runs only in Node or the build; a pure module runs in the browser too (${table}).`,
  },
];

/** astro:content, types and all: for the rows whose "never" column names it. */
const astroContent = (message) => ({ paths: [{ name: 'astro:content', message: `${message} (${table}).` }] });

const restrictedPaths = (...zones) => ['error', { zones }];

/** Rules for pure modules: nothing of Node, of the build, or of a module that needs either. */
const pure = (row, folders) => ({
  'import-x/no-restricted-paths': restrictedPaths(importsOnly(row, folders), buildOnlyModules),
  'import-x/no-nodejs-modules': 'error',
  '@typescript-eslint/no-restricted-imports': ['error', { patterns: buildPackages }],
});

/** The row `pages/`, `layouts/`: what it may import, and never astro:content. */
const pagesMayImport = ['src/pages', 'src/layouts', 'src/components', 'src/lib', 'src/i18n', 'src/styles'];
const pages = (row, folders) => ({
  'import-x/no-restricted-paths': restrictedPaths(importsOnly(row, folders)),
  '@typescript-eslint/no-restricted-imports': [
    'error',
    astroContent('Pages and layouts ask lib/content.ts for content'),
  ],
});

/** The row `lib/`, `i18n/`: each other and styles/. */
const lowerMayImport = ['src/lib', 'src/i18n', 'src/styles'];

const waitForCondition =
  'Wait for a condition (waitFor in tests/support/wait.ts, Playwright’s auto-waiting, fake timers), not for time; ' +
  'a timer that is no such wait takes `// eslint-disable-next-line <rule> -- <why>`.';

export default defineConfig(
  {
    // What .gitignore lists: builds, caches, test output, local data.
    ignores: ['dist/', 'node_modules/', '.astro/', '.vite/', 'coverage/', 'test-results/', 'tmp/', 'data/'],
  },
  {
    // An exception that no longer silences anything fails, so none outlives its reason.
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  { ignores: ['tools/artwork/'] }, // a workspace of its own, with its own type check and tests
  js.configs.recommended,
  // Not the type-aware set: it triples the time (35 s of CPU against 11 s here), and `astro check` already type-checks.
  tseslint.configs.recommended,
  astro.configs['flat/recommended'],
  astro.configs['flat/jsx-a11y-recommended'],
  comments.recommended,
  {
    // Node 24's globals everywhere: the server, the build's integrations and the tools run there, nowhere else.
    languageOptions: { globals: globals.node },
    rules: {
      // A parameter a signature must name but the body ignores starts with _; a rest spread leaves out what it names.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', ignoreRestSiblings: true }],
      // Every exception says why: `// eslint-disable-next-line <rule> -- <reason>`.
      '@eslint-community/eslint-comments/require-description': 'error',
    },
  },
  {
    // The browser's too where code runs in a page, or hands a function to one (tests and benches through Playwright).
    files: ['src/{components,editor,i18n,layouts,lib,pages,scripts}/**', 'tests/**', 'bench/**'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    files: ['src/editor/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
    // The plugin objects themselves: eslint-plugin-astro registers the same jsx-a11y, and ESLint refuses a copy.
    plugins: { 'jsx-a11y': jsxA11y, 'react-hooks': reactHooks },
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      ...reactHooks.configs.flat.recommended.rules,
      // Keystatic's inputs take an autoFocus prop of their own; only a DOM element's autoFocus moves focus on load.
      'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }],
    },
  },

  // Who may import whom: each block below is a row of docs/architecture.md's table, checked on resolved paths
  // (TypeScript's resolution, .astro files and the <script>s in them included). Blocks cover disjoint files, since a
  // later block's options for a rule replace an earlier one's.
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.astro', '.json'] }),
      ],
      'import-x/parsers': { 'astro-eslint-parser': ['.astro'], '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      // No module reaches itself through its imports: each layer builds on the one below, never the other way.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    name: 'layers: pages/, layouts/',
    files: ['src/pages/**', 'src/layouts/**'],
    ignores: ['src/pages/api/contact.ts'],
    rules: pages('pages/ and layouts/', pagesMayImport),
  },
  {
    name: 'layers: pages/api/contact.ts, the one page that reaches server/: it only wires the endpoint',
    files: ['src/pages/api/contact.ts'],
    rules: pages('The contact endpoint', [...pagesMayImport, 'src/server']),
  },
  {
    name: 'layers: components/',
    files: ['src/components/**'],
    rules: {
      'import-x/no-restricted-paths': restrictedPaths(
        importsOnly('components/', ['src/components', 'src/i18n', 'src/styles', 'src/lib', 'src/scripts']),
      ),
      // Types from any module of lib/; at run time only its pure modules (scripts/ are all pure: they run in pages).
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          ...astroContent('A component shows what its page passes it'),
          patterns: [
            {
              regex: `(^|/)(${nodeOrBuild
                .filter((file) => file.startsWith('src/lib/'))
                .map((file) => file.slice('src/'.length).replaceAll('.', '\\.'))
                .join('|')})$`,
              allowTypeImports: true,
              message: `A component takes only types from the modules of lib/ that need Node or the build (${table}).`,
            },
          ],
        },
      ],
    },
  },
  {
    name: 'layers: scripts/ and the <script>s of .astro files (they run in the browser)',
    files: ['src/scripts/**', 'src/**/*.astro/*.{ts,js}'],
    rules: pure('scripts/ and page scripts', ['src/scripts', 'src/i18n', 'src/lib']),
  },
  {
    name: 'layers: lib/, i18n/ (their pure modules)',
    files: ['src/lib/**', 'src/i18n/**'],
    ignores: nodeOrBuild,
    rules: pure('lib/ and i18n/', lowerMayImport),
  },
  {
    name: 'layers: lib/ (its modules that need Node or the build)',
    files: nodeOrBuild.filter((file) => file.startsWith('src/lib/')),
    ignores: ['src/lib/content.ts', 'src/lib/contact/content.ts'],
    rules: {
      'import-x/no-restricted-paths': restrictedPaths(importsOnly('lib/ and i18n/', lowerMayImport)),
      // A type of astro:content is no query (lib/schemas/ takes one).
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'astro:content',
              allowTypeImports: true,
              message: `Only lib/content.ts and lib/contact/content.ts query astro:content (${table}).`,
            },
          ],
        },
      ],
    },
  },
  {
    name: 'layers: lib/ (the content queries, lib/content.ts and lib/contact/content.ts)',
    files: ['src/lib/content.ts', 'src/lib/contact/content.ts'],
    rules: { 'import-x/no-restricted-paths': restrictedPaths(importsOnly('lib/ and i18n/', lowerMayImport)) },
  },
  {
    // Not a row of its own: styles/ is checked as pure (lib/ imports it), but for the font's subsetting.
    name: 'layers: styles/',
    files: ['src/styles/**'],
    ignores: nodeOrBuild,
    rules: pure('styles/', ['src/styles']),
  },
  {
    name: 'layers: server/',
    files: ['src/server/**'],
    rules: {
      'import-x/no-restricted-paths': restrictedPaths(
        importsOnly('server/', ['src/server', 'src/lib', 'src/i18n', 'src/styles/brand.ts']),
      ),
    },
  },
  {
    name: 'layers: integrations/',
    files: ['src/integrations/**'],
    rules: {
      'import-x/no-restricted-paths': restrictedPaths(
        importsOnly('integrations/', ['src/integrations', 'src/lib', 'src/styles', 'src/editor']),
      ),
    },
  },
  {
    name: 'layers: tools/',
    files: ['tools/**'],
    rules: { 'import-x/no-restricted-paths': restrictedPaths(importsOnly('tools/', ['tools', 'src'])) },
  },
  {
    // The cycle tests → bench/ → tests/support/ stays broken: what both use lives in tools/lib/.
    name: 'layers: tests/, bench/',
    files: ['tests/**', 'bench/**'],
    rules: {
      'import-x/no-restricted-paths': restrictedPaths(
        { target: 'tests', from: 'bench', message: `Tests never import bench/; both may use tools/lib/ (${table}).` },
        {
          target: 'bench',
          from: 'tests',
          except: ['support'],
          message: `A benchmark may use tests/support/, never a test (${table}).`,
        },
      ),
    },
  },
  {
    // Tests (and the benches and helpers they share) wait for a condition, never for a number of milliseconds: a timer
    // that is no such wait is an exception, its reason in the disable comment.
    name: 'no timers in tests',
    files: ['tests/**', 'bench/**', 'tools/lib/**'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...['setTimeout', 'setInterval', 'setImmediate'].map((name) => ({ name, message: waitForCondition })),
      ],
      'no-restricted-properties': [
        'error',
        ...['globalThis', 'window', 'self'].flatMap((object) =>
          ['setTimeout', 'setInterval', 'setImmediate'].map((property) => ({
            object,
            property,
            message: waitForCondition,
          })),
        ),
        { property: 'waitForTimeout', message: waitForCondition },
        { object: 'scheduler', property: 'wait', message: waitForCondition },
        { object: 'Atomics', property: 'wait', message: waitForCondition },
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: ['timers', 'timers/promises', 'node:timers', 'node:timers/promises'].map((name) => ({
            name,
            message: waitForCondition,
          })),
        },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: 'ImportExpression[source.value=/^(node:)?timers/]', message: waitForCondition },
      ],
    },
  },
  prettier,
);
