import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { MeteringPointType } from '@mina-sidor/shared';
import type { PriceListKind } from '@mina-sidor/shared/price-list';

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
  /** The price area (elområde) of the facility's electricity: SE1–SE4, SE3 unless written. */
  price_area: ColumnType<'SE1' | 'SE2' | 'SE3' | 'SE4', 'SE1' | 'SE2' | 'SE3' | 'SE4' | undefined, 'SE1' | 'SE2' | 'SE3' | 'SE4'>;
  /** The grid area (nätområde) as the grid owner names it; null where the source does not say. */
  grid_area: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface FacilityAccountsTable {
  facility_key: string;
  customer_account_id: string;
  /** The move-out day: from it on the account no longer has the facility for new actions (its history stays); null while it has. */
  moved_out_on: ColumnType<Date | null, string | null | undefined, string | null>;
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
  type: MeteringPointType;
  meter_number: string;
  base_power: ColumnType<string | null, number | null, number | null>;
  /** A sub-meter's name ("Undermätare plan 2"); null for every other point. */
  name: ColumnType<string | null, string | null | undefined, string | null>;
  /** Counts the refreshes of the point's daily roll-up (what is derived from it records the version it read). */
  values_version: ColumnType<string, never, never>;
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
  /** The organisation a company e-identification represents; null for a personal one. */
  organisation_number: ColumnType<string | null, string | null | undefined, string | null>;
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
  accepted_by: string | null;
  expires_at: Date | null;
}

export type OutboxStatus = 'kept' | 'sent' | 'failed';

export interface OutboxTable {
  id: Generated<string>;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string | null;
  body: string;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  /** The job that sent it (decision 0041); null on rows from before. */
  job_id: string | null;
  status: ColumnType<OutboxStatus, OutboxStatus | undefined, never>;
  failure: string | null;
}

export interface SpecialTimeSeriesTable {
  time_series_id: string;
  customer_id: string;
  name: string;
  unit: string;
}

/** The metering points a special time series sums (decision 0028). */
export interface SpecialTimeSeriesPointsTable {
  time_series_id: string;
  metering_point_id: string;
}

export interface AuditLogTable {
  id: Generated<string>;
  at: ColumnType<Date, Date | string | undefined, never>;
  actor_subject: string;
  actor_roles: string[];
  action: string;
  /** The customer read; null for an action over many, such as a search. */
  customer_id: string | null;
  /** What else the action's row needs to say (a search: the kind of its terms and the count of results). */
  detail: ColumnType<Record<string, unknown> | null, string | null | undefined, never>;
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
  outbox: OutboxTable;
  special_time_series: SpecialTimeSeriesTable;
  special_time_series_points: SpecialTimeSeriesPointsTable;
  audit_log: AuditLogTable;
  oidc_payloads: OidcPayloadsTable;
  parent_organizations: ParentOrganizationsTable;
  contracts: ContractsTable;
  messages: MessagesTable;
  powers_of_attorney: PowersOfAttorneyTable;
  power_of_attorney_decisions: PowerOfAttorneyDecisionsTable;
  panel_participation: PanelParticipationTable;
  feedback: FeedbackTable;
  company_link_requests: CompanyLinkRequestsTable;
  reports: ReportsTable;
  download_tokens: DownloadTokensTable;
  meter_values: MeterValuesTable;
  meter_values_daily: MeterValuesDailyTable;
  outdoor_temperatures: OutdoorTemperaturesTable;
  invoices: InvoicesTable;
  invoice_lines: InvoiceLinesTable;
  invoice_references: InvoiceReferencesTable;
  invoice_payments: InvoicePaymentsTable;
  invoice_documents: InvoiceDocumentsTable;
  even_payment_agreements: EvenPaymentAgreementsTable;
  even_payment_invoices: EvenPaymentInvoicesTable;
  disruptions: DisruptionsTable;
  outage_recipients: OutageRecipientsTable;
  outage_notices: OutageNoticesTable;
  han_ports: HanPortsTable;
  power_hub_orders: PowerHubOrdersTable;
  heating_service_occasions: HeatingServiceOccasionsTable;
  heating_service_bookings: HeatingServiceBookingsTable;
  reactive_energy_values: ReactiveEnergyValuesTable;
  peak_month_summaries: PeakMonthSummariesTable;
  meter_readings: MeterReadingsTable;
  heat_meter_values: HeatMeterValuesTable;
  facility_buildings: FacilityBuildingsTable;
  spot_prices: SpotPricesTable;
  rate_limits: RateLimitsTable;
  idp_secrets: IdpSecretsTable;
  cases: CasesTable;
  case_events: CaseEventsTable;
  case_attachments: CaseAttachmentsTable;
  integration_event_streams: IntegrationEventStreamsTable;
  integration_events: IntegrationEventsTable;
  webhook_deliveries: WebhookDeliveriesTable;
  price_lists: PriceListsTable;
  price_list_revisions: PriceListRevisionsTable;
}

