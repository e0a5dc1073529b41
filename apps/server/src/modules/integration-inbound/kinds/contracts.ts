import { UTILITY_TYPES, type UtilityTypeName } from '@mina-sidor/shared';
import { sql, type Insertable, type Transaction } from 'kysely';
import { z } from 'zod';
import type { ContractsTable, Database, PriceComponent } from '../../../db/schema.ts';
import type { IndexedRecord, IntegrationKind, RecordProblem, WriteCounts } from '../../../integration-inbound/kind.ts';
import { among, chunks, date, ids, readByKey, text, WRITE_CHUNK } from '../../../integration-inbound/fields.ts';

const UTILITY_NAMES = Object.keys(UTILITY_TYPES) as [UtilityTypeName, ...UtilityTypeName[]];

/** A price's unit: kronor or öre per energy, power, volume or time, power also per month or year ("kr/kW/år"). */
const UNIT = /^(kr|öre)\/(kWh|MWh|kW|kvarh|m³|mån|år|dygn|st)(\/(mån|år))?$/;

const priceComponent = z.strictObject({
  name: text(100, 'Priskomponentens namn'),
  price: z.number({ error: 'Priset ska vara ett tal.' }),
  unit: z
    .string({ error: 'Enhet saknas.' })
    .regex(UNIT, 'Enheten ska vara kr eller öre per kWh, MWh, kW, kvarh, m³, mån, år, dygn eller st, till exempel öre/kWh eller kr/kW/år.'),
});

const record = z
  .strictObject({
    contractId: ids.contract,
    /** The contract's reference in the customer system; R- and the contract's digits when absent. */
    referenceId: text(40, 'Referensen').optional(),
    customerId: ids.customer,
    customerAccountId: ids.customerAccount,
    facilityKey: ids.facility,
    utilityType: z.enum(UTILITY_NAMES, { error: `Nyttighetstypen ska vara en av ${UTILITY_NAMES.join(', ')}.` }),
    productNumber: text(40, 'Produktnumret'),
    productName: text(200, 'Produktnamnet'),
    startDate: date,
    /** The last day of the contract; null (or absent) while it runs until further notice. An ended contract stays, with its history. */
    endDate: z.nullable(date).optional(),
    meteringPointId: ids.meteringPoint.nullable().optional(),
    fuseSize: z
      .string()
      .regex(/^\d{1,4}A$/, 'Säkringen skrivs i ampere, till exempel 20A.')
      .nullable()
      .optional(),
    bindingPeriodEnd: z.nullable(date).optional(),
    noticePeriodMonths: z.number().int('Uppsägningstiden anges i hela månader.').min(0).max(36).default(3),
    priceComponents: z.array(priceComponent).max(50).default([]),
  })
  .superRefine((contract, context) => {
    if (contract.endDate && contract.endDate < contract.startDate) {
      context.addIssue({ code: 'custom', path: ['endDate'], message: 'Slutdatum kan inte vara före startdatum.' });
    }
    if (contract.bindingPeriodEnd && contract.bindingPeriodEnd < contract.startDate) {
      context.addIssue({ code: 'custom', path: ['bindingPeriodEnd'], message: 'Bindningstiden kan inte sluta före startdatum.' });
    }
  });

export type ContractRecord = z.output<typeof record>;

type ContractRow = Insertable<ContractsTable>;

const COLUMNS = [
  'reference_id',
  'customer_id',
  'customer_account_id',
  'facility_key',
  'utility_type_id',
  'utility_type_name',
  'product_number',
  'product_name',
  'start_date',
  'end_date',
  'metering_point_id',
  'fuse_size',
  'binding_period_end',
  'notice_period_months',
  'price_components',
] as const;

const componentsJson = (components: readonly PriceComponent[]) => JSON.stringify(components.map(({ name, price, unit }) => ({ name, price, unit })));

