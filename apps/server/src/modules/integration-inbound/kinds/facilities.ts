import { METERING_POINT_TYPES, UTILITY_TYPES, type UtilityTypeName } from '@mina-sidor/shared';
import { BUILDING_CATEGORIES } from '@mina-sidor/shared/heating-comparison';
import { PRICE_AREAS } from '@mina-sidor/shared/spot-price';
import { sql, type Insertable, type Transaction } from 'kysely';
import { z } from 'zod';
import type { Database, FacilitiesTable, FacilityBuildingsTable, MeteringPointsTable } from '../../../db/schema.ts';
import type { IndexedRecord, IntegrationKind, RecordProblem, WriteCounts } from '../../../integration-inbound/kind.ts';
import { among, chunks, date, ids, readByKey, text, textOf, WRITE_CHUNK } from '../../../integration-inbound/fields.ts';

const UTILITY_NAMES = Object.keys(UTILITY_TYPES) as [UtilityTypeName, ...UtilityTypeName[]];
const utility = z.enum(UTILITY_NAMES, { error: `Tjänsten ska vara en av ${UTILITY_NAMES.join(', ')}.` });

/** kW with at most three decimals, as numeric(12, 3) keeps it. */
const basePower = z
  .number()
  .min(0, 'Baseffekten kan inte vara negativ.')
  .max(999_999_999, 'Baseffekten är orimligt stor.')
  .refine((kw) => Math.abs(kw * 1000 - Math.round(kw * 1000)) < 1e-6, 'Baseffekten får ha högst tre decimaler (kW).');

const point = z.strictObject({
  meteringPointId: ids.meteringPoint,
  service: utility,
  /** CONSUMPTION: the facility's main meter of the service; PRODUCTION: what it feeds in; SUBMETER: a part of a main meter's use. */
  type: z.enum(METERING_POINT_TYPES, { error: `Mätpunktens typ ska vara en av ${METERING_POINT_TYPES.join(', ')}.` }),
  meterNumber: text(40, 'Mätarnumret'),
  /** Subscribed (base) power in kW of a high-voltage electricity point; null for every other. */
  basePower: basePower.nullable().optional(),
  /** A sub-meter's name ("Undermätare plan 2"): required for a SUBMETER, and only there. */
  name: text(100, 'Undermätarens namn').nullable().optional(),
});

