import { setTimeout as sleep } from 'node:timers/promises';
import { type Report, reportEndpoints, type ReportOrder } from '@mina-sidor/shared/report';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeReportsBefore } from '../src/modules/reports/repository.ts';
import { FAILED, retentionCutoff } from '../src/modules/reports/rules.ts';
import { call, valueIn } from './support/endpoints.ts';
import { CUSTOMER_IDS, tokensForAll } from './support/personas.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

// Meter values for Anna's house up to this day; the reports cover 2025, which it has whole.
const UNTIL = new Date('2026-03-01T00:00:00Z');
const ANNA = CUSTOMER_IDS.privat;
const YEAR_2025 = { from: '2025-01-01', to: '2025-12-31' };

let server: TestServer;
let tokens: Record<string, string>;
beforeAll(async () => {
  server = await startTestServer({
    meterValues: { facilityKeys: ['5000101-F01'], until: UNTIL },
    // Workers ask often and retry at once: the tests wait for jobs, not for the production pacing.
    env: { JOB_POLLING_SECONDS: '0.5', JOB_RETRY_DELAY_SECONDS: '1', WRITE_RATE_LIMIT_PER_MINUTE: '1000' },
  });
  tokens = await tokensForAll(server);
}, 120_000);
afterAll(() => server.close());

const order = (body: ReportOrder, persona = 'privat', customerId: string = ANNA) =>
  call(server, reportEndpoints.order, { params: { id: customerId }, body }, tokens[persona]);

async function ordered(body: ReportOrder): Promise<Report> {
  const answer = await order(body);
  expect(answer.status, answer.text).toBe(201);
  return valueIn(reportEndpoints.order, answer)!;
}

async function list(persona = 'privat', customerId: string = ANNA): Promise<Report[]> {
  const answer = await call(server, reportEndpoints.list, { params: { id: customerId } }, tokens[persona]);
  expect(answer.status, answer.text).toBe(200);
  return valueIn(reportEndpoints.list, answer);
}

/** Waits for the job queue to finish (or give up on) the report. */
async function settled(reportId: string, timeoutMs = 30_000, persona = 'privat', customerId: string = ANNA): Promise<Report> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const report = (await list(persona, customerId)).find((r) => r.reportId === reportId)!;
    if (report.status === 'klar' || report.status === 'misslyckad') return report;
    if (Date.now() > deadline) throw new Error(`report ${reportId} still ${report.status} after ${timeoutMs} ms`);
    await sleep(200);
  }
}

async function download(reportId: string) {
  const created = await call(server, reportEndpoints.createDownloadToken, { params: { id: ANNA, reportId } }, tokens.privat);
  expect(created.status, created.text).toBe(201);
  const { token } = valueIn(reportEndpoints.createDownloadToken, created)!;
  const response = await fetch(`${server.baseUrl}/api/v2/download`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token }),
  });
  return { token, response };
}

/** The database's own sums, straight from the stored meter values: Wh (or litres) per service and local month. */
async function storedMonths(customerId: string, period: { from: string; to: string }) {
  const { rows } = await sql<{ service: string; month: string; units: string }>`
    select p.service, to_char(v.ts at time zone 'Europe/Stockholm', 'YYYY-MM') as month, sum(v.value)::text as units
    from meter_values v join metering_points p using (metering_point_id) join facilities f using (facility_key)
    where f.customer_id = ${customerId} and p.type = 'CONSUMPTION'
      and (v.ts at time zone 'Europe/Stockholm')::date between ${period.from}::date and ${period.to}::date
    group by 1, 2`.execute(server.db);
  return new Map(rows.map((r) => [`${r.service}|${r.month}`, Number(r.units)]));
}

const SERVICE_CODES: Record<string, string> = { El: 'EL', Fjärrvärme: 'FJV', Vatten: 'VA' };
/** "1234,567" → 1234567 whole units: exact, no floating point in between. */
const units = (decimal: string) => Number(decimal.replace(',', '').replace('-', '')) * (decimal.startsWith('-') ? -1 : 1);

