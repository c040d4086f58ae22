/**
 * `npm run db:types`: regenerates src/db/schema.ts from the migrations.
 * `npm run db:types:check`: fails when the committed file differs from what they produce.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { generateSchemaSource, SCHEMA_FILE } from '../src/db/codegen.ts';

const check = process.argv.includes('--check');
const generated = await generateSchemaSource();
const relative = path.relative(process.cwd(), SCHEMA_FILE);
if (check) {
  const committed = await readFile(SCHEMA_FILE, 'utf8').catch(() => '');
  if (committed !== generated) {
    console.error(`${relative} differs from the migrations' tables: run 'npm run db:types' and commit it.`);
    process.exit(1);
  }
  console.log(`${relative} matches the migrations.`);
} else {
  await writeFile(SCHEMA_FILE, generated);
  console.log(`wrote ${relative}`);
}