const record = z
  .strictObject({
    facilityKey: ids.facility,
    /** The customer the facility is the customer's of; it never changes (a new customer at the address is a new facility). */
    customerId: ids.customer,
    displayName: text(200, 'Anläggningens namn'),
    address: text(200, 'Adressen'),
    postalCode: textOf('Postnumret')
      .trim()
      .regex(/^\d{3} ?\d{2}$/, 'Postnumret ska vara fem siffror, till exempel 131 40.'),
    city: text(100, 'Orten'),
    priceArea: z.enum(PRICE_AREAS, { error: 'Elområdet ska vara SE1, SE2, SE3 eller SE4.' }),
    gridArea: text(40, 'Nätområdet').nullable().optional(),
    /** The building as the district-heating comparison needs it; null: none registered; absent: left as stored. */
    building: z
      .strictObject({
        category: z.enum(BUILDING_CATEGORIES, { error: `Byggnadskategorin ska vara en av ${BUILDING_CATEGORIES.join(', ')}.` }),
        heatedAreaM2: z.number().int('Den uppvärmda arean anges i hela m².').positive('Den uppvärmda arean måste vara större än 0.').max(10_000_000),
      })
      .nullable()
      .optional(),
    /** The customer accounts that have the facility; a move-out is the day the account stops having it. */
    accounts: z
      .array(z.strictObject({ customerAccountId: ids.customerAccount, movedOutOn: z.nullable(date).optional() }))
      .min(1, 'En anläggning hör till minst ett kundkonto.')
      .max(100),
    services: z
      .array(z.strictObject({ name: utility, readingType: z.enum(['AUTOMATIC', 'MANUAL'], { error: 'Avläsningen ska vara AUTOMATIC eller MANUAL.' }) }))
      .min(1, 'En anläggning har minst en tjänst.')
      .max(20),
    meteringPoints: z.array(point).max(500).default([]),
  })
  .superRefine((facility, context) => {
    const issue = (path: (string | number)[], message: string) => context.addIssue({ code: 'custom', path, message });
    const services = facility.services.map((s) => s.name);
    const twiceService = services.find((name, i) => services.indexOf(name) !== i);
    if (twiceService) issue(['services'], `Tjänsten ${twiceService} står två gånger.`);
    const accounts = facility.accounts.map((a) => a.customerAccountId);
    const twiceAccount = accounts.find((id, i) => accounts.indexOf(id) !== i);
    if (twiceAccount) issue(['accounts'], `Kundkontot ${twiceAccount} står två gånger.`);
    const pointIds = facility.meteringPoints.map((p) => p.meteringPointId);
    const twicePoint = pointIds.find((id, i) => pointIds.indexOf(id) !== i);
    if (twicePoint) issue(['meteringPoints'], `Mätpunkten ${twicePoint} står två gånger.`);
    facility.meteringPoints.forEach((p, i) => {
      if (!services.includes(p.service)) issue(['meteringPoints', i, 'service'], `Anläggningen har inte tjänsten ${p.service} (services).`);
      if ((p.type === 'SUBMETER') !== (p.name != null)) {
        issue(['meteringPoints', i, 'name'], p.type === 'SUBMETER' ? 'En undermätare har ett namn.' : 'Bara en undermätare har ett namn.');
      }
      if (p.basePower != null && p.service !== 'EL') issue(['meteringPoints', i, 'basePower'], 'Baseffekt har bara en elmätpunkt.');
    });
  });

export type FacilityRecord = z.output<typeof record>;

type FacilityRow = Omit<Insertable<FacilitiesTable>, 'sort_order'>;
type PointRow = Insertable<MeteringPointsTable>;
type LinkRow = { facility_key: string; customer_account_id: string; moved_out_on: string | null };
type ServiceRow = { facility_key: string; service_id: number; name: string; reading_type: string };
type BuildingRow = Insertable<FacilityBuildingsTable>;

function rowsOf(f: FacilityRecord) {
  const facility: FacilityRow = {
    facility_key: f.facilityKey,
    customer_id: f.customerId,
    display_name: f.displayName,
    address: f.address,
    // One way of writing it: "131 40", as the demo data and the invoices do.
    postal_code: f.postalCode.replace(/^(\d{3}) ?(\d{2})$/, '$1 $2'),
    city: f.city,
    price_area: f.priceArea,
    grid_area: f.gridArea ?? null,
  };
  const links: LinkRow[] = f.accounts.map((a) => ({
    facility_key: f.facilityKey,
    customer_account_id: a.customerAccountId,
    moved_out_on: a.movedOutOn ?? null,
  }));
  const services: ServiceRow[] = f.services.map((s) => ({
    facility_key: f.facilityKey,
    service_id: UTILITY_TYPES[s.name],
    name: s.name,
    reading_type: s.readingType,
  }));
  const points: PointRow[] = f.meteringPoints.map((p) => ({
    metering_point_id: p.meteringPointId,
    facility_key: f.facilityKey,
    service: p.service,
    type: p.type,
    meter_number: p.meterNumber,
    base_power: p.basePower ?? null,
    name: p.name ?? null,
  }));
  const building: BuildingRow | null | undefined =
    f.building === undefined
      ? undefined
      : f.building && { facility_key: f.facilityKey, building_category: f.building.category, heated_area_m2: f.building.heatedAreaM2 };
  return { facility, links, services, points, building };
}

