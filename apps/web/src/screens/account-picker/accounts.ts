import { CUSTOMER_STATUS } from '@mina-sidor/shared';
import type { Account } from '@mina-sidor/shared/account';
import type { Customer } from '@mina-sidor/shared/customer';

// The account picker's list (spec §2.2), pure.

export type AccountGroup = 'INDIVIDUAL' | 'ORGANIZATION' | 'MIXED';

const GROUP_TITLES: Record<AccountGroup, string> = {
  INDIVIDUAL: 'Personkonto',
  ORGANIZATION: 'Företagskonto',
  MIXED: 'Länkat konto',
};
const GROUP_ORDER: readonly AccountGroup[] = ['INDIVIDUAL', 'ORGANIZATION', 'MIXED'];

/** Spec §2.2 and §9: the search box appears only above this many accounts. */
const SEARCH_THRESHOLD = 10;

export interface PickerAccount {
  /** The customer the account belongs to. */
  customerId: string;
  customerAccountId: string;
  name: string;
  customerNumber: string;
  /** Status id 2: labelled "inaktiv". */
  inactive: boolean;
  group: AccountGroup;
}

/**
 * The login's own customer's accounts, grouped by its customer type, then
 * every account of the customers it is linked to, as "Länkat konto" (MIXED).
 */
export function pickerAccounts(own: Customer | null, account: Account | null): PickerAccount[] {
  const owned = (own?.customerAccounts ?? []).map((a) => ({
    customerId: own?.customerId ?? '',
    customerAccountId: a.customerAccountId,
    name: a.name,
    customerNumber: a.customerNumber,
    inactive: a.status.id === CUSTOMER_STATUS.inactive,
    group: own?.customerType.name ?? 'INDIVIDUAL',
  }));
  const linked = (account?.linkedCustomers ?? []).flatMap((customer) =>
    customer.customerAccounts.map((a) => ({
      customerId: customer.customerId,
      customerAccountId: a.customerAccountId,
      name: a.name,
      customerNumber: a.customerNumber,
      inactive: a.status.id === CUSTOMER_STATUS.inactive,
      group: 'MIXED' as const,
    })),
  );
  return [...owned, ...linked];
}

export function showsSearch(accounts: readonly PickerAccount[]): boolean {
  return accounts.length > SEARCH_THRESHOLD;
}

/** Case-insensitive substring match on the account name; an empty search keeps everything. */
export function filterAccounts(accounts: readonly PickerAccount[], search: string): PickerAccount[] {
  const needle = search.trim().toLocaleLowerCase('sv-SE');
  if (!needle) return [...accounts];
  return accounts.filter((a) => a.name.toLocaleLowerCase('sv-SE').includes(needle));
}

/** The non-empty groups, in the order Personkonto, Företagskonto, Länkat konto. */
export function groupAccounts(accounts: readonly PickerAccount[]): { group: AccountGroup; title: string; accounts: PickerAccount[] }[] {
  return GROUP_ORDER.map((group) => ({ group, title: GROUP_TITLES[group], accounts: accounts.filter((a) => a.group === group) })).filter(
    (g) => g.accounts.length > 0,
  );
}

export function accountKey(account: Pick<PickerAccount, 'customerId' | 'customerAccountId'>): string {
  return `${account.customerId}/${account.customerAccountId}`;
}
