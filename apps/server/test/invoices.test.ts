import { invoiceEndpoints, type InvoiceDetail } from '@mina-sidor/shared/invoice';
import { get } from 'node:http';
import { sql } from 'kysely';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { swedishToday } from '../src/lib/swedish-time.ts';
import { billedPeakWh } from '../src/demo-source/billing/billing.ts';
import { demoPaymentDate, topUpInvoices } from '../src/demo-source/world/invoices.ts';
import { formatMoney as money } from '@mina-sidor/shared/money';
import { PROVIDER } from '../src/modules/invoices/provider.ts';
import { invoiceDates, isValidOcr, monthsToBill, nextIssueDate } from '../src/modules/invoices/rules.ts';
import { call, valueIn } from './support/endpoints.ts';
import { signIn } from './support/oidc-login.ts';
import { CUSTOMER_IDS } from './support/personas.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

// Meter values for Anna's villa (electricity, district heating, water) and one of Bergström's and Nordhamn's facilities.
const METERED = ['5000101-F01', '5100303-F02', '5200404-F01'];

let server: TestServer;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  server = await startTestServer({ meterValues: { facilityKeys: METERED, until: new Date() }, env: { WRITE_RATE_LIMIT_PER_MINUTE: '100000' } });
  for (const persona of ['privat', 'foretag', 'lankad', 'kundservice']) tokens[persona] = (await signIn(server.baseUrl, { persona })).access_token;
}, 180_000);
afterAll(() => server.close());

const PRIVAT = CUSTOMER_IDS.privat;
const FORETAG = CUSTOMER_IDS.foretag;
const ANNAS_ACCOUNT = '5000101001';
const SICKLA = '5100303002';
const today = swedishToday();
const lastMonth = monthsToBill(today).at(-1)!;

const listOf = async (persona: string, customerId: string, query: Record<string, string> = {}) => {
  const answer = await call(server, invoiceEndpoints.list, { params: { id: customerId }, query }, tokens[persona]);
  expect(answer.status, answer.text).toBe(200);
  return valueIn(invoiceEndpoints.list, answer)!;
};
const detailOf = async (persona: string, customerId: string, invoiceId: string): Promise<InvoiceDetail> => {
  const answer = await call(server, invoiceEndpoints.detail, { params: { id: customerId, invoiceId } }, tokens[persona]);
  expect(answer.status, answer.text).toBe(200);
  return valueIn(invoiceEndpoints.detail, answer)!;
};
const pdfOf = async (persona: string, customerId: string, invoiceId: string) => {
  const response = await fetch(`${server.baseUrl}/api/v2/customers/${customerId}/invoices/${invoiceId}/pdf`, {
    headers: { authorization: `Bearer ${tokens[persona]}` },
  });
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
};
async function pdfText(bytes: Buffer): Promise<string> {
  const document = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= document.numPages; n++)
    pages.push((await (await document.getPage(n)).getTextContent()).items.map((i) => ('str' in i ? i.str : '')).join('\n'));
  await document.destroy();
  return pages.join('\n').replaceAll('\u00a0', ' ');
}
const spaced = (text: string) => text.replaceAll('\u00a0', ' ');

