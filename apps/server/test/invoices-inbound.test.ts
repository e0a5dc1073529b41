import { evenPaymentEndpoints } from '@mina-sidor/shared/even-payment';
import { invoiceEndpoints, type Invoice, invoiceTotals } from '@mina-sidor/shared/invoice';
import { INVOICES_WRITE_SCOPE, invoiceIntegrationEndpoints, invoiceRecord, type InvoiceRecordInput } from '@mina-sidor/shared/invoice-record';
import { METER_IMPORT_SCOPE } from '@mina-sidor/shared/meter-value-import';
import { importJWK, SignJWT } from 'jose';
import { sql } from 'kysely';
import PDFDocument from 'pdfkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadOrCreateSecrets } from '../src/idp/secrets.ts';
import { invoicesKind } from '../src/modules/invoices/integration-kind.ts';
import { findPeakFacility, invoicedPowerFees } from '../src/modules/peak-power/repository.ts';
import { readPriceLists } from '../src/modules/price-lists/repository.ts';
import { call, urlOf, valueIn } from './support/endpoints.ts';
import { signIn } from './support/oidc-login.ts';
import { CUSTOMER_IDS } from './support/personas.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

/**
 * Invoices from the billing system (decision 0053): the invoices kind's check and write on a
 * transaction, as the integration API calls them; the billing system's PDF sent to its endpoint
 * and downloaded by the customer; the payment status the customer sees.
 */

const PRIVAT = CUSTOMER_IDS.privat;
const ANNAS_ACCOUNT = '5000101001';
const BERGSTROMS_ACCOUNT = '5100303001';
const BILLING_SYSTEM = 'faktureringssystem';

let server: TestServer;
let anna: string;
let billing: string;

/**
 * A client-credentials token as the embedded provider issues one (the client its own subject, the
 * scope, no sign-in method), signed with the provider's key: which scopes a registered client may
 * ask for is the provider's configuration, not this module's.
 */
async function machineToken(scope: string): Promise<string> {
  const secrets = await loadOrCreateSecrets(server.db);
  const jwk = secrets.jwks.keys[0]!;
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ iss: server.config.oidc.issuer, aud: server.config.oidc.audience, sub: BILLING_SYSTEM, client_id: BILLING_SYSTEM, scope })
    .setProtectedHeader({ alg: 'RS256', kid: jwk.kid })
    .setIssuedAt(now)
    .setExpirationTime(now + 600)
    .sign(await importJWK(jwk, 'RS256'));
}

beforeAll(async () => {
  server = await startTestServer({ env: { WRITE_RATE_LIMIT_PER_MINUTE: '100000' } });
  anna = (await signIn(server.baseUrl, { persona: 'privat' })).access_token;
  billing = await machineToken(INVOICES_WRITE_SCOPE);
}, 120_000);
afterAll(() => server.close());

/** OCR 4711 with its Luhn check digit (the billing system's soft check: no length digit). */
const OCR = '47118';
const line = (description: string, amountOre: number, more: Partial<InvoiceRecordInput['lines'][number]> = {}) => ({
  kind: 'energy' as const,
  facility: 'Villa Solbacken',
  service: 'EL' as const,
  description,
  quantity: 100,
  unit: 'kWh',
  unitPriceOre: amountOre / 100,
  amountOre,
  ...more,
});
const vatLine = (amountOre: number) =>
  line('Moms 25 %', amountOre, { kind: 'vat', facility: null, service: null, quantity: null, unit: null, unitPriceOre: null });

