import type { Facility, InfraService, MeteringPoint } from '@mina-sidor/shared';
import type { RouteContext } from '@/app/navigation/access.ts';
import { propertyFor } from '@/selection/selection.ts';
import { aCustomer, aCustomerAccount, aFacility, anAccount } from './fixtures.ts';

// The demo personas (README) as the shell sees them once an account is chosen,
// shaped like the server's demo data set: services, metering points, accounts.

const service = (name: string, reading = 'AUTOMATIC'): InfraService => ({ id: { EL: 1, FJV: 3, VA: 7 }[name] ?? 0, name, readingType: { name: reading } });
const point = (serviceName: string, type = 'CONSUMPTION', basePower: number | null = null): MeteringPoint => ({
  meteringPointId: `${serviceName}-${type}`,
  meterNumber: '12345678',
  service: serviceName,
  type,
  attributes: { basePower },
});

function facility(facilityKey: string, displayName: string, accountId: string, services: string[], extraPoints: MeteringPoint[] = []): Facility {
  return aFacility({
    facilityKey,
    displayName,
    customerAccountIds: [accountId],
    infraServices: services.map((name) => service(name, name === 'VA' && displayName.startsWith('Villa') ? 'MANUAL' : 'AUTOMATIC')),
    meteringPoints: [...services.map((name) => point(name)), ...extraPoints],
  });
}

const annasVilla = facility('5000101-F01', 'Villa Solbacken', '5000101001', ['EL', 'FJV', 'VA'], [point('EL', 'PRODUCTION')]);
const anna = aCustomer({
  customerId: '10000000001',
  customerNumber: '5000101',
  identificationNumber: '198003129809',
  customerAccounts: [aCustomerAccount({ customerAccountId: '5000101001', customerNumber: '5000101' })],
});
const lars = aCustomer({
  customerId: '10000000005',
  customerNumber: '5000505',
  name: 'Lars Nilsson',
  displayName: 'Lars Nilsson',
  identificationNumber: '199108309841',
  customerAccounts: [aCustomerAccount({ customerAccountId: '5000505001', customerNumber: '5000505', name: 'Lars Nilsson' })],
});
const larsFlat = facility('5000505-F01', 'Lägenhet 1102', '5000505001', ['EL']);
const erik = aCustomer({
  customerId: '10000000002',
  customerNumber: '5000202',
  name: 'Erik Lindqvist',
  displayName: 'Erik Lindqvist',
  identificationNumber: '197506049811',
  customerAccounts: ['Villa', 'Fritidshus'].map((name, i) =>
    aCustomerAccount({ customerAccountId: `500020200${i + 1}`, customerNumber: '5000202', name: `Erik Lindqvist – ${name}` }),
  ),
});
const eriksVilla = facility('5000202-F01', 'Villa Ekudden', '5000202001', ['EL', 'FJV', 'VA']);
const companyType = { id: 2, name: 'ORGANIZATION' as const };
const bergstrom = aCustomer({
  customerId: '10000000003',
  customerNumber: '5100303',
  name: 'Bergström Fastigheter AB',
  displayName: 'Bergström Fastigheter AB',
  identificationNumber: '5561234567',
  customerType: companyType,
  legalPart: { id: 2 },
  customerAccounts: Array.from({ length: 12 }, (_, i) =>
    aCustomerAccount({ customerAccountId: `5100303${String(i + 1).padStart(3, '0')}`, customerNumber: '5100303', legalPart: { id: 2 }, status: { id: i === 6 ? 2 : 1 } }),
  ),
});
const bergstromFacilities = [
  facility('5100303-F01', 'Fastighet 1', '5100303001', ['EL', 'FJV']),
  facility('5100303-F02', 'Fastighet 2', '5100303002', ['EL', 'VA']),
  facility('5100303-F06', 'Kontorshuset Sicklaön', '5100303006', ['EL', 'FJV'], [point('EL', 'CONSUMPTION', 800)]),
];
const nordhamn = aCustomer({
  customerId: '10000000004',
  customerNumber: '5200404',
  name: 'Nordhamn Koncern AB',
  displayName: 'Nordhamn Koncern AB',
  identificationNumber: '5569876542',
  customerType: { id: 100, name: 'ORGANIZATION' },
  legalPart: { id: 2 },
  groupId: 'b0b0b0b0-0000-4000-8000-000000000004',
  customerAccounts: ['Nordhamn Koncern AB', 'Nordhamn Logistik AB', 'Nordhamn Fastigheter AB'].map((name, i) =>
    aCustomerAccount({ customerAccountId: `520040400${i + 1}`, customerNumber: '5200404', name, legalPart: { id: 2 } }),
  ),
});
const nordhamnFacilities = [
  facility('5200404-F01', 'Anläggning 1', '5200404001', ['EL', 'FJV']),
  facility('5200404-F02', 'Anläggning 2', '5200404002', ['EL', 'VA']),
];

function context(overrides: Partial<RouteContext> & Pick<RouteContext, 'customer'>, facilities: Facility[], accountId: string): RouteContext {
  const property = propertyFor(overrides.customer, facilities, accountId);
  const inProperty = property.groupId ? facilities : facilities.filter((f) => f.facilityKey === property.facilityKey);
  return {
    environment: 'test',
    roles: [],
    amr: [],
    account: anAccount(),
    isLinked: false,
    customerAccountId: accountId,
    property,
    meteringPoints: inProperty.flatMap((f) => f.meteringPoints),
    hasSpecialTimeSeries: false,
    ...overrides,
  };
}

const linkedToAnna = anAccount({ hasLinkedAccounts: true, linkedCustomers: [{ customerId: anna.customerId, name: anna.name, customerAccounts: anna.customerAccounts }] });

/** The route context of each demo persona, by the README's keys (and who they are looking at). */
export const PERSONA_CONTEXTS = {
  privat: context({ customer: anna }, [annasVilla], '5000101001'),
  'flera-konton': context({ customer: erik }, [eriksVilla], '5000202001'),
  // Björknäs is the account the e2e test picks; it has no facility of its own, so the first one is shown.
  foretag: context({ customer: bergstrom, amr: ['Company'] }, bergstromFacilities, '5100303008'),
  koncern: context({ customer: nordhamn, amr: ['Company'], hasSpecialTimeSeries: true }, nordhamnFacilities, '5200404001'),
  lankad: context({ customer: lars, account: linkedToAnna }, [larsFlat], '5000505001'),
  'lankad som Anna': context({ customer: anna, account: linkedToAnna, isLinked: true }, [annasVilla], '5000101001'),
  'kundservice som Anna': context({ customer: anna, roles: ['KC'], account: null }, [annasVilla], '5000101001'),
} satisfies Record<string, RouteContext>;
