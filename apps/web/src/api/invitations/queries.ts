import { dataEnvelope, invitation, type Invitation } from '@mina-sidor/shared';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { networkError, type ApiClient } from '@/api/client.ts';
import { orPrevious } from '@/api/previous-data.ts';

const invitationEnvelope = dataEnvelope(invitation);
const acceptedEnvelope = dataEnvelope(z.object({ customerId: z.string() }));

const invitationPath = (code: string) => `/v2/invitations/${encodeURIComponent(code)}`;

export const invitationQueries = {
  all: () => ['invitations'] as const,
  /** An open invitation (404 when it is unknown or already used). */
  detail: (api: ApiClient, code: string) =>
    queryOptions({
      queryKey: [...invitationQueries.all(), code],
      queryFn: async (context): Promise<Invitation | null> => {
        return orPrevious(context, await api.get(invitationPath(code), invitationEnvelope, context.signal), (body) => body.data[0] ?? null);
      },
    }),
};

/** Accepting makes the signed-in login a linked user of the inviting customer; resolves with that customer's id. */
export async function acceptInvitation(api: ApiClient, code: string): Promise<string> {
  const body = await api.post(`${invitationPath(code)}/accept`, {}, acceptedEnvelope);
  const accepted = body?.data[0];
  if (!accepted) throw networkError();
  return accepted.customerId;
}
