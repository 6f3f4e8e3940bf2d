import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Decision 059: these modules, and everything they import at runtime, reach the browser before a page's
 * first paint, so none of them may load zod (≈ 27 KB gzip with its Spanish locale). A page needs
 * constants, messages and pure rules from `@common/<feature>-rules` (zod-free), types through
 * `import type`, and the schemas only inside what loads later: a `lazyDialog`, an `import()`, or a form's
 * `lazySchema`. Add a page here once its first load is free of zod.
 */
const FIRST_PAINT = [
  // The entry, the app and the signed-in frame (header, navigation) of every page.
  'main.tsx',
  'app/start-app.tsx',
  'app/app-layout.tsx',
  // Issue 20's routes, then the other pages that load no zod.
  'features/auth/auth-page.tsx',
  'app/pages/dashboard-page.tsx',
  'app/pages/products-page.tsx',
  'app/pages/marketplace-page.tsx',
  'features/recipes/recipes-page.tsx',
  'features/chat/messages-page.tsx',
  'app/pages/suppliers-page.tsx',
  'features/auth/choose-role-page.tsx',
  'features/notifications/notifications-page.tsx',
  'features/recipes/preparations-page.tsx',
  'features/recipes/recipe-categories-page.tsx',
];

const root = fileURLToPath(new URL('../../', import.meta.url));
const LOADS_ZOD = /^(zod|@hookform\/resolvers\/zod)(\/|$)/;

/** The file an import names, for the app's own code (`@common/`, `@web/`, relative); packages are not followed. */
function resolve(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@common/')
    ? path.join(root, 'src/common', specifier.slice('@common/'.length))
    : specifier.startsWith('@web/')
      ? path.join(root, 'src/web', specifier.slice('@web/'.length))
      : specifier.startsWith('.')
        ? path.resolve(path.dirname(from), specifier)
        : null;
  if (!base) return null;
  const file = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`].find(
    (candidate) => existsSync(candidate) && statSync(candidate).isFile(),
  );
  return file ?? null;
}

/**
 * What a file imports when it runs: `import` and `export … from` statements except `import type` /
 * `export type` (erased). `import()` loads later, so it is not followed. `import { type A }` counts, as
 * under verbatimModuleSyntax it keeps the module.
 */
function runtimeImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  return source.statements.flatMap((statement) => {
    if (ts.isImportDeclaration(statement) && !statement.importClause?.isTypeOnly)
      return [(statement.moduleSpecifier as ts.StringLiteral).text];
    if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && !statement.isTypeOnly)
      return [(statement.moduleSpecifier as ts.StringLiteral).text];
    return [];
  });
}

/** Each import chain from `start` to a module that imports zod, shortest first ("a.tsx → b.ts → zod"). */
function zodChains(start: string): string[] {
  const first = path.join(root, 'src/web', start);
  const cameFrom = new Map<string, string | null>([[first, null]]);
  const queue = [first];
  const chains: string[] = [];
  while (queue.length) {
    const file = queue.shift()!;
    for (const specifier of runtimeImports(file)) {
      if (LOADS_ZOD.test(specifier)) {
        const chain = [specifier];
        for (let at: string | null = file; at; at = cameFrom.get(at) ?? null) chain.unshift(path.relative(root, at));
        chains.push(chain.join(' → '));
        continue;
      }
      const next = resolve(file, specifier);
      if (next && !cameFrom.has(next)) {
        cameFrom.set(next, file);
        queue.push(next);
      }
    }
  }
  return chains;
}

describe('first paint without zod (decision 059)', () => {
  it.each(FIRST_PAINT)('%s imports no zod at runtime', (module) => {
    expect(
      zodChains(module),
      'constantes de @common/<función>-rules, tipos con import type, formularios con lazyDialog o lazySchema (decisión 059)',
    ).toEqual([]);
  });

  it('finds zod where a form uses it (the walk follows @common, @web, relative paths and re-exports)', () => {
    expect(zodChains('features/inventory/product-form-dialog.tsx')).toContain(
      'src/web/features/inventory/product-form-dialog.tsx → @hookform/resolvers/zod',
    );
    expect(zodChains('features/inventory/product-form-dialog.tsx').join('\n')).toMatch(
      /→ src\/common\/inventory\.ts → zod/,
    );
  });
});