describe('the demo invoices', () => {
  it('bill every account with a running contract for each month of the last two years', async () => {
    const { rows } = await sql<{ customer_account_id: string; months: number }>`
      select i.customer_account_id, count(*)::int as months from invoices i group by 1 order by 1`.execute(server.db);
    const withContracts = await sql<{ customer_account_id: string }>`
      select distinct customer_account_id from contracts where end_date is null or end_date >= ${`${monthsToBill(today)[0]}-01`}::date order by 1`.execute(
      server.db,
    );
    expect(rows.map((r) => r.customer_account_id)).toEqual(expect.arrayContaining(withContracts.rows.map((r) => r.customer_account_id)));
    expect(rows.find((r) => r.customer_account_id === ANNAS_ACCOUNT)?.months).toBe(24);
  });

  it('have lines whose öre sum exactly to the total, 25 % VAT on the rest, and a valid OCR to the provider’s bankgiro — every one of them', async () => {
    const { rows } = await sql<{
      invoice_id: string;
      ocr: string;
      bankgiro: string;
      amount: string;
      net: string;
      vat: string;
      lines: string;
      net_lines: string;
      vat_lines: string;
    }>`
      select i.invoice_id, i.ocr, i.bankgiro, i.amount_ore::text as amount, i.net_ore::text as net, i.vat_ore::text as vat,
        sum(l.amount_ore)::text as lines,
        sum(l.amount_ore) filter (where l.kind <> 'vat')::text as net_lines,
        sum(l.amount_ore) filter (where l.kind = 'vat')::text as vat_lines
      from invoices i join invoice_lines l using (invoice_id) group by i.invoice_id`.execute(server.db);
    const total = await server.db.selectFrom('invoices').select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
    expect(rows).toHaveLength(total.n);
    expect(rows.length).toBeGreaterThan(300);
    const wrong = rows.filter(
      (r) =>
        r.lines !== r.amount ||
        r.net_lines !== r.net ||
        r.vat_lines !== r.vat ||
        Number(r.vat) !== Math.floor((Number(r.net) * 25 * 2 + 100) / 200) ||
        !isValidOcr(r.ocr) ||
        r.bankgiro !== PROVIDER.bankgiro,
    );
    expect(wrong).toEqual([]);
  });

  it('bill the energy, water and peak the metering points stored', async () => {
    const invoice = await detailOf('privat', PRIVAT, `F${lastMonth.slice(2, 4)}${lastMonth.slice(5, 7)}${ANNAS_ACCOUNT}`);
    const { periodFrom, periodTo } = invoiceDates(lastMonth);
    const stored = await sql<{ service: string; value: string }>`
      select p.service, sum(d.value)::text as value from meter_values_daily d join metering_points p using (metering_point_id)
      where p.facility_key = '5000101-F01' and p.type = 'CONSUMPTION' and d.day between ${periodFrom}::date and ${periodTo}::date
      group by p.service`.execute(server.db);
    const storedOf = (service: string) => Number(stored.rows.find((r) => r.service === service)!.value) / 1000;
    const line = (description: string) => invoice.lines.find((l) => l.description === description)!;
    expect(storedOf('EL')).toBeGreaterThan(0);
    expect(line('Elnät effekttariff – Överföring').quantity).toBe(storedOf('EL'));
    expect(line('Energiskatt').quantity).toBe(storedOf('EL'));
    expect(line('Elhandel fast pris 3 år – Elpris').quantity).toBe(storedOf('EL'));
    expect(line('Fjärrvärme Bas – Energipris vinter').quantity).toBe(storedOf('FJV'));
    expect(line('Vatten och avlopp – Brukningsavgift').quantity).toBe(storedOf('VA'));

    // The peak: the highest hour 07–19 on the month's working days, from the hourly (quarter-hour) values.
    const hours = await sql<{ day: string; peak: string }>`
      select local_hour::date::text as day, max(wh)::text as peak from (
        select date_trunc('hour', v.ts at time zone 'Europe/Stockholm') as local_hour, sum(v.value) as wh
        from meter_values v join metering_points p using (metering_point_id)
        where p.facility_key = '5000101-F01' and p.service = 'EL' and p.type = 'CONSUMPTION'
          and (v.ts at time zone 'Europe/Stockholm')::date between ${periodFrom}::date and ${periodTo}::date
        group by 1) h
      where extract(hour from local_hour) between 7 and 18 group by 1`.execute(server.db);
    const peakWh = billedPeakWh(hours.rows.map((r) => ({ day: r.day, value: 0, peakWh: Number(r.peak) })));
    expect(peakWh).toBeGreaterThan(0);
    expect(line('Elnät effekttariff – Effektavgift')).toMatchObject({ quantity: peakWh / 1000, unit: 'kW' });
  });
});

