import {
  ELECTRICITY_TRADING_PRODUCT_NUMBERS,
  FUSE_PRODUCT_NUMBERS,
  INDUSTRIAL_PRODUCT_NUMBERS,
  type Contract,
  type GroupedContracts,
} from '@mina-sidor/shared/contract';
import type { Customer } from '@mina-sidor/shared/customer';
import { renewalUrl } from '@/auth/renewal.ts';
import { longDate, utilityName } from '@/lib/swedish.ts';

/** Spec §2.7's words for an end date that is not set, used here for contracts too. */
export const OPEN_ENDED = 'Tillsvidare';

export interface ContractGroup {
  /** The utility type name the contracts are grouped by (spec §3.7). */
  name: string;
  /** The name as a person reads it: "Fjärrvärme" for FJV; a name that is already words stays. */
  heading: string;
  contracts: Contract[];
}

const collator = new Intl.Collator('sv-SE');
const typeOrder = (group: ContractGroup) => Math.min(...group.contracts.map((c) => c.utilityType.id));

/** The groups in the customer system's order of utility types (EL, ELEXT, FJV, VA), then by heading; empty ones left out. */
export function contractGroups(grouped: GroupedContracts): ContractGroup[] {
  return Object.entries(grouped)
    .filter(([, contracts]) => contracts.length > 0)
    .map(([name, contracts]) => ({ name, heading: utilityName(name), contracts }))
    .sort((a, b) => typeOrder(a) - typeOrder(b) || collator.compare(a.heading, b.heading));
}

const among = (numbers: readonly string[], productNumber: string) => numbers.includes(productNumber);

/** Spec §9's product numbers, named as the customer reads them: an industrial product, or a fuse/effect product. */
export function productLabel(productNumber: string): string | null {
  if (among(INDUSTRIAL_PRODUCT_NUMBERS, productNumber)) return 'Industriprodukt';
  if (among(FUSE_PRODUCT_NUMBERS, productNumber)) return 'Säkrings-/effektprodukt';
  return null;
}

/** Spec §5's fuse sizes are written "20A"; a Swede reads amperes with a space: "20 A". Anything else is shown as given. */
export function fuseSizeText(fuseSize: string): string {
  const amperes = /^(\d+)\s*A$/i.exec(fuseSize.trim());
  return amperes ? `${amperes[1]}\u00a0A` : fuseSize;
}

export function endDateText(endDate: string | null): string {
  return endDate === null ? OPEN_ENDED : longDate(endDate);
}

/** A contract whose end date has passed (`today` as YYYY-MM-DD in Sweden). */
export function hasEnded(contract: Pick<Contract, 'endDate'>, today: string): boolean {
  return contract.endDate !== null && contract.endDate < today;
}

/** Spec §6: linked users view but do not change agreements; staff read only. The server refuses both any change. */
export function mayChangeAgreements({ isLinked, isStaff }: { isLinked: boolean; isStaff: boolean }): boolean {
  return !isLinked && !isStaff;
}

export interface RenewalInput {
  mayChange: boolean;
  publicSiteUrl: string;
  customer: Pick<Customer, 'customerNumber' | 'customerType'>;
  accessToken: string;
}

/**
 * Spec §1: an electricity trading contract is renewed on the provider's public site. The way
 * there is the sign-in handover of spec §4.1 step 7 (decision 0004), built by the same function;
 * null where the person may not renew it.
 */
export function renewalHref(contract: Pick<Contract, 'productNumber'>, { mayChange, ...handover }: RenewalInput): string | null {
  if (!mayChange || !among(ELECTRICITY_TRADING_PRODUCT_NUMBERS, contract.productNumber)) return null;
  return renewalUrl(handover);
}

/** The binding period of spec-less contract details: until a date, or none. */
export function bindingText(bindingPeriodEnd: string | null): string {
  return bindingPeriodEnd === null ? 'Ingen bindningstid' : `Till ${longDate(bindingPeriodEnd)}`;
}

export function noticePeriodText(months: number): string {
  if (months === 0) return 'Ingen uppsägningstid';
  return months === 1 ? '1 månad' : `${months} månader`;
}
