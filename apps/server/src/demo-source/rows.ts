import type { Insertable } from 'kysely';
import type { Database } from '../db/schema.ts';

export type Rows<T extends keyof Database> = Insertable<Database[T]>[];

/** Demo rows of any tables, as a part of the demo world contributes them. */
export type DemoRows = { [T in keyof Database]?: Rows<T> };

/** The customer structure every module's demo data is built on (world/customers.ts). */
export type DemoBase = {
  customers: Rows<'customers'>;
  customer_accounts: Rows<'customer_accounts'>;
  facilities: Rows<'facilities'>;
  facility_accounts: Rows<'facility_accounts'>;
  facility_services: Rows<'facility_services'>;
  metering_points: Rows<'metering_points'>;
  users: Rows<'users'>;
  linked_customers: Rows<'linked_customers'>;
  special_time_series: Rows<'special_time_series'>;
  parent_organizations: Rows<'parent_organizations'>;
};

/** Options of the demo data sequence (load.ts). */
export interface DemoOptions {
  /** Time-bound data (invoices, disruptions, meter values) is topped up to this instant. */
  until: Date;
  /** Which metering points get generated meter values: every one, none, or those of some facilities. */
  meterValues: 'all' | 'none' | { facilityKeys: string[] };
}
