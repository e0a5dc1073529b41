import type { Customer, CustomerAccount, Facility, Organization } from '@mina-sidor/shared/customer';
import { type VatBasis, vatBasisOf } from '@mina-sidor/shared/money';
import type { Db } from '../../db/connection.ts';
import type { CustomerAccountRow } from '../../db/schema.ts';
import { swedishToday } from '../../lib/swedish-time.ts';
import { mobilePhoneOf, servicesOf, utilitiesOf } from './rules.ts';
import { movedOutOn } from './moved-out.ts';

export function toCustomerAccount(row: CustomerAccountRow): CustomerAccount {
  return {
    customerAccountId: row.customer_account_id,
    customerNumber: row.customer_number,
    status: { id: row.status_id },
    legalPart: { id: row.legal_part_id },
    name: row.name,
    phoneNumber: row.phone_number,
    sourceSystem: { id: row.source_system_id, name: row.source_system_name },
  };
}

export async function listCustomerAccounts(db: Db, customerIds: string[]) {
  if (customerIds.length === 0) return [];
  return db.selectFrom('customer_accounts').selectAll().where('customer_id', 'in', customerIds).orderBy('customer_id').orderBy('sort_order').execute();
}

/** The VAT basis the customer reads prices and amounts on (decision 0054); an unknown customer is no consumer. */
export async function findVatBasis(db: Db, customerId: string): Promise<VatBasis> {
  const row = await db.selectFrom('customers').select('legal_part_id').where('customer_id', '=', customerId).executeTakeFirst();
  return vatBasisOf({ legalPart: { id: row?.legal_part_id ?? 0 } });
}

/** Each facility's customer accounts, in account order (the account selector shows a facility under them). */
export async function accountIdsByFacility(db: Db, facilityKeys: readonly string[]): Promise<Map<string, string[]>> {
  const byFacility = new Map(facilityKeys.map((key) => [key, [] as string[]]));
  if (facilityKeys.length === 0) return byFacility;
  const rows = await db
    .selectFrom('facility_accounts')
    .select(['facility_key', 'customer_account_id'])
    .where('facility_key', 'in', [...facilityKeys])
    .orderBy('customer_account_id')
    .execute();
  for (const row of rows) byFacility.get(row.facility_key)?.push(row.customer_account_id);
  return byFacility;
}

export async function listFacilities(db: Db, customerId: string): Promise<Facility[]> {
  const today = swedishToday();
  const facilities = await db
    .selectFrom('facilities')
    .selectAll()
    .select((eb) => [movedOutOn(eb.ref('facilities.facility_key'), today).as('moved_out_on')])
    .where('customer_id', '=', customerId)
    .orderBy('sort_order')
    .execute();
  const keys = facilities.map((f) => f.facility_key);
  if (keys.length === 0) return [];
  const [accounts, services, points] = await Promise.all([
    db.selectFrom('facility_accounts').selectAll().where('facility_key', 'in', keys).orderBy('customer_account_id').execute(),
    db.selectFrom('facility_services').selectAll().where('facility_key', 'in', keys).orderBy('service_id').execute(),
    db.selectFrom('metering_points').selectAll().where('facility_key', 'in', keys).orderBy('metering_point_id').execute(),
  ]);
  return facilities.map((f) => ({
    facilityKey: f.facility_key,
    displayName: f.display_name,
    address: f.address,
    postalCode: f.postal_code,
    city: f.city,
    customerAccountIds: accounts.filter((a) => a.facility_key === f.facility_key).map((a) => a.customer_account_id),
    infraServices: services
      .filter((s) => s.facility_key === f.facility_key)
      .map((s) => ({ id: s.service_id, name: s.name, readingType: { name: s.reading_type } })),
    meteringPoints: points
      .filter((p) => p.facility_key === f.facility_key)
      .map((p) => ({
        meteringPointId: p.metering_point_id,
        meterNumber: p.meter_number,
        service: p.service,
        type: p.type,
        attributes: { basePower: p.base_power === null ? null : Number(p.base_power) },
      })),
    movedOutOn: f.moved_out_on,
  }));
}

/** The customer entity of spec §3.3, assembled from its tables. */
export async function findCustomer(db: Db, customerId: string): Promise<Customer | undefined> {
  const row = await db.selectFrom('customers').selectAll().where('customer_id', '=', customerId).executeTakeFirst();
  if (!row) return undefined;
  const [accounts, facilities, linkedUsers] = await Promise.all([
    listCustomerAccounts(db, [customerId]),
    listFacilities(db, customerId),
    db
      .selectFrom('linked_customers')
      .innerJoin('users', 'users.user_id', 'linked_customers.user_id')
      .select(['users.user_id', 'users.display_name'])
      .where('linked_customers.customer_id', '=', customerId)
      .orderBy('users.display_name')
      .execute(),
  ]);
  const customerAccounts = accounts.map(toCustomerAccount);
  return {
    customerId: row.customer_id,
    customerNumber: row.customer_number,
    name: row.name,
    displayName: row.display_name,
    identificationNumber: row.identification_number,
    email: row.email,
    mobilePhone: mobilePhoneOf(customerAccounts),
    customerType: { id: row.customer_type_id, name: row.customer_type_name },
    legalPart: { id: row.legal_part_id },
    status: { id: row.status_id },
    groupId: row.group_id,
    customerAccounts,
    paymentInfo: { flexAccount: row.flex_account, directDebit: row.direct_debit },
    services: servicesOf(facilities),
    utilities: utilitiesOf(facilities),
    linkedUsers: linkedUsers.map((u) => ({ userId: u.user_id, name: u.display_name })),
    useNewLandingPage: row.use_new_landing_page,
    exist: true,
  };
}

/**
 * Contact update: the customer's e-mail, and the mobile phone kept on its first account (spec §3.3 mirrors it).
 * Returns that account when the phone was written to it.
 */
export async function updateContact(
  db: Db,
  customerId: string,
  contact: { email: string; mobilePhone?: string | null | undefined },
): Promise<string | undefined> {
  await db.updateTable('customers').set({ email: contact.email }).where('customer_id', '=', customerId).execute();
  if (contact.mobilePhone === undefined) return undefined;
  const first = await db
    .selectFrom('customer_accounts')
    .select('customer_account_id')
    .where('customer_id', '=', customerId)
    .orderBy('sort_order')
    .executeTakeFirst();
  if (first) {
    await db.updateTable('customer_accounts').set({ phone_number: contact.mobilePhone }).where('customer_account_id', '=', first.customer_account_id).execute();
  }
  return first?.customer_account_id;
}

/** For endpoints addressed by customer number (panel participation): the customer behind it. */
export async function customerIdByNumber(db: Db, customerNumber: string): Promise<string | null> {
  const row = await db.selectFrom('customers').select('customer_id').where('customer_number', '=', customerNumber).executeTakeFirst();
  return row?.customer_id ?? null;
}

export async function findParentOrganization(db: Db, customerId: string): Promise<Organization | undefined> {
  const row = await db.selectFrom('parent_organizations').selectAll().where('customer_id', '=', customerId).executeTakeFirst();
  return row
    ? { organizationId: row.organization_id, name: row.name, organizationNumber: row.organization_number, customerId: row.parent_customer_id }
    : undefined;
}

export async function listSpecialTimeSeries(db: Db, customerId: string) {
  const rows = await db.selectFrom('special_time_series').selectAll().where('customer_id', '=', customerId).orderBy('time_series_id').execute();
  return rows.length === 0 ? [] : [{ customerId, timeSeries: rows.map((r) => ({ timeSeriesId: r.time_series_id, name: r.name, unit: r.unit })) }];
}
