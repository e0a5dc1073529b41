import { meterReadingEndpoints, type ReadingOutcome, type ReadingSubmission } from '@mina-sidor/shared/meter-reading';
import { apiQuery } from '@/api/api-query.ts';
import { networkError, type ApiClient } from '@/api/client.ts';

export const meterReadingQueries = {
  /** The water meters of the property (all the customer's for a group) with their readings, newest first. */
  list: (api: ApiClient, customerId: string, facility: string | undefined) =>
    apiQuery(api, meterReadingEndpoints.list, { params: { id: customerId }, query: facility ? { facility } : {} }),
};

/** Sends a reading; resolves with what became of it (stored, or a question first), rejects with the server's Swedish message. */
export async function submitReading(api: ApiClient, customerId: string, body: ReadingSubmission): Promise<ReadingOutcome> {
  const outcome = await api.call(meterReadingEndpoints.submit, { params: { id: customerId }, body });
  if (!outcome) throw networkError();
  return outcome;
}
