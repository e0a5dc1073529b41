import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { Migrator, sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';

const migrationsDir = path.join(import.meta.dirname, 'migrations');

/**
 * Migrations are plain SQL files, frozen in time: they never import app code.
 * PGlite's extended protocol takes one statement per query, so a file is run
 * statement by statement (our migrations hold no function bodies).
 */
class SqlFileMigrationProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    const files = (await readdir(migrationsDir)).filter((f) => f.endsWith('.sql')).sort();
    const migrations: Record<string, Migration> = {};
    for (const file of files) {
      const text = await readFile(path.join(migrationsDir, file), 'utf8');
      const statements = text
        .split(/;\s*$/m)
        .map((s) => s.replace(/^\s*--.*$/gm, '').trim())
        .filter((s) => s.length > 0);
      migrations[file.replace(/\.sql$/, '')] = {
        // biome-ignore lint/suspicious/noExplicitAny: a migration describes the schema before the app types it.
        async up(db: Kysely<any>) {
          for (const statement of statements) await sql.raw(statement).execute(db);
        },
      };
    }
    return migrations;
  }
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped on purpose, they describe the schema before the app types it.
export async function migrateToLatest(db: Kysely<any>): Promise<void> {
  const migrator = new Migrator({ db, provider: new SqlFileMigrationProvider() });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const which = failed ? `migration ${failed.migrationName}` : 'migrating';
    throw new Error(`${which} failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}
