import {
  claimList,
  CUSTOMER_STATUS,
  CUSTOMER_TYPE_ID,
  LEGAL_PART,
  MANUAL_READING,
  METERING_POINT_TYPES,
  UTILITY_TYPES,
  type IdentityClaims,
  type MeteringPointType,
} from '@mina-sidor/shared';
import { accountEndpoints, type Account } from '@mina-sidor/shared/account';
import { consumptionEndpoints, type MeteringPointSummary } from '@mina-sidor/shared/consumption';
import { customerEndpoints, type Customer, type Facility, type InfraService, type MeteringPoint, type TimeSeries } from '@mina-sidor/shared/customer';
import { messageEndpoints } from '@mina-sidor/shared/message';
import { overviewEndpoints } from '@mina-sidor/shared/overview';
import { propertyFor, type UserSelection } from '@/selection/selection.ts';
import type { RouteContext } from '@/shell/access.ts';
import { answer, notFound, type ContractAnswer, type FakeRequest, type Reply } from './fake-server.ts';
import { aCustomer, aCustomerAccount, aFacility, anAccount } from './fixtures.ts';

// The demo personas (README) and the demo data set behind them, shaped like the server's:
// services, metering points, accounts. A persona is who signs in and whose pages they are on.

const service = (name: keyof typeof UTILITY_TYPES, reading = 'AUTOMATIC'): InfraService => ({ id: UTILITY_TYPES[name], name, readingType: { name: reading } });
const point = (serviceName: string, type = 'CONSUMPTION', basePower: number | null = null): MeteringPoint => ({
  meteringPointId: `${serviceName}-${type}`,
  meterNumber: '12345678',
  service: serviceName,
  type,
  attributes: { basePower },
});

/** Sub-meters' names by point id: the facility list does not carry them, the metering point summaries do. */
const SUB_METER_NAMES = new Map<string, string>();
const subMeter = (facilityKey: string, serviceName: 'EL' | 'FJV' | 'VA', name: string): MeteringPoint => {
  const meteringPointId = `UM-${serviceName}-${facilityKey}-${SUB_METER_NAMES.size + 1}`;
  SUB_METER_NAMES.set(meteringPointId, name);
  return { meteringPointId, meterNumber: '87654321', service: serviceName, type: 'SUBMETER', attributes: { basePower: null } };
};

function facility(
  facilityKey: string,
  displayName: string,
  accountId: string,
  services: (keyof typeof UTILITY_TYPES)[],
  extraPoints: MeteringPoint[] = [],
): Facility {
  return aFacility({
    facilityKey,
    displayName,
    customerAccountIds: [accountId],
    infraServices: services.map((name) => service(name, name === 'VA' && displayName.startsWith('Villa') ? MANUAL_READING : 'AUTOMATIC')),
    meteringPoints: [...services.map((name) => point(name)), ...extraPoints],
    // As the server decides (decision 0047): a surplus is paid by the spot price.
    followsSpotPrice: extraPoints.some((p) => p.type === 'PRODUCTION'),
  });
}

/** The demo's companies buy their electricity at a variable price, but for a high-voltage site's (its grid contract only). */
const onVariablePrice = (f: Facility): Facility => ({ ...f, followsSpotPrice: !f.meteringPoints.some((p) => p.attributes.basePower !== null) });

const companyType = { id: CUSTOMER_TYPE_ID.company, name: 'ORGANIZATION' as const };
const SITES = ['Huvudkontor', 'Sickla', 'Finntorp', 'Ektorp', 'Orminge', 'Fisksätra', 'Älta', 'Björknäs', 'Henriksdal', 'Storängen', 'Duvnäs', 'Lännersta'];

interface DemoCustomer {
  customer: Customer;
  facilities: Facility[];
  specialTimeSeries: TimeSeries[];
}

