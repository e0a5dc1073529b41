import { hrefOf } from '@mina-sidor/shared';
import { NDJSON_MEDIA_TYPE, type InboundSummary } from '@mina-sidor/shared/integration-inbound';
import type { InboundOptions } from './import.ts';
import type { RegisteredKind } from './registry.ts';

export type ServiceClient = { id: string; secret: string };

/** What the server did with the batch, or why it did not take it (a Swedish line). */
export type ServerAnswer = { summary: InboundSummary } | { error: string };

/** A batch as the command read it from its file: NDJSON text, or a JSON array. */
export type BatchContent = { format: 'ndjson'; text: string } | { format: 'json'; values: unknown[] };

/** fetch, with a Swedish word for an address that does not answer. */
async function reach(url: string, init?: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    throw new Error(`${new URL(url).origin} svarar inte.`, { cause: error });
  }
}

/** A client-credentials token for one kind (RFC 6749 §4.4) from the issuer's token endpoint: the scope of that kind only. */
async function serviceToken(issuer: string, client: ServiceClient, scope: string): Promise<string> {
  const discovery = await reach(`${issuer}/.well-known/openid-configuration`);
  if (!discovery.ok) throw new Error(`Inloggningstjänsten ${issuer} svarade ${discovery.status}.`);
  const { token_endpoint } = (await discovery.json()) as { token_endpoint: string };
  // client_secret_basic: the id and secret are form-encoded before they are joined (RFC 6749 §2.3.1).
  const basic = Buffer.from(`${encodeURIComponent(client.id)}:${encodeURIComponent(client.secret)}`).toString('base64');
  const response = await reach(token_endpoint, {
    method: 'POST',
    headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'client_credentials', scope }),
  });
  if (!response.ok) {
    throw new Error(`Ingen åtkomst för klienten ${client.id} (${response.status}): kontrollera INTEGRATION_CLIENT_ID och INTEGRATION_CLIENT_SECRET.`);
  }
  return ((await response.json()) as { access_token: string }).access_token;
}

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
  const token = await serviceToken(issuer, client, kind.scope);
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
