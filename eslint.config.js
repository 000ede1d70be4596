// ESLint's flat config: the ecosystem's recommended sets, Prettier's last so no style rule fights the formatter.
import { defineConfig } from 'eslint/config';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import astro from 'eslint-plugin-astro';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

export default defineConfig(
  {
    // What .gitignore lists: builds, caches, test output, local data.
    ignores: ['dist/', 'node_modules/', '.astro/', '.vite/', 'coverage/', 'test-results/', 'tmp/', 'data/'],
  },
  { ignores: ['tools/artwork/'] }, // a workspace of its own, with its own type check and tests
  js.configs.recommended,
  // Not the type-aware set: it triples the time (35 s of CPU against 11 s here), and `astro check` already type-checks.
  tseslint.configs.recommended,
  astro.configs['flat/recommended'],
  astro.configs['flat/jsx-a11y-recommended'],
  {
    // Node 24's globals everywhere: the server, the build's integrations and the tools run there, nowhere else.
    languageOptions: { globals: globals.node },
    rules: {
      // A parameter a signature must name but the body ignores starts with _; a rest spread leaves out what it names.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  {
    // The browser's too where code runs in a page, or hands a function to one (tests and benches through Playwright).
    files: [
      'src/{components,editor,i18n,islands,layouts,lib,pages,scripts}/**',
      'tests/**',
      'bench/**',
      'tools/artwork/**',
    ],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    files: ['src/islands/**/*.tsx', 'src/editor/**/*.tsx'],
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
  prettier,
);
