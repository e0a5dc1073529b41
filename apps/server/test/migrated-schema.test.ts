import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, it } from 'vitest';
import { migrateToLatest } from '../src/db/migrate.ts';
import { readMigratedColumns, renderMigratedSchema } from '../src/db/migrated-columns.ts';
import { openEmptyDatabase } from './support/empty-database.ts';

const committed = path.join(import.meta.dirname, '../src/db/migrated-schema.ts');

// schema-check.ts holds schema.ts to migrated-schema.ts in the type check; this holds migrated-schema.ts to the
// migrations, so a column renamed in a new migration fails here until both files follow.
it('migrated-schema.ts is what the migrations make (else: npm run db:schema, then make schema.ts agree)', async () => {
  const db = await openEmptyDatabase();
  try {
    await migrateToLatest(db);
    expect(renderMigratedSchema(await readMigratedColumns(db))).toBe(await readFile(committed, 'utf8'));
  } finally {
    await db.destroy();
  }
});
