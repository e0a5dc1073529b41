import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { hrefOf } from '@mina-sidor/shared';
import { invoiceEndpoints, invoiceIdOf } from '@mina-sidor/shared/invoice';
import { openDatabase, type Db } from '../apps/server/src/db/connection.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { billMonth, type ContractToBill, type PointDay } from '../apps/server/src/demo-source/billing/billing.ts';
import { renderInvoicePdf } from '../apps/server/src/modules/invoices/pdf.ts';
import { PROVIDER } from '../apps/server/src/modules/invoices/provider.ts';
import { findInvoice, invoiceLineRows } from '../apps/server/src/modules/invoices/repository.ts';
import { daysInMonth } from '../apps/server/src/lib/swedish-time.ts';
import { invoiceDates, ocrFor } from '../apps/server/src/modules/invoices/rules.ts';
import { vatOn } from '../apps/server/src/modules/price-lists/lists.ts';
import { readPriceLists } from '../apps/server/src/modules/price-lists/repository.ts';
import { loadDemoData } from '../apps/server/src/demo-source/load.ts';
import { signIn } from '../apps/server/test/support/oidc-login.ts';
// @ts-expect-error -- plain .mjs script shared with the tests, without type declarations
import { createDatabase, freePort, startPostgresCluster } from '../scripts/postgres-cluster.mjs';
import { runLoad, startServer, type Load } from './server.ts';
import { addMonths } from '../apps/server/src/lib/swedish-time.ts';

/**
 * The invoices' part of `npm run bench` (reported, not asserted): GET …/invoices for an account
 * with 10 years of monthly invoices under load, and PDF invoices made per second on one core
 * (one Node process, in-process). `tsx bench/invoices.ts` runs it alone, on a cluster of its own.
 */
const CUSTOMER = '10000000001';
const ACCOUNT = '5000101001';
const YEARS = 10;
const CONNECTIONS = 10;
const DURATION = Number(process.env.BENCH_DURATION ?? 15);
const PDF_SECONDS = 5;

export type InvoiceBench = { invoices: number; singleP50: number; list: Load; pdfPerSecond: number; pdfBytes: number };

const log = (message: string) => process.stdout.write(`${new Date().toISOString().slice(11, 19)} invoices: ${message}\n`);

/** A villa's contracts with a month of plausible days: electricity with a peak, district heating, water. */
function villa(month: string): ContractToBill[] {
  const days = (value: number, peakWh: number | null): PointDay[] =>
    Array.from({ length: daysInMonth(month) }, (_, i) => ({ day: `${month}-${String(i + 1).padStart(2, '0')}`, value: value + i * 37, peakWh }));
  const el = days(35_000, 3_800);
  const base = { facility: 'Villa Solbacken', startDate: '2010-01-01', endDate: null, basePowerKw: null };
  return [
    {
      ...base,
      service: 'EL',
      productNumber: 'EL SÄK EFF',
      productName: 'Elnät effekttariff',
      prices: [
        { name: 'Fast avgift', price: 395, unit: 'kr/mån' },
        { name: 'Effektavgift', price: 81.25, unit: 'kr/kW' },
        { name: 'Överföring', price: 7.5, unit: 'öre/kWh' },
      ],
      days: el,
    },
    {
      ...base,
      service: 'EL',
      productNumber: 'EL FAST 3',
      productName: 'Elhandel fast pris 3 år',
      prices: [
        { name: 'Elpris', price: 89.5, unit: 'öre/kWh' },
        { name: 'Månadsavgift', price: 49, unit: 'kr/mån' },
      ],
      days: el,
    },
    {
      ...base,
      service: 'FJV',
      productNumber: 'FJV BAS',
      productName: 'Fjärrvärme Bas',
      prices: [
        { name: 'Energipris vinter', price: 92.5, unit: 'öre/kWh' },
        { name: 'Effektpris', price: 1180, unit: 'kr/kW/år' },
      ],
      days: days(86_000, null),
    },
    {
      ...base,
      service: 'VA',
      productNumber: 'VA BRUK',
      productName: 'Vatten och avlopp',
      prices: [
        { name: 'Brukningsavgift', price: 48.9, unit: 'kr/m³' },
        { name: 'Fast avgift', price: 3450, unit: 'kr/år' },
      ],
      days: days(450, null),
    },
  ];
}

