import { hrefOf } from '@mina-sidor/shared';
import { NDJSON_MEDIA_TYPE, type InboundSummary } from '@mina-sidor/shared/integration-inbound';
import type { InboundOptions } from './import.ts';
import type { RegisteredKind } from './registry.ts';
import { reach, type ServiceClient, serviceToken } from '../../lib/service-token.ts';

/** What the server did with the batch, or why it did not take it (a Swedish line). */
export type ServerAnswer = { summary: InboundSummary } | { error: string };

/** A batch as the command read it from its file: NDJSON text, or a JSON array. */
export type BatchContent = { format: 'ndjson'; text: string } | { format: 'json'; values: unknown[] };

/**
 * Sends a batch through a running server's endpoint of its kind, as the provider's systems do: the way in while that
 * server holds PGlite's directory (one process only), and the same import in one transaction as the command's own.
 */
export async function sendToServer(
  server: string,
  issuer: string,
  client: ServiceClient,
  kind: RegisteredKind,
  content: BatchContent,
  options: InboundOptions,
): Promise<ServerAnswer> {
  const token = await serviceToken(issuer, client, kind.scope, 'INTEGRATION_CLIENT_ID och INTEGRATION_CLIENT_SECRET');
  const query = { partial: options.partial ? 'true' : undefined, dryRun: options.dryRun ? 'true' : undefined };
  const response = await reach(`${server.replace(/\/$/, '')}/api${hrefOf(kind.endpoint, { query })}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': content.format === 'ndjson' ? NDJSON_MEDIA_TYPE : 'application/json' },
    body: content.format === 'ndjson' ? content.text : JSON.stringify(content.values),
  });
  const body = (await response.json().catch(() => ({}))) as { data?: [InboundSummary]; error?: { message?: string; summary?: InboundSummary } };
  const summary = body.data?.[0] ?? body.error?.summary;
  if (summary) return { summary };
  return { error: `Servern tog inte emot batchen (${response.status}): ${body.error?.message ?? 'okänt fel'}` };
}
