import { NDJSON_MEDIA_TYPE, type InboundSummary } from '@mina-sidor/shared/integration-inbound';
import { kindNamed } from '../../src/modules/integration-inbound/registry.ts';
import { urlOf, type Reachable } from './endpoints.ts';

/** The systems of record's client at the embedded provider: its default id, and the secret a test server registers with INTEGRATION_CLIENT_SECRET. */
export const INTEGRATION_CLIENT = 'kallsystem';
// Letters and digits: RFC 6749 §2.3.1 form-encodes the secret inside Basic, where a + would be a space.
export const INTEGRATION_SECRET = 'a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4';

export type Sent = { status: number; summary: InboundSummary; body: { error?: { code?: string; message?: string } } };

/** A system of record's side of the integration API, as the provider's systems use it: tokens per scope, batches per kind. */
export class IntegrationClient {
  readonly #tokens = new Map<string, string>();
  readonly #server: Reachable;

  constructor(server: Reachable) {
    this.#server = server;
  }

  /** A client-credentials token of the integration client for `scope` (several, space-separated). */
  async token(scope: string): Promise<{ status: number; token: string | null }> {
    const cached = this.#tokens.get(scope);
    if (cached) return { status: 200, token: cached };
    const response = await fetch(`${this.#server.baseUrl}/idp/token`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${Buffer.from(`${INTEGRATION_CLIENT}:${INTEGRATION_SECRET}`).toString('base64')}`,
      },
      body: new URLSearchParams({ grant_type: 'client_credentials', scope }),
    });
    if (response.status !== 200) return { status: response.status, token: null };
    const token = ((await response.json()) as { access_token: string }).access_token;
    this.#tokens.set(scope, token);
    return { status: 200, token };
  }

  async tokenFor(scope: string): Promise<string> {
    const { status, token } = await this.token(scope);
    if (!token) throw new Error(`no token for ${scope}: ${status}`);
    return token;
  }

  /** Sends a batch of a kind: a list as JSON, text as NDJSON. */
  async send(
    kindName: string,
    batch: unknown[] | string,
    options: { query?: { partial?: 'true'; dryRun?: 'true' }; token?: string; contentType?: string } = {},
  ): Promise<Sent> {
    const kind = kindNamed(kindName);
    if (!kind) throw new Error(`no kind ${kindName}`);
    const response = await fetch(urlOf(this.#server, kind.endpoint, { query: options.query ?? {}, body: [] }), {
      method: 'POST',
      headers: {
        authorization: `Bearer ${options.token ?? (await this.tokenFor(kind.scope))}`,
        'content-type': options.contentType ?? (typeof batch === 'string' ? NDJSON_MEDIA_TYPE : 'application/json'),
      },
      body: typeof batch === 'string' ? batch : JSON.stringify(batch),
    });
    const body = (await response.json()) as { data?: [InboundSummary]; error?: { code?: string; message?: string; summary?: InboundSummary } };
    return { status: response.status, summary: (body.data?.[0] ?? body.error?.summary)!, body };
  }
}

/** A private customer with one account, as the customer information system sends one (the customers kind). */
export function privateCustomerRecord(c: { customerId: string; accountId: string; personnummer: string; name: string; email: string; mobilePhone: string }) {
  return {
    customerId: c.customerId,
    customerNumber: c.accountId.slice(0, 7),
    customerType: { id: 1, name: 'INDIVIDUAL' },
    legalPart: { id: 1 },
    status: { id: 1 },
    identificationNumber: c.personnummer,
    name: c.name,
    email: c.email,
    mobilePhone: c.mobilePhone,
    customerAccounts: [{ customerAccountId: c.accountId, name: c.name, status: { id: 1 }, sourceSystem: { id: 1, name: 'Kundsystem' } }],
  };
}