function csvRows(file: Buffer) {
  const text = file.toString('utf8');
  expect(text.charCodeAt(0)).toBe(0xfeff);
  const [header, ...rows] = text
    .slice(1)
    .trimEnd()
    .split('\r\n')
    .map((line) => line.split(';'));
  return { header, rows };
}

describe('ordering a report: the job makes it, it downloads once', () => {
  it('a consumption report as CSV: ordered (köad), made by the job (klar), its sums the database’s, the token refused a second time', async () => {
    const report = await ordered({ kind: 'consumption', format: 'csv', ...YEAR_2025 });
    expect(report).toMatchObject({
      status: 'köad',
      name: 'Förbrukning per månad 2025',
      fileName: 'Förbrukning per månad 2025 – Anna Andersson.csv',
      periodFrom: '2025-01-01',
      periodTo: '2025-12-31',
      completedAt: null,
      size: null,
    });
    const done = await settled(report.reportId);
    expect(done).toMatchObject({ status: 'klar', failureMessage: null });
    expect(done.size).toBeGreaterThan(0);

    const { token, response } = await download(report.reportId);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toContain(`filename*=UTF-8''${encodeURIComponent('Förbrukning per månad 2025 – Anna Andersson.csv')}`);
    const file = Buffer.from(await response.arrayBuffer());
    expect(file.length).toBe(done.size);
    const { header, rows } = csvRows(file);
    expect(header).toEqual(['Anläggning', 'Adress', 'Tjänst', 'Månad', 'Förbrukning', 'Enhet', 'Kvalitet']);

    const stored = await storedMonths(ANNA, YEAR_2025);
    const months = rows.filter((r) => /^\d{4}-\d{2}$/.test(r[3]!));
    // Electricity, district heating and water of Villa Solbacken, twelve months each.
    expect(months).toHaveLength(36);
    for (const [facility, , service, month, value, unit, quality] of months) {
      expect(facility).toBe('Villa Solbacken');
      expect(units(value!), `${service} ${month}`).toBe(stored.get(`${SERVICE_CODES[service!]}|${month}`));
      expect(unit).toBe(service === 'Vatten' ? 'm³' : 'kWh');
      // Whole months of values, some estimated by the meter's owner.
      expect(['Uppmätt', 'Beräknad']).toContain(quality);
    }
    const totals = rows.filter((r) => r[0] === 'Summa');
    expect(totals.map((r) => r[2])).toEqual(['El', 'Fjärrvärme', 'Vatten']);
    for (const [, , service, period, value] of totals) {
      expect(period).toBe('2025');
      const code = SERVICE_CODES[service!]!;
      const sum = [...stored].filter(([key]) => key.startsWith(`${code}|`)).reduce((total, [, v]) => total + v, 0);
      expect(units(value!), service).toBe(sum);
      expect(sum).toBeGreaterThan(0);
    }

    const again = await fetch(`${server.baseUrl}/api/v2/download`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token }),
    });
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual({ error: { code: 'not_found', message: 'Resursen hittades inte.' } });
  });

  it('one facility’s consumption as xlsx: the figures are numbers, the same as the database’s', async () => {
    const period = { from: '2025-03-15', to: '2025-05-10' };
    const report = await ordered({ kind: 'consumption', format: 'xlsx', facilityKey: '5000101-F01', ...period });
    expect(report.name).toBe('Förbrukning per månad 2025-03-15–2025-05-10 – Villa Solbacken');
    expect((await settled(report.reportId)).status).toBe('klar');
    const { response } = await download(report.reportId);
    expect(response.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await response.arrayBuffer());
    const sheet = book.getWorksheet('Rapport')!;
    const stored = await storedMonths(ANNA, period);
    const seen: string[] = [];
    sheet.eachRow((row) => {
      const [, facility, , service, month, value] = row.values as unknown[];
      if (facility !== 'Villa Solbacken' || typeof month !== 'string' || !/^\d{4}-\d{2}$/.test(month)) return;
      seen.push(`${service} ${month}`);
      expect(Math.round((value as number) * 1000), `${service} ${month}`).toBe(stored.get(`${SERVICE_CODES[service as string]}|${month}`));
    });
    expect(seen).toEqual([
      'El 2025-03',
      'El 2025-04',
      'El 2025-05',
      'Fjärrvärme 2025-03',
      'Fjärrvärme 2025-04',
      'Fjärrvärme 2025-05',
      'Vatten 2025-03',
      'Vatten 2025-04',
      'Vatten 2025-05',
    ]);
  });

  it('an invoice summary as PDF: every invoice of the year and their sums, in text a PDF reader extracts', async () => {
    const invoices = await server.db
      .selectFrom('invoices')
      .select([sql<number>`count(*)::int`.as('count'), sql<string>`coalesce(sum(amount_ore), 0)::text`.as('amount')])
      .where('customer_id', '=', ANNA)
      .where('issue_date', '>=', sql<Date>`'2025-01-01'::date`)
      .where('issue_date', '<=', sql<Date>`'2025-12-31'::date`)
      .executeTakeFirstOrThrow();
    const report = await ordered({ kind: 'invoice-summary', format: 'pdf', year: 2025 });
    expect(report).toMatchObject({ name: 'Fakturasammanställning 2025', periodFrom: '2025-01-01', periodTo: '2025-12-31' });
    expect((await settled(report.reportId)).status).toBe('klar');
    const { response } = await download(report.reportId);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const pdf = await getDocument({ data: new Uint8Array(await response.arrayBuffer()) }).promise;
    let text = '';
    for (let n = 1; n <= pdf.numPages; n++) {
      const content = await (await pdf.getPage(n)).getTextContent();
      text += ` ${content.items.map((item) => ('str' in item ? item.str : '')).join(' ')}`;
    }
    text = text.replace(/\s+/g, ' ');
    expect(text).toContain('Fakturasammanställning 2025');
    expect(text).toContain('Anna Andersson, kundnummer 5000101');
    const kronor = (ore: number) =>
      `${Math.floor(ore / 100)
        .toLocaleString('sv-SE')
        .replace(/\s/g, ' ')},${String(ore % 100).padStart(2, '0')}`;
    if (invoices.count === 0) {
      expect(text).toContain('Inga fakturor utfärdades under perioden.');
    } else {
      expect(text.match(/\b\d{4}-\d{2}-\d{2}–\d{4}-\d{2}-\d{2}\b/g)).toHaveLength(invoices.count);
      expect(text).toMatch(new RegExp(`Summa [^A-Za-z]*${kronor(Number(invoices.amount))}`));
    }
  });

  it('a report that fails on every attempt is misslyckad with a Swedish message, and can be ordered again', async () => {
    // The database refuses to store a finished PDF: every attempt fails where it would end.
    await sql`create function refuse_finished_pdf() returns trigger language plpgsql as $$ begin raise exception 'refused by the test'; end $$`.execute(
      server.db,
    );
    await sql`create trigger refuse_finished_pdf before update on reports for each row when (new.status = 'klar' and new.format = 'pdf') execute function refuse_finished_pdf()`.execute(
      server.db,
    );
    try {
      const report = await ordered({ kind: 'consumption', format: 'pdf', from: '2025-01-01', to: '2025-01-31' });
      const failed = await settled(report.reportId, 60_000);
      expect(failed).toMatchObject({ status: 'misslyckad', failureMessage: FAILED, size: null });
      const attempts = await server.db.selectFrom('reports').select('attempts').where('report_id', '=', report.reportId).executeTakeFirstOrThrow();
      expect(attempts.attempts).toBe(3);
      const refused = await call(server, reportEndpoints.createDownloadToken, { params: { id: ANNA, reportId: report.reportId } }, tokens.privat);
      expect(refused.status).toBe(409);
    } finally {
      await sql`drop trigger refuse_finished_pdf on reports`.execute(server.db);
      await sql`drop function refuse_finished_pdf`.execute(server.db);
    }
    const again = await ordered({ kind: 'consumption', format: 'pdf', from: '2025-01-01', to: '2025-01-31' });
    expect((await settled(again.reportId)).status).toBe('klar');
  }, 90_000);
});

