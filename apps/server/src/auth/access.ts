import { endpointName, type CustomerLocator, type EndpointSpec } from '@mina-sidor/shared';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/connection.ts';
import { HttpError, notFound } from '../http/http-error.ts';
import { isStaff } from './caller.ts';
import { authorizeCustomer } from './policy.ts';

/** Finds the customer behind a value that is not its id; null when there is none. */
export type CustomerResolvers = Record<Exclude<NonNullable<CustomerLocator['as']>, 'customer-id'>, (db: Db, value: string) => Promise<string | null>>;

const STAFF_ONLY = 'Det här är bara för kundservice och administratörer.';
const COMPANY_LOGIN_REQUIRED = 'Logga in med företagsinloggning för att lägga till ett företag.';
/** Spec §8: the download page's text for a customer the caller may not see. */
const CAPABILITY_REFUSED = 'Åtkomst nekad. Du har inte behörighet att se denna resurs.';
const SERVICE_ONLY = 'Det här är bara för tjänsteklienter med behörigheten';
const PERSON_ONLY = 'Det här är bara för personer som loggat in, inte för tjänsteklienter.';

function locatedValue(request: FastifyRequest, locator: CustomerLocator): string | undefined {
  const part = (locator.in === 'params' ? request.params : locator.in === 'query' ? request.query : request.body) as Record<string, unknown> | undefined;
  const value = part?.[locator.key];
  return typeof value === 'string' ? value : undefined;
}

/**
 * The one pre-handler that applies an endpoint's declared access (decision 0002) after its input
 * is validated; returns the customer it checked, for the handler.
 */
export async function authorize(db: Db, resolvers: CustomerResolvers, endpoint: EndpointSpec, request: FastifyRequest): Promise<string | null> {
  const { access } = endpoint;
  const caller = request.caller as FastifyRequest['caller'] | null;
  // A machine's token reaches its service's endpoints only: none of a person's, not even those any signed-in person may call.
  if (access.kind !== 'service' && caller && !caller.person) {
    throw new HttpError(403, 'person_required', PERSON_ONLY);
  }
  switch (access.kind) {
    case 'signed-in':
      return null;
    case 'company-login':
      if (!caller?.companyLogin) throw new HttpError(403, 'company_login_required', COMPANY_LOGIN_REQUIRED);
      return null;
    case 'staff':
      if (!caller || !isStaff(caller)) throw new HttpError(403, 'forbidden', STAFF_ONLY);
      return null;
    case 'service':
      if (!caller?.scopes.includes(access.scope)) throw new HttpError(403, 'insufficient_scope', `${SERVICE_ONLY} ${access.scope}.`);
      return null;
    case 'customer': {
      const value = locatedValue(request, access.customer);
      if (value === undefined) {
        if (access.customer.optional) return null;
        throw notFound('Kunden hittades inte.');
      }
      const as = access.customer.as ?? 'customer-id';
      const customerId = as === 'customer-id' ? value : await resolvers[as](db, value);
      if (access.signedOut) {
        // The value is the capability: without a bearer, or for a value that leads nowhere, the handler answers.
        if (!caller || customerId === null) return customerId;
        await authorizeCustomer(db, caller, customerId, access.need, endpointName(endpoint)).catch(() => {
          throw new HttpError(403, 'forbidden', CAPABILITY_REFUSED);
        });
        return customerId;
      }
      if (!caller || customerId === null) throw notFound('Kunden hittades inte.');
      await authorizeCustomer(db, caller, customerId, access.need, endpointName(endpoint));
      return customerId;
    }
  }
}