const anna: DemoCustomer = {
  customer: aCustomer({
    customerId: '10000000001',
    customerNumber: '5000101',
    identificationNumber: '198003129809',
    customerAccounts: [aCustomerAccount({ customerAccountId: '5000101001', customerNumber: '5000101' })],
  }),
  facilities: [facility('5000101-F01', 'Villa Solbacken', '5000101001', ['EL', 'FJV', 'VA'], [point('EL', 'PRODUCTION')])],
  specialTimeSeries: [],
};
const erik: DemoCustomer = {
  customer: aCustomer({
    customerId: '10000000002',
    customerNumber: '5000202',
    name: 'Erik Lindqvist',
    displayName: 'Erik Lindqvist',
    identificationNumber: '197506049811',
    email: 'erik@example.se',
    customerAccounts: ['Villa', 'Fritidshus'].map((name, i) =>
      aCustomerAccount({ customerAccountId: `500020200${i + 1}`, customerNumber: '5000202', name: `Erik Lindqvist – ${name}` }),
    ),
  }),
  facilities: [facility('5000202-F01', 'Villa Ekudden', '5000202001', ['EL', 'FJV', 'VA'])],
  specialTimeSeries: [],
};
const bergstrom: DemoCustomer = {
  customer: aCustomer({
    customerId: '10000000003',
    customerNumber: '5100303',
    name: 'Bergström Fastigheter AB',
    displayName: 'Bergström Fastigheter AB',
    identificationNumber: '5561234567',
    email: 'ekonomi@bergstromfastigheter.example.se',
    customerType: companyType,
    legalPart: { id: LEGAL_PART.company },
    customerAccounts: SITES.map((site, i) =>
      aCustomerAccount({
        customerAccountId: `5100303${String(i + 1).padStart(3, '0')}`,
        customerNumber: '5100303',
        name: `Bergström Fastigheter AB – ${site}`,
        legalPart: { id: LEGAL_PART.company },
        status: { id: site === 'Älta' ? CUSTOMER_STATUS.inactive : CUSTOMER_STATUS.active },
      }),
    ),
  }),
  facilities: [
    facility('5100303-F01', 'Fastighet 1', '5100303001', ['EL', 'FJV']),
    facility(
      '5100303-F02',
      'Fastighet 2',
      '5100303002',
      ['EL', 'VA'],
      [subMeter('5100303-F02', 'VA', 'Undermätare tvättstuga'), subMeter('5100303-F02', 'VA', 'Undermätare lokal bottenplan')],
    ),
    facility(
      '5100303-F06',
      'Kontorshuset Sicklaön',
      '5100303006',
      ['EL', 'FJV', 'FJK'],
      [
        point('EL', 'CONSUMPTION', 800),
        subMeter('5100303-F06', 'EL', 'Undermätare plan 2'),
        subMeter('5100303-F06', 'EL', 'Undermätare restaurang'),
        subMeter('5100303-F06', 'FJV', 'Undermätare plan 2'),
        subMeter('5100303-F06', 'FJV', 'Undermätare restaurang'),
      ],
    ),
  ].map(onVariablePrice),
  specialTimeSeries: [],
};
const nordhamn: DemoCustomer = {
  customer: aCustomer({
    customerId: '10000000004',
    customerNumber: '5200404',
    name: 'Nordhamn Koncern AB',
    displayName: 'Nordhamn Koncern AB',
    identificationNumber: '5569876542',
    email: 'energi@nordhamn.example.se',
    customerType: { id: CUSTOMER_TYPE_ID.companyType, name: 'ORGANIZATION' },
    legalPart: { id: LEGAL_PART.company },
    groupId: 'b0b0b0b0-0000-4000-8000-000000000004',
    customerAccounts: ['Nordhamn Koncern AB', 'Nordhamn Logistik AB', 'Nordhamn Fastigheter AB'].map((name, i) =>
      aCustomerAccount({ customerAccountId: `520040400${i + 1}`, customerNumber: '5200404', name, legalPart: { id: LEGAL_PART.company } }),
    ),
  }),
  facilities: [
    facility(
      '5200404-F01',
      'Anläggning 1',
      '5200404001',
      ['EL', 'FJV'],
      [subMeter('5200404-F01', 'EL', 'Undermätare verkstad'), subMeter('5200404-F01', 'FJV', 'Undermätare kontorsdel')],
    ),
    facility('5200404-F02', 'Anläggning 2', '5200404002', ['EL', 'VA']),
    facility(
      '5200404-F05',
      'Logistikcentret Kvarnholmen',
      '5200404002',
      ['EL', 'FJK', 'VA'],
      [
        subMeter('5200404-F05', 'EL', 'Undermätare kyllager'),
        subMeter('5200404-F05', 'EL', 'Undermätare laddplatser'),
        subMeter('5200404-F05', 'VA', 'Undermätare fordonstvätt'),
      ],
    ),
    facility(
      '5200404-F06',
      'Bostadshuset Henriksdal',
      '5200404003',
      ['EL', 'FJV', 'VA', 'TVV'],
      [
        subMeter('5200404-F06', 'FJV', 'Undermätare trapphus A'),
        subMeter('5200404-F06', 'FJV', 'Undermätare trapphus B'),
        subMeter('5200404-F06', 'VA', 'Undermätare tvättstuga'),
      ],
    ),
  ].map(onVariablePrice),
  specialTimeSeries: [{ timeSeriesId: 'TS-5200404-1', name: 'Total elförbrukning koncern', unit: 'kWh' }],
};
const lars: DemoCustomer = {
  customer: aCustomer({
    customerId: '10000000005',
    customerNumber: '5000505',
    name: 'Lars Nilsson',
    displayName: 'Lars Nilsson',
    identificationNumber: '199108309841',
    email: 'lars@example.se',
    customerAccounts: [aCustomerAccount({ customerAccountId: '5000505001', customerNumber: '5000505', name: 'Lars Nilsson' })],
  }),
  facilities: [facility('5000505-F01', 'Lägenhet 1102', '5000505001', ['EL'])],
  specialTimeSeries: [],
};
const karin: DemoCustomer = {
  customer: aCustomer({
    customerId: '10000000006',
    customerNumber: '5000606',
    name: 'Karin Ek',
    displayName: 'Karin Ek',
    identificationNumber: '194709259859',
    email: null,
    status: { id: CUSTOMER_STATUS.inactive },
    customerAccounts: [
      aCustomerAccount({ customerAccountId: '5000606001', customerNumber: '5000606', name: 'Karin Ek', status: { id: CUSTOMER_STATUS.inactive } }),
    ],
  }),
  facilities: [facility('5000606-F01', 'Radhus Järla', '5000606001', ['EL'])],
  specialTimeSeries: [],
};