describe('GET …/invoices', () => {
  it('lists the account’s invoices newest first, with the years and services to filter on', async () => {
    const list = await listOf('privat', PRIVAT, { customerAccountId: ANNAS_ACCOUNT });
    expect(list.invoices).toHaveLength(24);
    const periods = list.invoices.map((i) => i.periodFrom);
    expect(periods).toEqual([...periods].sort().reverse());
    expect(list.invoices[0]).toMatchObject({
      periodFrom: `${lastMonth}-01`,
      paymentMethod: 'autogiro',
      services: ['EL', 'FJV', 'VA'],
      bankgiro: PROVIDER.bankgiro,
    });
    expect(list.services).toEqual(['EL', 'FJV', 'VA']);
    expect(list.years).toEqual([...new Set(list.invoices.map((i) => Number(i.issueDate.slice(0, 4))))]);
    // Autogiro draws on the due date: everything due by today is paid.
    for (const invoice of list.invoices) expect(invoice.status).toBe(invoice.dueDate <= today ? 'betald' : 'obetald');
  });

  it('filters by the year invoiced and by service', async () => {
    const year = Number(today.slice(0, 4));
    const ofYear = await listOf('privat', PRIVAT, { customerAccountId: ANNAS_ACCOUNT, year: String(year) });
    expect(ofYear.invoices.length).toBeGreaterThan(0);
    expect(ofYear.invoices.every((i) => i.issueDate.startsWith(String(year)))).toBe(true);
    expect(ofYear.years).toContain(year - 1);
    const sickla = await listOf('foretag', FORETAG, { customerAccountId: SICKLA });
    expect(sickla.services).toEqual(['EL', 'VA']);
    expect((await listOf('foretag', FORETAG, { customerAccountId: SICKLA, service: 'FJV' })).invoices).toEqual([]);
    expect((await listOf('foretag', FORETAG, { customerAccountId: SICKLA, service: 'VA' })).invoices).toHaveLength(sickla.invoices.length);
  });

  it('shows an overdue invoice of a company that pays late as förfallen, paid ones with their date', async () => {
    const { invoices } = await listOf('foretag', FORETAG, { customerAccountId: SICKLA });
    expect(invoices[0]!.paymentMethod).toBe('e-faktura');
    for (const invoice of invoices) {
      expect(invoice.status).toBe(invoice.paidDate !== null ? 'betald' : invoice.dueDate < today ? 'förfallen' : 'obetald');
      if (invoice.paidDate) expect(invoice.paidDate).toBe(new Date(Date.parse(invoice.dueDate) + 30 * 86_400_000).toISOString().slice(0, 10));
    }
  });

  it('is 404 for an account of another customer, and 400 for a malformed filter', async () => {
    const foreign = await call(server, invoiceEndpoints.list, { params: { id: PRIVAT }, query: { customerAccountId: SICKLA } }, tokens.privat);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({ error: { code: 'not_found', message: 'Kundkontot hittades inte.' } });
    const bad = await call(server, invoiceEndpoints.list, { params: { id: PRIVAT }, query: { year: '26' } }, tokens.privat);
    expect(bad.status).toBe(400);
    expect(bad.text).toContain('Ange ett årtal mellan 1900 och 2099.');
  });
});