function rowOf(c: ContractRecord): ContractRow {
  return {
    contract_id: c.contractId,
    reference_id: c.referenceId ?? `R-${c.contractId.slice(1)}`,
    customer_id: c.customerId,
    customer_account_id: c.customerAccountId,
    facility_key: c.facilityKey,
    utility_type_id: UTILITY_TYPES[c.utilityType],
    utility_type_name: c.utilityType,
    product_number: c.productNumber,
    product_name: c.productName,
    start_date: c.startDate,
    end_date: c.endDate ?? null,
    metering_point_id: c.meteringPointId ?? null,
    fuse_size: c.fuseSize ?? null,
    binding_period_end: c.bindingPeriodEnd ?? null,
    notice_period_months: c.noticePeriodMonths,
    price_components: componentsJson(c.priceComponents),
  };
}

/** The customer, account, facility and metering point must exist, and be the customer's, the account's and the facility's. */
async function check(trx: Transaction<Database>, records: readonly IndexedRecord<ContractRecord>[]): Promise<RecordProblem[]> {
  const all = records.map((r) => r.record);
  const [customers, accounts, facilities, links, points, contracts] = await Promise.all([
    readByKey(
      all.map((c) => c.customerId),
      (chunk) => trx.selectFrom('customers').select('customer_id').where(among('customer_id', chunk)).execute(),
      (row) => row.customer_id,
    ),
    readByKey(
      all.map((c) => c.customerAccountId),
      (chunk) => trx.selectFrom('customer_accounts').select(['customer_account_id', 'customer_id']).where(among('customer_account_id', chunk)).execute(),
      (row) => row.customer_account_id,
    ),
    readByKey(
      all.map((c) => c.facilityKey),
      (chunk) => trx.selectFrom('facilities').select(['facility_key', 'customer_id']).where(among('facility_key', chunk)).execute(),
      (row) => row.facility_key,
    ),
    readByKey(
      all.map((c) => c.facilityKey),
      (chunk) => trx.selectFrom('facility_accounts').select(['facility_key', 'customer_account_id']).where(among('facility_key', chunk)).execute(),
      (row) => `${row.facility_key}|${row.customer_account_id}`,
    ),
    readByKey(
      all.flatMap((c) => (c.meteringPointId ? [c.meteringPointId] : [])),
      (chunk) => trx.selectFrom('metering_points').select(['metering_point_id', 'facility_key']).where(among('metering_point_id', chunk)).execute(),
      (row) => row.metering_point_id,
    ),
    readByKey(
      all.map((c) => c.contractId),
      (chunk) => trx.selectFrom('contracts').select(['contract_id', 'customer_id']).where(among('contract_id', chunk)).execute(),
      (row) => row.contract_id,
    ),
  ]);
  const problems: RecordProblem[] = [];
  for (const { index, record: c } of records) {
    const refuse = (reason: string) => problems.push({ index, key: c.contractId, reason });
    if (!customers.has(c.customerId)) refuse(`Kunden ${c.customerId} finns inte: skicka kunden (customers) först.`);
    const owner = contracts.get(c.contractId)?.customer_id;
    if (owner !== undefined && owner !== c.customerId) refuse(`Avtalet hör till kunden ${owner}, inte ${c.customerId}.`);
    const account = accounts.get(c.customerAccountId);
    if (!account) refuse(`Kundkontot ${c.customerAccountId} finns inte: skicka kunden med kontot (customers) först.`);
    else if (account.customer_id !== c.customerId) refuse(`Kundkontot ${c.customerAccountId} hör till kunden ${account.customer_id}, inte ${c.customerId}.`);
    const facility = facilities.get(c.facilityKey);
    if (!facility) refuse(`Anläggningen ${c.facilityKey} finns inte: skicka anläggningen (facilities) först.`);
    else if (facility.customer_id !== c.customerId) refuse(`Anläggningen ${c.facilityKey} hör till kunden ${facility.customer_id}, inte ${c.customerId}.`);
    else if (account && !links.has(`${c.facilityKey}|${c.customerAccountId}`))
      refuse(`Anläggningen ${c.facilityKey} hör inte till kundkontot ${c.customerAccountId}.`);
    if (c.meteringPointId) {
      const pointFacility = points.get(c.meteringPointId)?.facility_key;
      if (pointFacility === undefined) refuse(`Mätpunkten ${c.meteringPointId} finns inte: skicka den med anläggningen (facilities) först.`);
      else if (pointFacility !== c.facilityKey) refuse(`Mätpunkten ${c.meteringPointId} hör till anläggningen ${pointFacility}, inte ${c.facilityKey}.`);
    }
  }
  return problems;
}

