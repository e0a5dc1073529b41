import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
// @ts-expect-error -- plain .mjs script shared with the tests, without type declarations
import { startPostgresCluster } from '../scripts/postgres-cluster.mjs';

/**
 * A benchmark run on its own (`tsx bench/<name>.ts`) rather than in `npm run bench`: on a PostgreSQL
 * cluster of its own, its report printed and written to bench/results/<name>.{md,json}.
 */
export async function runAlone<T extends object>(name: string, run: (adminUrl: string) => Promise<T>, markdown: (result: T) => string): Promise<void> {
  const cluster = await startPostgresCluster();
  try {
    const result = await run(cluster.url);
    const out = path.join(import.meta.dirname, 'results');
    mkdirSync(out, { recursive: true });
    writeFileSync(path.join(out, `${name}.json`), `${JSON.stringify({ date: new Date().toISOString(), ...result }, null, 2)}\n`);
    writeFileSync(path.join(out, `${name}.md`), markdown(result));
    process.stdout.write(`\n${markdown(result)}`);
  } finally {
    cluster.stop();
  }
}
