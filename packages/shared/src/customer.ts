import { z } from 'zod/mini';
import { CUSTOMER_TYPE_NAMES } from './codes.ts';
import { access, endpoint, reply } from './endpoint.ts';

export const customerTypeName = z.enum(CUSTOMER_TYPE_NAMES);

export const customerId = z.string().check(z.regex(/^\d{1,20}$/, { message: 'Kundidentiteten måste bestå av siffror.' }));

const idRef = z.object({ id: z.int() });

export const customerAccount = z.object({
  customerAccountId: z.string(),
  customerNumber: z.string(),
  status: idRef,
  legalPart: idRef,
  name: z.string(),
  phoneNumber: z.nullable(z.string()),
  sourceSystem: z.object({ id: z.int(), name: z.string() }),
});
export type CustomerAccount = z.infer<typeof customerAccount>;

export const infraService = z.object({
  id: z.int(),
  name: z.string(),
  readingType: z.object({ name: z.string() }),
});
export type InfraService = z.infer<typeof infraService>;

export const meteringPoint = z.object({
  meteringPointId: z.string(),
  meterNumber: z.string(),
  service: z.string(),
  type: z.string(),
  attributes: z.object({ basePower: z.nullable(z.number()) }),
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
  /**
   * The day the customer moved out (every account's link to the facility ended, decision 0051); null while it has the
   * facility. A moved-out facility's history stays readable; it is not offered for new actions.
   */
  movedOutOn: z.nullable(z.string()),
});
export type Facility = z.infer<typeof facility>;

export const customer = z.object({
  customerId,
  customerNumber: z.string(),
  name: z.string(),
  displayName: z.string(),
  identificationNumber: z.string(),
  email: z.nullable(z.string()),
  mobilePhone: z.nullable(z.string()),
  customerType: z.object({ id: z.int(), name: customerTypeName }),
  legalPart: idRef,
  status: idRef,
  groupId: z.string(),
  customerAccounts: z.array(customerAccount),
  paymentInfo: z.object({ flexAccount: z.boolean(), directDebit: z.boolean() }),
  services: z.array(z.object({ utilityType: z.object({ id: z.int(), name: z.string() }) })),
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

/** A customer's parent organisation (spec §3.9). */
export const organization = z.object({
  organizationId: z.string(),
  name: z.string(),
  organizationNumber: z.string(),
  customerId: z.nullable(z.string()),
});
export type Organization = z.infer<typeof organization>;

export const timeSeries = z.object({ timeSeriesId: z.string(), name: z.string(), unit: z.string() });
export type TimeSeries = z.infer<typeof timeSeries>;
/** One group of special time series; the web app flattens data[0][].timeSeries. */
export const specialTimeSeriesGroup = z.object({ customerId: z.string(), timeSeries: z.array(timeSeries) });

/** Spec §9: every facility in one page. */
export const FACILITIES_PAGE_SIZE = 10_000;

const byId = z.object({ id: customerId });

export const customerEndpoints = {
  detail: endpoint({
    method: 'GET',
    path: '/v2/customers/:id',
    summary: 'Kunden (data.data[0])',
    params: byId,
    reply: reply.dataFirst(customer),
    access: access.read(),
  }),
  parentOrganization: endpoint({
    method: 'GET',
    path: '/v2/customers/:id/organization/parent',
    summary: 'Kundens moderorganisation (data.data[0]); 404 betyder ingen',
    params: byId,
    reply: reply.dataFirst(organization),
    access: access.read(),
  }),
  facilities: endpoint({
    method: 'GET',
    path: '/v2/customers/:id/facilities',
    summary: 'Kundens anläggningar (data.data[0].items)',
    params: byId,
    query: z.object({ pageSize: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(FACILITIES_PAGE_SIZE)), FACILITIES_PAGE_SIZE) }),
    reply: reply.dataFirst(z.object({ items: z.array(facility) })),
    access: access.read(),
  }),
  specialTimeSeries: endpoint({
    method: 'GET',
    path: '/v1/customers/:id/specialtimeseries',
    summary: 'Särskilda tidsserier (data[0][].timeSeries)',
    params: byId,
    reply: reply.first(z.array(specialTimeSeriesGroup)),
    access: access.read(),
  }),
};