describe('one invoice and its PDF', () => {
  it('refuses another customer’s invoice as not found, saying nothing of it', async () => {
    const { invoices } = await listOf('foretag', FORETAG, { customerAccountId: SICKLA });
    const theirs = invoices[0]!.invoiceId;
    for (const endpoint of [invoiceEndpoints.detail, invoiceEndpoints.pdf]) {
      const answer = await call(server, endpoint, { params: { id: PRIVAT, invoiceId: theirs } }, tokens.privat);
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ error: { code: 'not_found', message: 'Fakturan hittades inte.' } });
    }
  });

  it('lets a linked user and customer service read the invoice', async () => {
    const { invoices } = await listOf('lankad', PRIVAT);
    expect(invoices.length).toBeGreaterThan(0);
    await detailOf('kundservice', PRIVAT, invoices[0]!.invoiceId);
  });

  it('downloads a PDF with the invoice’s OCR, amount and due date, the same bytes every time', async () => {
    const { invoices } = await listOf('foretag', FORETAG, { customerAccountId: SICKLA });
    const invoice = await detailOf('foretag', FORETAG, invoices[1]!.invoiceId);
    const first = await pdfOf('foretag', FORETAG, invoice.invoiceId);
    expect(first.response.status).toBe(200);
    expect(first.response.headers.get('content-type')).toBe('application/pdf');
    expect(first.response.headers.get('content-disposition')).toContain(`filename*=UTF-8''Faktura%20${invoice.invoiceNumber}.pdf`);
    const text = await pdfText(first.bytes);
    for (const expected of [invoice.ocr, spaced(money(invoice.amountOre)), invoice.dueDate, invoice.bankgiro, 'Förvaltning Sickla', 'KS-4100']) {
      expect(text).toContain(expected);
    }
    const second = await pdfOf('foretag', FORETAG, invoice.invoiceId);
    expect(Buffer.compare(first.bytes, second.bytes)).toBe(0);
  });
});