describe('one customer’s orders do not hold up another’s (security 2)', () => {
  const FORETAG = CUSTOMER_IDS.foretag;
  const waiting = async (customerId: string) =>
    (
      await server.db
        .selectFrom('reports')
        .select(sql<number>`count(*)::int`.as('n'))
        .where('customer_id', '=', customerId)
        .where('status', 'in', ['köad', 'pågår'])
        .executeTakeFirstOrThrow()
    ).n;

  it('a customer may have three reports waiting at once; a fourth is refused with 429 in Swedish until one is ready', async () => {
    const burst = await Promise.all(Array.from({ length: 6 }, () => order({ kind: 'invoice-summary', format: 'csv', year: 2025 }, 'foretag', FORETAG)));
    expect(await waiting(FORETAG)).toBeLessThanOrEqual(3);
    const refused = burst.filter((answer) => answer.status === 429);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused[0]!.body).toEqual({
      error: {
        code: 'too_many_reports',
        message: 'Du har redan 3 rapporter som håller på att skapas. Vänta tills någon av dem är klar och beställ sedan igen.',
      },
    });
    const taken = burst.filter((answer) => answer.status === 201).map((answer) => valueIn(reportEndpoints.order, answer)!);
    for (const report of taken) await settled(report.reportId, 30_000, 'foretag', FORETAG);
    expect((await order({ kind: 'invoice-summary', format: 'csv', year: 2025 }, 'foretag', FORETAG)).status).toBe(201);
  }, 90_000);

  it('the worker takes customers in turn: a report ordered after another customer’s three is made before their second', async () => {
    await expect.poll(() => waiting(FORETAG), { timeout: 30_000 }).toBe(0);
    const backlog: Report[] = [];
    for (let i = 0; i < 3; i++) {
      const answer = await order({ kind: 'consumption', format: 'pdf', ...YEAR_2025 }, 'foretag', FORETAG);
      expect(answer.status, answer.text).toBe(201);
      backlog.push(valueIn(reportEndpoints.order, answer)!);
    }
    const annas = await ordered({ kind: 'invoice-summary', format: 'csv', year: 2025 });
    const done = await settled(annas.reportId, 60_000);
    const theirs = await Promise.all(backlog.map((report) => settled(report.reportId, 60_000, 'foretag', FORETAG)));
    expect([done, ...theirs].map((report) => report.status)).toEqual(['klar', 'klar', 'klar', 'klar']);
    // The first of the three may have been taken before Anna ordered; the second and third wait for hers.
    for (const report of theirs.slice(1)) expect(Date.parse(done.completedAt!)).toBeLessThan(Date.parse(report.completedAt!));
  }, 120_000);
});

