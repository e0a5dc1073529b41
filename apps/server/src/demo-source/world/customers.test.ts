import Organisationsnummer from 'organisationsnummer';
import Personnummer from 'personnummer';
import { CUSTOMER_STATUS, CUSTOMER_TYPE_ID, EMPTY_GUID, LEGAL_PART, UTILITY_TYPES } from '@mina-sidor/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../db/connection.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { DEMO_PARTS } from '../parts.ts';
import { CUSTOMER_IDS, PERSONAS } from '../personas.ts';
import { buildDemoRows } from '../load.ts';
import { customerRecords, facilityRecords, sendDemoCustomers } from './customer-system.ts';
import { buildDemoBase } from './customers.ts';
import { sendDemoSpecialTimeSeries } from './group-report.ts';

describe('the demo data set', () => {
  it('is the same on every run', () => {
    expect(buildDemoRows()).toEqual(buildDemoRows());
    const base = buildDemoBase();
    expect([customerRecords(base), facilityRecords(base)]).toEqual([customerRecords(buildDemoBase()), facilityRecords(buildDemoBase())]);
  });

  it('uses valid test personnummer (birth numbers 980–999) and valid organisationsnummer', () => {
    for (const persona of PERSONAS) {
      expect(Personnummer.valid(persona.personnummer), persona.key).toBe(true);
      expect(Number(persona.personnummer.slice(8, 11)), persona.key).toBeGreaterThanOrEqual(980);
    }
    const companies = buildDemoBase().customers.filter((c) => c.legal_part_id === LEGAL_PART.company);
    expect(companies.length).toBeGreaterThan(0);
    for (const company of companies) expect(Organisationsnummer.valid(company.identification_number)).toBe(true);
  });

  it('gives every persona the data its path needs', () => {
    const data = buildDemoBase();
    const accountsOf = (customerId: string) => data.customer_accounts.filter((a) => a.customer_id === customerId);
    const foretag = data.customers.find((c) => c.name === 'Bergström Fastigheter AB')!;
    expect(accountsOf(foretag.customer_id)).toHaveLength(12);
    expect(accountsOf(foretag.customer_id).filter((a) => a.status_id === CUSTOMER_STATUS.inactive)).toHaveLength(1);
    expect(data.metering_points.some((p) => p.base_power !== null)).toBe(true);
    const koncern = data.customers.find((c) => c.customer_type_id === CUSTOMER_TYPE_ID.companyType)!;
    expect(koncern.group_id).not.toBe(EMPTY_GUID);
    expect(data.special_time_series.every((s) => s.customer_id === koncern.customer_id)).toBe(true);
    expect(data.linked_customers).toHaveLength(1);
    expect(
      data.users
        .filter((u) => u.customer_id === null)
        .map((u) => u.persona_key)
        .sort(),
    ).toEqual(['admin', 'icke-kund', 'inbjuden', 'kundservice', 'nytt-foretag', 'utan-kundid']);
    const privatFacility = data.facilities.find((f) => f.display_name === 'Villa Solbacken')!;
    const services = data.facility_services.filter((s) => s.facility_key === privatFacility.facility_key);
    expect(services.map((s) => `${s.name}:${s.reading_type}`).sort()).toEqual(['EL:AUTOMATIC', 'FJV:AUTOMATIC', 'VA:MANUAL']);
  });

  it('gives the group six sites over its three organisations, and every issue-13 service to someone', () => {
    const data = buildDemoBase();
    const sites = data.facilities.filter((f) => f.customer_id === CUSTOMER_IDS.koncern);
    expect(sites).toHaveLength(6);
    const organisations = data.facility_accounts.filter((a) => sites.some((f) => f.facility_key === a.facility_key)).map((a) => a.customer_account_id);
    expect(new Set(organisations).size).toBe(3);
    const servicesOf = (customerId: string) =>
      new Set(
        data.facility_services.filter((s) => data.facilities.some((f) => f.facility_key === s.facility_key && f.customer_id === customerId)).map((s) => s.name),
      );
    expect([...servicesOf(CUSTOMER_IDS.koncern)].sort()).toEqual(['EL', 'FJK', 'FJV', 'TVV', 'VA']);
    const sickla = data.facility_services.filter((s) => s.facility_key === '5100303-F06').map((s) => s.name);
    expect(sickla.sort()).toEqual(['EL', 'FJK', 'FJV']);
    for (const service of data.facility_services) expect(service.service_id).toBe(UTILITY_TYPES[service.name as keyof typeof UTILITY_TYPES]);
  });

  it('puts every sub-meter, named, under a main meter of its service on its facility, on company and group sites only', () => {
    const data = buildDemoBase();
    const subMeters = data.metering_points.filter((p) => p.type === 'SUBMETER');
    expect(new Set(subMeters.map((p) => p.service))).toEqual(new Set(['EL', 'FJV', 'VA']));
    for (const subMeter of subMeters) {
      expect(subMeter.name, subMeter.metering_point_id).toMatch(/^Undermätare /);
      const main = data.metering_points.filter((p) => p.facility_key === subMeter.facility_key && p.service === subMeter.service && p.type === 'CONSUMPTION');
      expect(main, subMeter.metering_point_id).toHaveLength(1);
      const owner = data.facilities.find((f) => f.facility_key === subMeter.facility_key)!.customer_id;
      expect([CUSTOMER_IDS.foretag, CUSTOMER_IDS.koncern]).toContain(owner);
    }
    expect(data.metering_points.filter((p) => p.type !== 'SUBMETER').every((p) => p.name === undefined)).toBe(true);
  });

  it('keeps the points that were there before the service screens came under their ids', () => {
    // The first customers' points are drawn before the additions, from the same generator as ever.
    const privat = buildDemoBase().metering_points.filter((p) => p.facility_key === '5000101-F01');
    expect(privat.map((p) => `${p.metering_point_id}/${p.type}`)).toEqual([
      '735999876236865657/CONSUMPTION',
      'FJV-44203809/CONSUMPTION',
      'VA-57645841/CONSUMPTION',
      '735999545692730524/PRODUCTION',
    ]);
  });

  it('writes every module’s rows once, after the customer structure is sent, which is no rows', () => {
    const tables = buildDemoRows().map(([table]) => table);
    expect(new Set(tables).size).toBe(tables.length);
    const sent = ['customers', 'customer_accounts', 'parent_organizations', 'facilities', 'facility_accounts', 'facility_services', 'metering_points'] as const;
    for (const table of [...sent, 'facility_buildings', 'special_time_series', 'special_time_series_points'] as const) expect(tables).not.toContain(table);
    // Nor is anything else an integration kind carries: the provider's records go through the inbound API's code path.
    const carried = ['contracts', 'price_lists', 'messages', 'powers_of_attorney', 'invoices', 'invoice_lines', 'invoice_payments', 'disruptions'] as const;
    for (const table of carried) expect(tables).not.toContain(table);
    expect(DEMO_PARTS[0]).toMatchObject({ name: 'customers', send: sendDemoCustomers });
  });
});

