import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/connection.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { loadOrCreateSecrets } from '../src/idp/secrets.ts';

describe('the embedded provider’s keys', () => {
  it('are made once in the database, so instances starting together sign alike', async () => {
    const db = await openDatabase({ kind: 'pglite-memory' });
    try {
      await migrateToLatest(db);
      const [first, second] = await Promise.all([loadOrCreateSecrets(db), loadOrCreateSecrets(db)]);
      expect(second).toEqual(first);
      expect(await loadOrCreateSecrets(db)).toEqual(first);
      expect(first.jwks.keys[0]).toMatchObject({ alg: 'RS256', use: 'sig' });
    } finally {
      await db.destroy();
    }
  });
});
