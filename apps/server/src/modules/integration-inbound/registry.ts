import { inboundEndpoint, type InboundSummary } from '@mina-sidor/shared/integration-inbound';
import type { Db } from '../../db/connection.ts';
import type { ReadBatch } from './batch.ts';
import { importBatch, type InboundOptions } from './import.ts';
import type { IntegrationKind } from '../../integration-inbound/kind.ts';
import { contractsKind } from './kinds/contracts.ts';
import { customersKind } from './kinds/customers.ts';
import { facilitiesKind } from './kinds/facilities.ts';
import { specialTimeSeriesKind } from '../group-report/index.ts';
import { invoicesKind } from '../invoices/index.ts';
import { messagesKind } from '../messages/index.ts';
import { powerHubOrdersKind } from '../power-hub/index.ts';
import { powersOfAttorneyKind } from '../powers-of-attorney/index.ts';
import { priceListsKind } from '../price-lists/index.ts';

/** A kind as the endpoint, the command and the identity provider take it, whatever its record's type. */
export interface RegisteredKind {
  name: string;
  scope: string;
  endpoint: ReturnType<typeof inboundEndpoint<string>>;
  /** A valid batch as the source system writes it (the kind's own). */
  example: readonly unknown[];
  import: (db: Db, batch: ReadBatch, options: InboundOptions) => Promise<InboundSummary>;
}

export function registered<R>(kind: IntegrationKind<R>): RegisteredKind {
  return {
    name: kind.name,
    scope: kind.scope,
    endpoint: inboundEndpoint({ name: kind.name, scope: kind.scope, title: kind.title ?? kind.name, record: kind.record }),
    example: kind.example ?? [],
    import: (db, batch, options) => importBatch(db, kind, batch, options),
  };
}

/**
 * Every kind of record the provider's systems send, one line each: its endpoint (POST /v1/integration/<name>), its
 * scope on the integration client, and its name in `npm run import:integration`. The order is the order a full load
 * goes in: what a record refers to first.
 */
export const INTEGRATION_KINDS: readonly RegisteredKind[] = [
  registered(priceListsKind),
  registered(customersKind),
  registered(facilitiesKind),
  registered(contractsKind),
  registered(invoicesKind),
  registered(powersOfAttorneyKind),
  registered(messagesKind),
  registered(specialTimeSeriesKind),
  // What the provider did next with what a customer did on the portal: after the records it refers to.
  registered(powerHubOrdersKind),
];

/** The scopes the integration client may be given: one per kind. */
export const integrationWriteScopes = () => INTEGRATION_KINDS.map((kind) => kind.scope);

export const kindNamed = (name: string) => INTEGRATION_KINDS.find((kind) => kind.name === name);
