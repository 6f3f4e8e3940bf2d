import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';

/**
 * Decision 025: the layers of the web app (lib and components ← features ← app) and of the server
 * (a feature never reaches into another feature's routes or tests), plus no import cycles.
 */
const root = fileURLToPath(new URL('.', import.meta.url));
const folders = (path) =>
  readdirSync(new URL(path, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/** A feature's public read surface: its query hooks (`api/get-*.ts`); everything else is internal. */
const webFeatureZones = folders('./src/web/features/').map((feature) => ({
  target: `src/web/features/${feature}/**`,
  from: 'src/web/features/*/**',
  except: [`**/src/web/features/${feature}/**`, '**/src/web/features/*/api/get-*.ts'],
  message: `La función "${feature}" no importa el interior de otra: usa sus hooks de lectura (api/get-*.ts) o compón las dos en src/web/app/ (decisión 025).`,
}));

const serverFeatureZones = folders('./src/server/features/').map((feature) => ({
  target: `src/server/features/${feature}/**`,
  from: [
    'src/server/features/*/**/routes.ts',
    'src/server/features/*/**/*-routes.ts',
    'src/server/features/*/**/*.test.ts',
  ],
  except: [`**/src/server/features/${feature}/**`],
  message: 'Una función del servidor usa el servicio de otra, nunca sus rutas ni sus pruebas (decisión 025).',
}));

const webLayerZones = [
  {
    target: ['src/web/lib', 'src/web/components'],
    from: ['src/web/features', 'src/web/app'],
    message: 'lib/ y components/ son compartidos: no dependen de funciones ni de app/ (decisión 025).',
  },
  {
    target: 'src/web/features',
    from: 'src/web/app',
    message: 'Las funciones no importan app/: app/ las compone a ellas (decisión 025).',
  },
];

export const boundaries = [
  {
    files: ['src/**/*.{ts,tsx}', 'e2e/**/*.ts', 'bench/**/*.ts', 'scripts/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // Without these, no-cycle would not follow .ts/.tsx files and would find no cycle at all.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: `${root}tsconfig.json` })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        { basePath: root, zones: [...webLayerZones, ...webFeatureZones, ...serverFeatureZones] },
      ],
    },
  },
];
