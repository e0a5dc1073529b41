import { CUSTOMER_STATUS, defaultProperty, EMPTY_GUID, PLACEHOLDER_CUSTOMER_ID } from '@mina-sidor/shared';
import { infraService, type Customer, type Facility, type InfraService } from '@mina-sidor/shared/customer';
import { z } from 'zod/mini';

/** Spec §3.8: the property (facility or group) the pages show; empty when the customer has none. */
export const selectedProperty = z.object({
  facilityKey: z.optional(z.string()),
  groupId: z.optional(z.string()),
  displayName: z.optional(z.string()),
  infraServices: z.array(infraService),
});
export type SelectedProperty = z.infer<typeof selectedProperty>;

/**
 * The user selection of spec §3.1: whose pages the signed-in person is on.
 * Only pointers and the property live here; the customer itself is server
 * state in the query cache (see useSelectedCustomer).
 */
export const userSelection = z.object({
  /** The login the selection belongs to: another person's selection is never used. */
  subject: z.string(),
  /** PLACEHOLDER_CUSTOMER_ID when the selection has been cleared. */
  customerId: z.string(),
  /** The customer is someone else's that this login has view access to. */
  isLinked: z.boolean(),
  customerAccountId: z.nullable(z.string()),
  property: selectedProperty,
});
export type UserSelection = z.infer<typeof userSelection>;

/** Spec §3.4: the customer while nothing is selected (status id 0 exists only here). */
export const placeholderCustomer: Customer = {
  customerId: PLACEHOLDER_CUSTOMER_ID,
  customerNumber: '',
  name: '',
  displayName: '',
  identificationNumber: '',
  email: null,
  mobilePhone: null,
  customerType: { id: 0, name: 'INDIVIDUAL' },
  legalPart: { id: 0 },
  status: { id: CUSTOMER_STATUS.placeholder },
  groupId: EMPTY_GUID,
  customerAccounts: [],
  paymentInfo: { flexAccount: false, directDebit: false },
  services: [],
  utilities: [],
  linkedUsers: [],
  useNewLandingPage: false,
  exist: false,
};

export function hasSelectedCustomer(selection: UserSelection | null): selection is UserSelection {
  return selection !== null && selection.customerId !== PLACEHOLDER_CUSTOMER_ID;
}

/** Spec §4.2: the given account when it is the customer's, else the first customer account. */
export function selectedAccountId(customer: Customer, requested: string | null | undefined): string | null {
  const accounts = customer.customerAccounts;
  return accounts.find((a) => a.customerAccountId === requested)?.customerAccountId ?? accounts[0]?.customerAccountId ?? null;
}

function uniqueByName(services: InfraService[]): InfraService[] {
  return services.filter((service, index) => services.findIndex((s) => s.name === service.name) === index);
}

/**
 * Spec §4.2, the shared rule (`defaultProperty`) with what the pages show of
 * it: a group is named after the customer and, covering every facility,
 * offers all their services.
 */
export function propertyFor(customer: Customer, facilities: Facility[], accountId: string | null): SelectedProperty {
  const property = defaultProperty(customer, facilities, accountId);
  if (property?.kind === 'group') {
    return {
      groupId: property.groupId,
      displayName: customer.displayName || customer.name,
      infraServices: uniqueByName(facilities.flatMap((f) => f.infraServices)),
    };
  }
  const facility = property && facilities.find((f) => f.facilityKey === property.facilityKey);
  if (!facility) return { infraServices: [] };
  return { facilityKey: facility.facilityKey, displayName: facility.displayName, infraServices: facility.infraServices };
}

/** Spec §4.2 "clearing": the placeholder customer, a property without services, optionally no account. */
export function clearedSelection(selection: UserSelection, { clearAccount }: { clearAccount: boolean }): UserSelection {
  return {
    ...selection,
    customerId: PLACEHOLDER_CUSTOMER_ID,
    isLinked: false,
    customerAccountId: clearAccount ? null : selection.customerAccountId,
    property: { ...selection.property, infraServices: [] },
  };
}
