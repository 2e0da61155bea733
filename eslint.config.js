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
    // The same accessibility rules for the markup of Astro components.
    files: ['**/*.astro'],
    rules: astroA11yRules,
  },
);