/** The customer must exist and have every account the facility lists; a facility and a metering point keep their owner. */
async function check(trx: Transaction<Database>, records: readonly IndexedRecord<FacilityRecord>[]): Promise<RecordProblem[]> {
  const [customers, facilities, accounts, points] = await Promise.all([
    readByKey(
      records.map((r) => r.record.customerId),
      (chunk) => trx.selectFrom('customers').select('customer_id').where(among('customer_id', chunk)).execute(),
      (row) => row.customer_id,
    ),
    readByKey(
      records.map((r) => r.record.facilityKey),
      (chunk) => trx.selectFrom('facilities').select(['facility_key', 'customer_id']).where(among('facility_key', chunk)).execute(),
      (row) => row.facility_key,
    ),
    readByKey(
      records.flatMap((r) => r.record.accounts.map((a) => a.customerAccountId)),
      (chunk) => trx.selectFrom('customer_accounts').select(['customer_account_id', 'customer_id']).where(among('customer_account_id', chunk)).execute(),
      (row) => row.customer_account_id,
    ),
    readByKey(
      records.flatMap((r) => r.record.meteringPoints.map((p) => p.meteringPointId)),
      (chunk) => trx.selectFrom('metering_points').select(['metering_point_id', 'facility_key']).where(among('metering_point_id', chunk)).execute(),
      (row) => row.metering_point_id,
    ),
  ]);
  const problems: RecordProblem[] = [];
  const pointInBatch = new Map<string, string>();
  for (const { index, record: f } of records) {
    const key = f.facilityKey;
    const refuse = (reason: string) => problems.push({ index, key, reason });
    if (!customers.has(f.customerId)) refuse(`Kunden ${f.customerId} finns inte: skicka kunden (customers) först.`);
    const owner = facilities.get(key)?.customer_id;
    if (owner !== undefined && owner !== f.customerId) {
      refuse(`Anläggningen hör till kunden ${owner}, inte ${f.customerId}: en ny kund på samma adress får en ny anläggning.`);
    }
    for (const { customerAccountId } of f.accounts) {
      const account = accounts.get(customerAccountId);
      if (!account) refuse(`Kundkontot ${customerAccountId} finns inte: skicka kunden med kontot (customers) först.`);
      else if (account.customer_id !== f.customerId) refuse(`Kundkontot ${customerAccountId} hör till kunden ${account.customer_id}, inte ${f.customerId}.`);
    }
    for (const { meteringPointId } of f.meteringPoints) {
      const stored = points.get(meteringPointId)?.facility_key;
      const earlier = pointInBatch.get(meteringPointId);
      if (stored !== undefined && stored !== key) refuse(`Mätpunkten ${meteringPointId} hör till anläggningen ${stored}.`);
      else if (earlier !== undefined && earlier !== key) refuse(`Mätpunkten ${meteringPointId} hör till anläggningen ${earlier} tidigare i batchen.`);
      else pointInBatch.set(meteringPointId, key);
    }
  }
  return problems;
}

const FACILITY_COLUMNS = ['customer_id', 'display_name', 'address', 'postal_code', 'city', 'price_area', 'grid_area'] as const;
const POINT_COLUMNS = ['facility_key', 'service', 'type', 'meter_number', 'base_power', 'name'] as const;

/** What is stored of the chunk's facilities, in the forms rowsOf writes. */
async function readStored(trx: Transaction<Database>, keys: string[], pointIds: string[]) {
  const [facilities, links, services, points, buildings] = await Promise.all([
    trx
      .selectFrom('facilities')
      .select(['facility_key', 'sort_order', ...FACILITY_COLUMNS])
      .where(among('facility_key', keys))
      .execute(),
    trx
      .selectFrom('facility_accounts')
      .select(['facility_key', 'customer_account_id', sql<string | null>`moved_out_on::text`.as('moved_out_on')])
      .where(among('facility_key', keys))
      .execute(),
    trx.selectFrom('facility_services').selectAll().where(among('facility_key', keys)).execute(),
    trx
      .selectFrom('metering_points')
      .select(['metering_point_id', 'facility_key', 'service', 'type', 'meter_number', 'name', sql<number | null>`base_power::float8`.as('base_power')])
      .where(among('metering_point_id', pointIds))
      .execute(),
    trx.selectFrom('facility_buildings').selectAll().where(among('facility_key', keys)).execute(),
  ]);
  return {
    facilities: new Map(facilities.map((row) => [row.facility_key, row])),
    links: new Map(links.map((row) => [`${row.facility_key}|${row.customer_account_id}`, row])),
    services: new Map(services.map((row) => [`${row.facility_key}|${row.name}`, row])),
    points: new Map(points.map((row) => [row.metering_point_id, row])),
    buildings: new Map(buildings.map((row) => [row.facility_key, row])),
  };
}

