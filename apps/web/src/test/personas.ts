import { claimList, MANUAL_READING, METERING_POINT_TYPES, type IdentityClaims, type MeteringPointType } from '@mina-sidor/shared';
import { accountEndpoints, type Account } from '@mina-sidor/shared/account';
import { consumptionEndpoints, type MeteringPointSummary } from '@mina-sidor/shared/consumption';
import { customerEndpoints, type Customer, type CustomerAccount, type Facility, type MeteringPoint, type TimeSeries } from '@mina-sidor/shared/customer';
import { messageEndpoints } from '@mina-sidor/shared/message';
import { overviewEndpoints } from '@mina-sidor/shared/overview';
import { propertyFor, type UserSelection } from '@/selection/selection.ts';
import type { RouteContext } from '@/shell/access.ts';
import { answer, notFound, type ContractAnswer, type FakeRequest, type Reply } from './fake-server.ts';
import { CUSTOMER_IDS, type CustomerKey, PERSONAS as SERVER_PERSONAS, type Persona as ServerPersona } from '../../../server/src/demo-source/personas.ts';
import { buildDemoBase } from '../../../server/src/demo-source/world/customers.ts';
import { aCustomer, aCustomerAccount, aFacility, anAccount } from './fixtures.ts';

// The demo personas (README) and the customers behind them, derived from the server's demo world (its persona list and
// the customer structure it loads: customers, accounts, facilities, services, metering points), shaped as the server's
// answers. Imported by tests only, never by the app: the web bundle holds none of it.

const BASE = buildDemoBase();

const rowsOf = <T extends { customer_id: string }>(rows: readonly T[], customerId: string) => rows.filter((row) => row.customer_id === customerId);

function customerAccounts(customerId: string): CustomerAccount[] {
  return rowsOf(BASE.customer_accounts, customerId).map((row) =>
    aCustomerAccount({
      customerAccountId: row.customer_account_id,
      customerNumber: row.customer_number,
      status: { id: row.status_id as CustomerAccount['status']['id'] },
      legalPart: { id: row.legal_part_id as CustomerAccount['legalPart']['id'] },
      name: row.name,
      phoneNumber: row.phone_number ?? null,
      sourceSystem: { id: row.source_system_id, name: row.source_system_name },
    }),
  );
}

function meteringPoint(row: (typeof BASE.metering_points)[number]): MeteringPoint {
  const basePower = row.base_power ?? null;
  return { meteringPointId: row.metering_point_id, meterNumber: row.meter_number, service: row.service, type: row.type, attributes: { basePower } };
}

function facilities(customer: (typeof BASE.customers)[number]): Facility[] {
  return rowsOf(BASE.facilities, customer.customer_id).map((row) => {
    const points = BASE.metering_points.filter((p) => p.facility_key === row.facility_key).map(meteringPoint);
    return aFacility({
      facilityKey: row.facility_key,
      displayName: row.display_name,
      address: row.address,
      postalCode: row.postal_code,
      city: row.city,
      customerAccountIds: BASE.facility_accounts.filter((a) => a.facility_key === row.facility_key).map((a) => a.customer_account_id),
      infraServices: BASE.facility_services
        .filter((s) => s.facility_key === row.facility_key)
        .map((s) => ({ id: s.service_id, name: s.name, readingType: { name: s.reading_type } })),
      meteringPoints: points,
    });
  });
}

function demoCustomer(customer: (typeof BASE.customers)[number]): DemoCustomer {
  return {
    customer: aCustomer({
      customerId: customer.customer_id,
      customerNumber: customer.customer_number,
      name: customer.name,
      displayName: customer.display_name,
      identificationNumber: customer.identification_number,
      email: customer.email ?? null,
      customerType: { id: customer.customer_type_id, name: customer.customer_type_name },
      legalPart: { id: customer.legal_part_id as Customer['legalPart']['id'] },
      status: { id: customer.status_id as Customer['status']['id'] },
      groupId: customer.group_id,
      customerAccounts: customerAccounts(customer.customer_id),
      paymentInfo: { flexAccount: customer.flex_account, directDebit: customer.direct_debit },
      useNewLandingPage: customer.use_new_landing_page,
    }),
    facilities: facilities(customer),
    specialTimeSeries: rowsOf(BASE.special_time_series, customer.customer_id).map((row) => ({
      timeSeriesId: row.time_series_id,
      name: row.name,
      unit: row.unit,
    })),
  };
}

interface DemoCustomer {
  customer: Customer;
  facilities: Facility[];
  specialTimeSeries: TimeSeries[];
}

