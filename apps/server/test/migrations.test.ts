import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { listenerOf, type Db } from '../src/db/connection.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { openEmptyDatabase } from './support/empty-database.ts';

describe('the migrator', () => {
  let db: Db;
  let directory: string;
  beforeEach(async () => {
    db = await openEmptyDatabase();
    directory = await mkdtemp(path.join(os.tmpdir(), 'mina-sidor-migrations-'));
  });
  afterEach(async () => {
    await db.destroy();
    await rm(directory, { recursive: true, force: true });
  });

  it('runs a file whole: a function body over several lines, strings and comments with semicolons at line ends', async () => {
    await writeFile(
      path.join(directory, '0001-notes.sql'),
      [
        '-- A note holds text;',
        'create table notes (body text not null);',
        "insert into notes values ('first;",
        "second');",
        'create function notes_count() returns bigint',
        'language plpgsql as $$',
        'declare',
        '  n bigint;',
        'begin',
        '  select count(*) into n from notes; -- every note;',
        '  return n;',
        'end',
        '$$;',
        '',
      ].join('\n'),
    );
    await migrateToLatest(db, directory);
    const { rows } = await sql<{ body: string; n: string }>`select body, notes_count()::text as n from notes`.execute(db);
    expect(rows).toEqual([{ body: 'first;\nsecond', n: '1' }]);
  });

  it('runs nothing of a run whose file fails, and names the file', async () => {
    await writeFile(path.join(directory, '0001-good.sql'), 'create table good (id int);\n');
    await writeFile(path.join(directory, '0002-bad.sql'), 'create table bad (id int);\nselect * from missing;\n');
    await expect(migrateToLatest(db, directory)).rejects.toThrow(/migration 0002-bad failed: .*missing/);
    const { rows } = await sql<{ name: string }>`select tablename as name from pg_tables where schemaname = 'public' and tablename in ('good', 'bad')`.execute(
      db,
    );
    expect(rows).toEqual([]);
  });

  it('leaves the trigger functions, now over several lines, telling the other instances of a change', async () => {
    await migrateToLatest(db);
    const heard: string[] = [];
    const stop = await listenerOf(db)!(
      'price_lists_changed',
      () => heard.push('price_lists_changed'),
      () => undefined,
    );
    await db.deleteFrom('price_lists').execute();
    await expect.poll(() => heard).toEqual(['price_lists_changed']);
    await stop();
  });
});