describe('invoice references', () => {
  const referencesOf = (persona: string, customerId: string) => call(server, invoiceEndpoints.references, { params: { id: customerId } }, tokens[persona]);
  const update = (persona: string, customerId: string, customerAccountId: string, body: Record<string, string>) =>
    call(server, invoiceEndpoints.updateReferences, { params: { id: customerId, customerAccountId }, body: body as never }, tokens[persona]);
  const stored = (account: string) => server.db.selectFrom('invoice_references').selectAll().where('customer_account_id', '=', account).executeTakeFirst();

  it('lists each account’s references, who set them and when the next invoice comes', async () => {
    const answer = await referencesOf('foretag', FORETAG);
    expect(answer.status).toBe(200);
    const list = valueIn(invoiceEndpoints.references, answer)!;
    expect(list).toHaveLength(12);
    expect(list[1]).toMatchObject({
      customerAccountId: SICKLA,
      references: { yourReference: 'Förvaltning Sickla', costCentre: 'KS-4100', orderNumber: 'PO-2025/0412' },
      updatedBy: 'Maria Bergström',
      updatedAt: '2025-06-12T08:30:00.000Z',
      nextIssueDate: nextIssueDate(today),
    });
    expect(list[3]).toMatchObject({ references: { yourReference: null, costCentre: null, orderNumber: null }, updatedAt: null, updatedBy: null });
  });

  it('hides them from a linked user and refuses a linked user’s and customer service’s change with 403', async () => {
    const hidden = await referencesOf('lankad', PRIVAT);
    expect(hidden.status).toBe(403);
    expect(hidden.body).toEqual({ error: { code: 'forbidden', message: 'Som länkad användare kan du inte se det här.' } });
    for (const persona of ['lankad', 'kundservice']) {
      const refused = await update(persona, PRIVAT, ANNAS_ACCOUNT, { yourReference: 'Lars', costCentre: '', orderNumber: '' });
      expect(refused.status).toBe(403);
    }
    expect(await stored(ANNAS_ACCOUNT)).toBeUndefined();
  });

  it('refuses references that are too long or have characters an invoice cannot carry, in Swedish, and changes nothing', async () => {
    const before = await stored(SICKLA);
    const cases: [Record<string, string>, string][] = [
      [{ yourReference: 'x'.repeat(51), costCentre: '', orderNumber: '' }, 'Er referens får vara högst 50 tecken.'],
      [{ yourReference: '', costCentre: 'KS<4100>', orderNumber: '' }, 'Kostnadsställe får bara innehålla bokstäver, siffror, mellanslag och . / -.'],
      [{ yourReference: '', costCentre: '', orderNumber: 'PO 117' }, 'Ordernummer får bara innehålla bokstäver, siffror och . / _ - (inga mellanslag).'],
      [{ yourReference: 'Anna\u0000', costCentre: '', orderNumber: '' }, 'Er referens får bara innehålla'],
    ];
    for (const [body, message] of cases) {
      const answer = await update('foretag', FORETAG, SICKLA, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.text).toContain(message);
    }
    expect((await update('foretag', FORETAG, SICKLA, { yourReference: 'Anna' })).status).toBe(400);
    expect((await update('foretag', FORETAG, '5000101001', { yourReference: 'Anna', costCentre: '', orderNumber: '' })).status).toBe(404);
    expect(await stored(SICKLA)).toEqual(before);
  });

  it('stores a change with who and when, and prints it on the invoices issued after it — not on those before', async () => {
    const started = new Date();
    const answer = await update('foretag', FORETAG, SICKLA, { yourReference: '  Åsa Öberg ', costCentre: 'KS-4200', orderNumber: '' });
    expect(answer.status, answer.text).toBe(200);
    const saved = valueIn(invoiceEndpoints.updateReferences, answer)!;
    expect(saved).toMatchObject({ references: { yourReference: 'Åsa Öberg', costCentre: 'KS-4200', orderNumber: null }, updatedBy: 'Maria Bergström' });
    expect(Date.parse(saved.updatedAt!)).toBeGreaterThanOrEqual(started.getTime() - 1000);
    const row = await stored(SICKLA);
    const subject = await server.db.selectFrom('users').select('subject').where('persona_key', '=', 'foretag').executeTakeFirstOrThrow();
    expect(row?.updated_by).toBe(subject.subject);

    const { invoices: before } = await listOf('foretag', FORETAG, { customerAccountId: SICKLA });
    const latest = await detailOf('foretag', FORETAG, before[0]!.invoiceId);
    expect(latest.references).toEqual({ yourReference: 'Förvaltning Sickla', costCentre: 'KS-4100', orderNumber: 'PO-2025/0412' });

    // The next billing run, on the next issue day.
    await topUpInvoices(server.db, { until: new Date(`${nextIssueDate(today)}T12:00:00Z`) });
    const { invoices: after } = await listOf('foretag', FORETAG, { customerAccountId: SICKLA });
    expect(after).toHaveLength(before.length + 1);
    const next = await detailOf('foretag', FORETAG, after[0]!.invoiceId);
    expect(next.issueDate).toBe(nextIssueDate(today));
    expect(next.references).toEqual({ yourReference: 'Åsa Öberg', costCentre: 'KS-4200', orderNumber: null });
    const text = await pdfText((await pdfOf('foretag', FORETAG, next.invoiceId)).bytes);
    expect(text).toContain('Åsa Öberg');
    expect(text).toContain('KS-4200');
    expect(text).not.toContain('Ordernummer');
    expect((await detailOf('foretag', FORETAG, latest.invoiceId)).references).toEqual(latest.references);
  });
});

/** A GET on a new connection of its own, sent at once (fetch's pool here sends one request at a time). */
function separately(url: string, bearer: string): Promise<{ status: number; retryAfter: string | undefined; body: string }> {
  return new Promise((resolve, reject) => {
    const request = get(url, { agent: false, headers: { authorization: `Bearer ${bearer}` } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const retryAfter = response.headers['retry-after'];
        resolve({ status: response.statusCode ?? 0, retryAfter, body: Buffer.concat(chunks).toString('latin1') });
      });
    });
    request.on('error', reject);
  });
}

describe('expensive reads (security 3)', () => {
  it('lets one caller have four PDFs in the making at once: more get 429 with Retry-After in Swedish, and the slots come back', async () => {
    const { invoices } = await listOf('privat', PRIVAT);
    const url = `${server.baseUrl}/api/v2/customers/${PRIVAT}/invoices/${invoices[0]!.invoiceId}/pdf`;
    const answers = await Promise.all(Array.from({ length: 12 }, () => separately(url, tokens.privat!)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200).length, statuses.join(' ')).toBeGreaterThanOrEqual(4);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(refused.length, statuses.join(' ')).toBeGreaterThan(0);
    for (const answer of refused) {
      expect(answer.retryAfter).toBe('2');
      expect(JSON.parse(Buffer.from(answer.body, 'latin1').toString('utf8'))).toEqual({
        error: { code: 'too_many_requests', message: 'För många förfrågningar. Vänta en stund och försök igen.' },
      });
    }
    // Once they have been answered, Anna's slots are free again.
    expect((await separately(url, tokens.privat!)).status).toBe(200);
  });
});

