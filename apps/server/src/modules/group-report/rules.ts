import { GROUP_REPORT_MAX_DAYS, type GroupReport, type GroupReportResolution, type ServiceUse } from '@mina-sidor/shared/group-report';
import { addDays } from '../../lib/swedish-time.ts';
import { unitOf } from '../consumption/index.ts';
import { serviceName, type Cell, type Column, type ReportTable } from '../reports/index.ts';

const DAY_MS = 86_400_000;

/** Days from `from` to `to`, both included. */
export const daysIn = (from: string, to: string): number => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS) + 1;

/** A period longer than its resolution allows, as a Swedish message; null when it is fine. */
export function periodProblem(resolution: GroupReportResolution, from: string, to: string): string | null {
  if (daysIn(from, to) <= GROUP_REPORT_MAX_DAYS[resolution]) return null;
  return resolution === 'day' ? 'Välj högst ett år med upplösningen dag.' : 'Välj högst tio år med upplösningen månad.';
}

/**
 * Each bucket's first day: every day of the period, or the period's first day and then every
 * first of a month up to its last day (the first and last months cut to the period).
 */
export function bucketStarts(resolution: GroupReportResolution, from: string, to: string): string[] {
  const starts: string[] = [];
  if (resolution === 'day') {
    for (let day = from; day <= to; day = addDays(day, 1)) starts.push(day);
    return starts;
  }
  for (let start = from; start <= to; ) {
    starts.push(start);
    const [year, month] = [Number(start.slice(0, 4)), Number(start.slice(5, 7))];
    start = month === 12 ? `${String(year + 1).padStart(4, '0')}-01-01` : `${start.slice(0, 4)}-${String(month + 1).padStart(2, '0')}-01`;
  }
  return starts;
}

/** What the roll-up's aggregation names a bucket: the day, or its month 'YYYY-MM'. */
export const bucketKey = (resolution: GroupReportResolution, start: string): string => (resolution === 'day' ? start : start.slice(0, 7));

/** A sum in stored units (Wh or litres, whole numbers) for one site and service, or one series, in one bucket. */
export type StoredUse = { key: string; bucket: string; value: number };

export type SiteInput = { facilityKey: string; facilityName: string; address: string; organisations: string[]; services: string[] };
export type SeriesInput = { timeSeriesId: string; name: string; unit: string; meteringPoints: number };

/**
 * How many stored units (Wh for energy, litres for water) make one of a special time series' unit;
 * null for a unit the meter values cannot give (a reactive energy, kvarh).
 */
export function storedPerUnit(unit: string): number | null {
  if (unit === 'kWh' || unit === 'm³') return 1000;
  if (unit === 'MWh') return 1_000_000;
  return null;
}

/** Whether a series in `unit` can sum a metering point of `service`: energy in kWh or MWh, water in m³, never the one as the other. */
export const seriesUnitFits = (unit: string, service: string): boolean => (unitOf(service) === 'm³') === (unit === 'm³');

/** Stored units in a unit: exact for kWh and m³ (whole Wh and litres are three decimals). */
const inUnit = (stored: number, perUnit: number) => stored / perUnit;

/** The values of one series of sums over the buckets: stored units, null where nothing is stored. */
function storedValues(buckets: readonly string[], sums: ReadonlyMap<string, number>, resolution: GroupReportResolution): (number | null)[] {
  return buckets.map((start) => sums.get(bucketKey(resolution, start)) ?? null);
}

const sumOf = (values: readonly (number | null)[]) => values.reduce<number>((total, value) => total + (value ?? 0), 0);

/** Sums keyed `key` → bucket → stored units. */
function byKey(uses: readonly StoredUse[]): Map<string, Map<string, number>> {
  const map = new Map<string, Map<string, number>>();
  for (const use of uses) {
    const buckets = map.get(use.key) ?? new Map<string, number>();
    buckets.set(use.bucket, (buckets.get(use.bucket) ?? 0) + use.value);
    map.set(use.key, buckets);
  }
  return map;
}

export const siteServiceKey = (facilityKey: string, service: string) => `${facilityKey}|${service}`;

/** The group report in stored units: every list of values follows `buckets`. */
export type StoredReport = {
  from: string;
  to: string;
  resolution: GroupReportResolution;
  buckets: string[];
  sites: (Omit<SiteInput, 'services'> & { services: { service: string; values: (number | null)[]; total: number }[] })[];
  services: { service: string; values: (number | null)[]; total: number }[];
  series: (SeriesInput & { values: (number | null)[]; total: number | null })[];
};

/**
 * The report's figures from the sums the roll-up gave, in stored units: each site's services per
 * bucket and their sums, each service's sums over the sites per bucket and over the period, and
 * each special time series. Services follow the order in which the sites first name them.
 */
export function storedReport(
  period: { from: string; to: string; resolution: GroupReportResolution },
  sites: readonly SiteInput[],
  uses: readonly StoredUse[],
  series: readonly SeriesInput[],
  seriesUses: readonly StoredUse[],
): StoredReport {
  const { resolution } = period;
  const buckets = bucketStarts(resolution, period.from, period.to);
  const sums = byKey(uses);
  const seriesSums = byKey(seriesUses);
  const siteRows = sites.map(({ services, ...site }) => ({
    ...site,
    services: services.map((service) => {
      const values = storedValues(buckets, sums.get(siteServiceKey(site.facilityKey, service)) ?? new Map(), resolution);
      return { service, values, total: sumOf(values) };
    }),
  }));
  const serviceCodes = [...new Set(sites.flatMap((site) => site.services))];
  const services = serviceCodes.map((service) => {
    const values = buckets.map((_, i) => {
      const present = siteRows.flatMap((site) => site.services.filter((s) => s.service === service).map((s) => s.values[i] ?? null)).filter((v) => v !== null);
      return present.length === 0 ? null : sumOf(present);
    });
    return { service, values, total: sumOf(values) };
  });
  const seriesRows = series.map((s) => {
    const values = storedValues(buckets, seriesSums.get(s.timeSeriesId) ?? new Map(), resolution);
    return { ...s, values, total: values.every((v) => v === null) ? null : sumOf(values) };
  });
  return { from: period.from, to: period.to, resolution, buckets, sites: siteRows, services, series: seriesRows };
}

