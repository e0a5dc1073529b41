import type { FastifyInstance } from 'fastify';
import { WEB_SCOPES, type RuntimeConfig } from '@mina-sidor/shared';
import type { Config } from '../config.ts';

export async function runtimeConfigRoute(app: FastifyInstance, { config }: { config: Config }) {
  const body: RuntimeConfig = {
    environment: config.environment,
    apiBase: '/api',
    publicSiteUrl: config.publicSiteUrl,
    oidc: {
      authority: config.oidc.issuer,
      clientId: config.oidc.clientId,
      scope: config.oidc.scope ?? WEB_SCOPES.join(' '),
    },
    errorReporting: config.errorReporting,
    tagManager: config.tagManager,
  };
  app.get('/config.json', async (_request, reply) => reply.header('cache-control', 'no-cache').send(body));
}