/** Upserts each contract. A contract ends with its end date and stays, as the contracts page shows an ended one. */
async function write(trx: Transaction<Database>, records: readonly ContractRecord[]): Promise<WriteCounts> {
  const counts: WriteCounts = { inserted: 0, updated: 0, unchanged: 0 };
  for (const chunk of chunks(records, WRITE_CHUNK)) {
    const rows = chunk.map(rowOf);
    const stored = await trx
      .selectFrom('contracts')
      .select([
        'contract_id',
        'reference_id',
        'customer_id',
        'customer_account_id',
        'facility_key',
        'utility_type_id',
        'utility_type_name',
        'product_number',
        'product_name',
        'metering_point_id',
        'fuse_size',
        'notice_period_months',
        sql<string>`start_date::text`.as('start_date'),
        sql<string | null>`end_date::text`.as('end_date'),
        sql<string | null>`binding_period_end::text`.as('binding_period_end'),
        sql<PriceComponent[] | string>`price_components`.as('price_components'),
      ])
      .where(
        among(
          'contract_id',
          rows.map((r) => r.contract_id),
        ),
      )
      .execute();
    const byId = new Map(stored.map((row) => [row.contract_id, row]));
    const changed: ContractRow[] = [];
    for (const row of rows) {
      const was = byId.get(row.contract_id);
      if (!was) {
        counts.inserted++;
        changed.push(row);
        continue;
      }
      // jsonb keeps its own key order; compared in the order rowOf writes.
      const components = typeof was.price_components === 'string' ? (JSON.parse(was.price_components) as PriceComponent[]) : was.price_components;
      const same = COLUMNS.every((column) =>
        column === 'price_components' ? componentsJson(components) === row.price_components : (was[column] ?? null) === (row[column] ?? null),
      );
      if (same) {
        counts.unchanged++;
      } else {
        counts.updated++;
        changed.push(row);
      }
    }
    if (changed.length > 0) {
      await trx
        .insertInto('contracts')
        .values(changed)
        .onConflict((c) => c.column('contract_id').doUpdateSet((eb) => Object.fromEntries(COLUMNS.map((column) => [column, eb.ref(`excluded.${column}`)]))))
        .execute();
    }
  }
  return counts;
}

/** An electricity grid contract of the example villa, as the customer system sends it (docs/integration.md has more). */
export const CONTRACT_EXAMPLE = {
  contractId: 'K700010101',
  customerId: '10000000701',
  customerAccountId: '5000701001',
  facilityKey: '5000701-F01',
  utilityType: 'EL',
  productNumber: 'EL SÄK EFF',
  productName: 'Elnät effekttariff',
  startDate: '2026-12-01',
  endDate: null,
  meteringPointId: '735999100000070101',
  fuseSize: '20A',
  bindingPeriodEnd: null,
  noticePeriodMonths: 3,
  priceComponents: [
    { name: 'Fast avgift', price: 395, unit: 'kr/mån' },
    { name: 'Effektavgift', price: 81.25, unit: 'kr/kW' },
    { name: 'Överföring', price: 7.5, unit: 'öre/kWh' },
  ],
};

export const contractsKind: IntegrationKind<ContractRecord> = {
  name: 'contracts',
  scope: 'minasidor_contracts_write',
  title: 'Avtal med priskomponenter och giltighetsdatum',
  record,
  key: (contract) => contract.contractId,
  check,
  write,
  example: [CONTRACT_EXAMPLE],
};
