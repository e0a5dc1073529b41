import { account, companyLinkResult, type Account } from '@mina-sidor/shared';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiRequestError, GENERIC_MESSAGE, type ApiClient } from '@/api/client.ts';
import { orPrevious } from '@/api/previous-data.ts';

const accountList = z.array(account);
const companyLinkAnswer = z.array(companyLinkResult);

export const accountQueries = {
  all: () => ['account'] as const,
  /** GET account: the signed-in login's own account (`data[0]`); null when the server knows none. */
  current: (api: ApiClient) =>
    queryOptions({
      queryKey: [...accountQueries.all(), 'current'],
      queryFn: async (context): Promise<Account | null> => {
        return orPrevious(context, await api.get('/v1/account', accountList, context.signal), (body) => body[0] ?? null);
      },
    }),
};

export interface CompanyLinkRequest {
  companyIdentificationNumber: string;
  companyCustomerNumber: string;
  userName: string;
  userEmail: string;
}

/**
 * POST account/company (spec §7, §8): resolves with the server's message on
 * success; rejects with the server's message, or the generic one, otherwise —
 * also when the network failed (nothing was linked then either).
 */
export async function linkCompany(api: ApiClient, request: CompanyLinkRequest): Promise<string> {
  const [result] = (await api.post('/v1/account/company', request, companyLinkAnswer)) ?? [];
  if (!result) throw new ApiRequestError(GENERIC_MESSAGE, 0, 'network_error');
  if (!result.success) throw new ApiRequestError(result.message || GENERIC_MESSAGE, 200, 'company_link_failed');
  return result.message;
}
