// The boundary check of `npm run lint` catches each kind of breach and passes clean code.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findBreaches, importsOf } from './check-boundaries.mjs';

function fixture(files) {
  const root = mkdtempSync(join(tmpdir(), 'boundaries-'));
  for (const [path, source] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), source);
  }
  return findBreaches({ apiSrc: join(root, 'api'), webApp: join(root, 'web') });
}

const clean = {
  'api/modules/cart/service.ts':
    "import { findCart } from './store.ts';\nimport { productBySku } from '../catalog/index.ts';\n",
  'api/modules/cart/store.ts':
    "import { eq, sql } from 'drizzle-orm';\nimport { carts } from './tables.ts';\n",
  'api/modules/cart/tables.ts': "import { pgTable } from 'drizzle-orm/pg-core';\n",
  'api/modules/catalog/index.ts': "export { productBySku } from './product/service.ts';\n",
  'api/modules/catalog/product/service.ts':
    "import type { Cart } from '../../cart/service.ts';\nimport { rows } from './store.ts';\n",
  'api/modules/catalog/product/store.ts': "import { sql } from 'drizzle-orm';\n",
  'api/seed/stores.ts': "import { sql } from 'drizzle-orm';\nimport { website } from '../db/schema.ts';\n",
  'web/features/cart/CartPage.tsx':
    "import { Price } from '~/components/Price';\nimport { shop } from '../../lib/shop/shop';\n",
  'web/routes/cart.tsx':
    "import { CartPage } from '~/features/cart/CartPage';\nimport { Menu } from '~/features/catalog/Menu';\n",
};

describe('module boundaries', () => {
  it('passes modules that talk through services and routes that compose features', () => {
    expect(fixture(clean)).toEqual([]);
  });

  it("catches a module importing another module's store", () => {
    const breaches = fixture({
      ...clean,
      'api/modules/cart/lines.ts': "import { productRows } from '../catalog/product/store.ts';\n",
    });
    expect(breaches).toContainEqual({
      rule: 'foreign-store',
      file: 'modules/cart/lines.ts',
      import: 'modules/catalog/product/store.ts',
    });
  });

  it('catches SQL outside store files, also through table objects', () => {
    const breaches = fixture({
      ...clean,
      'api/modules/cart/totals.ts': "import { sql } from 'drizzle-orm';\n",
      'api/modules/cart/count.ts': "import { carts } from './tables.ts';\n",
      'api/modules/cart/types.ts': "import type { SQL } from 'drizzle-orm';\n",
    });
    expect(breaches.map((b) => `${b.rule} ${b.file}`).sort()).toEqual([
      'sql-outside-store modules/cart/count.ts',
      'sql-outside-store modules/cart/totals.ts',
    ]);
  });

  it('catches two modules importing each other, but not a type-only import back', () => {
    const breaches = fixture({
      ...clean,
      'api/modules/catalog/product/price.ts': "import { cartTotals } from '../../cart/service.ts';\n",
    });
    expect(breaches).toEqual([{ rule: 'module-cycle', file: 'cart', import: 'catalog' }]);
  });

  it('catches a feature importing another feature, by alias or by path', () => {
    const breaches = fixture({
      ...clean,
      'web/features/checkout/Step.tsx': "import { CartLine } from '~/features/cart/CartLine';\n",
      'web/features/checkout/api.server.ts': "export { cartApi } from '../cart/cart-api.server';\n",
    });
    expect(breaches.map((b) => `${b.file} -> ${b.import}`).sort()).toEqual([
      'features/checkout/Step.tsx -> features/cart/CartLine',
      'features/checkout/api.server.ts -> features/cart/cart-api.server',
    ]);
  });

  it('reads every form of import', () => {
    const source = [
      "import a from './a.ts';",
      "import type { B } from './b.ts';",
      "import './c.ts';",
      "export { d } from './d.ts';",
      'import {\n  e,\n  f,\n} from "./e.ts";',
      "const g = await import('./g.ts');",
    ].join('\n');
    expect(importsOf(source)).toEqual([
      { specifier: './a.ts', typeOnly: false },
      { specifier: './b.ts', typeOnly: true },
      { specifier: './c.ts', typeOnly: false },
      { specifier: './d.ts', typeOnly: false },
      { specifier: './e.ts', typeOnly: false },
      { specifier: './g.ts', typeOnly: false },
    ]);
  });
});
