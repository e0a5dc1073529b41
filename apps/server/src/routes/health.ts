import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/connection.ts';

export async function healthRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.get('/healthz', { logLevel: 'warn' }, async () => ({ status: 'ok' }));
  app.get('/readyz', { logLevel: 'warn' }, async (_request, reply) => {
    try {
      await sql`select 1`.execute(db);
      return { status: 'ok' };
    } catch {
      return reply.code(503).send({ status: 'unavailable' });
    }
  });
}
