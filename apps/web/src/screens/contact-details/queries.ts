import { contactDetailsEndpoints } from '@mina-sidor/shared/contact-details';
import { networkError, type ApiClient } from '@/api/client.ts';

// The values themselves are the selected customer (customerQueries.detail): no query of their own.

export interface ContactChanges {
  /** The new e-mail address, when it changed. */
  email?: string;
  /** The new mobile number of the selected account (null removes it), when it changed. */
  phoneNumber?: string | null;
}

/**
 * One PUT per changed value: the account's phone number (PUT account, spec §7; the customer's
 * mobilePhone mirrors it, §3.3) and the customer's e-mail (the contact update, without the phone so
 * it never rewrites a number it did not touch). Rejects with the server's Swedish message.
 */
export async function saveContactDetails(
  api: ApiClient,
  target: { customerId: string; customerAccountId: string | null },
  changes: ContactChanges,
): Promise<void> {
  if (changes.phoneNumber !== undefined && target.customerAccountId !== null) {
    const saved = await api.call(contactDetailsEndpoints.updateAccount, {
      body: { customerId: target.customerId, customerAccountId: target.customerAccountId, phoneNumber: changes.phoneNumber },
    });
    if (saved === undefined) throw networkError();
  }
  if (changes.email !== undefined) {
    const saved = await api.call(contactDetailsEndpoints.updateCustomer, { params: { id: target.customerId }, body: { email: changes.email } });
    if (saved === undefined) throw networkError();
  }
}