/** The customers' next places in their facility lists, for facilities new to them: after those they have. */
async function nextSortOrders(trx: Transaction<Database>, customerIds: string[]): Promise<Map<string, number>> {
  const rows = await trx
    .selectFrom('facilities')
    .select(['customer_id', sql<number>`max(sort_order) + 1`.as('next')])
    .where(among('customer_id', customerIds))
    .groupBy('customer_id')
    .execute();
  return new Map(rows.map((row) => [row.customer_id, Number(row.next)]));
}

/**
 * Upserts each facility with its account links, services, metering points and building. Nothing is removed: a link
 * ends with a move-out day, and a metering point the source no longer sends keeps its values (a building sent as null
 * is removed: it is a registration, not history).
 */
async function write(trx: Transaction<Database>, records: readonly FacilityRecord[]): Promise<WriteCounts> {
  const counts: WriteCounts = { inserted: 0, updated: 0, unchanged: 0 };
  for (const chunk of chunks(records, WRITE_CHUNK)) {
    const rows = chunk.map(rowsOf);
    const stored = await readStored(
      trx,
      rows.map((r) => r.facility.facility_key),
      rows.flatMap((r) => r.points.map((p) => p.metering_point_id)),
    );
    const nextSort = await nextSortOrders(trx, [
      ...new Set(rows.filter((r) => !stored.facilities.has(r.facility.facility_key)).map((r) => r.facility.customer_id)),
    ]);
    const changed = { facilities: [] as Insertable<FacilitiesTable>[], links: [] as LinkRow[], services: [] as ServiceRow[], points: [] as PointRow[] };
    const buildings: BuildingRow[] = [];
    const buildingsRemoved: string[] = [];
    for (const row of rows) {
      const key = row.facility.facility_key;
      const facility = stored.facilities.get(key);
      const facilityChanged = !facility || FACILITY_COLUMNS.some((column) => facility[column] !== row.facility[column]);
      if (facilityChanged) {
        const sortOrder = facility?.sort_order ?? nextSort.get(row.facility.customer_id) ?? 0;
        if (!facility) nextSort.set(row.facility.customer_id, sortOrder + 1);
        changed.facilities.push({ ...row.facility, sort_order: sortOrder });
      }
      const links = row.links.filter((link) => stored.links.get(`${key}|${link.customer_account_id}`)?.moved_out_on !== link.moved_out_on);
      const services = row.services.filter((service) => stored.services.get(`${key}|${service.name}`)?.reading_type !== service.reading_type);
      const points = row.points.filter((p) => {
        const was = stored.points.get(p.metering_point_id);
        return !was || POINT_COLUMNS.some((column) => (was[column] ?? null) !== (p[column] ?? null));
      });
      const building = stored.buildings.get(key);
      const buildingAdded =
        row.building && (!building || building.building_category !== row.building.building_category || building.heated_area_m2 !== row.building.heated_area_m2);
      const buildingRemoved = row.building === null && building !== undefined;
      changed.links.push(...links);
      changed.services.push(...services);
      changed.points.push(...points);
      if (buildingAdded && row.building) buildings.push(row.building);
      if (buildingRemoved) buildingsRemoved.push(key);
      if (!facility) counts.inserted++;
      else if (facilityChanged || links.length + services.length + points.length > 0 || buildingAdded || buildingRemoved) counts.updated++;
      else counts.unchanged++;
    }
    await upsert(trx, changed, buildings, buildingsRemoved);
  }
  return counts;
}

