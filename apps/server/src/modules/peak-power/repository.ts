import { FUSE_PRODUCT_NUMBERS } from '@mina-sidor/shared/contract';
import { linesOnBasis } from '@mina-sidor/shared/invoice';
import type { PeakFacility } from '@mina-sidor/shared/peak-power';
import { sql } from 'kysely';
import type { Db } from '../../db/connection.ts';
import type { ColumnsOf } from '../../db/schema.ts';
import { inSwedishTime, swedishMidnight } from '../../lib/swedish-time.ts';
import { invoiceLines } from '../invoices/index.ts';
import type { MeterValue } from '../../lib/peak-model.ts';
import { vatOn } from '../price-lists/index.ts';
import type { InvoicedFee, VatTerms } from './rules.ts';

type FacilityRow = ColumnsOf<'facilities', 'facility_key' | 'display_name'> &
  ColumnsOf<'metering_points', 'metering_point_id'> &
  ColumnsOf<'contracts', 'fuse_size'> & { accounts: string[] | string };

/**
 * The customer's facilities with a fee on the monthly peak: an electricity consumption point that
 * is not high voltage (a subscribed power is billed on that instead, with no monthly peak) and a
 * fuse-based grid contract on it, whose latest contract gives the fuse size.
 */
function peakFacilities(db: Db, customerId: string, facilityKey?: string) {
  return sql<FacilityRow>`
    select f.facility_key, f.display_name, p.metering_point_id, k.fuse_size,
      coalesce((select json_agg(a.customer_account_id order by a.customer_account_id) from facility_accounts a where a.facility_key = f.facility_key), '[]') as accounts
    from facilities f
    join metering_points p on p.facility_key = f.facility_key and p.service = 'EL' and p.type = 'CONSUMPTION' and p.base_power is null
    join lateral (
      select c.fuse_size from contracts c
      where c.metering_point_id = p.metering_point_id and c.product_number = any(${[...FUSE_PRODUCT_NUMBERS]})
      order by c.start_date desc limit 1
    ) k on true
    where f.customer_id = ${customerId} ${facilityKey === undefined ? sql`` : sql`and f.facility_key = ${facilityKey}`}
    order by f.sort_order, f.facility_key, p.metering_point_id`.execute(db);
}

const toFacility = (row: FacilityRow): PeakFacility => ({
  facilityKey: row.facility_key,
  facilityName: row.display_name,
  meteringPointId: row.metering_point_id,
  fuseSize: row.fuse_size,
  // json, which a driver may hand over as text.
  customerAccountIds: typeof row.accounts === 'string' ? (JSON.parse(row.accounts) as string[]) : row.accounts,
});

export async function listPeakFacilities(db: Db, customerId: string): Promise<PeakFacility[]> {
  return (await peakFacilities(db, customerId)).rows.map(toFacility);
}

/** The customer's facility with a peak fee; undefined for another customer's, an unknown one or one without. */
export async function findPeakFacility(db: Db, customerId: string, facilityKey: string): Promise<PeakFacility | undefined> {
  const row = (await peakFacilities(db, customerId, facilityKey)).rows[0];
  return row && toFacility(row);
}

/**
 * The facility's power fee of each month as its invoice shows it to the customer: the sum of the
 * Effektavgift lines (kind power) of the facility's electricity on the month's invoices of its
 * accounts, each line on the customer's basis as the invoice screen shows it (linesOnBasis); a month
 * without such an invoice is not in the map. An invoice counts for a month when it is for that
 * calendar month alone. Its invoices are summed: a credit note (decision 0053) takes its line off
 * the month, the invoice that corrects it adds its own. The lines name the facility as the invoice
 * prints it: by its name.
 */
