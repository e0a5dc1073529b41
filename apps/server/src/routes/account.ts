import { account } from '@mina-sidor/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/connection.ts';
import { findAccount } from '../repositories/account.ts';

export const accountRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/v2/account',
    {
      schema: {
        summary: 'Inloggningens konto (spec §7: data[0], med hasLinkedAccounts)',
        response: { 200: z.array(account) },
      },
    },
    async (request) => [await findAccount(db, request.caller)],
  );
};