/** Writes what changed; a facility may have hundreds of metering points, so each table's rows go in chunks of their own. */
async function upsert(
  trx: Transaction<Database>,
  changed: { facilities: Insertable<FacilitiesTable>[]; links: LinkRow[]; services: ServiceRow[]; points: PointRow[] },
  buildings: BuildingRow[],
  buildingsRemoved: string[],
) {
  if (changed.facilities.length > 0) {
    await trx
      .insertInto('facilities')
      .values(changed.facilities)
      .onConflict((c) =>
        c.column('facility_key').doUpdateSet((eb) => Object.fromEntries(FACILITY_COLUMNS.map((column) => [column, eb.ref(`excluded.${column}`)]))),
      )
      .execute();
  }
  for (const rows of chunks(changed.links, WRITE_CHUNK)) {
    await trx
      .insertInto('facility_accounts')
      .values(rows)
      .onConflict((c) => c.columns(['facility_key', 'customer_account_id']).doUpdateSet((eb) => ({ moved_out_on: eb.ref('excluded.moved_out_on') })))
      .execute();
  }
  for (const rows of chunks(changed.services, WRITE_CHUNK)) {
    await trx
      .insertInto('facility_services')
      .values(rows)
      .onConflict((c) =>
        c.columns(['facility_key', 'name']).doUpdateSet((eb) => ({ service_id: eb.ref('excluded.service_id'), reading_type: eb.ref('excluded.reading_type') })),
      )
      .execute();
  }
  for (const rows of chunks(changed.points, WRITE_CHUNK)) {
    await trx
      .insertInto('metering_points')
      .values(rows)
      .onConflict((c) =>
        c.column('metering_point_id').doUpdateSet((eb) => Object.fromEntries(POINT_COLUMNS.map((column) => [column, eb.ref(`excluded.${column}`)]))),
      )
      .execute();
  }
  if (buildings.length > 0) {
    await trx
      .insertInto('facility_buildings')
      .values(buildings)
      .onConflict((c) =>
        c
          .column('facility_key')
          .doUpdateSet((eb) => ({ building_category: eb.ref('excluded.building_category'), heated_area_m2: eb.ref('excluded.heated_area_m2') })),
      )
      .execute();
  }
  if (buildingsRemoved.length > 0) await trx.deleteFrom('facility_buildings').where(among('facility_key', buildingsRemoved)).execute();
}

/** A villa with electricity and manually read water, as the customer system sends it (docs/integration.md has more). */
export const FACILITY_EXAMPLE = {
  facilityKey: '5000701-F01',
  customerId: '10000000701',
  displayName: 'Villa Granbacken',
  address: 'Granbacksvägen 3',
  postalCode: '131 45',
  city: 'Nacka',
  priceArea: 'SE3',
  gridArea: 'Nacka Energi elnät',
  building: { category: 'villa', heatedAreaM2: 142 },
  accounts: [{ customerAccountId: '5000701001', movedOutOn: null }],
  services: [
    { name: 'EL', readingType: 'AUTOMATIC' },
    { name: 'VA', readingType: 'MANUAL' },
  ],
  meteringPoints: [
    { meteringPointId: '735999100000070101', service: 'EL', type: 'CONSUMPTION', meterNumber: '70010101', basePower: null, name: null },
    { meteringPointId: 'VA-70010102', service: 'VA', type: 'CONSUMPTION', meterNumber: 'W-7001012', basePower: null, name: null },
  ],
};

export const facilitiesKind: IntegrationKind<FacilityRecord> = {
  name: 'facilities',
  scope: 'minasidor_facilities_write',
  title: 'Anläggningar med tjänster, mätpunkter och kundkonton',
  record,
  key: (facility) => facility.facilityKey,
  check,
  write,
  example: [FACILITY_EXAMPLE],
};
