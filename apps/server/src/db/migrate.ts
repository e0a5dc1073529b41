import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { Migrator, sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';

const migrationsDir = path.join(import.meta.dirname, 'migrations');

/**
 * Migrations are plain SQL files, frozen in time: they never import app code. Each file runs whole, as
 * one query without parameters: PostgreSQL's simple protocol (pg, and PGlite's exec) takes several
 * statements and reads them with PostgreSQL's own parser, so function bodies, strings and comments need
 * no care. Kysely's migrator keeps the names it ran, no checksum: a file's layout may change.
 */
class SqlFileMigrationProvider implements MigrationProvider {
  constructor(private readonly directory: string) {}

  async getMigrations(): Promise<Record<string, Migration>> {
    const files = (await readdir(this.directory)).filter((f) => f.endsWith('.sql')).sort();
    const migrations: Record<string, Migration> = {};
    for (const file of files) {
      const text = await readFile(path.join(this.directory, file), 'utf8');
      migrations[file.replace(/\.sql$/, '')] = {
        // biome-ignore lint/suspicious/noExplicitAny: a migration describes the schema before the app types it.
        async up(db: Kysely<any>) {
          await sql.raw(text).execute(db);
        },
      };
    }
    return migrations;
  }
}

/** Runs the migrations not yet run, all in one transaction; `directory` is for the migrator's own tests. */
// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped on purpose, they describe the schema before the app types it.
export async function migrateToLatest(db: Kysely<any>, directory = migrationsDir): Promise<void> {
  const migrator = new Migrator({ db, provider: new SqlFileMigrationProvider(directory) });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const which = failed ? `migration ${failed.migrationName}` : 'migrating';
    throw new Error(`${which} failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}
