import type { Customer } from '@mina-sidor/shared/customer';
import type { QueryClient } from '@tanstack/react-query';
import { accountQueries } from '@/api/account/queries.ts';
import type { ApiClient } from '@/api/client.ts';
import { customerQueries } from '@/api/customers/queries.ts';
import { propertyFor, selectedAccountId } from './selection.ts';
import type { SelectionStore } from './selection-store.ts';

export interface SelectionServices {
  api: ApiClient;
  queryClient: QueryClient;
  store: SelectionStore;
}

export interface SelectCustomerRequest {
  /** The signed-in login (`sub`). */
  subject: string;
  customerId: string;
  /** The account to show; the customer's first when absent or not the customer's. */
  customerAccountId?: string | null;
  /** Fetch the customer anew rather than from the cache (spec §4.3: the customer is reloaded). */
  reload?: boolean;
}

/**
 * Spec §4.2: loads the customer, the login's account (which says whether the
 * customer is linked), the facilities and the parent organisation, then sets
 * the selection in one step. Rejects when the customer cannot be loaded; the
 * organisation and the special time series are only cached (a 404 for the
 * organisation means "none").
 */
export async function selectCustomer(
  { api, queryClient, store }: SelectionServices,
  { subject, customerId, customerAccountId, reload = false }: SelectCustomerRequest,
): Promise<Customer> {
  const fresh = reload ? { staleTime: 0 } : {};
  const [customer, account, facilities] = await Promise.all([
    queryClient.fetchQuery({ ...customerQueries.detail(api, customerId), ...fresh }),
    queryClient.fetchQuery(accountQueries.current(api)),
    queryClient.fetchQuery({ ...customerQueries.facilities(api, customerId), ...fresh }),
    queryClient.prefetchQuery(customerQueries.parentOrganization(api, customerId)),
    // The shell's route table needs it (spec §2.6: the group reports); prefetched so the shell opens at once.
    queryClient.prefetchQuery(customerQueries.specialTimeSeries(api, customerId)),
  ]);
  const accountId = selectedAccountId(customer, customerAccountId);
  store.set({
    subject,
    customerId: customer.customerId,
    isLinked: account?.linkedCustomers.some((linked) => linked.customerId === customer.customerId) ?? false,
    customerAccountId: accountId,
    property: propertyFor(customer, facilities, accountId),
  });
  return customer;
}
