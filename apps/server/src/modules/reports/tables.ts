import { type MonthlyUse, unitOf } from '../consumption/index.ts';
import { expectedDays, monthsOf, periodLabel, qualityText, serviceName, type Period } from './rules.ts';

/**
 * A report as a table, before it is a file: the CSV, xlsx and PDF writers all write this, so the
 * three formats always hold the same figures.
 */
export type Column = { header: string; align?: 'right' };
/** An exact number in whole smallest units (Wh, litres, öre) and the decimals of the unit shown. */
export type Amount = { units: number; decimals: number };
export type Cell = string | Amount | null;

export interface ReportTable {
  title: string;
  /** Lines under the title: whose report, which period, when it was made. */
  about: string[];
  columns: Column[];
  rows: Cell[][];
  /** Sums, after the rows (in the same columns). */
  totals: Cell[][];
  /** Said instead of an empty table. */
  empty: string;
}

export const isAmount = (cell: Cell): cell is Amount => typeof cell === 'object' && cell !== null;

export type ConsumptionPoint = { facilityKey: string; facilityName: string; address: string; service: string };

/**
 * Consumption per month per facility and service: every month of the period begun by `today`, for
 * every facility and service with a consumption metering point, whether it has values or not,
 * then the period's sum per service.
 */
export function consumptionRows(points: readonly ConsumptionPoint[], uses: readonly MonthlyUse[], period: Period, today: string) {
  const byKey = new Map(uses.map((use) => [`${use.facilityKey}|${use.service}|${use.month}`, use]));
  const months = monthsOf(period, today);
  const rows: Cell[][] = [];
  const sums = new Map<string, number>();
  for (const point of points) {
    const unit = unitOf(point.service);
    for (const month of months) {
      const use = byKey.get(`${point.facilityKey}|${point.service}|${month.month}`) ?? null;
      if (use) sums.set(point.service, (sums.get(point.service) ?? 0) + use.value);
      rows.push([
        point.facilityName,
        point.address,
        serviceName(point.service),
        month.month,
        use ? { units: use.value, decimals: 3 } : null,
        unit,
        qualityText(use, expectedDays(month, today)),
      ]);
    }
  }
  const services = [...new Set(points.map((p) => p.service))];
  const totals: Cell[][] = services.map((service) => [
    'Summa',
    '',
    serviceName(service),
    periodLabel(period),
    { units: sums.get(service) ?? 0, decimals: 3 },
    unitOf(service),
    '',
  ]);
  return { rows, totals };
}

export const CONSUMPTION_COLUMNS: Column[] = [
  { header: 'Anläggning' },
  { header: 'Adress' },
  { header: 'Tjänst' },
  { header: 'Månad' },
  { header: 'Förbrukning', align: 'right' },
  { header: 'Enhet' },
  { header: 'Kvalitet' },
];

export type SummarisedInvoice = {
  invoiceNumber: string;
  customerAccountId: string;
  issueDate: string;
  periodFrom: string;
  periodTo: string;
  dueDate: string;
  amountOre: number;
  vatOre: number;
  paidAt: string | null;
};

/** A year's invoices, oldest first: amounts without and with VAT, then their sums. */
export function invoiceRows(invoices: readonly SummarisedInvoice[]) {
  const kr = (ore: number): Amount => ({ units: ore, decimals: 2 });
  const rows: Cell[][] = invoices.map((i) => [
    i.invoiceNumber,
    i.customerAccountId,
    i.issueDate,
    `${i.periodFrom}–${i.periodTo}`,
    i.dueDate,
    kr(i.amountOre - i.vatOre),
    kr(i.vatOre),
    kr(i.amountOre),
    i.paidAt ?? 'Obetald',
  ]);
  const sum = (pick: (i: SummarisedInvoice) => number) => invoices.reduce((total, i) => total + pick(i), 0);
  const totals: Cell[][] =
    invoices.length === 0 ? [] : [['Summa', '', '', '', '', kr(sum((i) => i.amountOre - i.vatOre)), kr(sum((i) => i.vatOre)), kr(sum((i) => i.amountOre)), '']];
  return { rows, totals };
}

export const INVOICE_COLUMNS: Column[] = [
  { header: 'Fakturanummer' },
  { header: 'Kundkonto' },
  { header: 'Fakturadatum' },
  { header: 'Period' },
  { header: 'Förfallodatum' },
  { header: 'Belopp exkl. moms (kr)', align: 'right' },
  { header: 'Moms (kr)', align: 'right' },
  { header: 'Att betala (kr)', align: 'right' },
  { header: 'Betald' },
];
