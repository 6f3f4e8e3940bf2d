import drizzle from 'eslint-plugin-drizzle';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { alacena } from './eslint/plugin.js';
import { boundaries } from './eslint.boundaries.js';

/** src/common is shared by server and web, so it imports neither (repeated where a later block replaces the rule). */
const COMMON_DEPENDS_ON_NOTHING = {
  group: ['@server/*', '@web/*', '**/server/**', '**/web/**'],
  message: 'common/ no depende de web ni de servidor.',
};

export default tseslint.config(
  {
    ignores: [
      'dist/',
      '.tmp/',
      'node_modules/',
      'data/',
      'test-results/',
      'playwright-report/',
      'public/sw.js',
      'src/web/lint-fixtures/',
    ],
  },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  ...boundaries,
  {
    files: ['src/server/**/*.ts'],
    plugins: { drizzle },
    rules: {
      // An UPDATE or DELETE without WHERE would touch every tenant's rows.
      'drizzle/enforce-delete-with-where': ['error', { drizzleObjectName: ['db', 'tx'] }],
      'drizzle/enforce-update-with-where': ['error', { drizzleObjectName: ['db', 'tx'] }],
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@web/*', '**/web/**'], message: 'El servidor no importa código web.' }] },
      ],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@server/*', '**/server/**'], message: 'La web no importa código del servidor.' },
            {
              group: ['react-router', 'react-router/*', 'wouter', 'wouter/*'],
              message: 'Las rutas y los enlaces vienen de @web/lib/router (decisión 060).',
            },
          ],
        },
      ],
    },
  },
  {
    // The router adapter is the one place that imports wouter.
    files: ['src/web/lib/router/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@server/*', '**/server/**'], message: 'La web no importa código del servidor.' }] },
      ],
    },
  },
  {
    files: ['src/common/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [COMMON_DEPENDS_ON_NOTHING],
        },
      ],
    },
  },
  {
    // Decision 059: a <feature>-rules.ts module is what pages read before their first paint, so it loads no zod.
    files: ['src/common/*-rules.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            COMMON_DEPENDS_ON_NOTHING,
            {
              group: ['zod', 'zod/*'],
              allowTypeImports: true,
              message: 'Un módulo *-rules.ts no carga zod: los esquemas van en <función>.ts (decisión 059).',
            },
          ],
        },
      ],
    },
  },
  {
    // One actor (decision 024): every feature route sits in an audience, and no handler checks the caller by hand.
    files: ['src/server/features/**/*.ts'],
    ignores: ['**/*.test.ts'],
    plugins: { alacena },
    rules: { 'alacena/routes-in-audience': 'error', 'alacena/no-hand-auth': 'error' },
  },
  {
    // One query layer (decision 033): SQL only in a feature's queries.ts / *-queries.ts; services hold rules and transactions.
    files: ['src/server/features/**/*.ts'],
    ignores: [
      '**/*.test.ts',
      'src/server/features/*/test/**',
      '**/queries.ts',
      '**/*-queries.ts',
      'src/server/features/assistant/**',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'drizzle-orm', allowTypeImports: true, message: 'El SQL vive en queries.ts (decisión 033).' },
          ],
          patterns: [
            { group: ['@web/*', '**/web/**'], message: 'El servidor no importa código web.' },
            {
              group: ['**/platform/db/schema', '**/platform/db/schema/*'],
              allowTypeImports: true,
              message: 'Las tablas se usan en queries.ts (decisión 033).',
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.property.name=/^(select|selectDistinct|selectDistinctOn|insert|update|delete|execute|\\$count)$/]:matches([callee.object.name=/^(db|tx)$/], [callee.object.property.name='db'])",
          message: 'El SQL vive en queries.ts (decisión 033).',
        },
        {
          selector:
            "MemberExpression[property.name='query']:matches([object.name=/^(db|tx)$/], [object.property.name='db'])",
          message: 'El SQL vive en queries.ts (decisión 033).',
        },
      ],
    },
  },
);
