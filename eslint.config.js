// One linter for the repository: TypeScript, React islands (hooks and accessibility), Astro components, and the
// Node scripts. Errors are real problems; style is Prettier's job (`npm run format`).
import js from '@eslint/js';
import astro from 'eslint-plugin-astro';
// @ts-expect-error -- the plugin ships no type declarations
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const astroA11yRules = Object.assign(
  {},
  ...astro.configs['jsx-a11y-recommended'].map((config) =>
    Object.fromEntries(Object.entries(config.rules ?? {}).filter(([name]) => name.startsWith('astro/jsx-a11y/'))),
  ),
);

// Layers of src/, lowest first: config.ts and types.ts; data/; the i18n/ dictionaries; lib/; hooks/,
// components/, layouts/ and integrations/; pages/. netlify/ sits beside pages. An import may only point down.
// `layer('lib')` matches an import of src/lib by its alias (~/lib/x) or by a relative path from anywhere
// (../lib/x, ../../src/lib/x); package imports never start with ~ or a dot.
/** @param {...string} dirs */
const layer = (...dirs) => dirs.flatMap((dir) => [`~/${dir}`, `~/${dir}/**`, `.*/**/${dir}`, `.*/**/${dir}/**`]);
// The other way round, for the flat src/data: everything of ours but the listed src/ entries (./x stays allowed).
/** @param {...string} entries */
const allOursBut = (...entries) => [
  '~/**',
  '../**',
  ...entries.flatMap((entry) => [`!~/${entry}`, `!~/${entry}/**`, `!../${entry}`, `!../${entry}/**`]),
];
/** @type {(files: string[], group: string[], message: string) => import('eslint').Linter.Config} */
const zone = (files, group, message) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns: [{ group, message: `Layers: ${message}` }] }] },
});
const aboveLib = ['hooks', 'components', 'layouts', 'integrations', 'pages', 'content.config', 'netlify'];
const layerZones = [
  zone(['src/types.ts'], ['~/**', '.*/**'], 'src/types.ts is a leaf: it imports nothing of ours (package types only).'),
  zone(
    ['src/config.ts'],
    ['~/**', '!~/types', '.*/**', '!./types'],
    'src/config.ts imports only src/types.ts of ours.',
  ),
  zone(
    ['src/data/**'],
    allOursBut('config', 'types', 'data'),
    'src/data (facts: figures, ids, lists, URLs) imports only src/config, src/types and other data; the dictionaries read data, never the other way.',
  ),
  zone(['src/i18n/**'], layer('lib', ...aboveLib), 'src/i18n (dictionaries, beside data) never imports lib or above.'),
  zone(
    ['src/lib/**'],
    layer(...aboveLib),
    'src/lib never imports hooks, components, layouts, integrations, pages or content.config (astro:content types it).',
  ),
  zone(['src/hooks/**', 'src/components/**'], layer('pages'), 'src/hooks and src/components never import src/pages.'),
  zone(
    ['netlify/**'],
    layer('components', 'hooks', 'layouts', 'integrations', 'pages'),
    'netlify/ imports only src/config, src/types, src/data and src/lib of src/.',
  ),
];

export default tseslint.config(
  {
    ignores: [
      'dist/',
      '.astro/',
      '.netlify/',
      'netlify/generated/',
      'node_modules/',
      'playwright-report/',
      'test-results/',
      'reports/',
      'bench-results/',
      'public/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...astro.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // `_name` marks a deliberately unused binding (destructuring a field away, an ignored parameter).
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      // A figure written into a quoted string instead of a template is shown to visitors as `${…}`.
      'no-template-curly-in-string': 'error',
      'no-console': 'off',
    },
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
    plugins: { ...jsxA11y.flatConfigs.recommended.plugins, 'react-hooks': reactHooks },
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // Key events bubble from the focusable children a container holds (arrow keys across tabs, Tab trapped in
      // a dialog, Escape closing a panel): handling them on the container is the standard pattern.
      'jsx-a11y/no-static-element-interactions': [
        'error',
        { handlers: ['onClick', 'onMouseDown', 'onMouseUp', 'onKeyPress'] },
      ],
      'jsx-a11y/no-noninteractive-element-interactions': [
        'error',
        { handlers: ['onClick', 'onMouseDown', 'onMouseUp', 'onKeyPress'] },
      ],
    },
  },
  {
    // One concept per file: a file past 400 lines holds two. Articles and the chat's question bank are data.
    files: ['**/*.{js,mjs,ts,tsx,astro}'],
    ignores: ['content/**', 'tests/chat-bank/**'],
    rules: { 'max-lines': ['error', { max: 400 }] },
  },
  {
    // The same accessibility rules for the markup of Astro components.
    files: ['**/*.astro'],
    rules: astroA11yRules,
  },
  {
    // French typography puts a non-breaking space before : ; ! ? and inside « guillemets »: in French copy and
    // in the components that write it, those spaces are the point.
    files: ['src/i18n/**', 'src/components/**', 'src/pages/**', 'src/data/**'],
    rules: {
      'no-irregular-whitespace': [
        'error',
        { skipStrings: true, skipTemplates: true, skipComments: true, skipJSXText: true },
      ],
    },
  },
  ...layerZones,
);
