import { EMPTY_GUID, type UtilityTypeName } from '@mina-sidor/shared';
import type { Db } from '../../db/connection.ts';
import type { CustomerRecord, FacilityRecord } from '../../modules/integration-inbound/index.ts';
import type { DemoBase, DemoRows } from '../rows.ts';
import { sendBatch } from '../send.ts';
import { demoBuilding } from './heating-comparison.ts';

// The demo customer structure (customers.ts) as the provider's customer information system sends it: the customers
// with their accounts and the group's parent organisation, then the facilities with the accounts that have them, their
// services, metering points (sub-meters too) and buildings. The codes are the model's, which the kinds check again
// (the casts below only narrow them to the kinds' literal types).

export function customerRecords(base: DemoBase): CustomerRecord[] {
  return base.customers.map((c) => {
    const parent = base.parent_organizations.find((p) => p.customer_id === c.customer_id);
    return {
      customerId: c.customer_id,
      customerNumber: c.customer_number,
      customerType: { id: c.customer_type_id, name: c.customer_type_name },
      legalPart: { id: c.legal_part_id as CustomerRecord['legalPart']['id'] },
      status: { id: c.status_id as CustomerRecord['status']['id'] },
      groupId: c.group_id === EMPTY_GUID ? null : c.group_id,
      identificationNumber: c.identification_number,
      name: c.name,
      displayName: c.display_name,
      email: c.email ?? null,
      paymentInfo: { flexAccount: c.flex_account, directDebit: c.direct_debit },
      parentOrganization: parent
        ? {
            organizationId: parent.organization_id,
            name: parent.name,
            organizationNumber: parent.organization_number,
            customerId: parent.parent_customer_id ?? null,
          }
        : null,
      customerAccounts: base.customer_accounts
        .filter((a) => a.customer_id === c.customer_id)
        .map((a) => ({
          customerAccountId: a.customer_account_id,
          customerNumber: a.customer_number,
          name: a.name,
          status: { id: a.status_id as CustomerRecord['status']['id'] },
          // As the customer system has it ("070-123 45 67"), on every account: not `mobilePhone`, which the kind
          // normalises (+46…) and keeps on the first account only.
          phoneNumber: a.phone_number ?? null,
          sourceSystem: { id: a.source_system_id, name: a.source_system_name },
        })),
    };
  });
}

/** Every demo facility is in Nacka and its surroundings: electricity price area 3 (Stockholm). */
const PRICE_AREA = 'SE3';

export function facilityRecords(base: DemoBase): FacilityRecord[] {
  const of = <Row extends { facility_key: string }>(rows: Row[], facilityKey: string) => rows.filter((row) => row.facility_key === facilityKey);
  return base.facilities.map((f) => ({
    facilityKey: f.facility_key,
    customerId: f.customer_id,
    displayName: f.display_name,
    address: f.address,
    postalCode: f.postal_code,
    city: f.city,
    priceArea: PRICE_AREA,
    // Not told by the demo's customer system, as before: no screen shows it yet.
    gridArea: null,
    building: demoBuilding(f.facility_key),
    accounts: of(base.facility_accounts, f.facility_key).map((a) => ({ customerAccountId: a.customer_account_id, movedOutOn: null })),
    services: of(base.facility_services, f.facility_key).map((s) => ({
      name: s.name as UtilityTypeName,
      readingType: s.reading_type as FacilityRecord['services'][number]['readingType'],
    })),
    meteringPoints: of(base.metering_points, f.facility_key).map((p) => ({
      meteringPointId: p.metering_point_id,
      service: p.service as UtilityTypeName,
      type: p.type,
      meterNumber: p.meter_number,
      basePower: p.base_power ?? null,
      name: p.name ?? null,
    })),
  }));
}

/** Customers first: a facility's accounts must be stored when it arrives. */
export async function sendDemoCustomers(db: Db, base: DemoBase): Promise<void> {
  await sendBatch(db, 'customers', customerRecords(base));
  await sendBatch(db, 'facilities', facilityRecords(base));
}

/**
 * What stays rows: the portal's own logins and the company link a customer made here before the demo began. The
 * portal makes these itself (at sign-in, on the account page); no provider's system sends them.
 */
export function demoLogins(base: DemoBase): DemoRows {
  return { users: base.users, linked_customers: base.linked_customers };
}
