// The second, independent check of the served OpenAPI document (the first is the Python
// openapi-spec-validator in scripts/schemathesis-server.sh): @readme/openapi-parser, which checks the
// document against the OpenAPI JSON Schema and its own rules (path parameters that the path does not
// name, duplicate operationIds, arrays without items, ...). Warnings count as errors: a client
// generator trusts this document.
// Usage: node scripts/openapi-validate.mjs <parser module dir> <openapi.json>
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';

const [moduleDir, file] = process.argv.slice(2);
if (!moduleDir || !file) {
  console.error('usage: node scripts/openapi-validate.mjs <node_modules dir> <openapi.json>');
  process.exit(2);
}
const entry = join(moduleDir, '@readme/openapi-parser/dist/index.js');
const { validate, compileErrors } = await import(pathToFileURL(entry).href);
const doc = JSON.parse(readFileSync(file, 'utf8'));
const result = await validate(doc, { validate: { errors: { colorize: false } } });
if (!result.valid || result.warnings.length > 0) {
  console.error(compileErrors(result));
  for (const w of result.warnings) console.error(`warning: ${w.message}`);
  process.exit(1);
}
console.log(`${file}: valid ${result.specification} (@readme/openapi-parser)`);
