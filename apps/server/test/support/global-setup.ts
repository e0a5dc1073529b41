import type { TestProject } from 'vitest/node';
// @ts-expect-error -- a plain .mjs script shared with the benchmark, without type declarations
import { startPostgresCluster } from '../../../../scripts/postgres-cluster.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresAdminUrl: string | null;
  }
}

/** With TEST_DB=postgres, one cluster serves the whole run; each test file makes its own database in it. */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DB !== 'postgres') {
    project.provide('postgresAdminUrl', null);
    return;
  }
  const cluster = await startPostgresCluster();
  project.provide('postgresAdminUrl', cluster.url);
  return () => cluster.stop();
}
