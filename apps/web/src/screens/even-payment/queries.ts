import { evenPaymentEndpoints, type EvenPaymentStatus } from '@mina-sidor/shared/even-payment';
import { apiQuery, required } from '@/api/api-query.ts';
import { networkError, type ApiClient } from '@/api/client.ts';

export const evenPaymentQueries = {
  /** `data.data[0]`: the account's estimate, its agreement and balance. */
  status: (api: ApiClient, customerId: string, customerAccountId: string) =>
    apiQuery(
      api,
      evenPaymentEndpoints.status,
      { params: { id: customerId, customerAccountId } },
      { data: required('Uppgifterna om utjämnad betalning kunde inte hämtas.', 'even_payment_missing') },
    ),
};

/** Signs the account up; resolves with even payment as it is now, rejects with the server's Swedish message. */
export async function signUpForEvenPayment(api: ApiClient, customerId: string, customerAccountId: string): Promise<EvenPaymentStatus> {
  const status = await api.call(evenPaymentEndpoints.signUp, { params: { id: customerId, customerAccountId } });
  if (!status) throw networkError();
  return status;
}

/** Ends the account's even payment; resolves with it as it is now (ended, the settling invoice to come). */
export async function endEvenPayment(api: ApiClient, customerId: string, customerAccountId: string): Promise<EvenPaymentStatus> {
  const status = await api.call(evenPaymentEndpoints.end, { params: { id: customerId, customerAccountId } });
  if (!status) throw networkError();
  return status;
}
