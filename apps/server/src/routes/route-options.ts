import type { Db } from '../db/connection.ts';

/** What every API route plugin is given. */
export type RouteOptions = {
  db: Db;
  /** @fastify/rate-limit settings for routes that write. */
  writeLimit: { max: number; timeWindow: string };
  downloadTokenTtlSeconds: number;
};
