import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

export interface CustomersTable {
  customer_id: string;
  customer_number: string;
  name: string;
  display_name: string;
  identification_number: string;
  email: string | null;
  customer_type_id: number;
  customer_type_name: 'INDIVIDUAL' | 'ORGANIZATION' | 'MIXED';
  legal_part_id: number;
  status_id: number;
  group_id: string;
  flex_account: boolean;
  direct_debit: boolean;
  use_new_landing_page: boolean;
}

export interface CustomerAccountsTable {
  customer_account_id: string;
  customer_id: string;
  customer_number: string;
  status_id: number;
  legal_part_id: number;
  name: string;
  phone_number: string | null;
  source_system_id: number;
  source_system_name: string;
  sort_order: number;
}

export interface FacilitiesTable {
  facility_key: string;
  customer_id: string;
  display_name: string;
  address: string;
  postal_code: string;
  city: string;
  sort_order: number;
}

export interface FacilityAccountsTable {
  facility_key: string;
  customer_account_id: string;
}

export interface FacilityServicesTable {
  facility_key: string;
  service_id: number;
  name: string;
  reading_type: string;
}

export interface MeteringPointsTable {
  metering_point_id: string;
  facility_key: string;
  service: string;
  type: 'CONSUMPTION' | 'PRODUCTION';
  meter_number: string;
  base_power: ColumnType<string | null, number | null, number | null>;
}

export interface UsersTable {
  user_id: string;
  subject: string;
  persona_key: string | null;
  personnummer: string;
  display_name: string;
  email: string | null;
  roles: string[];
  company_login: boolean;
  customer_id: string | null;
}

export interface LinkedCustomersTable {
  user_id: string;
  customer_id: string;
}

export interface InvitationsTable {
  code: string;
  customer_id: string;
  email: string;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  accepted_at: Date | null;
}

export interface SpecialTimeSeriesTable {
  time_series_id: string;
  customer_id: string;
  name: string;
  unit: string;
}

export interface AuditLogTable {
  id: Generated<string>;
  at: ColumnType<Date, Date | string | undefined, never>;
  actor_subject: string;
  actor_roles: string[];
  action: string;
  customer_id: string;
}

export interface OidcPayloadsTable {
  model: string;
  id: string;
  payload: ColumnType<Record<string, unknown>, string, string>;
  grant_id: string | null;
  user_code: string | null;
  uid: string | null;
  expires_at: Date | null;
  consumed_at: Date | null;
}

export interface Database {
  customers: CustomersTable;
  customer_accounts: CustomerAccountsTable;
  facilities: FacilitiesTable;
  facility_accounts: FacilityAccountsTable;
  facility_services: FacilityServicesTable;
  metering_points: MeteringPointsTable;
  users: UsersTable;
  linked_customers: LinkedCustomersTable;
  invitations: InvitationsTable;
  special_time_series: SpecialTimeSeriesTable;
  audit_log: AuditLogTable;
  oidc_payloads: OidcPayloadsTable;
}

export type CustomerRow = Selectable<CustomersTable>;
export type CustomerAccountRow = Selectable<CustomerAccountsTable>;
export type UserRow = Selectable<UsersTable>;
export type NewCustomer = Insertable<CustomersTable>;