export async function invoicedPowerFees(
  db: Db,
  customerId: string,
  facility: PeakFacility,
  months: readonly string[],
  vat: VatTerms,
): Promise<Map<string, InvoicedFee>> {
  const fees = new Map<string, InvoicedFee>();
  if (months.length === 0 || facility.customerAccountIds.length === 0) return fees;
  const { rows } = await sql<ColumnsOf<'invoices', 'invoice_id' | 'vat_percent'> & { month: string }>`
    select i.invoice_id, to_char(i.period_from, 'YYYY-MM') as month, i.vat_percent::text
    from invoices i
    where i.customer_id = ${customerId} and i.customer_account_id = any(${facility.customerAccountIds})
      and i.period_from >= ${`${months[0]}-01`}::date and i.period_from <= ${`${months.at(-1)}-01`}::date
      and date_trunc('month', i.period_to) = date_trunc('month', i.period_from)
      and exists (
        select 1 from invoice_lines l
        where l.invoice_id = i.invoice_id and l.kind = 'power' and l.service = 'EL' and l.facility = ${facility.facilityName})
    order by i.period_from, i.invoice_number`.execute(db);
  const linesOf = await invoiceLines(
    db,
    rows.map((r) => r.invoice_id),
  );
  for (const row of rows) {
    const lines = linesOf.get(row.invoice_id) ?? [];
    // At the invoice's own VAT rate, else that of its month, as the invoice itself is shown (invoices/repository.ts).
    // Without either a consumer's month is left to the peak's fee, which says what is missing.
    const vatPercent = row.vat_percent === null ? vatOn(`${row.month}-01`, vat.lists.vat) : Number(row.vat_percent);
    if (vat.basis === 'incl' && vatPercent === undefined) continue;
    const shown = vat.basis === 'incl' ? linesOnBasis(lines, 'incl', vatPercent!) : lines;
    const ore = shown.filter((l) => l.kind === 'power' && l.service === 'EL' && l.facility === facility.facilityName).reduce((sum, l) => sum + l.amountOre, 0);
    fees.set(row.month, { ore: (fees.get(row.month)?.ore ?? 0) + ore, invoiceId: row.invoice_id });
  }
  return fees;
}

/**
 * Metering points' energy from `from` to `to` (UTC instants) per period of `minutes`, in one
 * query. Hours come from the daily roll-up's hours (about 30 rows a month, decision 0005);
 * quarter-hours from the stored values. A stored value longer than the period cannot be split and
 * is refused.
 */
export async function readPeriodValues(db: Db, meteringPointIds: string[], from: Date, to: Date, minutes: 15 | 60): Promise<Map<string, MeterValue[]>> {
  if (meteringPointIds.length === 0) return new Map();
  return minutes === 60 ? readHourValues(db, meteringPointIds, from, to) : readQuarterHourValues(db, meteringPointIds, from, to);
}

function append(byPoint: Map<string, MeterValue[]>, meteringPointId: string, value: MeterValue) {
  const list = byPoint.get(meteringPointId) ?? [];
  list.push(value);
  byPoint.set(meteringPointId, list);
}

async function readHourValues(db: Db, meteringPointIds: string[], from: Date, to: Date): Promise<Map<string, MeterValue[]>> {
  const byPoint = new Map<string, MeterValue[]>();
  const { rows } = await sql<ColumnsOf<'meter_values_daily', 'metering_point_id' | 'hour_offsets' | 'hour_wh'> & { day: string }>`
    select metering_point_id, day::text as day, hour_offsets, hour_wh
    from meter_values_daily
    where metering_point_id = any(${meteringPointIds}) and day >= ${inSwedishTime(from).day}::date and day <= ${inSwedishTime(new Date(to.getTime() - 1)).day}::date
    order by metering_point_id, day`.execute(db);
  for (const row of rows) {
    if (row.hour_offsets === null || row.hour_wh === null)
      throw new Error(`${row.metering_point_id}: values longer than an hour on ${row.day} cannot give hourly power`);
    const midnight = swedishMidnight(row.day).getTime();
    row.hour_offsets.forEach((offset, i) => {
      const start = new Date(midnight + offset * 3_600_000);
      if (start >= from && start < to) append(byPoint, row.metering_point_id, { start, minutes: 60, wh: Number(row.hour_wh![i]) });
    });
  }
  return byPoint;
}

async function readQuarterHourValues(db: Db, meteringPointIds: string[], from: Date, to: Date): Promise<Map<string, MeterValue[]>> {
  const byPoint = new Map<string, MeterValue[]>();
  const { rows } = await sql<{ metering_point_id: string; start: Date | string; wh: number | string; minutes: number }>`
    select metering_point_id, ts as start, value::float8 as wh, minutes
    from meter_values
    where metering_point_id = any(${meteringPointIds}) and ts >= ${from} and ts < ${to}
    order by 1, 2`.execute(db);
  for (const row of rows) {
    if (row.minutes > 15) throw new Error(`${row.metering_point_id}: ${row.minutes}-minute values cannot give 15-minute power`);
    append(byPoint, row.metering_point_id, { start: new Date(row.start), minutes: 15, wh: Number(row.wh) });
  }
  return byPoint;
}

/** One metering point's, as above. */
export async function readPointValues(db: Db, meteringPointId: string, from: Date, to: Date, minutes: 15 | 60): Promise<MeterValue[]> {
  return (await readPeriodValues(db, [meteringPointId], from, to, minutes)).get(meteringPointId) ?? [];
}
