// Prints the SDL of named types from Magento's 2.4.7 served schema (shared/reference), so module
// SDL files can mirror Magento's names, nullability and defaults exactly.
// Usage: node scripts/magento-sdl.mjs StoreConfig Currency Query.storeConfig ...
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { buildClientSchema, printType } from 'graphql';

const file = new URL('../../shared/reference/magento-2.4.7-introspection.json.gz', import.meta.url);
const raw = JSON.parse(gunzipSync(readFileSync(file)).toString());
const schema = buildClientSchema(raw.data ?? raw);
for (const name of process.argv.slice(2)) {
  const [typeName, field] = name.split('.');
  const type = schema.getType(typeName);
  if (!type) {
    console.info(`# ${name}: not found`);
    continue;
  }
  if (!field) {
    console.info(printType(type));
    continue;
  }
  const f = type.getFields()[field];
  const args = f.args
    .map(
      (a) =>
        `${a.name}: ${a.type}${a.defaultValue !== undefined ? ` = ${JSON.stringify(a.defaultValue)}` : ''}`,
    )
    .join(', ');
  console.info(`  ${field}${args ? `(${args})` : ''}: ${f.type}`);
}
