import { account, accountUpdate, companyLinkRequest, companyLinkResult, customerAccount, customerId, dataEnvelope } from '@mina-sidor/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authorizeCustomer } from '../auth/policy.ts';
import { HttpError, notFound } from '../http-error.ts';
import { findAccount, findAccountOfCustomer, linkCompany, removeLinkedUser, updateAccountPhone } from '../repositories/account.ts';
import type { RouteOptions } from './route-options.ts';

export const accountRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { db, writeLimit }) => {
  app.get(
    '/api/v1/account',
    { schema: { summary: 'Inloggningens konto (data[0], med hasLinkedAccounts)', response: { 200: z.array(account) } } },
    async (request) => [await findAccount(db, request.caller)],
  );

  for (const version of ['v1', 'v2']) {
    app.get(
      `/api/${version}/account/customer/:id`,
      {
        schema: {
          summary: 'Kontot för kundens egen inloggning (data[0], med exist)',
          params: z.object({ id: customerId }),
          response: { 200: z.array(account) },
        },
      },
      async (request) => {
        await authorizeCustomer(db, request.caller, request.params.id, 'read', 'account.read');
        return [await findAccountOfCustomer(db, request.params.id)];
      },
    );
  }

  app.put(
    '/api/v2/account',
    {
      config: { rateLimit: writeLimit },
      schema: { summary: 'Ändra kontouppgifter (telefonnummer på ett kundkonto)', body: accountUpdate, response: { 200: dataEnvelope(customerAccount) } },
    },
    async (request) => {
      await authorizeCustomer(db, request.caller, request.body.customerId, 'change', 'account.update');
      const updated = await updateAccountPhone(db, request.body);
      if (!updated) throw notFound('Kundkontot hittades inte.');
      return { data: [updated] };
    },
  );

  app.post(
    '/api/v1/account/company',
    {
      config: { rateLimit: writeLimit },
      schema: { summary: 'Koppla ett företag till inloggningen (data[0] med success och message)', body: companyLinkRequest, response: { 200: z.array(companyLinkResult) } },
    },
    async (request) => {
      if (!request.caller.companyLogin) {
        throw new HttpError(403, 'company_login_required', 'Logga in med företagsinloggning för att lägga till ett företag.');
      }
      await db.transaction().execute((trx) => linkCompany(trx, request.caller, request.body));
      return [{ success: true, message: 'Du är nu kopplad mot företaget.' }];
    },
  );

  app.delete(
    '/api/v2/account/customer/:customerId/users/:userId',
    {
      config: { rateLimit: writeLimit },
      schema: {
        summary: 'Ta bort en länkad användare från kundens konto',
        params: z.object({ customerId, userId: z.uuid({ message: 'Användaridentiteten är ogiltig.' }) }),
      },
    },
    async (request, reply) => {
      const { customerId: id, userId } = request.params;
      await authorizeCustomer(db, request.caller, id, 'change', 'linked-user.remove');
      if (!(await removeLinkedUser(db, id, userId))) throw notFound('Användaren är inte länkad till kunden.');
      return reply.code(204).send();
    },
  );
};
