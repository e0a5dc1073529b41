import { hrefOf } from '@mina-sidor/shared';
import { METER_IMPORT_SCOPE, meterValueImportEndpoints, type MeterValueImportSummary } from '@mina-sidor/shared/meter-value-import';
import type { ImportOptions } from './import.ts';

export type ServiceClient = { id: string; secret: string };

/** What the server did with the file, or why it did not take it (a Swedish line). */
export type ServerAnswer = { summary: MeterValueImportSummary } | { error: string };

/** fetch, with a Swedish word for an address that does not answer. */
async function reach(url: string, init?: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    throw new Error(`${new URL(url).origin} svarar inte.`, { cause: error });
  }
}

/** A client-credentials token for the import (RFC 6749 §4.4), from the issuer's token endpoint. */
async function importToken(issuer: string, client: ServiceClient): Promise<string> {
  const discovery = await reach(`${issuer}/.well-known/openid-configuration`);
  if (!discovery.ok) throw new Error(`Inloggningstjänsten ${issuer} svarade ${discovery.status}.`);
  const { token_endpoint } = (await discovery.json()) as { token_endpoint: string };
  // client_secret_basic: the id and secret are form-encoded before they are joined (RFC 6749 §2.3.1).
  const basic = Buffer.from(`${encodeURIComponent(client.id)}:${encodeURIComponent(client.secret)}`).toString('base64');
  const response = await reach(token_endpoint, {
    method: 'POST',
    headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'client_credentials', scope: METER_IMPORT_SCOPE }),
  });
  if (!response.ok)
    throw new Error(`Ingen åtkomst för klienten ${client.id} (${response.status}): kontrollera METER_IMPORT_CLIENT_ID och METER_IMPORT_CLIENT_SECRET.`);
  return ((await response.json()) as { access_token: string }).access_token;
}

/**
 * Sends a file through a running server's import endpoint, as the metering system does: the way in
 * while that server holds PGlite's directory (one process only), and the same import in one
 * transaction as the command's own.
 */
export async function sendToServer(
  server: string,
  issuer: string,
  client: ServiceClient,
  content: string | unknown[],
  options: ImportOptions,
): Promise<ServerAnswer> {
  const token = await importToken(issuer, client);
  const query = { partial: options.partial ? 'true' : undefined, dryRun: options.dryRun ? 'true' : undefined };
  const response = await reach(`${server.replace(/\/$/, '')}/api${hrefOf(meterValueImportEndpoints.import, { query })}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': typeof content === 'string' ? 'text/csv' : 'application/json' },
    body: typeof content === 'string' ? content : JSON.stringify(content),
  });
  const body = (await response.json().catch(() => ({}))) as {
    data?: [MeterValueImportSummary];
    error?: { message?: string; summary?: MeterValueImportSummary };
  };
  const summary = body.data?.[0] ?? body.error?.summary;
  if (summary) return { summary };
  return { error: `Servern tog inte emot filen (${response.status}): ${body.error?.message ?? 'okänt fel'}` };
}
