import { gridCostEndpoints } from '@mina-sidor/shared/grid-cost';
import { peakPowerEndpoints } from '@mina-sidor/shared/peak-power';
import type { PriceListRecordInput } from '@mina-sidor/shared/price-list';
import { spotPriceEndpoints } from '@mina-sidor/shared/spot-price';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, swedishToday } from '../src/lib/swedish-time.ts';
import { pricesOn } from '../src/modules/grid-cost/rules.ts';
import { completeMonths } from '../src/modules/peak-power/rules.ts';
import { priceListsKind } from '../src/modules/price-lists/integration-kind.ts';
import { readPriceLists } from '../src/modules/price-lists/repository.ts';
import { call, valueIn } from './support/endpoints.ts';
import { signIn } from './support/oidc-login.ts';
import { CUSTOMER_IDS } from './support/personas.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const PRIVAT = CUSTOMER_IDS.privat;
const VILLA = '5000101-F01';
const FEES = { '16A': 30_000, '20A': 40_000, '25A': 50_000, '35A': 80_000, '50A': 120_000, '63A': 160_000 };
const errorOf = (body: unknown) => (body as { error: { code: string; message: string } }).error;

/**
 * The provider's price list system, as the inbound machinery drives a kind: each record read by the
 * kind's schema, the batch checked, then written — all or nothing, in one transaction.
 */
async function send(server: TestServer, records: readonly unknown[]) {
  const read = records.map((record, index) => ({ index, result: priceListsKind.record.safeParse(record) }));
  const invalid = read.flatMap(({ index, result }) => (result.success ? [] : [{ index, reasons: result.error.issues.map((issue) => issue.message) }]));
  if (invalid.length > 0) return { invalid, problems: [], counts: null };
  const indexed = read.map(({ index, result }) => ({ index, record: result.data! }));
  return server.db.transaction().execute(async (trx) => {
    const problems = await priceListsKind.check(trx, indexed);
    if (problems.length > 0) return { invalid: [], problems, counts: null };
    return {
      invalid: [],
      problems: [],
      counts: await priceListsKind.write(
        trx,
        indexed.map((i) => i.record),
      ),
    };
  });
}

