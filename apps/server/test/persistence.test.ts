import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/connection.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { isEmpty, loadDemoData } from '../src/demo-source/load.ts';

describe('PGlite on disk', () => {
  it('keeps the data across a close and reopen, and re-seeds on --reset', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'mina-sidor-pglite-'));
    try {
      let db = await openDatabase({ kind: 'pglite', dataDir });
      await migrateToLatest(db);
      expect(await isEmpty(db)).toBe(true);
      await loadDemoData(db, { meterValues: 'none' });
      await db.updateTable('customers').set({ email: 'changed@example.se' }).where('customer_id', '=', '10000000001').execute();
      await db.destroy();

      db = await openDatabase({ kind: 'pglite', dataDir });
      await migrateToLatest(db);
      const changed = await db.selectFrom('customers').select('email').where('customer_id', '=', '10000000001').executeTakeFirstOrThrow();
      expect(changed.email).toBe('changed@example.se');
      await loadDemoData(db, { reset: true, meterValues: 'none' });
      const reset = await db.selectFrom('customers').select('email').where('customer_id', '=', '10000000001').executeTakeFirstOrThrow();
      expect(reset.email).toBe('anna.andersson@example.se');
      await db.destroy();
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
