import type { Customer } from '@mina-sidor/shared/customer';
import type { UserSelection } from '@/selection/selection.ts';

/**
 * The line under the name in the profile menu: the selected account when the
 * customer has several, else the property; never a repeat of the name (a
 * group's property is named after the customer), and the customer number
 * when nothing else tells the pages apart.
 */
export function profileDetail(customer: Customer, { customerAccountId, property }: Pick<UserSelection, 'customerAccountId' | 'property'>): string {
  const name = customer.displayName || customer.name;
  const accounts = customer.customerAccounts;
  const account = accounts.length > 1 ? accounts.find((a) => a.customerAccountId === customerAccountId)?.name : undefined;
  return [account, property.displayName].find((text) => text && text !== name) ?? `Kundnummer ${customer.customerNumber}`;
}