/** The demo data set, by customer id. */
export const DEMO_CUSTOMERS: Readonly<Record<string, DemoCustomer>> = Object.fromEntries(BASE.customers.map((row) => [row.customer_id, demoCustomer(row)]));

/** The id of a demo facility's main meter of a service, as the server's demo world draws it. */
export function mainMeterId(facilityKey: string, service: string): string {
  const point = BASE.metering_points.find((p) => p.facility_key === facilityKey && p.service === service && p.type === 'CONSUMPTION');
  if (!point) throw new Error(`no ${service} meter at ${facilityKey}`);
  return point.metering_point_id;
}

/** The signed-in login's profile claims, as the embedded provider makes them from the persona's user. */
function claimsOf(key: ServerPersona['key']): IdentityClaims {
  const persona = SERVER_PERSONAS.find((p) => p.key === key);
  const user = BASE.users.find((u) => u.persona_key === key);
  if (!persona || !user) throw new Error(`no demo persona ${key}`);
  return {
    sub: user.subject,
    name: persona.displayName,
    ...(persona.roles.length > 0 ? { role: persona.roles } : {}),
    ...(persona.customerKey ? { mecid: CUSTOMER_IDS[persona.customerKey] } : {}),
    ...(persona.companyLogin ? { amr: ['bankid', 'Company'] } : {}),
  };
}

/** GET account: the login's own account, with the customers its user is linked to. */
function accountOf(key: ServerPersona['key']): Account {
  const user = BASE.users.find((u) => u.persona_key === key);
  const linked = BASE.linked_customers.filter((l) => l.user_id === user?.user_id).map((l) => DEMO_CUSTOMERS[l.customer_id]!.customer);
  const exist = !SERVER_PERSONAS.find((p) => p.key === key)?.roles.includes('NonCustomer');
  return anAccount({
    exist,
    hasLinkedAccounts: linked.length > 0,
    linkedCustomers: linked.map((c) => ({ customerId: c.customerId, name: c.name, customerAccounts: c.customerAccounts })),
  });
}

interface Persona {
  /** The signed-in login's profile claims. */
  claims: IdentityClaims;
  /** GET account: the login's own account, with the customers it is linked to. */
  account: Account;
  /** Whose pages the person is on, once chosen; null while nothing is (staff at the search, a non-customer). */
  viewing: { customerId: string; customerAccountId: string; isLinked: boolean } | null;
}

const signedIn = (key: ServerPersona['key']) => ({ claims: claimsOf(key), account: accountOf(key) });
const own = (customerKey: CustomerKey, customerAccountId: string) => ({ customerId: CUSTOMER_IDS[customerKey], customerAccountId, isLinked: false });

/** The README's personas by key, each on the pages a test starts from, and three of them on other pages. */
export const PERSONAS = {
  privat: { ...signedIn('privat'), viewing: own('privat', '5000101001') },
  'flera-konton': { ...signedIn('flera-konton'), viewing: own('flera-konton', '5000202001') },
  // Björknäs is the account the e2e test picks; it has no facility of its own, so the first one is shown.
  foretag: { ...signedIn('foretag'), viewing: own('foretag', '5100303008') },
  // Kontorshuset Sicklaön, the property of the Fisksätra account: district cooling and sub-meters.
  'foretag på Sicklaön': { ...signedIn('foretag'), viewing: own('foretag', '5100303006') },
  koncern: { ...signedIn('koncern'), viewing: own('koncern', '5200404001') },
  lankad: { ...signedIn('lankad'), viewing: own('lankad', '5000505001') },
  'lankad som Anna': { ...signedIn('lankad'), viewing: { ...own('privat', '5000101001'), isLinked: true } },
  inaktiv: { ...signedIn('inaktiv'), viewing: null },
  'icke-kund': { ...signedIn('icke-kund'), viewing: null },
  inbjuden: { ...signedIn('inbjuden'), viewing: null },
  'nytt-foretag': { ...signedIn('nytt-foretag'), viewing: null },
  kundservice: { ...signedIn('kundservice'), viewing: null },
  'kundservice som Anna': { ...signedIn('kundservice'), viewing: own('privat', '5000101001') },
  admin: { ...signedIn('admin'), viewing: null },
  'utan-kundid': { ...signedIn('utan-kundid'), viewing: null },
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
      name: BASE.metering_points.find((row) => row.metering_point_id === p.meteringPointId)?.name ?? null,
      unit: UNITS[p.service] ?? 'kWh',
      readManually:
        p.type === 'CONSUMPTION' &&
        BASE.facility_services.some((s) => s.facility_key === f.facilityKey && s.name === p.service && s.reading_type === MANUAL_READING),
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
