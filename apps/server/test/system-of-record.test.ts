import { randomBytes } from 'node:crypto';
import { contactDetailsEndpoints } from '@mina-sidor/shared/contact-details';
import { contractEndpoints } from '@mina-sidor/shared/contract';
import { customerEndpoints } from '@mina-sidor/shared/customer';
import { gridCostEndpoints } from '@mina-sidor/shared/grid-cost';
import type { CloudEvent } from '@mina-sidor/shared/integration-event';
import { invoiceEndpoints } from '@mina-sidor/shared/invoice';
import { invoiceIntegrationEndpoints } from '@mina-sidor/shared/invoice-record';
import { meterReadingEndpoints } from '@mina-sidor/shared/meter-reading';
import { powerHubEndpoints } from '@mina-sidor/shared/power-hub';
import PDFDocument from 'pdfkit';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, urlOf, valueIn } from './support/endpoints.ts';
import { INTEGRATION_SECRET, IntegrationClient, privateCustomerRecord } from './support/integration-client.ts';
import { signIn } from './support/oidc-login.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';
import { Receiver, until } from './support/webhook-receiver.ts';

/**
 * End to end: a system of record, simulated here and nothing of the demo source, loads a
 * new customer with a facility, its metering points, a contract and a price list; the customer signs in and sees them;
 * an invoice arrives with its PDF and the customer downloads exactly that PDF; three things the customer does reach
 * the simulator's webhook receiver, signed and in order; the simulator ends the contract and the portal keeps it,
 * ended, with the invoice beside it.
 */
const CUSTOMER = '10000000901';
const ACCOUNT = '5000901001';
const HOUSE = '5000901-F01';
const EL = '735999100000090101';
const WATER = 'VA-90010102';
const CONTRACT = 'K900010101';
const INVOICE = 'FS-2026-090001';
const PERSONNUMMER = '199001022384';
const secret = `whsec_${randomBytes(32).toString('base64')}`;

const swedishDay = (days = 0) => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' }).format(new Date(Date.now() + days * 86_400_000));

const customer = privateCustomerRecord({
  customerId: CUSTOMER,
  accountId: ACCOUNT,
  personnummer: '19900102-2384',
  name: 'Sara Holm',
  email: 'sara.holm@example.se',
  mobilePhone: '+46 70 111 22 33',
});
const facility = {
  facilityKey: HOUSE,
  customerId: CUSTOMER,
  displayName: 'Radhus Älta',
  address: 'Ältavägen 40',
  postalCode: '13833',
  city: 'Älta',
  priceArea: 'SE3',
  gridArea: 'Nacka elnät',
  building: { category: 'villa', heatedAreaM2: 120 },
  accounts: [{ customerAccountId: ACCOUNT }],
  services: [
    { name: 'EL', readingType: 'AUTOMATIC' },
    { name: 'VA', readingType: 'MANUAL' },
  ],
  meteringPoints: [
    { meteringPointId: EL, service: 'EL', type: 'CONSUMPTION', meterNumber: '90010101' },
    { meteringPointId: WATER, service: 'VA', type: 'CONSUMPTION', meterNumber: 'W-9001012' },
  ],
};
const contract = (endDate: string | null = null) => ({
  contractId: CONTRACT,
  customerId: CUSTOMER,
  customerAccountId: ACCOUNT,
  facilityKey: HOUSE,
  utilityType: 'EL',
  productNumber: 'EL SÄK EFF',
  productName: 'Elnät effekttariff',
  startDate: '2026-01-01',
  endDate,
  meteringPointId: EL,
  fuseSize: '16A',
  noticePeriodMonths: 3,
  priceComponents: [
    { name: 'Fast avgift', price: 295, unit: 'kr/mån' },
    { name: 'Effektavgift', price: 81.25, unit: 'kr/kW' },
  ],
});
/** The grid price list the simulator publishes from today: its own name, so what the customer sees is this one. */
const priceList = {
  id: 'SIM-ELNAT-EFF',
  kind: 'grid-tariff',
  validFrom: swedishDay(),
  productNumber: 'EL SÄK EFF',
  name: 'Elnät effekttariff (simulerad)',
  tariffType: 'power',
  fixedOrePerMonth: { '16A': 29_500, '20A': 39_500, '25A': 49_500, '35A': 79_500, '50A': 119_500, '63A': 159_500 },
  transferOrePerKwh: 8.5,
};
/** October's invoice: 400 kr net, 100 kr VAT; OCR 9001 with its Luhn digit. */
const invoice = {
  invoiceId: INVOICE,
  customerId: CUSTOMER,
  customerAccountId: ACCOUNT,
  invoiceNumber: '900900011',
  ocr: '90019',
  issueDate: '2026-11-05',
  dueDate: '2099-11-30',
  periodFrom: '2026-10-01',
  periodTo: '2026-10-31',
  amountOre: 50_000,
  netOre: 40_000,
  vatOre: 10_000,
  paymentMethod: 'pdf-faktura',
  bankgiro: '5555-1238',
  recipient: ['Sara Holm', 'Ältavägen 40', '138 33 Älta'],
  lines: [
    {
      kind: 'fixed',
      facility: 'Radhus Älta',
      service: 'EL',
      description: 'Elnät – Fast avgift',
      quantity: 1,
      unit: 'mån',
      unitPriceOre: 29_500,
      amountOre: 29_500,
    },
    {
      kind: 'energy',
      facility: 'Radhus Älta',
      service: 'EL',
      description: 'Elnät – Överföring',
      quantity: 1235.3,
      unit: 'kWh',
      unitPriceOre: 8.5,
      amountOre: 10_500,
    },
    { kind: 'vat', facility: null, service: null, description: 'Moms 25 %', quantity: null, unit: null, unitPriceOre: null, amountOre: 10_000 },
  ],
};