// After the references' billing run: these runs go on to later days.
describe('the demo’s billing system', () => {
  it('sends its invoices through the invoices kind: each with its VAT rate, a paid one with its payment on the day it was paid', async () => {
    const { rows } = await sql<{ invoices: number; sent: number; with_rate: number; paid: number; paid_by_payment: number }>`
      select count(*)::int as invoices,
        count(*) filter (where source_fingerprint is not null)::int as sent,
        count(*) filter (where vat_percent = 25)::int as with_rate,
        count(*) filter (where paid_at is not null and amount_ore <> 0)::int as paid,
        count(*) filter (where paid_at is not null and amount_ore <> 0 and (
          select count(*) = 1 and sum(p.amount_ore) = i.amount_ore and max(p.paid_on) = i.paid_at from invoice_payments p where p.invoice_id = i.invoice_id
        ))::int as paid_by_payment
      from invoices i`.execute(server.db);
    const counts = rows[0]!;
    expect(counts.invoices).toBeGreaterThan(300);
    expect(counts).toEqual({ ...counts, sent: counts.invoices, with_rate: counts.invoices, paid_by_payment: counts.paid });
    expect(counts.paid).toBeGreaterThan(0);
  });

  it('sends an invoice again when its payment is booked: the same invoice, now paid; the same run again changes nothing', async () => {
    const open = await sql<{ invoice_id: string; customer_account_id: string; due_date: string; payment_method: 'autogiro' | 'e-faktura' | 'pdf-faktura' }>`
      select invoice_id, customer_account_id, due_date::text, payment_method from invoices where paid_at is null and amount_ore <> 0`.execute(server.db);
    const [next] = open.rows
      .map((i) => ({ ...i, paidOn: demoPaymentDate({ customerAccountId: i.customer_account_id, dueDate: i.due_date, paymentMethod: i.payment_method }) }))
      .sort((a, b) => a.paidOn.localeCompare(b.paidOn) || a.invoice_id.localeCompare(b.invoice_id));
    expect(next).toBeDefined();
    const stored = async () => {
      const { rows } = await sql<{ invoice_id: string; source_fingerprint: string; paid_at: string | null; lines: string; payments: string }>`
        select i.invoice_id, i.source_fingerprint, i.paid_at::text,
          (select string_agg(concat_ws('|', l.line_no, l.quantity, l.unit_price_ore, l.amount_ore), ';' order by l.line_no) from invoice_lines l where l.invoice_id = i.invoice_id) as lines,
          (select string_agg(concat_ws('|', p.payment_no, p.paid_on, p.amount_ore), ';' order by p.payment_no) from invoice_payments p where p.invoice_id = i.invoice_id) as payments
        from invoices i order by i.invoice_id`.execute(server.db);
      return rows;
    };
    const before = (await stored()).find((r) => r.invoice_id === next!.invoice_id)!;
    const until = new Date(`${next!.paidOn}T12:00:00Z`);
    await topUpInvoices(server.db, { until });
    const once = await stored();
    const paid = once.find((r) => r.invoice_id === next!.invoice_id)!;
    const amount = await server.db.selectFrom('invoices').select('amount_ore').where('invoice_id', '=', next!.invoice_id).executeTakeFirstOrThrow();
    expect(paid).toEqual({ ...before, paid_at: next!.paidOn, payments: `1|${next!.paidOn}|${amount.amount_ore}` });
    await topUpInvoices(server.db, { until });
    expect(await stored()).toEqual(once);
  });
});