/** Replaces Anna's invoices with one a month for `YEARS` years up to last month, their lines billed as the demo bills them. */
async function seedInvoices(db: Db): Promise<number> {
  await db.deleteFrom('invoices').where('customer_account_id', '=', ACCOUNT).execute();
  const last = addMonths(new Date().toISOString().slice(0, 7), -1);
  const prices = await readPriceLists(db);
  for (let i = YEARS * 12 - 1; i >= 0; i--) {
    const month = addMonths(last, -i);
    // The energy tax table starts in 2024: earlier months are billed as the same month of 2024, which is all a list or a PDF needs.
    const priced = month < '2024-01' ? `2024-${month.slice(5, 7)}` : month;
    const billed = billMonth(villa(priced), priced, prices)!;
    const dates = invoiceDates(month);
    const invoiceId = invoiceIdOf(month, ACCOUNT);
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('invoices')
        .values({
          invoice_id: invoiceId,
          customer_id: CUSTOMER,
          customer_account_id: ACCOUNT,
          invoice_number: invoiceId.slice(1),
          ocr: ocrFor(invoiceId.slice(1)),
          issue_date: dates.issueDate,
          due_date: dates.dueDate,
          period_from: dates.periodFrom,
          period_to: dates.periodTo,
          amount_ore: billed.amountOre,
          net_ore: billed.netOre,
          vat_ore: billed.vatOre,
          paid_at: dates.dueDate,
          payment_method: 'autogiro',
          bankgiro: PROVIDER.bankgiro,
          recipient: ['Anna Andersson', 'Solbackevägen 12', '131 40 Nacka'],
          your_reference: null,
          cost_centre: null,
          order_number: null,
        })
        .execute();
      await trx.insertInto('invoice_lines').values(invoiceLineRows(invoiceId, billed.lines)).execute();
    });
  }
  return YEARS * 12;
}

/** PDFs of one invoice made one after another for a few seconds, after a warm-up: how many a second one core makes. */
async function pdfRate(db: Db): Promise<{ perSecond: number; bytes: number }> {
  const { vat } = await readPriceLists(db);
  const invoice = (await findInvoice(db, CUSTOMER, invoiceIdOf(addMonths(new Date().toISOString().slice(0, 7), -1), ACCOUNT), (day) => vatOn(day, vat)!))!;
  for (let i = 0; i < 5; i++) await renderInvoicePdf(invoice);
  let made = 0;
  let bytes = 0;
  const started = performance.now();
  while (performance.now() - started < PDF_SECONDS * 1000) {
    bytes = (await renderInvoicePdf(invoice)).length;
    made++;
  }
  return { perSecond: Math.round((made / ((performance.now() - started) / 1000)) * 10) / 10, bytes };
}

export async function runInvoiceBench(adminUrl: string): Promise<InvoiceBench> {
  const databaseUrl = await createDatabase(adminUrl, 'bench_invoices');
  const db = await openDatabase({ kind: 'postgres', url: databaseUrl });
  let invoices: number;
  let pdf: { perSecond: number; bytes: number };
  try {
    await migrateToLatest(db);
    await loadDemoData(db, { meterValues: 'none' });
    invoices = await seedInvoices(db);
    log(`${invoices} invoices for account ${ACCOUNT}`);
    pdf = await pdfRate(db);
    log(`PDF ${pdf.perSecond} invoices/s on one core (${pdf.bytes} bytes each)`);
  } finally {
    await db.destroy();
  }

  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mina-sidor-bench-'));
  const port = (await freePort()) as number;
  const url = `http://127.0.0.1:${port}`;
  const server = await startServer(databaseUrl, port, dataDir);
  try {
    const token = (await signIn(url, { persona: 'privat' })).access_token;
    const list = `/api${hrefOf(invoiceEndpoints.list, { params: { id: CUSTOMER }, query: { customerAccountId: ACCOUNT } })}`;
    const check = await fetch(`${url}${list}`, { headers: { authorization: `Bearer ${token}` } });
    const body = (await check.json()) as { data: { invoices: unknown[] }[] };
    if (!check.ok || body.data[0]?.invoices.length !== invoices)
      throw new Error(`invoice list answered ${check.status} with ${body.data[0]?.invoices.length} invoices`);
    // One request after another first: the list's own time, without the load's queueing.
    const times: number[] = [];
    for (let i = 0; i < 200; i++) {
      const started = performance.now();
      await (await fetch(`${url}${list}`, { headers: { authorization: `Bearer ${token}` } })).arrayBuffer();
      times.push(performance.now() - started);
    }
    const singleP50 = Math.round(times.sort((a, b) => a - b)[100]! * 100) / 100;
    log(`list of ${invoices}: single request p50 ${singleP50} ms`);
    const load = runLoad({ url, paths: [list], token, connections: CONNECTIONS, duration: DURATION });
    log(`list of ${invoices}: ${Math.round(load.requestsPerSecond)} req/s, p50 ${load.p50} ms, p99 ${load.p99} ms, ${load.errors} errors`);
    return { invoices, singleP50, list: load, pdfPerSecond: pdf.perSecond, pdfBytes: pdf.bytes };
  } finally {
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The report's lines for the invoices. */
export function invoiceBenchMarkdown(bench: InvoiceBench): string {
  return `* invoice list of an account with ${bench.invoices} monthly invoices (${YEARS} years), ${CONNECTIONS} connections: **p99 ${bench.list.p99} ms** (p50 ${bench.list.p50} ms, ${Math.round(bench.list.requestsPerSecond)} req/s, ${bench.list.errors} errors); one request at a time: p50 ${bench.singleP50} ms
* invoice PDFs on one core: **${bench.pdfPerSecond} a second** (${(bench.pdfBytes / 1024).toFixed(1)} KB each)
`;
}

if (process.argv[1] === import.meta.filename) {
  const cluster = await startPostgresCluster();
  try {
    process.stdout.write(`\n${invoiceBenchMarkdown(await runInvoiceBench(cluster.url))}`);
  } finally {
    cluster.stop();
  }
}
