import { fileURLToPath } from 'node:url';
import { readFileSync } from 'node:fs';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** Decision 025: `npm run lint` refuses a cross-feature import, a layer turned upside down and a cycle. */
const root = fileURLToPath(new URL('../../', import.meta.url));
const eslint = new ESLint({ cwd: root, overrideConfigFile: 'eslint.config.js', ignore: false });

async function ruleIds(code: string, filePath: string) {
  const [result] = await eslint.lintText(code, { filePath: `${root}${filePath}` });
  return result.messages.map((message) => message.ruleId);
}

const ZONE = 'import-x/no-restricted-paths';

describe('web feature boundaries', () => {
  it("refuses a feature importing another feature's component, by alias or by relative path", async () => {
    const alias =
      "import { ProductList } from '@web/features/inventory/product-list';\nexport const shown = ProductList;\n";
    expect(await ruleIds(alias, 'src/web/features/orders/fixture.ts')).toContain(ZONE);
    const relative =
      "import { useSaveProduct } from '../inventory/api/save-product';\nexport const save = useSaveProduct;\n";
    expect(await ruleIds(relative, 'src/web/features/orders/fixture.ts')).toContain(ZONE);
  });

  it("allows another feature's query hooks (api/get-*.ts) and the feature's own files", async () => {
    const code = [
      "import { useProducts } from '@web/features/inventory/api/get-products';",
      "import { useOrders } from './api/get-orders';",
      'export const hooks = [useProducts, useOrders];',
      '',
    ].join('\n');
    expect(await ruleIds(code, 'src/web/features/orders/fixture.ts')).not.toContain(ZONE);
  });

  it('refuses shared code depending on a feature or on app/, and a feature depending on app/', async () => {
    const feature = "import { AdSlot } from '@web/features/ads/ad-slot';\nexport const slot = AdSlot;\n";
    expect(await ruleIds(feature, 'src/web/components/fixture.tsx')).toContain(ZONE);
    expect(await ruleIds(feature, 'src/web/lib/fixture.ts')).toContain(ZONE);
    const app = "import { router } from '@web/app/router';\nexport const shown = router;\n";
    expect(await ruleIds(app, 'src/web/features/orders/fixture.ts')).toContain(ZONE);
  });

  it('lets app/ compose any features', async () => {
    const code =
      "import { AdSlot } from '@web/features/ads/ad-slot';\nimport { OrdersPage } from '@web/features/orders/orders-page';\nexport const parts = [AdSlot, OrdersPage];\n";
    expect(await ruleIds(code, 'src/web/app/fixture.tsx')).not.toContain(ZONE);
  });
});

describe('server feature boundaries', () => {
  it("refuses another feature's routes, but not its service", async () => {
    const routes = "import { inventoryRoutes } from '../inventory/routes';\nexport const routes = inventoryRoutes;\n";
    expect(await ruleIds(routes, 'src/server/features/orders/fixture.ts')).toContain(ZONE);
    const service = "import * as products from '../inventory/products-service';\nexport const service = products;\n";
    expect(await ruleIds(service, 'src/server/features/orders/fixture.ts')).not.toContain(ZONE);
  });
});

describe('import cycles', () => {
  it('refuses two files that import each other', async () => {
    const path = 'src/web/lint-fixtures/cycle-a.ts';
    expect(await ruleIds(readFileSync(`${root}${path}`, 'utf8'), path)).toContain('import-x/no-cycle');
  });
});

describe('zod-free rules modules (decision 059)', () => {
  it('refuses zod in src/common/*-rules.ts, but not a type import or zod in a schema module', async () => {
    const runtime = "import { z } from 'zod';\nexport const name = z.string();\n";
    expect(await ruleIds(runtime, 'src/common/fixture-rules.ts')).toContain('no-restricted-imports');
    expect(await ruleIds(runtime, 'src/common/fixture.ts')).not.toContain('no-restricted-imports');
    const types = "import type { z } from 'zod';\nexport type Name = z.infer<z.ZodString>;\n";
    expect(await ruleIds(types, 'src/common/fixture-rules.ts')).not.toContain('no-restricted-imports');
  });
});