describe('bad orders are refused in Swedish, and nothing is stored or queued', () => {
  const counts = async () => {
    const reports = await server.db.selectFrom('reports').select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from pgboss.job where name = 'make-report'`.execute(server.db);
    return { reports: reports.n, jobs: rows[0]!.n };
  };

  it.each([
    [{ kind: 'consumption', format: 'csv', from: '2025-12-31', to: '2025-01-01' }, 'Från-datumet får inte vara efter till-datumet.'],
    [{ kind: 'consumption', format: 'csv', from: '1899-12-31', to: '2025-01-01' }, 'Datumet måste ligga mellan år 1900 och 9999.'],
    [{ kind: 'consumption', format: 'csv', from: '2099-01-01', to: '2100-01-01' }, 'Datumet måste ligga mellan 1900-01-01 och 2099-12-31.'],
    [{ kind: 'consumption', format: 'csv', from: '2025-02-30', to: '2025-03-01' }, 'Ange ett datum som ÅÅÅÅ-MM-DD.'],
    [{ kind: 'consumption', format: 'csv', from: '2010-01-01', to: '2025-01-01' }, 'Perioden får vara högst 10 år.'],
    [{ kind: 'consumption', format: 'docx', from: '2025-01-01', to: '2025-01-31' }, 'Välj format: CSV, Excel (xlsx) eller PDF.'],
    [{ kind: 'invoice-summary', format: 'pdf', year: 2100 }, 'Datumet måste ligga mellan 1900-01-01 och 2099-12-31.'],
    [{ kind: 'everything', format: 'pdf' }, 'Välj förbrukningsrapport eller fakturasammanställning.'],
  ])('%j → 400 %s', async (body, message) => {
    const before = await counts();
    const answer = await order(body as ReportOrder);
    expect(answer.status).toBe(400);
    expect((answer.body as { error: { message: string } }).error.message).toContain(message);
    expect(await counts()).toEqual(before);
  });

  it('a facility of another customer is unknown: 400, nothing queued', async () => {
    const before = await counts();
    const answer = await order({ kind: 'consumption', format: 'csv', facilityKey: '5100303-F01', ...YEAR_2025 });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ error: { code: 'unknown_facility', message: 'Anläggningen finns inte bland kundens anläggningar.' } });
    expect(await counts()).toEqual(before);
  });
});

describe('who may see and order reports (spec §6)', () => {
  it('a linked user may neither list nor order the customer’s reports; staff list and download but order nothing', async () => {
    const byLinked = await call(server, reportEndpoints.list, { params: { id: ANNA } }, tokens.lankad);
    expect(byLinked.status).toBe(403);
    expect((await order({ kind: 'invoice-summary', format: 'csv', year: 2025 }, 'lankad')).status).toBe(403);
    expect((await list('kundservice')).some((r) => r.reportId === 'RAP-5000101-DEMO')).toBe(true);
    const token = await call(server, reportEndpoints.createDownloadToken, { params: { id: ANNA, reportId: 'RAP-5000101-DEMO' } }, tokens.kundservice);
    expect(token.status).toBe(201);
    const byStaff = await order({ kind: 'invoice-summary', format: 'csv', year: 2025 }, 'kundservice');
    expect(byStaff.status).toBe(403);
  });
});

describe('retention', () => {
  it('removes reports ordered longer ago than the retention period, with their download tokens, on an hourly schedule', async () => {
    const old = await ordered({ kind: 'invoice-summary', format: 'csv', year: 2024 });
    await settled(old.reportId);
    await download(old.reportId);
    const days = server.config.reportRetentionDays;
    expect(old.removedAt).toBe(new Date(Date.parse(old.orderedAt) + days * 86_400_000).toISOString());
    await server.db
      .updateTable('reports')
      .set({ created_at: sql`now() - make_interval(days => ${days + 1})` } as never)
      .where('report_id', '=', old.reportId)
      .execute();
    const fresh = await ordered({ kind: 'invoice-summary', format: 'csv', year: 2024 });

    await removeReportsBefore(server.db, retentionCutoff(new Date(), days));

    const ids = (await list()).map((r) => r.reportId);
    expect(ids).not.toContain(old.reportId);
    expect(ids).toContain(fresh.reportId);
    const tokensLeft = await server.db.selectFrom('download_tokens').select('token_hash').where('report_id', '=', old.reportId).execute();
    expect(tokensLeft).toEqual([]);
    const { rows } = await sql<{ cron: string; timezone: string }>`select cron, timezone from pgboss.schedule where name = 'remove-old-reports'`.execute(
      server.db,
    );
    expect(rows).toEqual([{ cron: '17 * * * *', timezone: 'Europe/Stockholm' }]);
  });
});