/** A billing system's invoice for Anna: 1 000 kr net, 250 kr VAT. */
function record(more: Partial<InvoiceRecordInput> = {}): InvoiceRecordInput {
  return {
    invoiceId: 'FS-2026-000417',
    customerId: PRIVAT,
    customerAccountId: ANNAS_ACCOUNT,
    invoiceNumber: '900004171',
    ocr: OCR,
    issueDate: '2026-11-05',
    dueDate: '2099-11-30',
    periodFrom: '2026-10-01',
    periodTo: '2026-10-31',
    amountOre: 125_000,
    netOre: 100_000,
    vatOre: 25_000,
    paymentMethod: 'pdf-faktura',
    bankgiro: '5555-1238',
    recipient: ['Anna Andersson', 'Solbackevägen 12', '131 40 Nacka'],
    lines: [line('Elnät – Överföring', 40_000), line('Elhandel – Elpris', 60_000), vatLine(25_000)],
    ...more,
  };
}
/** Its credit note: all of it back. */
const creditNote = (more: Partial<InvoiceRecordInput> = {}) =>
  record({
    invoiceId: 'FS-2026-000418',
    invoiceNumber: '900004189',
    amountOre: -125_000,
    netOre: -100_000,
    vatOre: -25_000,
    creditsInvoiceId: 'FS-2026-000417',
    lines: [line('Kreditering av faktura 900004171', -100_000), vatLine(-25_000)],
    ...more,
  });

const parsed = (input: InvoiceRecordInput) => invoiceRecord.parse(input);
const check = (inputs: InvoiceRecordInput[]) =>
  server.db.transaction().execute((trx) =>
    invoicesKind.check(
      trx,
      inputs.map((input, index) => ({ index, record: parsed(input) })),
    ),
  );
