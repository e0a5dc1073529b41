import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { openDatabase } from './connection.ts';
import { migrateToLatest } from './migrate.ts';
import { readMigratedColumns, renderMigratedSchema } from './migrated-columns.ts';

/** `npm run db:schema`: migrates an empty in-memory database and writes what it holds to migrated-schema.ts. */
const db = await openDatabase({ kind: 'pglite-memory' });
try {
  await migrateToLatest(db);
  const file = path.join(import.meta.dirname, 'migrated-schema.ts');
  await writeFile(file, renderMigratedSchema(await readMigratedColumns(db)));
  console.warn(`${path.relative(process.cwd(), file)} written`);
} finally {
  await db.destroy();
}