/** The demo data set, by customer id. */
export const DEMO_CUSTOMERS: Readonly<Record<string, DemoCustomer>> = Object.fromEntries(
  [anna, erik, bergstrom, nordhamn, lars, karin].map((demo) => [demo.customer.customerId, demo]),
);

interface Persona {
  /** The signed-in login's profile claims. */
  claims: IdentityClaims;
  /** GET account: the login's own account, with the customers it is linked to. */
  account: Account;
  /** Whose pages the person is on, once chosen; null while nothing is (staff at the search, a non-customer). */
  viewing: { customerId: string; customerAccountId: string; isLinked: boolean } | null;
}

const linkedToAnna = anAccount({
  hasLinkedAccounts: true,
  linkedCustomers: [{ customerId: anna.customer.customerId, name: anna.customer.name, customerAccounts: anna.customer.customerAccounts }],
});
const own = (demo: DemoCustomer, customerAccountId: string) => ({ customerId: demo.customer.customerId, customerAccountId, isLinked: false });
const person = (sub: string, name: string, more: Omit<IdentityClaims, 'sub' | 'name'> = {}): IdentityClaims => ({ sub, name, ...more });

/** The README's personas by key, and two of them on someone else's pages. */
export const PERSONAS = {
  privat: { claims: person('anna', 'Anna Andersson', { mecid: anna.customer.customerId }), account: anAccount(), viewing: own(anna, '5000101001') },
  'flera-konton': { claims: person('erik', 'Erik Lindqvist', { mecid: erik.customer.customerId }), account: anAccount(), viewing: own(erik, '5000202001') },
  // Björknäs is the account the e2e test picks; it has no facility of its own, so the first one is shown.
  foretag: {
    claims: person('maria', 'Maria Bergström', { mecid: bergstrom.customer.customerId, amr: ['bankid', 'Company'] }),
    account: anAccount(),
    viewing: own(bergstrom, '5100303008'),
  },
  // Kontorshuset Sicklaön, the property of the Fisksätra account: district cooling and sub-meters.
  'foretag på Sicklaön': {
    claims: person('maria', 'Maria Bergström', { mecid: bergstrom.customer.customerId, amr: ['bankid', 'Company'] }),
    account: anAccount(),
    viewing: own(bergstrom, '5100303006'),
  },
  koncern: {
    claims: person('gustav', 'Gustav Nordhamn', { mecid: nordhamn.customer.customerId, amr: ['bankid', 'Company'] }),
    account: anAccount(),
    viewing: own(nordhamn, '5200404001'),
  },
  lankad: { claims: person('lars', 'Lars Nilsson', { mecid: lars.customer.customerId }), account: linkedToAnna, viewing: own(lars, '5000505001') },
  'lankad som Anna': {
    claims: person('lars', 'Lars Nilsson', { mecid: lars.customer.customerId }),
    account: linkedToAnna,
    viewing: { ...own(anna, '5000101001'), isLinked: true },
  },
  inaktiv: { claims: person('karin', 'Karin Ek', { mecid: karin.customer.customerId }), account: anAccount(), viewing: null },
  'icke-kund': { claims: person('olle', 'Olle Svensson', { role: 'NonCustomer' }), account: anAccount({ exist: false }), viewing: null },
  inbjuden: { claims: person('sara', 'Sara Holm', { role: 'NonCustomer' }), account: anAccount({ exist: false }), viewing: null },
  'nytt-foretag': { claims: person('johan', 'Johan Berg', { role: 'CompanyNotAssigned', amr: ['bankid', 'Company'] }), account: anAccount(), viewing: null },
  kundservice: { claims: person('kim', 'Kim Karlsson', { role: 'KC' }), account: anAccount(), viewing: null },
  'kundservice som Anna': { claims: person('kim', 'Kim Karlsson', { role: 'KC' }), account: anAccount(), viewing: own(anna, '5000101001') },
  admin: { claims: person('ingrid', 'Ingrid Holmberg', { role: 'Admin' }), account: anAccount(), viewing: null },
  'utan-kundid': { claims: person('peter', 'Peter Utan'), account: anAccount(), viewing: null },
} satisfies Record<string, Persona>;

