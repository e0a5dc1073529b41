import type { FastifyInstance } from 'fastify';
import { probeOf, type Db } from '../db/connection.ts';
import { isUnavailable, type DatabaseHealth } from '../db/health.ts';

/**
 * `/healthz`: the process is up. `/readyz`: this instance should get traffic — the database answers
 * the probe, on a connection of its own that no waiting request holds up, and the recent statements
 * did not mostly fail to reach it, nor find its disk full (DatabaseHealth).
 */
export async function healthRoutes(app: FastifyInstance, { db, health }: { db: Db; health?: DatabaseHealth }) {
  const probe = probeOf(db);
  app.addHook('onClose', async () => probe?.close());
  app.get('/healthz', { logLevel: 'warn' }, async () => ({ status: 'ok' }));
  app.get('/readyz', { logLevel: 'warn' }, async (_request, reply) => {
    try {
      await probe?.check();
      health?.reached();
    } catch (error) {
      if (isUnavailable(error)) health?.lost(error);
      return reply.code(503).send({ status: 'unavailable' });
    }
    if (health && !health.ready) return reply.code(503).send({ status: 'unavailable' });
    return { status: 'ok' };
  });
}
