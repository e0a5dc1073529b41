import { z } from 'zod';

export const CUSTOMER_TYPES = ['INDIVIDUAL', 'ORGANIZATION', 'MIXED'] as const;
export const customerTypeName = z.enum(CUSTOMER_TYPES);

/** Placeholder customer used while nothing is selected (spec §3.4). */
export const PLACEHOLDER_CUSTOMER_ID = '99999999999';
export const EMPTY_GUID = '00000000-0000-0000-0000-000000000000';

export const customerId = z
  .string()
  .regex(/^\d{1,20}$/, { message: 'Kundidentiteten måste bestå av siffror.' });

const idRef = z.object({ id: z.number().int() });

export const customerAccount = z.object({
  customerAccountId: z.string(),
  customerNumber: z.string(),
  status: idRef,
  legalPart: idRef,
  name: z.string(),
  phoneNumber: z.string().nullable(),
  sourceSystem: z.object({ id: z.number().int(), name: z.string() }),
});
export type CustomerAccount = z.infer<typeof customerAccount>;

export const infraService = z.object({
  id: z.number().int(),
  name: z.string(),
  readingType: z.object({ name: z.string() }),
});
export type InfraService = z.infer<typeof infraService>;

export const meteringPoint = z.object({
  meteringPointId: z.string(),
  meterNumber: z.string(),
  service: z.string(),
  type: z.string(),
  attributes: z.object({ basePower: z.number().nullable() }),
});
export type MeteringPoint = z.infer<typeof meteringPoint>;

export const facility = z.object({
  facilityKey: z.string(),
  displayName: z.string(),
  address: z.string(),
  postalCode: z.string(),
  city: z.string(),
  customerAccountIds: z.array(z.string()),
  meteringPoints: z.array(meteringPoint),
  infraServices: z.array(infraService),
});
export type Facility = z.infer<typeof facility>;

export const customer = z.object({
  customerId,
  customerNumber: z.string(),
  name: z.string(),
  displayName: z.string(),
  identificationNumber: z.string(),
  email: z.string().nullable(),
  mobilePhone: z.string().nullable(),
  customerType: z.object({ id: z.number().int(), name: customerTypeName }),
  legalPart: idRef,
  status: idRef,
  groupId: z.string(),
  customerAccounts: z.array(customerAccount),
  paymentInfo: z.object({ flexAccount: z.boolean(), directDebit: z.boolean() }),
  services: z.array(z.object({ utilityType: z.object({ id: z.number().int(), name: z.string() }) })),
  utilities: z.array(
    z.object({
      name: z.string(),
      facilities: z.array(z.string()),
      meteringPointTypes: z.array(z.object({ name: z.string() })),
    }),
  ),
  linkedUsers: z.array(z.object({ userId: z.string(), name: z.string() })),
  useNewLandingPage: z.boolean(),
  exist: z.boolean(),
});
export type Customer = z.infer<typeof customer>;