const write = (inputs: InvoiceRecordInput[]) => server.db.transaction().execute((trx) => invoicesKind.write(trx, inputs.map(parsed)));
const messagesOf = (input: unknown) => {
  const result = invoiceRecord.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

async function annasInvoice(invoiceId: string): Promise<Invoice> {
  const answer = await call(server, invoiceEndpoints.list, { params: { id: PRIVAT }, query: { customerAccountId: ANNAS_ACCOUNT } }, anna);
  expect(answer.status, answer.text).toBe(200);
  return valueIn(invoiceEndpoints.list, answer)!.invoices.find((i) => i.invoiceId === invoiceId)!;
}

describe('an invoice record', () => {
  it('is taken as the billing system writes it, the references and payments optional', () => {
    expect(messagesOf(record())).toEqual([]);
    expect(parsed(record()).payments).toEqual([]);
    expect(messagesOf(creditNote())).toEqual([]);
  });

  it('must add up to the öre: the lines to the total, the VAT lines to the VAT, net and VAT to the total', () => {
    const lines = record().lines;
    expect(messagesOf(record({ lines: [line('Elnät – Överföring', 40_001), ...lines.slice(1)] }))).toEqual([
      'lines: Raderna summerar till 125001 öre men fakturans belopp är 125000 öre (skillnad 1 öre).',
    ]);
    expect(messagesOf(record({ lines: [line('Elnät – Överföring', 45_000), lines[1]!, vatLine(20_000)] }))).toEqual([
      'lines: Momsraderna summerar till 20000 öre men momsen är 25000 öre.',
    ]);
    expect(messagesOf(record({ netOre: 100_100 }))).toEqual([
      'amountOre: Netto (100100 öre) och moms (25000 öre) blir 125100 öre, inte fakturans belopp 125000 öre.',
    ]);
  });

  it('has an OCR and a bankgiro number whose last digit is their Luhn check digit', () => {
    expect(messagesOf(record({ ocr: '47114' }))).toEqual(['ocr: OCR-numrets kontrollsiffra (den sista) stämmer inte.']);
    expect(messagesOf(record({ ocr: '4711-8' }))).toEqual(['ocr: OCR-numret ska bestå av 2–25 siffror.']);
    expect(messagesOf(record({ bankgiro: '5555-1239' }))).toEqual(['bankgiro: Bankgironumrets kontrollsiffra (den sista) stämmer inte.']);
    // The portal's own OCRs (with a length digit) are Luhn numbers too.
    expect(messagesOf(record({ ocr: '2610500010100169' }))).toEqual([]);
  });

  it('refuses payments beyond the amount, against its sign, and a credit that is not a credit note', () => {
    expect(messagesOf(record({ payments: [{ date: '2026-11-20', amountOre: 125_001 }] }))).toEqual([
      'payments: Betalningarna (125001 öre) är mer än fakturans belopp (125000 öre); ett överskott hör till kundkontot, inte till fakturan.',
    ]);
    expect(messagesOf(creditNote({ payments: [{ date: '2026-11-20', amountOre: 125_000 }] }))).toEqual([
      'payments: En kreditfakturas betalningar (återbetalt eller avräknat) ska vara negativa belopp.',
    ]);
    expect(messagesOf(record({ creditsInvoiceId: 'FS-1' }))).toEqual([
      'creditsInvoiceId: Bara en kreditfaktura (ett negativt belopp) krediterar en annan faktura.',
    ]);
    expect(messagesOf(record({ dueDate: '2026-11-04' }))).toEqual(['dueDate: Förfallodagen är före fakturadatumet.']);
  });
});

describe('the invoices kind', () => {
  it('refuses records whose customer, account or credited invoice is not there, or whose number another invoice has, by position', async () => {
    const { rows } = await sql<{ invoice_id: string; invoice_number: string }>`
      select invoice_id, invoice_number from invoices where customer_account_id = ${ANNAS_ACCOUNT} limit 1`.execute(server.db);
    const demo = rows[0]!;
    const problems = await check([
      record(),
      record({ invoiceId: 'FS-X1', invoiceNumber: '1', customerId: '10000000099' }),
      record({ invoiceId: 'FS-X2', invoiceNumber: '2', customerAccountId: '5999999001' }),
      record({ invoiceId: 'FS-X3', invoiceNumber: '3', customerAccountId: BERGSTROMS_ACCOUNT }),
      record({ invoiceId: 'FS-X4', invoiceNumber: demo.invoice_number }),
      creditNote({ invoiceId: 'FS-X5', invoiceNumber: '5', creditsInvoiceId: 'FS-NOWHERE' }),
      // Credits an invoice earlier in the same batch: that resolves.
      creditNote(),
      // The same number twice in one batch: the second is refused.
      record({ invoiceId: 'FS-X7', invoiceNumber: '900004171' }),
    ]);
    expect(problems).toEqual([
      { index: 1, key: 'FS-X1', reason: 'Kunden 10000000099 finns inte.' },
      { index: 2, key: 'FS-X2', reason: 'Kundkontot 5999999001 finns inte.' },
      { index: 3, key: 'FS-X3', reason: `Kundkontot ${BERGSTROMS_ACCOUNT} hör inte till kunden ${PRIVAT}.` },
      { index: 4, key: 'FS-X4', reason: `Fakturanumret ${demo.invoice_number} har redan fakturan ${demo.invoice_id}.` },
      { index: 5, key: 'FS-X5', reason: 'Fakturan FS-NOWHERE som krediteras finns inte.' },
      { index: 7, key: 'FS-X7', reason: 'Fakturanumret 900004171 har redan fakturan FS-2026-000417.' },
    ]);
    // A credit note crediting another customer's stored invoice.
    const bergstrom = await sql<{ invoice_id: string }>`select invoice_id from invoices where customer_id = ${CUSTOMER_IDS.foretag} limit 1`.execute(server.db);
    expect(await check([creditNote({ creditsInvoiceId: bergstrom.rows[0]!.invoice_id })])).toEqual([
      { index: 0, key: 'FS-2026-000418', reason: `Fakturan ${bergstrom.rows[0]!.invoice_id} som krediteras är en annan kunds.` },
    ]);
  });

  it('writes an invoice and its credit note; the same batch again changes nothing; a correction updates only what changed', async () => {
    expect(await write([record(), creditNote()])).toEqual({ inserted: 2, updated: 0, unchanged: 0 });
    // The same content in another key order is the same record.
    const reordered = Object.fromEntries(Object.entries(record()).reverse()) as InvoiceRecordInput;
    expect(await write([reordered, creditNote()])).toEqual({ inserted: 0, updated: 0, unchanged: 2 });

    const corrected = record({
      amountOre: 126_250,
      netOre: 101_000,
      vatOre: 25_250,
      lines: [line('Elnät – Överföring', 41_000), line('Elhandel – Elpris', 60_000), vatLine(25_250)],
    });
    expect(await write([corrected, creditNote()])).toEqual({ inserted: 0, updated: 1, unchanged: 1 });
    const { rows } = await sql<{ amount_ore: string; lines: string; line_sum: string }>`
      select i.amount_ore::text, count(l.*)::text as lines, sum(l.amount_ore)::text as line_sum
      from invoices i join invoice_lines l using (invoice_id) where i.invoice_id = 'FS-2026-000417' group by i.amount_ore`.execute(server.db);
    expect(rows).toEqual([{ amount_ore: '126250', lines: '3', line_sum: '126250' }]);
    expect(await write([record(), creditNote()])).toEqual({ inserted: 0, updated: 1, unchanged: 1 });
  });
});

describe('payments', () => {
  it('show the customer a partly paid invoice with what is left, then paid in full on the day it was', async () => {
    const unpaid = await annasInvoice('FS-2026-000417');
    expect(unpaid).toMatchObject({ status: 'obetald', paid: false, paidDate: null, remainingOre: 125_000, creditsInvoiceNumber: null });

    const first = { date: '2026-11-12', amountOre: 50_000 };
    expect(await write([record({ payments: [first] })])).toEqual({ inserted: 0, updated: 1, unchanged: 0 });
    expect(await annasInvoice('FS-2026-000417')).toMatchObject({ status: 'delvis-betald', paid: false, paidDate: null, remainingOre: 75_000 });
    expect(await write([record({ payments: [first] })])).toEqual({ inserted: 0, updated: 0, unchanged: 1 });

    const second = { date: '2026-11-27', amountOre: 75_000 };
    expect(await write([record({ payments: [first, second] })])).toEqual({ inserted: 0, updated: 1, unchanged: 0 });
    expect(await annasInvoice('FS-2026-000417')).toMatchObject({ status: 'betald', paid: true, paidDate: '2026-11-27', remainingOre: 0 });
    const detail = await call(server, invoiceEndpoints.detail, { params: { id: PRIVAT, invoiceId: 'FS-2026-000417' } }, anna);
    expect(valueIn(invoiceEndpoints.detail, detail)!.payments).toEqual([first, second]);
  });

  it('show the credit note as one, naming the invoice it credits', async () => {
    expect(await annasInvoice('FS-2026-000418')).toMatchObject({
      status: 'kreditfaktura',
      amountOre: -125_000,
      remainingOre: -125_000,
      creditsInvoiceNumber: '900004171',
    });
  });

  it('show the credit note on Anna’s basis, with VAT (decision 0054): the line with its VAT, what comes back and how much of it is VAT', async () => {
    const answer = await call(server, invoiceEndpoints.detail, { params: { id: PRIVAT, invoiceId: 'FS-2026-000418' } }, anna);
    const detail = valueIn(invoiceEndpoints.detail, answer)!;
    expect(detail.vatBasis).toBe('incl');
    expect(detail.shownLines.map((l) => [l.description, l.amountOre])).toEqual([
      ['Kreditering av faktura 900004171', -125_000],
      ['Varav moms 25 %', -25_000],
    ]);
    expect(invoiceTotals(detail)).toEqual([
      { label: 'Att återfå inkl. moms', ore: -125_000, total: true },
      { label: 'Varav moms 25 %', ore: -25_000, total: false },
    ]);
  });

  it('leave a past due invoice with something left overdue', async () => {
    await write([
      record({ invoiceId: 'FS-2026-000419', invoiceNumber: '900004197', dueDate: '2026-11-06', payments: [{ date: '2026-11-06', amountOre: 1_000 }] }),
    ]);
    expect(await annasInvoice('FS-2026-000419')).toMatchObject({ status: 'förfallen', remainingOre: 124_000 });
  });
});

describe('several invoices for one month', () => {
  it('count together in even payment’s estimate: the invoice, its credit note and the next one', async () => {
    const answer = await call(server, evenPaymentEndpoints.status, { params: { id: PRIVAT, customerAccountId: ANNAS_ACCOUNT } }, anna);
    expect(answer.status, answer.text).toBe(200);
    const estimate = valueIn(evenPaymentEndpoints.status, answer)!.estimate!;
    const { rows } = await sql<{ month: string; invoices: number; used: string }>`
      select to_char(i.period_from, 'YYYY-MM') as month, count(*)::int as invoices, sum(coalesce(e.billed_ore, i.amount_ore))::text as used
      from invoices i left join even_payment_invoices e on e.invoice_id = i.invoice_id
      where i.customer_account_id = ${ANNAS_ACCOUNT} and i.period_from >= ${`${estimate.fromMonth}-01`}::date and i.period_from <= ${`${estimate.toMonth}-01`}::date
      group by 1`.execute(server.db);
    expect(rows.find((r) => r.month === '2026-10')?.invoices).toBe(4);
    expect(estimate.annualOre).toBe(rows.reduce((sum, r) => sum + Number(r.used), 0));
  });
});

describe('Tidigare effekttoppar’s fee of an invoiced month', () => {
  it('sums the month’s invoices: the billing system’s Effektavgift line adds to it, its credit note takes it off', async () => {
    const facility = (await findPeakFacility(server.db, PRIVAT, '5000101-F01'))!;
    const vat = { basis: 'incl' as const, lists: await readPriceLists(server.db) };
    const month = '2026-09';
    const feeOf = async () => (await invoicedPowerFees(server.db, PRIVAT, facility, [month], vat)).get(month)?.ore ?? 0;
    const before = await feeOf();
    const power = line('Elnät effekttariff – Effektavgift', 8_000, { kind: 'power', quantity: 1, unit: 'kW', unitPriceOre: 8_000 });
    const dated = { periodFrom: `${month}-01`, periodTo: `${month}-30`, issueDate: '2026-10-05', dueDate: '2026-10-31' };
    const invoice = record({ ...dated, invoiceId: 'FS-2026-000500', invoiceNumber: '900005003', amountOre: 10_000, netOre: 8_000, vatOre: 2_000 });
    expect(await write([{ ...invoice, lines: [power, vatLine(2_000)] }])).toEqual({ inserted: 1, updated: 0, unchanged: 0 });
    // Anna reads it with VAT: 80 kr + 25 %.
    expect(await feeOf()).toBe(before + 10_000);
    const credit = creditNote({ ...dated, invoiceId: 'FS-2026-000501', invoiceNumber: '900005011', amountOre: -10_000, netOre: -8_000, vatOre: -2_000 });
    const creditLines = [{ ...power, amountOre: -8_000, quantity: -1 }, vatLine(-2_000)];
    expect(await write([{ ...credit, creditsInvoiceId: 'FS-2026-000500', lines: creditLines }])).toEqual({ inserted: 1, updated: 0, unchanged: 0 });
    expect(await feeOf()).toBe(before);
  });
});

/** A small real PDF, as a billing system makes one. */
function billingSystemPdf(text: string): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', info: { Title: text, CreationDate: new Date('2026-11-05T00:00:00Z') } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  doc.text(text);
  doc.end();
  return done;
}