describe('the customer structure, sent as the provider’s systems send it', () => {
  const base = buildDemoBase();
  let db: Db;
  beforeAll(async () => {
    db = await openDatabase({ kind: 'pglite-memory' });
    await migrateToLatest(db);
    await sendDemoCustomers(db, base);
    await sendDemoSpecialTimeSeries(db, base);
  }, 60_000);
  afterAll(() => db?.destroy());

  /** Rows in the order of a key, compared by code unit: the same order for the stored rows and the model's. */
  const sorted = <Row>(rows: readonly Row[], key: (row: Row) => string) => [...rows].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
  const facilityRowKey = (row: { facility_key: string; customer_account_id?: string; name?: string | null }) =>
    `${row.facility_key}|${row.customer_account_id ?? row.name}`;

  it('is stored as the demo model has it: the same ids, codes, texts and order, where screens and tests look them up', async () => {
    const stored = await Promise.all([
      db.selectFrom('customers').selectAll().execute(),
      db.selectFrom('parent_organizations').selectAll().execute(),
      db.selectFrom('customer_accounts').selectAll().execute(),
      db.selectFrom('facilities').selectAll().execute(),
      db.selectFrom('facility_accounts').selectAll().execute(),
      db.selectFrom('facility_services').selectAll().execute(),
      db
        .selectFrom('metering_points')
        .select(['metering_point_id', 'facility_key', 'service', 'type', 'meter_number', sql<number | null>`base_power::float8`.as('base_power'), 'name'])
        .execute(),
      db.selectFrom('special_time_series').selectAll().execute(),
    ]);
    const [customers, parents, accounts, facilities, links, services, points, series] = stored;
    expect(sorted(customers, (c) => c.customer_id)).toEqual(sorted(base.customers, (c) => c.customer_id));
    expect(parents).toEqual(base.parent_organizations);
    expect(sorted(accounts, (a) => a.customer_account_id)).toEqual(sorted(base.customer_accounts, (a) => a.customer_account_id));
    // In price area 3 and without a grid area, as the columns' defaults had them when the demo wrote rows.
    expect(sorted(facilities, (f) => f.facility_key)).toEqual(
      sorted(base.facilities, (f) => f.facility_key).map((f) => ({ ...f, price_area: 'SE3', grid_area: null })),
    );
    expect(sorted(links, facilityRowKey)).toEqual(sorted(base.facility_accounts, facilityRowKey).map((a) => ({ ...a, moved_out_on: null })));
    expect(sorted(services, facilityRowKey)).toEqual(sorted(base.facility_services, facilityRowKey));
    expect(sorted(points, (p) => p.metering_point_id)).toEqual(
      sorted(base.metering_points, (p) => p.metering_point_id).map((p) => ({ ...p, base_power: p.base_power ?? null, name: p.name ?? null })),
    );
    expect(sorted(series, (s) => s.time_series_id)).toEqual(sorted(base.special_time_series, (s) => s.time_series_id));
  });

  it('registers the buildings of the district-heating comparison, and leaves Nordhamn’s Anläggning 3 without one', async () => {
    const buildings = await db.selectFrom('facility_buildings').selectAll().execute();
    expect(buildings.map((b) => `${b.facility_key} ${b.building_category} ${b.heated_area_m2}`).sort()).toEqual([
      '5000101-F01 villa 145',
      '5000202-F01 villa 170',
      '5100303-F01 flerbostadshus 2650',
      '5100303-F03 flerbostadshus 3100',
      '5100303-F05 flerbostadshus 2900',
      '5100303-F06 kontor 3600',
      '5200404-F01 kontor 3300',
      '5200404-F06 flerbostadshus 2800',
    ]);
  });

  it('sums in each of the group’s series every main meter of its service at the group’s six sites', async () => {
    const rows = await db
      .selectFrom('special_time_series_points as s')
      .innerJoin('metering_points as p', 'p.metering_point_id', 's.metering_point_id')
      .innerJoin('facilities as f', 'f.facility_key', 'p.facility_key')
      .select(['s.time_series_id', 'p.service', 'p.type', 'f.customer_id'])
      .execute();
    const counts: Record<string, number> = {};
    for (const r of rows) {
      const key = `${r.time_series_id} ${r.service} ${r.type} ${r.customer_id}`;
      counts[key] = (counts[key] ?? 0) + 1;
    }
    expect(counts).toEqual({
      [`TS-5200404-1 EL CONSUMPTION ${CUSTOMER_IDS.koncern}`]: 6,
      [`TS-5200404-2 FJV CONSUMPTION ${CUSTOMER_IDS.koncern}`]: 3,
      [`TS-5200404-3 FJK CONSUMPTION ${CUSTOMER_IDS.koncern}`]: 1,
    });
  });
});
