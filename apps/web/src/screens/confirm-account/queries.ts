import { invitationEndpoints } from '@mina-sidor/shared/invitation';
import { apiQuery } from '@/api/api-query.ts';
import { networkError, type ApiClient } from '@/api/client.ts';

export const invitationQueries = {
  /** An open invitation (404 when it is unknown or already used). */
  detail: (api: ApiClient, code: string) => apiQuery(api, invitationEndpoints.detail, { params: { code } }),
};

/** Accepting makes the signed-in login a linked user of the inviting customer; resolves with that customer's id. */
export async function acceptInvitation(api: ApiClient, code: string): Promise<string> {
  const accepted = await api.call(invitationEndpoints.accept, { params: { code } });
  if (!accepted) throw networkError();
  return accepted.customerId;
}