function putDocument(invoiceId: string, body: Buffer | string, token: string | null = billing, contentType = 'application/pdf') {
  return fetch(urlOf(server, invoiceIntegrationEndpoints.document, { params: { invoiceId }, body }), {
    method: 'PUT',
    headers: { 'content-type': contentType, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body,
  });
}
async function download(invoiceId: string) {
  const response = await fetch(urlOf(server, invoiceEndpoints.pdf, { params: { id: PRIVAT, invoiceId } }), { headers: { authorization: `Bearer ${anna}` } });
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

describe('the invoice document', () => {
  it('is the billing system’s PDF when it sent one, byte for byte; the same document again changes nothing', async () => {
    const rendered = await download('FS-2026-000417');
    expect(rendered.subarray(0, 5).toString()).toBe('%PDF-');
    const pdf = await billingSystemPdf('Faktura 900004171 från faktureringssystemet');

    const sent = await putDocument('FS-2026-000417', pdf);
    expect(sent.status).toBe(200);
    const receipt = valueIn(invoiceIntegrationEndpoints.document, { status: 200, headers: sent.headers, text: '', body: await sent.json() });
    expect(receipt).toMatchObject({ invoiceId: 'FS-2026-000417', result: 'inserted', bytes: pdf.length });
    expect((await download('FS-2026-000417')).equals(pdf)).toBe(true);

    expect(await (await putDocument('FS-2026-000417', pdf)).json()).toMatchObject({ data: [{ result: 'unchanged' }] });
    const newer = await billingSystemPdf('Faktura 900004171, ny utskrift');
    expect(await (await putDocument('FS-2026-000417', newer)).json()).toMatchObject({ data: [{ result: 'updated' }] });
    expect((await download('FS-2026-000417')).equals(newer)).toBe(true);
  });

  it('goes with a correction of the invoice: the portal draws its own again until a new one comes; new payments keep it', async () => {
    const pdf = await billingSystemPdf('Faktura 900004197');
    expect((await putDocument('FS-2026-000419', pdf)).status).toBe(200);
    const paid = { date: '2026-11-06', amountOre: 1_000 };
    const paidMore = [paid, { date: '2026-11-10', amountOre: 2_000 }];
    const invoice = { invoiceId: 'FS-2026-000419', invoiceNumber: '900004197', dueDate: '2026-11-06' };
    await write([record({ ...invoice, payments: paidMore })]);
    expect((await download('FS-2026-000419')).equals(pdf)).toBe(true);
    await write([record({ ...invoice, payments: paidMore, recipient: ['Anna Andersson', 'Solbackevägen 14', '131 40 Nacka'] })]);
    const drawn = await download('FS-2026-000419');
    expect(drawn.equals(pdf)).toBe(false);
    expect(drawn.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('must be a whole PDF by its content, sent as application/pdf, with Swedish reasons', async () => {
    const pdf = await billingSystemPdf('Faktura');
    const refusals: [Buffer | string, string, number, string][] = [
      [Buffer.from('Hej, det här är ingen PDF.'), 'application/pdf', 400, 'Filen är inte en PDF: den börjar inte med %PDF-.'],
      [pdf.subarray(0, pdf.length - 40), 'application/pdf', 400, 'PDF-filen är inte hel: den slutar inte med %%EOF. Skicka hela filen.'],
      [Buffer.alloc(0), 'application/pdf', 400, 'Filen är tom.'],
      [JSON.stringify({ pdf: pdf.toString('base64') }), 'application/json', 415, 'Skicka fakturans PDF som den är, med Content-Type: application/pdf.'],
      [pdf, 'application/octet-stream', 415, 'Innehållstypen stöds inte.'],
    ];
    for (const [body, contentType, status, message] of refusals) {
      const answer = await putDocument('FS-2026-000417', body, billing, contentType);
      expect([contentType, answer.status]).toEqual([contentType, status]);
      expect(((await answer.json()) as { error: { message: string } }).error.message).toBe(message);
    }
    const unknown = await putDocument('FS-NOT-LOADED', pdf);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({
      error: { code: 'not_found', message: 'Fakturan finns inte i portalen. Skicka fakturan först och sedan dess PDF.' },
    });
  });

  it('is taken only from a token with the invoices scope: not another service’s, not a person’s', async () => {
    const pdf = await billingSystemPdf('Faktura');
    expect((await putDocument('FS-2026-000417', pdf, await machineToken(METER_IMPORT_SCOPE))).status).toBe(403);
    expect((await putDocument('FS-2026-000417', pdf, anna)).status).toBe(403);
    expect((await putDocument('FS-2026-000417', pdf, null)).status).toBe(401);
    const staff = (await signIn(server.baseUrl, { persona: 'admin' })).access_token;
    expect((await putDocument('FS-2026-000417', pdf, staff)).status).toBe(403);
  });
});

// Last in the file: it takes the VAT price lists away.
describe('the invoice’s VAT rate', () => {
  it('is a number of percent from 0 to 100 with at most two decimals, refused in Swedish otherwise', () => {
    expect(messagesOf(record({ vatPercent: 12.5 }))).toEqual([]);
    expect(messagesOf(record({ vatPercent: 125 }))).toEqual(['vatPercent: Momssatsen ska vara mellan 0 och 100 procent.']);
    expect(messagesOf(record({ vatPercent: 12.345 }))).toEqual(['vatPercent: Momssatsen anges med högst två decimaler.']);
    expect(messagesOf({ ...record(), vatPercent: '25' })).toEqual(['vatPercent: Momssatsen ska vara ett tal, i procent.']);
  });

  it('sent with the invoice, shows it on the customer’s basis without a VAT price list; one sent without it needs the price list', async () => {
    const dated = { periodFrom: '2026-08-01', periodTo: '2026-08-31', issueDate: '2026-09-05' };
    const power = line('Elnät effekttariff – Effektavgift', 8_000, { kind: 'power', quantity: 1, unit: 'kW', unitPriceOre: 8_000 });
    const withRate = record({
      ...dated,
      invoiceId: 'FS-2026-000600',
      invoiceNumber: '900006005',
      vatPercent: 25,
      amountOre: 135_000,
      netOre: 108_000,
      vatOre: 27_000,
      lines: [line('Elnät – Överföring', 40_000), line('Elhandel – Elpris', 60_000), power, vatLine(27_000)],
    });
    const withoutRate = record({ ...dated, invoiceId: 'FS-2026-000601', invoiceNumber: '900006013' });
    expect(await write([withRate, withoutRate])).toEqual({ inserted: 2, updated: 0, unchanged: 0 });
    await sql`delete from price_lists where kind = 'vat'`.execute(server.db);

    const detail = (invoiceId: string) => call(server, invoiceEndpoints.detail, { params: { id: PRIVAT, invoiceId } }, anna);
    await expect.poll(async () => (await detail('FS-2026-000601')).status, { timeout: 10_000 }).toBe(404);
    expect((await detail('FS-2026-000601')).body).toMatchObject({ error: { code: 'no_price_list' } });
    const answer = await detail('FS-2026-000600');
    expect(answer.status, answer.text).toBe(200);
    const shown = valueIn(invoiceEndpoints.detail, answer)!;
    expect(shown).toMatchObject({ vatBasis: 'incl', vatPercent: 25 });
    expect(shown.shownLines.map((l) => [l.description, l.amountOre])).toEqual([
      ['Elnät – Överföring', 50_000],
      ['Elhandel – Elpris', 75_000],
      ['Elnät effekttariff – Effektavgift', 10_000],
      ['Varav moms 25 %', 27_000],
    ]);
    const pdf = await fetch(urlOf(server, invoiceEndpoints.pdf, { params: { id: PRIVAT, invoiceId: 'FS-2026-000600' } }), {
      headers: { authorization: `Bearer ${anna}` },
    });
    expect(pdf.status).toBe(200);

    // Tidigare effekttoppar reads the month's fee at the invoice's own rate too.
    const facility = (await findPeakFacility(server.db, PRIVAT, '5000101-F01'))!;
    const lists = await readPriceLists(server.db);
    expect(lists.vat).toEqual([]);
    const fees = await invoicedPowerFees(server.db, PRIVAT, facility, ['2026-08'], { basis: 'incl', lists });
    expect(fees.get('2026-08')).toEqual({ ore: 10_000, invoiceId: 'FS-2026-000600' });
  });
});