/**
 * Some columns of a table as a query reads them: the row type of a raw `sql` query that selects them as they are
 * (not cast, not from an outer join's nullable side), so it follows the table's declaration.
 */
export type ColumnsOf<T extends keyof Database, C extends keyof Selectable<Database[T]>> = Pick<Selectable<Database[T]>, C>;

export type CustomerRow = Selectable<CustomersTable>;
export type CustomerAccountRow = Selectable<CustomerAccountsTable>;
export type UserRow = Selectable<UsersTable>;
export type NewCustomer = Insertable<CustomersTable>;

export interface ParentOrganizationsTable {
  customer_id: string;
  organization_id: string;
  name: string;
  organization_number: string;
  parent_customer_id: string | null;
}

export type PriceComponent = { name: string; price: number; unit: string };

export interface ContractsTable {
  contract_id: string;
  reference_id: string;
  customer_id: string;
  customer_account_id: string;
  facility_key: string;
  utility_type_id: number;
  utility_type_name: string;
  product_number: string;
  product_name: string;
  start_date: ColumnType<Date, string, string>;
  end_date: ColumnType<Date | null, string | null, string | null>;
  metering_point_id: string | null;
  fuse_size: string | null;
  binding_period_end: ColumnType<Date | null, string | null, string | null>;
  notice_period_months: number;
  price_components: ColumnType<PriceComponent[], string, string>;
}