export type PersonaKey = keyof typeof PERSONAS;

function demo(customerId: string): DemoCustomer {
  const found = DEMO_CUSTOMERS[customerId];
  if (!found) throw new Error(`no demo customer ${customerId}`);
  return found;
}

/** The selection the persona has once on the pages it views; undefined before it chose. */
export function personaSelection(key: PersonaKey): Omit<UserSelection, 'subject'> | undefined {
  const { viewing }: Persona = PERSONAS[key];
  if (!viewing) return undefined;
  const { customer, facilities } = demo(viewing.customerId);
  return { ...viewing, property: propertyFor(customer, facilities, viewing.customerAccountId) };
}

/** What the route table and the profile menu see for the persona (spec §2.5). */
export function personaContext(key: PersonaKey): RouteContext {
  const persona: Persona = PERSONAS[key];
  const selection = personaSelection(key);
  if (!persona.viewing || !selection) throw new Error(`${key} views no customer`);
  const { customer, facilities, specialTimeSeries } = demo(persona.viewing.customerId);
  const inProperty = selection.property.groupId ? facilities : facilities.filter((f) => f.facilityKey === selection.property.facilityKey);
  return {
    environment: 'test',
    roles: claimList(persona.claims.role),
    amr: claimList(persona.claims.amr),
    customer,
    account: persona.account,
    isLinked: selection.isLinked,
    customerAccountId: selection.customerAccountId,
    property: selection.property,
    meteringPoints: inProperty.flatMap((f) => f.meteringPoints),
    facilities: inProperty,
    hasSpecialTimeSeries: specialTimeSeries.length > 0,
  };
}

const UNITS: Record<string, MeteringPointSummary['unit']> = { VA: 'm³', TVV: 'm³' };
const pointType = (type: string): MeteringPointType => METERING_POINT_TYPES.find((known) => known === type) ?? 'CONSUMPTION';

function meteringPoints({ facilities }: DemoCustomer): MeteringPointSummary[] {
  return facilities.flatMap((f) =>
    f.meteringPoints.map((p) => ({
      meteringPointId: p.meteringPointId,
      facilityKey: f.facilityKey,
      facilityName: f.displayName,
      service: p.service,
      type: pointType(p.type),
      name: SUB_METER_NAMES.get(p.meteringPointId) ?? null,
      unit: UNITS[p.service] ?? 'kWh',
      resolutionMinutes: 60,
      firstValueAt: null,
      lastValueAt: null,
    })),
  );
}

const byId =
  <T>(respond: (demo: DemoCustomer) => T) =>
  (request: FakeRequest): T | Reply => {
    const found = DEMO_CUSTOMERS[request.params.id ?? ''];
    return found ? respond(found) : notFound;
  };

/** The fake server's answers for the persona: its login's account, and the demo data set as the server has it. */
export function personaAnswers(key: PersonaKey | undefined): ContractAnswer[] {
  return [
    answer(accountEndpoints.current, key ? PERSONAS[key].account : notFound),
    answer(
      customerEndpoints.detail,
      byId((d) => d.customer),
    ),
    answer(
      customerEndpoints.facilities,
      byId((d) => ({ items: d.facilities })),
    ),
    answer(
      customerEndpoints.specialTimeSeries,
      byId((d) => (d.specialTimeSeries.length ? [{ customerId: d.customer.customerId, timeSeries: d.specialTimeSeries }] : [])),
    ),
    // No demo customer has a parent organisation.
    answer(customerEndpoints.parentOrganization, notFound),
    answer(consumptionEndpoints.meteringPoints, byId(meteringPoints)),
    answer(
      overviewEndpoints.detail,
      byId(() => ({ facilityKey: null, groupId: null, consumption: [], latestInvoice: null, unreadMessages: 0, disruptions: [] })),
    ),
    answer(messageEndpoints.list, []),
  ];
}
