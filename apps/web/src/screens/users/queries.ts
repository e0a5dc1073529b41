import { accountEndpoints } from '@mina-sidor/shared/account';
import { invitationEndpoints, type SentInvitation } from '@mina-sidor/shared/invitation';
import { networkError, type ApiClient } from '@/api/client.ts';

// The list itself is the selected customer's `linkedUsers` (customerQueries.detail): no query of its own.

/** Sends an invitation e-mail; resolves with the address and the link's expiry, rejects with the server's Swedish message. */
export async function inviteUser(api: ApiClient, customerId: string, email: string): Promise<SentInvitation> {
  const sent = await api.call(invitationEndpoints.send, { params: { id: customerId }, body: { email } });
  if (!sent) throw networkError();
  return sent;
}

/** DELETE account/customer/{customerId}/users/{userId} (spec §7); rejects with the server's Swedish message. */
export async function removeLinkedUser(api: ApiClient, customerId: string, userId: string): Promise<void> {
  // A 204 is null; undefined is an unreachable server, and then nothing was removed.
  const removed = await api.call(accountEndpoints.removeLinkedUser, { params: { customerId, userId } });
  if (removed === undefined) throw networkError();
}