function billingSystemPdf(): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', info: { Title: 'Faktura 900900011', CreationDate: new Date('2026-11-05T00:00:00Z') } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  doc.text('Faktura 900900011 från faktureringssystemet');
  doc.end();
  return done;
}

describe('a system of record and a customer, through the integration API and the portal', () => {
  const receiver = new Receiver();
  let server: TestServer;
  let system: IntegrationClient;
  let sara: string;

  beforeAll(async () => {
    await receiver.start();
    server = await startTestServer({
      env: {
        INTEGRATION_CLIENT_SECRET: INTEGRATION_SECRET,
        WEBHOOK_URL: `http://127.0.0.1:${receiver.port}/kundsystem/handelser`,
        WEBHOOK_SECRET: secret,
        JOB_POLLING_SECONDS: '0.5',
      },
    });
    system = new IntegrationClient(server);
  }, 180_000);
  afterAll(async () => {
    await server.close();
    await receiver.stop();
  });

  it('loads a price list, a customer, its facility with metering points and a contract, which the customer then sees', async () => {
    for (const [kind, batch] of [
      ['price-lists', [priceList]],
      ['customers', [customer]],
      ['facilities', [facility]],
      ['contracts', [contract()]],
    ] as const) {
      const sent = await system.send(kind, [...batch]);
      expect(sent.status, JSON.stringify(sent.body)).toBe(200);
      expect(sent.summary).toMatchObject({ records: 1, inserted: 1, invalid: 0, written: true });
    }

    sara = (await signIn(server.baseUrl, { personnummer: PERSONNUMMER })).access_token;
    const detail = valueIn(customerEndpoints.detail, await call(server, customerEndpoints.detail, { params: { id: CUSTOMER } }, sara));
    expect(detail).toMatchObject({ customerId: CUSTOMER, name: 'Sara Holm', mobilePhone: '070-111 22 33' });
    const facilities = valueIn(customerEndpoints.facilities, await call(server, customerEndpoints.facilities, { params: { id: CUSTOMER }, query: {} }, sara));
    expect(facilities?.items.map((f) => [f.facilityKey, f.displayName, f.meteringPoints.map((p) => p.meteringPointId).sort()])).toEqual([
      [HOUSE, 'Radhus Älta', [EL, WATER]],
    ]);
    const contracts = valueIn(contractEndpoints.list, await call(server, contractEndpoints.list, { params: { id: CUSTOMER }, query: {} }, sara));
    expect(contracts).toEqual([expect.objectContaining({ contractId: CONTRACT, facilityKey: HOUSE, startDate: '2026-01-01', endDate: null })]);
    // Today's grid price list is the one the simulator sent (each instance hears of the change; this one at once or soon).
    await expect
      .poll(async () => {
        const answer = await call(
          server,
          gridCostEndpoints.calculate,
          { query: { fuseSize: '16A', yearlyKwh: '15000', peakKw: '4', reducedEnergyTax: 'false' } },
          sara,
        );
        return valueIn(gridCostEndpoints.calculate, answer)?.priceList;
      })
      .toEqual({ name: 'Elnät effekttariff (simulerad)', productNumber: 'EL SÄK EFF', kind: 'power', from: swedishDay() });
  });

  it('takes an invoice batch and its PDF, which the customer sees and downloads byte for byte', async () => {
    const sent = await system.send('invoices', [invoice]);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const pdf = await billingSystemPdf();
    const put = await fetch(urlOf(server, invoiceIntegrationEndpoints.document, { params: { invoiceId: INVOICE }, body: pdf }), {
      method: 'PUT',
      headers: { 'content-type': 'application/pdf', authorization: `Bearer ${await system.tokenFor('minasidor_invoices_write')}` },
      body: pdf,
    });
    expect(put.status, await put.clone().text()).toBe(200);

    const list = valueIn(
      invoiceEndpoints.list,
      await call(server, invoiceEndpoints.list, { params: { id: CUSTOMER }, query: { customerAccountId: ACCOUNT } }, sara),
    );
    expect(list?.invoices.map((i) => [i.invoiceId, i.invoiceNumber, i.ocr, i.status])).toEqual([[INVOICE, '900900011', '90019', 'obetald']]);
    const download = await fetch(urlOf(server, invoiceEndpoints.pdf, { params: { id: CUSTOMER, invoiceId: INVOICE } }), {
      headers: { authorization: `Bearer ${sara}` },
    });
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(pdf)).toBe(true);
  });

  it('hears the customer change the mobile number, submit a meter reading and order a Power Hub: signed, in order', async () => {
    const contact = await call(
      server,
      contactDetailsEndpoints.updateCustomer,
      { params: { id: CUSTOMER }, body: { email: 'sara.holm@example.se', mobilePhone: '070-444 55 66' } },
      sara,
    );
    expect(contact.status, contact.text).toBe(200);
    const reading = await call(
      server,
      meterReadingEndpoints.submit,
      { params: { id: CUSTOMER }, body: { meteringPointId: WATER, date: swedishDay(), value: '123', confirmed: true } },
      sara,
    );
    expect(valueIn(meterReadingEndpoints.submit, reading), reading.text).toMatchObject({ outcome: 'stored' });
    const order = await call(
      server,
      powerHubEndpoints.order,
      {
        params: { id: CUSTOMER, facilityKey: HOUSE },
        body: {
          deliveryAddress: { street: 'Ältavägen 40', postalCode: '13833', city: 'Älta' },
          contact: { name: 'Sara Holm', email: 'sara.holm@example.se', mobilePhone: '070-444 55 66' },
        },
      },
      sara,
    );
    expect(order.status, order.text).toBe(201);

    const saras = () => receiver.delivered().filter((event) => event.subject === CUSTOMER);
    const events = await until('the three events at the receiver', saras, (found) => found.length >= 3);
    expect(events.map((e: CloudEvent) => [e.type, e.subjectsequence])).toEqual([
      ['se.minasidor.contact-details.changed', 1],
      ['se.minasidor.meter-reading.submitted', 2],
      ['se.minasidor.power-hub.ordered', 3],
    ]);
    expect(events[0]!.data).toMatchObject({ mobilePhone: '070-444 55 66' });
    expect(events[1]!.data).toMatchObject({ meteringPointId: WATER, valueM3: 123 });
    expect(events[2]!.data).toMatchObject({ orderId: valueIn(powerHubEndpoints.order, order)!.orderId, facilityKey: HOUSE });
    const webhook = new Webhook(secret);
    for (const request of receiver.taken()) expect(webhook.verify(request.body, request.headers)).toEqual(JSON.parse(request.body));
  });

  it('ends the contract: the portal shows it ended, with the invoice and the facility still there', async () => {
    const yesterday = swedishDay(-1);
    const ended = await system.send('contracts', [contract(yesterday)]);
    expect(ended.summary).toMatchObject({ updated: 1, written: true });
    const contracts = valueIn(contractEndpoints.list, await call(server, contractEndpoints.list, { params: { id: CUSTOMER }, query: {} }, sara));
    expect(contracts).toEqual([expect.objectContaining({ contractId: CONTRACT, startDate: '2026-01-01', endDate: yesterday })]);
    const list = valueIn(
      invoiceEndpoints.list,
      await call(server, invoiceEndpoints.list, { params: { id: CUSTOMER }, query: { customerAccountId: ACCOUNT } }, sara),
    );
    expect(list?.invoices.map((i) => i.invoiceId)).toEqual([INVOICE]);
    const facilities = valueIn(customerEndpoints.facilities, await call(server, customerEndpoints.facilities, { params: { id: CUSTOMER }, query: {} }, sara));
    expect(facilities?.items.map((f) => f.facilityKey)).toEqual([HOUSE]);
  });
});