describe('price lists from the provider’s systems (integration kind price-lists)', () => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer({ meterValues: { facilityKeys: [VILLA], until: new Date() } });
    token = (await signIn(server.baseUrl, { persona: 'privat' })).access_token;
  }, 180_000);
  afterAll(() => server.close());

  const calculate = async () => {
    const answer = await call(
      server,
      gridCostEndpoints.calculate,
      { query: { fuseSize: '20A', yearlyKwh: '20 000', peakKw: '5,5', reducedEnergyTax: 'false' } },
      token,
    );
    return answer.status === 200
      ? { status: 200, cost: valueIn(gridCostEndpoints.calculate, answer)! }
      : { status: answer.status, error: errorOf(answer.body) };
  };
  const history = async () => {
    const answer = await call(server, peakPowerEndpoints.history, { params: { id: PRIVAT, facilityKey: VILLA } }, token);
    expect(answer.status, answer.text).toBe(200);
    return valueIn(peakPowerEndpoints.history, answer)!;
  };
  const unitPrice = (cost: { lines: { kind: string; unitPriceOre: number }[] } | undefined, kind: string) =>
    cost?.lines.find((line) => line.kind === kind)?.unitPriceOre;

  it('keeps the demo’s price lists, written through the kind: sent again, nothing changes', async () => {
    const stored = await server.db.selectFrom('price_lists').select(['id', 'kind']).orderBy('id').execute();
    expect(new Set(stored.map((row) => row.kind))).toEqual(new Set(['grid-tariff', 'energy-tax', 'vat', 'peak-model', 'district-heating', 'water']));
    const again = stored.map((row) => row.id);
    const rows = await sql<{ record: Record<string, unknown> }>`
      select content || jsonb_build_object('id', id, 'kind', kind, 'validFrom', valid_from::text, 'validTo', valid_to::text) as record
      from price_lists where id = any(${again})`.execute(server.db);
    const records = rows.rows.map((r) => (typeof r.record === 'string' ? (JSON.parse(r.record) as Record<string, unknown>) : r.record));
    expect(await send(server, records)).toEqual({ invalid: [], problems: [], counts: { inserted: 0, updated: 0, unchanged: stored.length } });
  });

  it('writes a new list once: the same list again is unchanged, a changed entry updated, and every version kept', async () => {
    const water: PriceListRecordInput = {
      id: 'VA-VILLA-2027',
      kind: 'water',
      validFrom: '2027-01-01',
      productNumber: 'VA VILLA',
      name: 'Vatten och avlopp villa',
      usageOrePerM3: 5120,
      fixedOrePerYear: 360_000,
    };
    const tax: PriceListRecordInput = { id: 'ENERGISKATT-2027', kind: 'energy-tax', validFrom: '2027-01-01', orePerKwh: 37.5 };
    expect((await send(server, [water, tax])).counts).toEqual({ inserted: 2, updated: 0, unchanged: 0 });
    const before = await server.db.selectFrom('price_lists').select(['id', 'updated_at']).where('id', 'in', [water.id, tax.id]).orderBy('id').execute();
    expect((await send(server, [water, tax])).counts).toEqual({ inserted: 0, updated: 0, unchanged: 2 });
    expect(await server.db.selectFrom('price_lists').select(['id', 'updated_at']).where('id', 'in', [water.id, tax.id]).orderBy('id').execute()).toEqual(
      before,
    );
    // Left out, validTo and the northern rate are null: sent as null, the same entry.
    expect((await send(server, [{ ...tax, validTo: null, northernOrePerKwh: null }])).counts).toEqual({ inserted: 0, updated: 0, unchanged: 1 });

    expect((await send(server, [{ ...water, usageOrePerM3: 5200 }, tax])).counts).toEqual({ inserted: 0, updated: 1, unchanged: 1 });
    const revisions = await sql<{ revision: number; usage: number }>`
      select revision, (content->>'usageOrePerM3')::numeric::float8 as usage from price_list_revisions where id = ${water.id} order by revision`.execute(
      server.db,
    );
    expect(revisions.rows).toEqual([
      { revision: 1, usage: 5120 },
      { revision: 2, usage: 5200 },
    ]);
    expect((await readPriceLists(server.db)).water.map((w) => [w.productNumber, w.from, w.usageOrePerM3])).toEqual([
      ['VA BRUK', '2020-01-01', 4890],
      ['VA VILLA', '2027-01-01', 5200],
    ]);
  });

  it('refuses, with the record’s place and a Swedish reason, what the portal could not price by', async () => {
    const base = { kind: 'peak-model', validFrom: '2027-03-01', priceOrePerKw: 9000 } as const;
    const unknown = await send(server, [
      { ...base, id: 'EFFEKT-2027', model: 'weekday-daytime-hour' },
      { ...base, id: 'EFFEKT-2027-B', model: 'tre-toppar-per-kvartal' },
    ]);
    expect(unknown.problems).toEqual([
      {
        index: 1,
        key: 'EFFEKT-2027-B',
        reason: expect.stringMatching(/^Effektmodellen tre-toppar-per-kvartal kan portalen inte räkna med\. Kända modeller: weekday-daytime-hour, /),
      },
    ]);

    // Two entries of one timeline cannot start the same day: in the batch, or beside a stored one.
    const sameDay = await send(server, [
      { ...base, id: 'EFFEKT-2027', model: 'weekday-daytime-hour' },
      { ...base, id: 'EFFEKT-2027-B', model: 'three-days-hour' },
      { id: 'MOMS-2020-B', kind: 'vat', validFrom: '2020-01-01', percent: 25 },
    ]);
    expect(sameDay.problems).toEqual([
      { index: 1, key: 'EFFEKT-2027-B', reason: expect.stringContaining('Det finns redan en effektmodell som börjar 2027-03-01 (EFFEKT-2027).') },
      { index: 2, key: 'MOMS-2020-B', reason: expect.stringContaining('Det finns redan en momssats som börjar 2020-01-01 (MOMS-2020).') },
    ]);
    // Water is one timeline per product: two products may start the same day.
    const products = ['VA A', 'VA B'].map((productNumber, i) => ({
      id: `VA-${i}`,
      kind: 'water',
      validFrom: '2028-01-01',
      productNumber,
      name: productNumber,
      usageOrePerM3: 5000,
      fixedOrePerYear: 300_000,
    }));
    expect((await send(server, products)).counts).toEqual({ inserted: 2, updated: 0, unchanged: 0 });

    const otherKind = await send(server, [{ id: 'MOMS-2020', kind: 'energy-tax', validFrom: '2029-01-01', orePerKwh: 40 }]);
    expect(otherKind.problems).toEqual([{ index: 0, key: 'MOMS-2020', reason: expect.stringContaining('finns redan som momssats') }]);

    const wrong = await send(server, [
      {
        id: 'X1',
        kind: 'grid-tariff',
        validFrom: '2027-02-30',
        productNumber: 'EL X',
        name: 'X',
        tariffType: 'power',
        fixedOrePerMonth: FEES,
        transferOrePerKwh: 7.5,
      },
      {
        id: 'X2',
        kind: 'grid-tariff',
        validFrom: '2027-01-01',
        productNumber: 'EL X',
        name: 'X',
        tariffType: 'power',
        fixedOrePerMonth: { '20A': 1 },
        transferOrePerKwh: 7.555,
      },
      {
        id: 'X3',
        kind: 'district-heating',
        validFrom: '2027-01-15',
        baseOrePerKwh: 1,
        peakOrePerKwh: 2,
        peakBelowCelsius: -5,
        flow: { referenceM3PerMwh: 21.5, orePerM3: 1 },
        flowMonths: [1],
        coolingTargetK: 40,
        fixedOrePerYear: { private: 1, company: 1 },
      },
      { id: 'X4', kind: 'vat', validFrom: '2027-01-01', validTo: '2026-12-31', percent: 25 },
      { id: 'X5', kind: 'gas', validFrom: '2027-01-01' },
      { id: 'X6', kind: 'vat', validFrom: '2027-01-01', percent: 25, currency: 'SEK' },
    ]);
    expect(wrong.invalid.map((r) => r.index)).toEqual([0, 1, 2, 3, 4, 5]);
    const reasons = wrong.invalid.flatMap((r) => r.reasons).join(' | ');
    for (const expected of [
      'Ange ett datum som ÅÅÅÅ-MM-DD.',
      'Ange den fasta avgiften för 16A som ett tal (öre).',
      'Ange överföringsavgiften i öre med högst två decimaler.',
      'En fjärrvärmetariff gäller hela månader',
      'validTo får inte vara före validFrom.',
      'Ange kind som ett av grid-tariff, energy-tax, vat, peak-model, district-heating, water.',
      'Okänt fält: currency.',
    ]) {
      expect(reasons).toContain(expected);
    }
  });

  it('changes the calculator’s answer from the day a new price starts, and not before', async () => {
    const today = swedishToday();
    const tomorrow = addDays(today, 1);
    const first = await calculate();
    expect([unitPrice(first.cost, 'transfer'), unitPrice(first.cost, 'energyTax')]).toEqual([7.5, 36]);

    // A new grid price list from tomorrow, and an energy tax from today: once the tax shows, the batch has been heard.
    const grid: PriceListRecordInput = {
      id: 'ELNAT-EFF-NY',
      kind: 'grid-tariff',
      validFrom: tomorrow,
      productNumber: 'EL SÄK EFF',
      name: 'Elnät effekttariff',
      tariffType: 'power',
      fixedOrePerMonth: FEES,
      transferOrePerKwh: 9.9,
    };
    const tax: PriceListRecordInput = { id: 'ENERGISKATT-NY', kind: 'energy-tax', validFrom: today, orePerKwh: 39 };
    expect((await send(server, [grid, tax])).counts).toEqual({ inserted: 2, updated: 0, unchanged: 0 });
    await expect.poll(async () => unitPrice((await calculate()).cost, 'energyTax'), { timeout: 10_000 }).toBe(39);
    expect(unitPrice((await calculate()).cost, 'transfer')).toBe(7.5);
    const lists = await readPriceLists(server.db);
    expect(pricesOn(today, lists).tariff.transferOrePerKwh).toBe(7.5);
    expect(pricesOn(tomorrow, lists).tariff.transferOrePerKwh).toBe(9.9);

    // The same price list moved to start today: today's answer has it.
    expect((await send(server, [{ ...grid, validFrom: today }])).counts).toEqual({ inserted: 0, updated: 1, unchanged: 0 });
    await expect.poll(async () => unitPrice((await calculate()).cost, 'transfer'), { timeout: 10_000 }).toBe(9.9);
    const cost = (await calculate()).cost!;
    expect(cost.priceList).toEqual({ name: 'Elnät effekttariff', productNumber: 'EL SÄK EFF', kind: 'power', from: today });
    expect(cost.lines.find((l) => l.kind === 'fixed')).toMatchObject({ unitPriceOre: 40_000, yearOre: 480_000 });
  });

  it('prices the peak of a month after a new peak price starts with it, and the months before with theirs', async () => {
    const [before, last] = completeMonths(new Date(), 2) as [string, string];
    const shown = await history();
    const month = (m: string, months = shown) => months.find((entry) => entry.month === m)!;
    // privat reads prices with VAT (decision 0054): 81,25 kr/kW is 101,5625 kr/kW.
    expect([month(before).model?.priceOrePerKw, month(last).model?.priceOrePerKw]).toEqual([10_156.25, 10_156.25]);

    expect(
      (await send(server, [{ id: 'EFFEKT-NY', kind: 'peak-model', validFrom: `${last}-01`, model: 'weekday-daytime-hour', priceOrePerKw: 10_000 }])).counts,
    ).toEqual({
      inserted: 1,
      updated: 0,
      unchanged: 0,
    });
    await expect.poll(async () => month(last, await history()).model?.priceOrePerKw, { timeout: 10_000 }).toBe(12_500);
    const after = await history();
    expect(month(before, after)).toEqual(month(before));
    const billedKw = month(last, after).billedKw!;
    expect(billedKw).toBe(month(last).billedKw);
    // An invoiced month's fee is its invoice's line, billed at the price of its day; a month not
    // invoiced yet is its peak at the new price, with VAT.
    const withVat = (ore: number) => Math.floor((2 * ore * 125 + 100) / 200);
    expect(month(last, after).feeOre).toBe(month(last).estimated ? withVat(Math.round(Number((billedKw * 10_000).toFixed(6)))) : month(last).feeOre);
    // This month's fee so far is at the new price.
    const current = await call(server, peakPowerEndpoints.current, { params: { id: PRIVAT, facilityKey: VILLA } }, token);
    expect(current.status, current.text).toBe(200);
    const now = valueIn(peakPowerEndpoints.current, current)!;
    expect(now.model?.priceOrePerKw).toBe(12_500);
    expect(now.feeOre).toBe(withVat(Math.round(Number((now.billedKw * 10_000).toFixed(6)))));
  });

  it('tells the customer which price list is missing, or leaves the part out, when none is in force', async () => {
    const invoiced = (await history()).filter((m) => m.invoiceId !== null);
    expect(invoiced.length).toBeGreaterThan(0);
    await sql`delete from price_lists`.execute(server.db);
    await expect.poll(async () => (await calculate()).status, { timeout: 10_000 }).toBe(404);
    expect((await calculate()).error).toEqual({
      code: 'no_price_list',
      message: `Vi kan inte visa beloppen just nu: det finns ingen elnätsprislista som gäller ${swedishToday()}. Försök igen senare eller kontakta kundservice.`,
    });
    // Without peak models no month has an estimated power fee: the history answers, those fees left out. An invoiced
    // month keeps its invoice's fee, at the VAT rate the invoice carries.
    const after = await history();
    expect(after.every((m) => m.model === null && !m.estimated)).toBe(true);
    expect(after.filter((m) => m.invoiceId === null).every((m) => m.feeOre === null)).toBe(true);
    const fees = (months: typeof after) => months.filter((m) => m.invoiceId !== null).map(({ month, feeOre, invoiceId }) => ({ month, feeOre, invoiceId }));
    expect(fees(after)).toEqual(fees(invoiced));
    const spot = await call(server, spotPriceEndpoints.day, { params: { id: PRIVAT }, query: { facility: VILLA, day: swedishToday() } }, token);
    expect(spot.status).toBe(404);
    expect(errorOf(spot.body).message).toContain('det finns ingen momssats som gäller');
  });
});
