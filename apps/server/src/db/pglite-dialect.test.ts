import { PGlite } from '@electric-sql/pglite';
import { Kysely, sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pgliteDialect } from './pglite-dialect.ts';

type Schema = { notes: { id: number; text: string } };
let db: Kysely<Schema>;

beforeEach(async () => {
  db = new Kysely<Schema>({ dialect: pgliteDialect(await PGlite.create()) });
  await sql`create table notes (id int primary key, text text not null)`.execute(db);
});
afterEach(() => db.destroy());

describe('the PGlite dialect', () => {
  it('keeps another request’s statement out of an open transaction that is rolled back', async () => {
    let insideTransaction!: () => void;
    const transactionOpen = new Promise<void>((resolve) => {
      insideTransaction = resolve;
    });
    const rolledBack = db
      .transaction()
      .execute(async (trx) => {
        await trx.insertInto('notes').values({ id: 1, text: 'rolled back' }).execute();
        insideTransaction();
        await new Promise((resolve) => setTimeout(resolve, 20));
        throw new Error('abort');
      })
      .catch((error: Error) => error.message);
    await transactionOpen;
    const concurrent = db.insertInto('notes').values({ id: 2, text: 'kept' }).execute();

    await expect(rolledBack).resolves.toBe('abort');
    await concurrent;
    await expect(db.selectFrom('notes').select('text').execute()).resolves.toEqual([{ text: 'kept' }]);
  });

  it('reports affected rows, and runs raw SQL of several statements', async () => {
    await sql.raw("insert into notes values (1, 'a'); insert into notes values (2, 'b')").execute(db);
    const result = await db.updateTable('notes').set({ text: 'c' }).executeTakeFirst();
    expect(result.numUpdatedRows).toBe(2n);
  });
});
