import { PLACEHOLDER_CUSTOMER_ID } from '@mina-sidor/shared';
import type { Customer } from '@mina-sidor/shared/customer';
import type { UseQueryResult } from '@tanstack/react-query';
import { useApi } from '@/api/api-context.tsx';
import { customerQueries } from '@/api/customers/queries.ts';
import { useQuery } from '@/api/use-query.ts';
import { placeholderCustomer, type UserSelection } from './selection.ts';

/** The selected customer from the query cache; the placeholder customer while the selection is cleared. */
export function useSelectedCustomer(selection: UserSelection | null): UseQueryResult<Customer> {
  const api = useApi();
  const customerId = selection?.customerId ?? PLACEHOLDER_CUSTOMER_ID;
  const isPlaceholder = customerId === PLACEHOLDER_CUSTOMER_ID;
  return useQuery({
    ...customerQueries.detail(api, customerId),
    enabled: !isPlaceholder,
    ...(isPlaceholder ? { initialData: placeholderCustomer } : {}),
  });
}
