import { z } from 'zod/mini';
import { line } from './text.ts';
import { customerId } from './customer.ts';
import { access, endpoint, reply } from './endpoint.ts';
import { vatBasis } from './money.ts';

export const FUSE_SIZES = ['16A', '20A', '25A', '35A', '50A', '63A'] as const;
export const INDUSTRIAL_PRODUCT_NUMBERS = ['INDUSTRI H', 'INDUSTRI V', 'INDUSTRI V GULD 10', 'INDUSTRI S'] as const;
export const FUSE_PRODUCT_NUMBERS = ['EL SÄKR', 'EL SÄK EFF', 'NÄT SÄKEFF'] as const;
/**
 * Electricity trading products, the ones a customer renews on the public site (spec §1). The
 * spec names none: these are the demo customer system's, variable and fixed price.
 */
export const ELECTRICITY_TRADING_PRODUCT_NUMBERS = ['EL RÖRLIG', 'EL FAST 3'] as const;
/** The trading products whose energy price is the month's spot price (plus a mark-up): a variable price. */
export const VARIABLE_PRICE_PRODUCT_NUMBERS: readonly string[] = ['EL RÖRLIG'];

export const utilityType = z.object({ id: z.int(), name: z.string() });

/** A contract (spec §3.7). */
export const contract = z.object({
  referenceId: z.string(),
  contractId: z.string(),
  productNumber: z.string(),
  productName: z.string(),
  utilityType,
  facilityKey: z.string(),
  customerAccountId: z.string(),
  startDate: z.string(),
  endDate: z.nullable(z.string()),
  contractDetails: z.null(),
  attributes: z.object({ meteringPointId: z.nullable(z.string()), fuseSize: z.nullable(z.string()) }),
});
export type Contract = z.infer<typeof contract>;

/** Contracts grouped by utility type name. */
export const groupedContracts = z.record(z.string(), z.array(contract));
export type GroupedContracts = z.infer<typeof groupedContracts>;

export const contractQuery = z.object({
  facilityKey: z.optional(line(64)),
  groupId: z.optional(line(64)),
  infraService: z.optional(line(16)),
});

export const contractDetails = z.object({
  contractId: z.string(),
  productName: z.string(),
  /** The prices in their units ("kr/kW", "öre/kWh"), on `vatBasis`, unrounded (81,25 kr/kW is 101,5625 with 25 % VAT). */
  priceComponents: z.array(z.object({ name: z.string(), price: z.number(), unit: z.string() })),
  /** The customer's VAT basis (decision 0054). */
  vatBasis,
  bindingPeriodEnd: z.nullable(z.string()),
  noticePeriodMonths: z.int(),
});
export type ContractDetails = z.infer<typeof contractDetails>;

const params = z.object({ id: customerId });

export const contractEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/v1/customers/:id/contracts',
    summary: 'Kundens avtal (data[0])',
    params,
    query: contractQuery,
    reply: reply.first(z.array(contract)),
    access: access.read(),
  }),
  grouped: endpoint({
    method: 'GET',
    path: '/v1/customers/:id/contracts/grouped',
    summary: 'Kundens avtal grupperade per nyttighetstyp (data[0])',
    params,
    query: contractQuery,
    reply: reply.first(groupedContracts),
    access: access.read(),
  }),
  details: endpoint({
    method: 'GET',
    path: '/v1/customers/:id/contracts/:contractId/details',
    summary: 'Avtalsdetaljer (hela svaret); fel betyder inga detaljer',
    params: z.extend(params, { contractId: z.string().check(z.regex(/^K\d{1,20}$/, { message: 'Avtalsnumret är ogiltigt.' })) }),
    reply: reply.whole(contractDetails),
    access: access.read(),
  }),
};
