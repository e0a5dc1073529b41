import { hrefOf } from '@mina-sidor/shared';
import { METER_IMPORT_SCOPE, meterValueImportEndpoints, type MeterValueImportSummary } from '@mina-sidor/shared/meter-value-import';
import type { ImportOptions } from './import.ts';
import { reach, type ServiceClient, serviceToken } from '../../lib/service-token.ts';

/** What the server did with the file, or why it did not take it (a Swedish line). */
export type ServerAnswer = { summary: MeterValueImportSummary } | { error: string };

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
  const token = await serviceToken(issuer, client, METER_IMPORT_SCOPE, 'METER_IMPORT_CLIENT_ID och METER_IMPORT_CLIENT_SECRET');
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
