import { accountEndpoints, type CompanyLinkRequest } from '@mina-sidor/shared/account';
import { ApiRequestError, GENERIC_MESSAGE, type ApiClient } from '@/api/client.ts';

/**
 * POST account/company (spec §7, §8): resolves with the server's message on
 * success; rejects with the server's message, or the generic one, otherwise —
 * also when the network failed (nothing was linked then either).
 */
export async function linkCompany(api: ApiClient, request: CompanyLinkRequest): Promise<string> {
  const result = await api.call(accountEndpoints.linkCompany, { body: request });
  if (!result) throw new ApiRequestError(GENERIC_MESSAGE, 0, 'network_error');
  if (!result.success) throw new ApiRequestError(result.message || GENERIC_MESSAGE, 200, 'company_link_failed');
  return result.message;
}