const toUse = (use: { service: string; values: (number | null)[]; total: number }): ServiceUse => ({
  service: use.service,
  unit: unitOf(use.service),
  values: use.values.map((v) => (v === null ? null : inUnit(v, 1000))),
  total: inUnit(use.total, 1000),
});

/** The overall sums in stored units, one per unit: energy (kWh) and water (m³) cannot be added together. */
function overallStored(report: StoredReport): ['kWh' | 'm³', number][] {
  const overall = new Map<'kWh' | 'm³', number>();
  for (const use of report.services) overall.set(unitOf(use.service), (overall.get(unitOf(use.service)) ?? 0) + use.total);
  return [...overall];
}

/** The report as the API answers it: kWh and m³, each series in its own unit, and the overall sum per unit. */
export function reportInUnits(report: StoredReport): GroupReport {
  return {
    from: report.from,
    to: report.to,
    resolution: report.resolution,
    buckets: report.buckets,
    sites: report.sites.map((site) => ({ ...site, services: site.services.map(toUse) })),
    services: report.services.map(toUse),
    overall: overallStored(report).map(([unit, total]) => ({ unit, total: inUnit(total, 1000) })),
    timeSeries: report.series.map((s) => {
      const perUnit = storedPerUnit(s.unit);
      const shown = (v: number | null) => (v === null || perUnit === null ? null : inUnit(v, perUnit));
      return { ...s, values: s.values.map(shown), total: shown(s.total) };
    }),
  };
}

export const EXPORT_COLUMNS: Column[] = [
  { header: 'Anläggning' },
  { header: 'Adress' },
  { header: 'Organisation' },
  { header: 'Tjänst' },
  { header: 'Period' },
  { header: 'Förbrukning', align: 'right' },
  { header: 'Enhet' },
];

/** A sum as an exact decimal of its unit: whole Wh or litres are three decimals of kWh or m³, six of MWh. */
const amount = (stored: number | null, perUnit = 1000): Cell => (stored === null ? null : { units: stored, decimals: Math.round(Math.log10(perUnit)) });

/**
 * The report as a table for the CSV and Excel writers of the reports module: a row per site,
 * service and bucket, then per special time series and bucket; the sums after them (per site and
 * service, per service, overall per unit, per series).
 */
export function exportTable(report: StoredReport, about: { customerName: string; customerNumber: string; made: string }): ReportTable {
  const period = `${report.from} – ${report.to}`;
  const label = (start: string, i: number) => {
    if (report.resolution === 'day') return start;
    const next = report.buckets[i + 1];
    const last = next ? addDays(next, -1) : report.to;
    // A whole calendar month is named as one; a month cut by the period shows its days.
    return start.endsWith('-01') && addDays(last, 1).endsWith('-01') ? start.slice(0, 7) : `${start}–${last}`;
  };
  const rows: Cell[][] = [];
  for (const site of report.sites) {
    for (const use of site.services) {
      use.values.forEach((value, i) => {
        rows.push([
          site.facilityName,
          site.address,
          site.organisations.join(', '),
          serviceName(use.service),
          label(report.buckets[i]!, i),
          amount(value),
          unitOf(use.service),
        ]);
      });
    }
  }
  const computable = report.series.filter((s) => storedPerUnit(s.unit) !== null);
  for (const s of computable) {
    s.values.forEach((value, i) => {
      rows.push([s.name, '', '', 'Särskild tidsserie', label(report.buckets[i]!, i), amount(value, storedPerUnit(s.unit)!), s.unit]);
    });
  }
  const totals: Cell[][] = [
    ...report.sites.flatMap((site) =>
      site.services.map((use) => [
        `Summa ${site.facilityName}`,
        site.address,
        site.organisations.join(', '),
        serviceName(use.service),
        period,
        amount(use.total),
        unitOf(use.service),
      ]),
    ),
    ...report.services.map((use) => [`Summa ${serviceName(use.service)}`, '', '', serviceName(use.service), period, amount(use.total), unitOf(use.service)]),
    ...overallStored(report).map(([unit, stored]) => ['Totalt', '', '', unit === 'm³' ? 'Vatten' : 'Energi', period, amount(stored), unit]),
    ...computable.map((s) => [`Summa ${s.name}`, '', '', 'Särskild tidsserie', period, amount(s.total, storedPerUnit(s.unit)!), s.unit]),
  ];
  return {
    title: 'Koncernrapport',
    about: [
      `${about.customerName}, kundnummer ${about.customerNumber}`,
      `Period: ${period}, per ${report.resolution === 'day' ? 'dag' : 'månad'}`,
      'Förbrukning enligt huvudmätarnas mätvärden: el, fjärrvärme och fjärrkyla i kWh, vatten i m³.',
      `Skapad ${about.made}`,
    ],
    columns: EXPORT_COLUMNS,
    rows,
    totals,
    empty: 'Koncernen har inga mätpunkter för förbrukning att redovisa.',
  };
}

/** The file's name: "Koncernrapport 2026-01-01–2026-12-31.csv". */
export const exportFileName = (report: { from: string; to: string }, format: 'csv' | 'xlsx') => `Koncernrapport ${report.from}–${report.to}.${format}`;
