import type { EndpointInput, EndpointSpec } from '@mina-sidor/shared';
import { contractEndpoints } from '@mina-sidor/shared/contract';
import { gridCostEndpoints } from '@mina-sidor/shared/grid-cost';
import { type InvoiceDetail, invoiceEndpoints, type InvoiceLine } from '@mina-sidor/shared/invoice';
import type { VatBasis } from '@mina-sidor/shared/money';
import { type PeakFacility, type PeakHistoryMonth, peakPowerEndpoints } from '@mina-sidor/shared/peak-power';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, urlOf, valueIn } from './support/endpoints.ts';
import { signIn } from './support/oidc-login.ts';
import { CUSTOMER_IDS, CUSTOMER_NUMBERS } from './support/personas.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

// One money model (decision 0054), over every demo customer: Tidigare effekttoppar's
// fee of an invoiced month is the invoice's Effektavgift line as the invoice shows it, to the öre; a
// month not invoiced is an estimate; Avtal, Effekttopp elnät, the calculator and the invoice state the
// same price for the same component on the customer's labelled basis.

type CustomerKey = keyof typeof CUSTOMER_IDS;
const CUSTOMERS = Object.keys(CUSTOMER_IDS) as CustomerKey[];
/** By hand: the persons read prices with VAT, the company and the group without. */
const BASIS: Record<CustomerKey, VatBasis> = { privat: 'incl', 'flera-konton': 'incl', foretag: 'excl', koncern: 'excl', lankad: 'incl', inaktiv: 'incl' };
/** The demo grid contract's prices without VAT (öre): 81,25 kr/kW and 7,5 öre/kWh; VAT 25 %. */
const POWER_ORE = 8125;
const TRANSFER_ORE = 7.5;
const withVat = (price: number, basis: VatBasis) => (basis === 'incl' ? price * 1.25 : price);
/** n × 25 % rounded half up: an invoice's VAT on a line of its own. */
const vatOf = (ore: number) => Math.floor((2 * ore * 25 + 100) / 200);

let server: TestServer;
const tokens = {} as Record<CustomerKey, string>;
beforeAll(async () => {
  // Meter values for each customer's first facility: its invoices bill a real peak (the others' peaks are 0 kW).
  const facilityKeys = CUSTOMERS.map((key) => `${CUSTOMER_NUMBERS[CUSTOMER_IDS[key]]}-F01`);
  server = await startTestServer({ meterValues: { facilityKeys, until: new Date() } });
  for (const key of CUSTOMERS) tokens[key] = (await signIn(server.baseUrl, { persona: key })).access_token;
}, 300_000);
afterAll(() => server.close());

async function ask<E extends EndpointSpec>(endpoint: E, input: EndpointInput<E>, key: CustomerKey) {
  const answer = await call(server, endpoint, input, tokens[key]);
  expect(answer.status, `${endpoint.path} ${answer.text}`).toBe(200);
  return valueIn(endpoint, answer)!;
}

const details = new Map<string, InvoiceDetail>();
async function invoice(key: CustomerKey, invoiceId: string): Promise<InvoiceDetail> {
  const kept = details.get(invoiceId);
  if (kept) return kept;
  const detail = await ask(invoiceEndpoints.detail, { params: { id: CUSTOMER_IDS[key], invoiceId } }, key);
  details.set(invoiceId, detail);
  return detail;
}

const isPowerOf = (facility: PeakFacility) => (l: InvoiceLine) => l.kind === 'power' && l.service === 'EL' && l.facility === facility.facilityName;

/** The customers' peak facilities and their histories, read once. */
const histories: { key: CustomerKey; facility: PeakFacility; months: PeakHistoryMonth[]; invoices: InvoiceDetail[] }[] = [];
beforeAll(async () => {
  for (const key of CUSTOMERS) {
    const id = CUSTOMER_IDS[key];
    const facilities = await ask(peakPowerEndpoints.facilities, { params: { id } }, key);
    const { invoices } = await ask(invoiceEndpoints.list, { params: { id }, query: {} }, key);
    for (const facility of facilities) {
      const months = await ask(peakPowerEndpoints.history, { params: { id, facilityKey: facility.facilityKey } }, key);
      const shown = new Set(months.map((m) => `${m.month}-01`));
      const ofFacility = invoices.filter((i) => facility.customerAccountIds.includes(i.customerAccountId) && shown.has(i.periodFrom));
      histories.push({ key, facility, months, invoices: await Promise.all(ofFacility.map((i) => invoice(key, i.invoiceId))) });
    }
  }
}, 300_000);

