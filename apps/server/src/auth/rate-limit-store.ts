import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import type { RouteOptions } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../db/connection.ts';

type Callback = Parameters<FastifyRateLimitStore['incr']>[1];

/**
 * @fastify/rate-limit's store on PostgreSQL, so the limits hold across every
 * server instance (docs/architecture.md, section 1). One fixed window per key and route,
 * counted and reset in a single upsert.
 */
export function createRateLimitStore(db: Db) {
  return class PostgresRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly scope = '',
    ) {}

    incr(key: string, callback: Callback, timeWindow: number): void {
      const id = `${this.scope}${key}`;
      const seconds = timeWindow / 1000;
      sql<{ hits: number; ttl: number }>`
        insert into rate_limits (key, window_start, hits) values (${id}, now(), 1)
        on conflict (key) do update set
          hits = case when rate_limits.window_start + make_interval(secs => ${seconds}) <= now() then 1 else rate_limits.hits + 1 end,
          window_start = case when rate_limits.window_start + make_interval(secs => ${seconds}) <= now() then now() else rate_limits.window_start end
        returning hits, greatest(0, extract(epoch from (window_start + make_interval(secs => ${seconds}) - now())) * 1000)::int as ttl`
        .execute(db)
        .then(({ rows }) => {
          const row = rows[0];
          callback(null, { current: row?.hits ?? 1, ttl: row?.ttl ?? timeWindow });
          // Now and then, drop windows that ended long ago.
          if (Math.random() < 0.001) void sql`delete from rate_limits where window_start < now() - interval '1 day'`.execute(db).catch(() => {});
        })
        .catch((error: Error) => callback(error));
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      // The plugin passes the route as `routeInfo` (its typings do not say so): each route counts on its own.
      const route = (routeOptions as { routeInfo?: Partial<RouteOptions> }).routeInfo;
      return new PostgresRateLimitStore(routeOptions, `${[route?.method].flat().join(',')} ${route?.url ?? ''}|`);
    }
  };
}
