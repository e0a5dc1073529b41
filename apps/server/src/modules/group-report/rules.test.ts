import { describe, expect, it } from 'vitest';
import { bucketStarts, exportTable, periodProblem, reportInUnits, seriesUnitFits, storedPerUnit, storedReport, type SiteInput } from './rules.ts';

const SITES: SiteInput[] = [
  { facilityKey: 'F1', facilityName: 'Lagret', address: 'Hamngatan 1, 131 54 Nacka', organisations: ['Nordhamn Logistik AB'], services: ['EL', 'FJV'] },
  { facilityKey: 'F2', facilityName: 'Kontoret', address: 'Kvarnvägen 2, 132 37 Saltsjö-Boo', organisations: ['Nordhamn Koncern AB'], services: ['EL', 'VA'] },
];
const SERIES = [
  { timeSeriesId: 'TS-1', name: 'Total elförbrukning koncern', unit: 'kWh', meteringPoints: 2 },
  { timeSeriesId: 'TS-2', name: 'Fjärrvärme koncern', unit: 'MWh', meteringPoints: 1 },
  { timeSeriesId: 'TS-3', name: 'Reaktiv effekt', unit: 'kvarh', meteringPoints: 0 },
];

describe('the buckets of a period', () => {
  it('has every day, both ends included, across a month end', () => {
    expect(bucketStarts('day', '2026-02-27', '2026-03-02')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
  });

  it('has the months, the first and last cut to the period, across a year end', () => {
    expect(bucketStarts('month', '2025-11-15', '2026-02-10')).toEqual(['2025-11-15', '2025-12-01', '2026-01-01', '2026-02-01']);
  });

  it('allows a leap year of days and ten years of months, no more', () => {
    expect(periodProblem('day', '2024-01-01', '2024-12-31')).toBeNull();
    expect(periodProblem('day', '2025-01-01', '2026-01-02')).toBe('Välj högst ett år med upplösningen dag.');
    expect(periodProblem('month', '2016-01-01', '2025-12-31')).toBeNull();
    expect(periodProblem('month', '2016-01-01', '2026-01-01')).toBe('Välj högst tio år med upplösningen månad.');
  });
});

describe('the group report’s sums', () => {
  // Three days; the warehouse's heat lacks the 2nd; the office's water only the 1st.
  const period = { from: '2026-03-01', to: '2026-03-03', resolution: 'day' as const };
  const uses = [
    { key: 'F1|EL', bucket: '2026-03-01', value: 1500 },
    { key: 'F1|EL', bucket: '2026-03-02', value: 2500 },
    { key: 'F1|EL', bucket: '2026-03-03', value: 1000 },
    { key: 'F1|FJV', bucket: '2026-03-01', value: 40_000 },
    { key: 'F1|FJV', bucket: '2026-03-03', value: 20_000 },
    { key: 'F2|EL', bucket: '2026-03-01', value: 500 },
    { key: 'F2|EL', bucket: '2026-03-02', value: 250 },
    { key: 'F2|VA', bucket: '2026-03-01', value: 1234 },
  ];
  const seriesUses = [
    { key: 'TS-1', bucket: '2026-03-01', value: 2000 },
    { key: 'TS-1', bucket: '2026-03-02', value: 2750 },
    { key: 'TS-1', bucket: '2026-03-03', value: 1000 },
    { key: 'TS-2', bucket: '2026-03-01', value: 40_000 },
    { key: 'TS-2', bucket: '2026-03-03', value: 20_000 },
  ];
  const report = reportInUnits(storedReport(period, SITES, uses, SERIES, seriesUses));

  it('sums each site’s service over the period, a missing day counting as nothing but shown as missing', () => {
    const [lagret, kontoret] = report.sites;
    expect(lagret!.services).toEqual([
      { service: 'EL', unit: 'kWh', values: [1.5, 2.5, 1], total: 5 },
      { service: 'FJV', unit: 'kWh', values: [40, null, 20], total: 60 },
    ]);
    expect(kontoret!.services).toEqual([
      { service: 'EL', unit: 'kWh', values: [0.5, 0.25, null], total: 0.75 },
      { service: 'VA', unit: 'm³', values: [1.234, null, null], total: 1.234 },
    ]);
  });

  it('sums each service over the sites per day and over the period', () => {
    expect(report.services).toEqual([
      // 1.5 + 0.5, 2.5 + 0.25, 1 + nothing.
      { service: 'EL', unit: 'kWh', values: [2, 2.75, 1], total: 5.75 },
      { service: 'FJV', unit: 'kWh', values: [40, null, 20], total: 60 },
      { service: 'VA', unit: 'm³', values: [1.234, null, null], total: 1.234 },
    ]);
  });

  it('sums overall per unit: electricity and heat together in kWh, water apart in m³', () => {
    expect(report.overall).toEqual([
      { unit: 'kWh', total: 65.75 },
      { unit: 'm³', total: 1.234 },
    ]);
  });

  it('gives each special time series in its own unit, and none for a quantity meter values cannot give', () => {
    expect(report.timeSeries).toEqual([
      { ...SERIES[0], values: [2, 2.75, 1], total: 5.75 },
      { ...SERIES[1], values: [0.04, null, 0.02], total: 0.06 },
      { ...SERIES[2], values: [null, null, null], total: null },
    ]);
    expect(storedPerUnit('MWh')).toBe(1_000_000);
    expect(storedPerUnit('kvarh')).toBeNull();
  });

  it('sums months the same way', () => {
    const months = reportInUnits(
      storedReport(
        { from: '2026-01-15', to: '2026-02-28', resolution: 'month' },
        SITES.slice(0, 1),
        [
          { key: 'F1|EL', bucket: '2026-01', value: 10_000 },
          { key: 'F1|EL', bucket: '2026-02', value: 5_500 },
        ],
        [],
        [],
      ),
    );
    expect(months.buckets).toEqual(['2026-01-15', '2026-02-01']);
    expect(months.services[0]).toEqual({ service: 'EL', unit: 'kWh', values: [10, 5.5], total: 15.5 });
  });
});

describe('the group report as a file', () => {
  const period = { from: '2026-01-15', to: '2026-02-28', resolution: 'month' as const };
  const stored = storedReport(period, SITES.slice(0, 1), [{ key: 'F1|EL', bucket: '2026-02', value: 1_234_567 }], SERIES.slice(1, 3), [
    { key: 'TS-2', bucket: '2026-01', value: 7_000_000 },
  ]);
  const table = exportTable(stored, { customerName: 'Nordhamn Koncern AB', customerNumber: '5200404', made: '2026-11-24 10:30' });

  it('has a row per site, service and month, named as a month when whole and by its days when cut', () => {
    expect(table.rows.slice(0, 4)).toEqual([
      ['Lagret', 'Hamngatan 1, 131 54 Nacka', 'Nordhamn Logistik AB', 'El', '2026-01-15–2026-01-31', null, 'kWh'],
      ['Lagret', 'Hamngatan 1, 131 54 Nacka', 'Nordhamn Logistik AB', 'El', '2026-02', { units: 1_234_567, decimals: 3 }, 'kWh'],
      ['Lagret', 'Hamngatan 1, 131 54 Nacka', 'Nordhamn Logistik AB', 'Fjärrvärme', '2026-01-15–2026-01-31', null, 'kWh'],
      ['Lagret', 'Hamngatan 1, 131 54 Nacka', 'Nordhamn Logistik AB', 'Fjärrvärme', '2026-02', null, 'kWh'],
    ]);
  });

  it('has the series that meter values give in their unit, exactly (7 000 000 Wh is 7,000000 MWh)', () => {
    expect(table.rows.slice(4)).toEqual([
      ['Fjärrvärme koncern', '', '', 'Särskild tidsserie', '2026-01-15–2026-01-31', { units: 7_000_000, decimals: 6 }, 'MWh'],
      ['Fjärrvärme koncern', '', '', 'Särskild tidsserie', '2026-02', null, 'MWh'],
    ]);
  });

  it('ends with the sums per site and service, per service, overall and per series', () => {
    const span = '2026-01-15 – 2026-02-28';
    expect(table.totals).toEqual([
      ['Summa Lagret', 'Hamngatan 1, 131 54 Nacka', 'Nordhamn Logistik AB', 'El', span, { units: 1_234_567, decimals: 3 }, 'kWh'],
      ['Summa Lagret', 'Hamngatan 1, 131 54 Nacka', 'Nordhamn Logistik AB', 'Fjärrvärme', span, { units: 0, decimals: 3 }, 'kWh'],
      ['Summa El', '', '', 'El', span, { units: 1_234_567, decimals: 3 }, 'kWh'],
      ['Summa Fjärrvärme', '', '', 'Fjärrvärme', span, { units: 0, decimals: 3 }, 'kWh'],
      ['Totalt', '', '', 'Energi', span, { units: 1_234_567, decimals: 3 }, 'kWh'],
      ['Summa Fjärrvärme koncern', '', '', 'Särskild tidsserie', span, { units: 7_000_000, decimals: 6 }, 'MWh'],
    ]);
    expect(table.about[1]).toBe('Period: 2026-01-15 – 2026-02-28, per månad');
  });
});

describe('what a special time series can sum', () => {
  it('sums energy in kWh or MWh and water in m³, never the one in the other’s unit', () => {
    for (const service of ['EL', 'ELEXT', 'FJV', 'FJK']) {
      expect([seriesUnitFits('kWh', service), seriesUnitFits('MWh', service), seriesUnitFits('m³', service)]).toEqual([true, true, false]);
    }
    for (const service of ['VA', 'TVV']) {
      expect([seriesUnitFits('kWh', service), seriesUnitFits('MWh', service), seriesUnitFits('m³', service)]).toEqual([false, false, true]);
    }
  });
});