describe('Tidigare effekttoppar and the invoices, every demo customer', () => {
  it('has peak facilities to compare for every customer with electricity, and invoiced months with a fee above 0', () => {
    const customers = new Set(histories.map((h) => h.key));
    for (const key of ['privat', 'flera-konton', 'foretag', 'koncern', 'lankad'] as const) expect(customers, key).toContain(key);
    const invoiced = histories.flatMap((h) => h.months.filter((m) => !m.estimated && m.feeOre !== null && m.feeOre > 0).map(() => h.key));
    for (const key of ['privat', 'flera-konton', 'foretag', 'koncern', 'lankad'] as const) expect(invoiced, key).toContain(key);
  });

  it('shows an invoiced month’s fee as the invoice’s Effektavgift line(s) on the customer’s basis, to the öre; a month not invoiced as beräknad', () => {
    let compared = 0;
    for (const { key, facility, months, invoices } of histories) {
      for (const month of months) {
        const where = `${key} ${facility.facilityKey} ${month.month}`;
        expect(month.vatBasis, where).toBe(BASIS[key]);
        const billing = invoices.filter((i) => i.periodFrom === `${month.month}-01` && i.lines.some(isPowerOf(facility)));
        if (billing.length === 0) {
          expect(month.invoiceId, where).toBeNull();
          expect(month.estimated, where).toBe(month.feeOre !== null);
          continue;
        }
        const shown = billing.flatMap((i) => i.shownLines.filter(isPowerOf(facility)));
        expect(month.estimated, where).toBe(false);
        expect(
          billing.map((i) => i.invoiceId),
          where,
        ).toContain(month.invoiceId);
        expect(month.feeOre, where).toBe(shown.reduce((sum, l) => sum + l.amountOre, 0));
        // And the line is the one billed, with its VAT (or without, for a company) — within the öre the VAT's spreading may move.
        const billed = billing.flatMap((i) => i.lines.filter(isPowerOf(facility))).reduce((sum, l) => sum + l.amountOre, 0);
        const expected = BASIS[key] === 'incl' ? billed + vatOf(billed) : billed;
        expect(Math.abs(month.feeOre! - expected), where).toBeLessThanOrEqual(billing.length);
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(100);
  });

  it('shows every invoice’s lines on the customer’s basis adding up to the total, the VAT line saying how much of it is VAT', () => {
    for (const { key, invoices } of histories) {
      for (const detail of invoices) {
        const where = `${key} ${detail.invoiceId}`;
        expect(detail.vatBasis, where).toBe(BASIS[key]);
        const vatAt = detail.lines.findIndex((l) => l.kind === 'vat');
        const sum = (lines: InvoiceLine[]) => lines.filter((l) => l.kind !== 'vat').reduce((total, l) => total + l.amountOre, 0);
        if (BASIS[key] === 'excl') {
          expect(detail.shownLines, where).toEqual(detail.lines);
          expect(sum(detail.shownLines) + detail.vatOre, where).toBe(detail.amountOre);
          continue;
        }
        expect(sum(detail.shownLines), where).toBe(detail.amountOre);
        expect(detail.shownLines[vatAt], where).toMatchObject({ description: 'Varav moms 25 %', amountOre: detail.vatOre });
        detail.shownLines.forEach((line, index) => {
          const billed = detail.lines[index]!;
          // Lines after the VAT line (even payment's adjustment) carry no VAT.
          if (index > vatAt) {
            expect(line, where).toEqual(billed);
            return;
          }
          if (index === vatAt) return;
          expect(Math.abs(line.amountOre - billed.amountOre * 1.25), `${where} ${billed.description}`).toBeLessThan(1);
          // Unrounded, as a price is kept until it is written (a kr/kW/år price's month is 9 833,3333 öre).
          if (billed.unitPriceOre === null) expect(line.unitPriceOre, where).toBeNull();
          else expect(line.unitPriceOre, `${where} ${billed.description}`).toBeCloseTo(billed.unitPriceOre * 1.25, 6);
        });
      }
    }
  });
});

describe('one price on every screen, on the customer’s labelled basis', () => {
  it('gives Effektavgift and Överföring the same price on Avtal, Effekttopp elnät, Tidigare effekttoppar, the calculator and the invoice', async () => {
    for (const key of ['privat', 'foretag', 'koncern', 'lankad'] as const) {
      const id = CUSTOMER_IDS[key];
      const basis = BASIS[key];
      const { facility, months, invoices } = histories.find((h) => h.key === key)!;
      const power = withVat(POWER_ORE, basis);
      const transfer = withVat(TRANSFER_ORE, basis);

      // Avtal: the grid contract's price components, in their units.
      const contracts = await ask(contractEndpoints.list, { params: { id }, query: { facilityKey: facility.facilityKey } }, key);
      const grid = contracts.find((c) => c.productNumber === 'EL SÄK EFF')!;
      const contract = await ask(contractEndpoints.details, { params: { id, contractId: grid.contractId } }, key);
      expect(contract.vatBasis, key).toBe(basis);
      const component = (name: string) => contract.priceComponents.find((c) => c.name === name)!;
      expect(component('Effektavgift'), key).toEqual({ name: 'Effektavgift', price: power / 100, unit: 'kr/kW' });
      expect(component('Överföring'), key).toEqual({ name: 'Överföring', price: transfer, unit: 'öre/kWh' });

      // Effekttopp elnät and Tidigare effekttoppar: the model's price per kW.
      const current = await ask(peakPowerEndpoints.current, { params: { id, facilityKey: facility.facilityKey } }, key);
      expect(current.vatBasis, key).toBe(basis);
      expect(current.model, key).toMatchObject({ priceOrePerKw: power, vatBasis: basis });
      for (const month of months.filter((m) => m.model)) expect(month.model, `${key} ${month.month}`).toMatchObject({ priceOrePerKw: power, vatBasis: basis });
      const comparison = await ask(peakPowerEndpoints.comparison, { params: { id, facilityKey: facility.facilityKey } }, key);
      expect(comparison.vatBasis, key).toBe(basis);

      // The calculator, asked on the customer's basis as the web app asks.
      const cost = await ask(
        gridCostEndpoints.calculate,
        { query: { fuseSize: '20A', yearlyKwh: '20000', peakKw: '5.5', reducedEnergyTax: 'false', vatBasis: basis } },
        key,
      );
      expect(cost.vatBasis, key).toBe(basis);
      expect(cost.lines.find((l) => l.kind === 'power')!.unitPriceOre, key).toBe(power);
      expect(cost.lines.find((l) => l.kind === 'transfer')!.unitPriceOre, key).toBe(transfer);

      // The invoice: every month's Effektavgift and Överföring lines of the facility.
      const shown = invoices.flatMap((i) => i.shownLines.filter((l) => l.facility === facility.facilityName && l.service === 'EL'));
      expect(shown.length, key).toBeGreaterThan(0);
      for (const line of shown.filter((l) => l.kind === 'power')) expect(line.unitPriceOre, key).toBe(power);
      for (const line of shown.filter((l) => l.description.endsWith('Överföring'))) expect(line.unitPriceOre, key).toBe(transfer);
    }
  });

  it('lets the calculator lines add up to the total with VAT, and leaves them without VAT unless asked', async () => {
    const query = { fuseSize: '20A', yearlyKwh: '20000', peakKw: '5.5', reducedEnergyTax: 'false' };
    const excl = await ask(gridCostEndpoints.calculate, { query }, 'privat');
    expect(excl.vatBasis).toBe('excl');
    expect(excl.lines.reduce((sum, l) => sum + l.yearOre!, 0)).toBe(excl.net.yearOre);
    const incl = await ask(gridCostEndpoints.calculate, { query: { ...query, vatBasis: 'incl' } }, 'privat');
    expect(incl.lines.reduce((sum, l) => sum + l.yearOre!, 0)).toBe(incl.total.yearOre);
    expect(incl.lines.reduce((sum, l) => sum + l.monthOre!, 0)).toBe(incl.total.monthOre);
    const wrong = await call(server, gridCostEndpoints.calculate, { query: { ...query, vatBasis: 'brutto' } } as never, tokens.privat);
    expect(wrong.status).toBe(400);
    expect(wrong.text).toContain('Ange momsen som incl (inklusive moms) eller excl (exklusive moms).');
  });

  it('prints the invoice PDF on the customer’s basis: the same Effektavgift amount as Tidigare effekttoppar', async () => {
    const money = (ore: number) =>
      `${new Intl.NumberFormat('sv-SE', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(ore / 100)} kr`.replaceAll('\u00a0', ' ');
    for (const key of ['privat', 'foretag'] as const) {
      const { facility, months } = histories.find((h) => h.key === key && h.months.some((m) => !m.estimated && (m.feeOre ?? 0) >= 100))!;
      const month = months.findLast((m) => !m.estimated && (m.feeOre ?? 0) >= 100)!;
      const response = await fetch(urlOf(server, invoiceEndpoints.pdf, { params: { id: CUSTOMER_IDS[key], invoiceId: month.invoiceId! } }), {
        headers: { authorization: `Bearer ${tokens[key]}` },
      });
      expect(response.status, `${key} ${facility.facilityKey}`).toBe(200);
      const document = await getDocument({ data: new Uint8Array(await response.arrayBuffer()), verbosity: 0 }).promise;
      const pages: string[] = [];
      for (let n = 1; n <= document.numPages; n++) {
        const content = await (await document.getPage(n)).getTextContent();
        pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join('\n'));
      }
      await document.destroy();
      const text = pages.join('\n').replaceAll('\u00a0', ' ');
      expect(text, key).toContain(`À-pris och belopp ${BASIS[key] === 'incl' ? 'inkl.' : 'exkl.'} moms`);
      expect(text, key).toContain(money(month.feeOre!));
      expect(text, key).toContain(BASIS[key] === 'incl' ? 'Varav moms 25 %' : 'Summa exkl. moms');
    }
  });
});