export interface MessagesTable {
  message_id: string;
  customer_id: string;
  subject: string;
  body: string;
  category: string;
  status_key: number;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  /** The sending form's id of the message: the same one sent twice is stored once. */
  request_id: ColumnType<string | null, string | null | undefined, never>;
  /** Written by the customer on the portal (a request), not sent by the provider. */
  from_customer: ColumnType<boolean, boolean | undefined, never>;
  /** On the provider's answer to a request of the customer: the request's message id. */
  in_reply_to: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface PowersOfAttorneyTable {
  permission_id: string;
  customer_id: string;
  status_mp: 'Aktiv' | 'Inaktiv' | 'Ny' | 'Väntande';
  requester: string;
  metering_point_id: string;
  received_start: ColumnType<Date, string, string>;
  response_start: ColumnType<Date, string, string>;
  report_start: ColumnType<Date, string, string>;
  report_end: ColumnType<Date | null, string | null, string | null>;
}

export interface PowerOfAttorneyDecisionsTable {
  id: Generated<string>;
  permission_id: string;
  decision: 'approve' | 'reject' | 'end';
  decided_by: string;
  decided_at: ColumnType<Date, Date | string, never>;
}

export interface PanelParticipationTable {
  customer_number: string;
  status: 'NotParticipating' | 'Participating' | 'Excluded';
  email: string | null;
  phone_number: string | null;
  display_name: string | null;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface FeedbackTable {
  id: Generated<string>;
  at: ColumnType<Date, Date | string | undefined, never>;
  actor_subject: string;
  customer_id: string | null;
  page: string;
  thumbs: 'thumbs-up' | 'thumbs-down';
  optional_text: string | null;
  page_variant: string | null;
}

export interface CompanyLinkRequestsTable {
  id: Generated<string>;
  at: ColumnType<Date, Date | string | undefined, never>;
  user_id: string;
  customer_id: string;
}

export interface ReportsTable {
  report_id: string;
  customer_id: string;
  name: string;
  kind: 'consumption' | 'invoice-summary';
  format: 'csv' | 'xlsx' | 'pdf';
  /** The period covered, both days included. */
  period_from: ColumnType<Date, string, string>;
  period_to: ColumnType<Date, string, string>;
  facility_key: string | null;
  status: 'köad' | 'pågår' | 'klar' | 'misslyckad';
  /** The subject of the login that ordered it (null for reports made before orders existed). */
  ordered_by: string | null;
  attempts: ColumnType<number, number | undefined, number>;
  failure_message: string | null;
  file_name: string;
  content_type: string;
  /** The file once it is made: a Buffer from pg, a Uint8Array from PGlite. */
  file: Uint8Array | null;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  completed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface DownloadTokensTable {
  token_hash: string;
  report_id: string;
  customer_id: string;
  created_by: string;
  expires_at: Date;
  used_at: Date | null;
}

export interface MeterValuesTable {
  metering_point_id: string;
  ts: Date;
  minutes: number;
  value: ColumnType<string, number | bigint, number | bigint>;
  quality: number;
}

/** Högspänning: reactive energy per hour (kvarh, capacitive negative) of a high-voltage metering point. */
export interface ReactiveEnergyValuesTable {
  metering_point_id: string;
  ts: Date;
  kvarh: ColumnType<string, number | string, number | string>;
  quality: ColumnType<number, number | undefined, number>;
}

/** Fjärrvärme: a heat meter's flow (litres) and supply and return temperatures (°C) per hour. */
/** A facility's building as the district-heating comparison needs it (migration 20261124T1110). */
export interface FacilityBuildingsTable {
  facility_key: string;
  building_category: 'villa' | 'flerbostadshus' | 'kontor';
  /** Heated area (Atemp), m². */
  heated_area_m2: number;
}

export interface HeatMeterValuesTable {
  metering_point_id: string;
  ts: Date;
  volume_litres: number;
  supply_c: ColumnType<string, number | string, number | string>;
  return_c: ColumnType<string, number | string, number | string>;
}

/** Mätarställning: a water meter's readings in whole m³, one per point and local date (decision 0026). */
export interface MeterReadingsTable {
  reading_id: string;
  metering_point_id: string;
  reading_date: ColumnType<Date, string, never>;
  value_m3: number;
  meter_number: string;
  new_meter: boolean;
  confirmed: boolean;
  /** The series' days [spread_from, reading_date) hold this reading's use spread evenly; null when it replaced none. */
  spread_from: ColumnType<Date | null, string | null, never>;
  /** The login's subject; null for the demo's readings. */
  submitted_by: string | null;
  submitted_at: ColumnType<Date, Date | string, never>;
}

export interface MeterValuesDailyTable {
  metering_point_id: string;
  day: ColumnType<Date, string, string>;
  value: ColumnType<string, number | bigint, number | bigint>;
  quality: number;
  intervals: number;
  expected_intervals: number;
  /** The day's hours (whole hours after the local midnight) and their energy; null where a value is longer than an hour. */
  hour_offsets: number[] | null;
  hour_wh: ColumnType<string[] | null, never, never>;
}

export interface PeakMonthSummariesTable {
  metering_point_id: string;
  month: string;
  values_version: ColumnType<string, number | bigint | string, number | bigint | string>;
  model_key: string;
  summary: ColumnType<unknown, string, string>;
}

export interface OutdoorTemperaturesTable {
  area: string;
  day: ColumnType<Date, string, string>;
  celsius: ColumnType<string, number, number>;
}

export interface InvoicesTable {
  invoice_id: string;
  customer_id: string;
  customer_account_id: string;
  invoice_number: string;
  ocr: string;
  issue_date: ColumnType<Date, string, string>;
  due_date: ColumnType<Date, string, string>;
  period_from: ColumnType<Date, string, string>;
  period_to: ColumnType<Date, string, string>;
  amount_ore: ColumnType<string, number, number>;
  vat_ore: ColumnType<string, number, number>;
  paid_at: ColumnType<Date | null, string | null, string | null>;
  net_ore: ColumnType<string, number, number>;
  payment_method: 'autogiro' | 'e-faktura' | 'pdf-faktura';
  bankgiro: string;
  /** The name and address lines the invoice was sent to. */
  recipient: string[];
  your_reference: string | null;
  cost_centre: string | null;
  order_number: string | null;
  /** A credit note's: the invoice it credits. */
  credits_invoice_id: string | null;
  /** sha256 (hex) of the billing system's record without its payments; null for the portal's own billing. */
  source_fingerprint: string | null;
  /** The VAT rate (percent) the billing system says the invoice charged; null: the VAT price list of its period gives it. */
  vat_percent: ColumnType<string | null, number | null | undefined, number | null>;
}

/** The payments set against an invoice, in the billing system's order. */
export interface InvoicePaymentsTable {
  invoice_id: string;
  payment_no: number;
  paid_on: ColumnType<Date, string, string>;
  amount_ore: ColumnType<string, number, number>;
}

/** The billing system's own PDF of an invoice. */
export interface InvoiceDocumentsTable {
  invoice_id: string;
  content: ColumnType<Uint8Array, Uint8Array, Uint8Array>;
  size: number;
  sha256: string;
  received_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface InvoiceLinesTable {
  invoice_id: string;
  line_no: number;
  kind: 'fixed' | 'energy' | 'power' | 'tax' | 'vat' | 'even-payment';
  facility: string | null;
  service: string | null;
  description: string;
  quantity: ColumnType<string | null, number | null, number | null>;
  unit: string | null;
  unit_price_ore: ColumnType<string | null, number | null, number | null>;
  amount_ore: ColumnType<string, number, number>;
}

export interface InvoiceReferencesTable {
  customer_account_id: string;
  your_reference: string | null;
  cost_centre: string | null;
  order_number: string | null;
  /** The subject of the login that set them. */
  updated_by: string;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** Utjämnad betalning per customer account (decision 0019); months as 'YYYY-MM'. */
export interface EvenPaymentAgreementsTable {
  agreement_id: string;
  customer_account_id: string;
  monthly_part_ore: ColumnType<string, number, number>;
  annual_estimate_ore: ColumnType<string, number, number>;
  /** The first month invoiced in equal parts. */
  start_month: string;
  /** The month whose invoice reconciles and sets the part again. */
  review_month: string;
  /** The subject of the login that signed up. */
  signed_up_by: string;
  signed_up_at: ColumnType<Date, Date | string, never>;
  /** The first month invoiced as used again; its invoice settles the balance. */
  ended_month: string | null;
  ended_by: string | null;
  ended_at: ColumnType<Date | null, Date | string | null, Date | string | null>;
}

/** What an invoice under an agreement billed: written with the invoice, never changed. */
export interface EvenPaymentInvoicesTable {
  invoice_id: string;
  agreement_id: string;
  month: string;
  /** The month's total as used, VAT included. */
  billed_ore: ColumnType<string, number, never>;
  part_ore: ColumnType<string, number, never>;
  fee_ore: ColumnType<string, number, never>;
  /** The part minus what was used. */
  adjustment_ore: ColumnType<string, number, never>;
  /** Minus the balance, at a review or the end; 0 otherwise. */
  reconciliation_ore: ColumnType<string, number, never>;
}

export interface DisruptionsTable {
  disruption_id: string;
  service: string;
  postal_code_prefix: string;
  title: string;
  description: string;
  planned: boolean;
  starts_at: ColumnType<Date, string | Date, string | Date>;
  ends_at: ColumnType<Date | null, string | Date | null, string | Date | null>;
  area: string;
  revision: Generated<number>;
  /** The subject of the staff login that published it; null for the demo's. */
  published_by: ColumnType<string | null, string | null | undefined, string | null>;
  published_at: ColumnType<Date, Date | string | undefined, Date | string>;
  updated_by: ColumnType<string | null, string | null | undefined, string | null>;
  updated_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface OutageRecipientsTable {
  recipient_id: string;
  customer_id: string;
  facility_key: string;
  channel: 'sms' | 'email';
  address: string;
  added_by: string;
  added_at: ColumnType<Date, Date | string, never>;
  removed_by: ColumnType<string | null, string | null | undefined, string | null>;
  removed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface OutageNoticesTable {
  id: Generated<string>;
  disruption_id: string;
  revision: number;
  channel: 'sms' | 'email';
  address: string;
  kind: 'new' | 'changed' | 'resolved';
  queued_at: ColumnType<Date, Date | string | undefined, never>;
}

export interface RateLimitsTable {
  key: string;
  window_start: Date;
  hits: number;
}

/** HAN-port: a meter's customer port asked for (and switched on); no row is an inactive port. */
export interface HanPortsTable {
  metering_point_id: string;
  status: 'requested' | 'active';
  requested_by: string;
  requested_at: ColumnType<Date, Date | string, never>;
  activated_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** Beställ Power Hub: an order for a facility, with the address and contact the customer confirmed. */
export interface PowerHubOrdersTable {
  order_id: string;
  customer_id: string;
  facility_key: string;
  status: 'received' | 'shipped' | 'delivered' | 'cancelled';
  street: string;
  postal_code: string;
  city: string;
  contact_name: string;
  contact_email: string;
  contact_mobile: string;
  ordered_by: string;
  ordered_at: ColumnType<Date, Date | string, never>;
  /** Reported by the provider's order system; null until it has. */
  shipped_on: ColumnType<Date | null, string | null | undefined, string | null>;
  carrier: ColumnType<string | null, string | null | undefined, string | null>;
  tracking_number: ColumnType<string | null, string | null | undefined, string | null>;
  tracking_url: ColumnType<string | null, string | null | undefined, string | null>;
  delivered_on: ColumnType<Date | null, string | null | undefined, string | null>;
  cancelled_on: ColumnType<Date | null, string | null | undefined, string | null>;
  cancellation_reason: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A time a technician can visit a district heating substation. */
export interface HeatingServiceOccasionsTable {
  occasion_id: string;
  activity: 'central-service' | 'exchanger-inspection' | 'balancing';
  starts_at: ColumnType<Date, Date | string, Date | string>;
  ends_at: ColumnType<Date, Date | string, Date | string>;
}

/** A booking of an occasion for a facility; a cancelled one no longer holds its occasion. */
export interface HeatingServiceBookingsTable {
  booking_id: string;
  occasion_id: string;
  customer_id: string;
  facility_key: string;
  booked_by: string;
  booked_at: ColumnType<Date, Date | string, never>;
  cancelled_by: ColumnType<string | null, string | null | undefined, string | null>;
  cancelled_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface IdpSecretsTable {
  id: Generated<number>;
  secrets: ColumnType<unknown, string, never>;
  created_at: Generated<Date>;
}

export interface CasesTable {
  /** From the case_numbers sequence for a new case. */
  case_id: Generated<string>;
  customer_id: string;
  category: 'invoice' | 'contract' | 'move' | 'meter' | 'outage' | 'other';
  subject: string;
  status: 'received' | 'in-progress' | 'waiting-for-customer' | 'closed';
  created_at: ColumnType<Date, Date | string | undefined, never>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface CaseEventsTable {
  event_id: string;
  /** The order of the history. */
  seq: Generated<string>;
  case_id: string;
  kind: 'message' | 'status';
  author: 'customer' | 'customer-service';
  author_subject: string | null;
  body: string | null;
  status: CasesTable['status'] | null;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

export interface CaseAttachmentsTable {
  attachment_id: string;
  case_id: string;
  event_id: string;
  file_name: string;
  content_type: 'application/pdf' | 'image/jpeg' | 'image/png';
  size: number;
  content: ColumnType<Uint8Array, Uint8Array, never>;
}

/** Spotpriser: one day-ahead price per area and market interval (15 or 60 minutes), in SEK/kWh without VAT as published. */
export interface SpotPricesTable {
  area: 'SE1' | 'SE2' | 'SE3' | 'SE4';
  start: ColumnType<Date, Date | string, Date | string>;
  minutes: 15 | 60;
  sek_per_kwh: ColumnType<string, string | number, string | number>;
  eur_per_kwh: ColumnType<string, string | number, string | number>;
  exr: ColumnType<string, string | number, string | number>;
  source: 'published' | 'demo';
}

/** Per customer: its last event's number and time (taken under this row's lock), and who delivers its webhooks. */
export interface IntegrationEventStreamsTable {
  customer_id: string;
  last_sequence: number;
  last_time: ColumnType<Date, Date | string, Date | string>;
  lease_owner: ColumnType<string | null, string | null | undefined, string | null>;
  leased_until: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** An event for the provider's systems (decision 0049): never changed once written, but for its feed position. */
export interface IntegrationEventsTable {
  event_id: string;
  customer_id: string;
  sequence: number;
  type: string;
  time: ColumnType<Date, Date | string, never>;
  data: ColumnType<Record<string, unknown>, string, never>;
  /** bigint, as text; null until the feed is next read. */
  position: ColumnType<string | null, never, string | number>;
}

export interface WebhookDeliveriesTable {
  event_id: string;
  customer_id: string;
  sequence: number;
  status: ColumnType<'pending' | 'delivered' | 'failed', 'pending' | undefined, 'pending' | 'delivered' | 'failed'>;
  /** A job of the event is queued or running (decision 0058); false: it waits for the run that delivers the one before it. */
  has_job: ColumnType<boolean, boolean | undefined, boolean>;
  attempts: ColumnType<number, never, number>;
  last_attempt_at: ColumnType<Date | null, never, Date | string | null>;
  last_status: ColumnType<number | null, never, number | null>;
  last_error: ColumnType<string | null, never, string | null>;
  delivered_at: ColumnType<Date | null, never, Date | string | null>;
}

/** A price list entry as the source system sent it (modules/price-lists, decision 0052); content: the kind's prices. */
export interface PriceListsTable {
  id: string;
  kind: PriceListKind;
  series: string;
  valid_from: ColumnType<Date, string, string>;
  valid_to: ColumnType<Date | null, string | null, string | null>;
  content: ColumnType<Record<string, unknown>, string, string>;
  received_at: ColumnType<Date, Date | string | undefined, never>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** Every version of a price list entry, in the order received. */
export interface PriceListRevisionsTable {
  id: string;
  revision: number;
  valid_from: ColumnType<Date, string, never>;
  valid_to: ColumnType<Date | null, string | null, never>;
  content: ColumnType<Record<string, unknown>, string, never>;
  received_at: ColumnType<Date, Date | string | undefined, never>;
}
