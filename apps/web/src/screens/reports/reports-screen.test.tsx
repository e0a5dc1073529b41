import { reportEndpoints, type Report } from '@mina-sidor/shared/report';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveFile } from '@/lib/save-file.ts';
import { answer, failure, type ContractAnswer } from '@/test/fake-server.ts';
import type { PersonaKey } from '@/test/personas.ts';
import { preloadShell, renderScreen } from '@/test/render-screen.tsx';

vi.mock('@/lib/save-file.ts', () => ({ saveFile: vi.fn() }));

beforeAll(() => Promise.all([preloadShell(), import('./reports-screen.tsx')]), 30_000);
beforeEach(() => {
  vi.mocked(saveFile).mockReset();
});

const ANNA = '10000000001';
const LAST_YEAR = new Date().getFullYear() - 1;

function aReport(reportId: string, changes: Partial<Report> = {}): Report {
  return {
    reportId,
    name: 'Förbrukning per månad 2025',
    kind: 'consumption',
    format: 'csv',
    periodFrom: '2025-01-01',
    periodTo: '2025-12-31',
    facilityKey: null,
    status: 'klar',
    failureMessage: null,
    fileName: 'Förbrukning per månad 2025 – Anna Andersson.csv',
    size: 4_812,
    orderedAt: '2026-11-20T09:15:00.000Z',
    completedAt: '2026-11-20T09:15:03.000Z',
    removedAt: '2026-12-20T09:15:00.000Z',
    ...changes,
  };
}

const DONE = aReport('RAP-DONE');

/** Anna's reports as the server keeps them: an order is queued, and made when `finish` is called. */
function annasReports(initial: Report[] = [DONE]) {
  let reports = [...initial];
  const answers: ContractAnswer[] = [
    answer(reportEndpoints.list, () => reports),
    answer(reportEndpoints.order, ({ body }) => {
      const made = aReport(`RAP-NEW${reports.length}`, {
        name: 'Förbrukning per månad 2024',
        status: 'köad',
        format: (body as { format: Report['format'] }).format,
        size: null,
        completedAt: null,
        orderedAt: '2026-11-23T10:00:00.000Z',
      });
      reports = [made, ...reports];
      return made;
    }),
    answer(reportEndpoints.createDownloadToken, ({ params }) =>
      params.reportId === 'RAP-DONE'
        ? { token: 'tok-1', expiresAt: '2026-11-23T10:10:00.000Z', url: '/ladda-ner/tok-1' }
        : failure(409, 'report_not_ready', 'Rapporten är inte klar än. Vänta tills den är klar och försök igen.'),
    ),
  ];
  return { answers, finish: (reportId: string) => (reports = reports.map((r) => (r.reportId === reportId ? { ...r, status: 'klar', size: 2_048 } : r))) };
}

function renderReports(answers: ContractAnswer[], persona: PersonaKey = 'privat') {
  return renderScreen({ url: '/rapporter', persona, answers });
}

const list = () => screen.findByRole('list', { name: 'Rapporter' });
const form = () => screen.findByRole('region', { name: 'Beställ rapport' });
const item = async (name: string) => within(await list()).getByRole('listitem', { name });

describe('the reports page (spec §2.6, §2.10 "reports")', () => {
  it('lists the reports with their status, and a finished one with "Ladda ner" and how long it is kept', async () => {
    const failed = aReport('RAP-FAILED', {
      name: 'Fakturasammanställning 2024',
      kind: 'invoice-summary',
      format: 'pdf',
      status: 'misslyckad',
      size: null,
      failureMessage: 'Rapporten kunde inte skapas. Beställ den igen.',
    });
    await renderReports(annasReports([DONE, failed]).answers);
    expect(await screen.findByRole('heading', { level: 1, name: 'Rapporter' })).toBeVisible();
    const done = await item('Förbrukning per månad 2025');
    expect(within(done).getByText('Klar')).toBeVisible();
    expect(within(done).getByText(/^CSV · beställd 2026-11-20 kl\. 10:15 · 5 kB$/)).toBeVisible();
    expect(within(done).getByRole('button', { name: 'Ladda ner' })).toBeVisible();
    expect(within(done).getByText('Sparas till 2026-12-20 kl. 10:15')).toBeVisible();
    const broken = await item('Fakturasammanställning 2024');
    expect(within(broken).getByText('Misslyckad')).toBeVisible();
    expect(within(broken).getByText('Rapporten kunde inte skapas. Beställ den igen.')).toBeVisible();
    expect(within(broken).queryByRole('button', { name: 'Ladda ner' })).toBeNull();
  });

  it('says "Laddar..." while the list loads, and that there are none yet', async () => {
    await renderReports([answer(reportEndpoints.list, () => new Promise<Report[]>((resolve) => setTimeout(() => resolve([]), 300)))]);
    expect(await screen.findByText('Laddar rapporterna...')).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Inga rapporter än' })).toBeVisible();
  });

  it('shows the server’s message when the list fails, and "Försök igen" asks again', async () => {
    let calls = 0;
    const { user } = await renderReports([
      answer(reportEndpoints.list, () =>
        calls++ === 0 ? failure(503, 'service_unavailable', 'Tjänsten är inte tillgänglig just nu. Försök igen om en stund.') : [DONE],
      ),
    ]);
    expect(await screen.findByText('Tjänsten är inte tillgänglig just nu. Försök igen om en stund.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Försök igen' }));
    expect(await item('Förbrukning per månad 2025')).toBeVisible();
  });

  it('orders last year’s consumption by default, as the chosen format; the report shows köad and turns klar by itself', async () => {
    const reports = annasReports([]);
    const { user, server } = await renderReports(reports.answers);
    const order = within(await form());
    expect(order.getByRole('radio', { name: 'Förbrukning per månad, anläggning och tjänst' })).toHaveProperty('checked', true);
    await user.click(order.getByRole('radio', { name: 'Excel (xlsx)' }));
    await user.click(order.getByRole('button', { name: 'Beställ rapport' }));

    expect(await order.findByText('Rapporten är beställd. Du kan ladda ner den när den är klar.')).toBeVisible();
    expect(server.requestsTo(reportEndpoints.order).map((r) => r.body)).toEqual([
      { kind: 'consumption', format: 'xlsx', from: `${LAST_YEAR}-01-01`, to: `${LAST_YEAR}-12-31` },
    ]);
    const queued = await item('Förbrukning per månad 2024');
    expect(within(queued).getByText('Köad')).toBeVisible();
    expect(within(queued).getByText('Rapporten står i kö och skapas strax.')).toBeVisible();
    reports.finish('RAP-NEW0');
    await waitFor(() => expect(within(queued).getByText('Klar')).toBeVisible(), { timeout: 5000 });
    expect(within(queued).getByRole('button', { name: 'Ladda ner' })).toBeVisible();
  });

  it('orders one facility’s consumption for a period typed as day.month.year', async () => {
    const { user, server } = await renderReports(annasReports([]).answers);
    const order = within(await form());
    await user.selectOptions(order.getByRole('combobox', { name: 'Anläggning' }), 'Villa Solbacken');
    const from = order.getByRole('group', { name: 'Från och med' });
    await user.click(within(from).getByRole('spinbutton', { name: 'Dag' }));
    await user.keyboard('15032025');
    const to = order.getByRole('group', { name: 'Till och med' });
    await user.click(within(to).getByRole('spinbutton', { name: 'Dag' }));
    await user.keyboard('10052025');
    await user.click(order.getByRole('radio', { name: 'PDF' }));
    await user.click(order.getByRole('button', { name: 'Beställ rapport' }));
    await order.findByText('Rapporten är beställd. Du kan ladda ner den när den är klar.');
    expect(server.requestsTo(reportEndpoints.order).map((r) => r.body)).toEqual([
      { kind: 'consumption', format: 'pdf', from: '2025-03-15', to: '2025-05-10', facilityKey: '5000101-F01' },
    ]);
  });

  it('says what is wrong with a reversed or incomplete period at the wrong date, focused, and orders nothing', async () => {
    const { user, server } = await renderReports(annasReports([]).answers);
    const order = within(await form());
    const from = order.getByRole('group', { name: 'Från och med' });
    await user.click(within(from).getByRole('spinbutton', { name: 'År' }));
    await user.keyboard(String(LAST_YEAR + 1));
    await user.click(order.getByRole('button', { name: 'Beställ rapport' }));
    expect(await order.findByText('Från-datumet får inte vara efter till-datumet.')).toBeVisible();
    // The message is at the period's end, and so is the focus: on its first section.
    const to = order.getByRole('group', { name: 'Till och med' });
    expect(document.activeElement).toBe(within(to).getByRole('spinbutton', { name: 'Dag' }));

    await user.keyboard('{Backspace}');
    await user.click(order.getByRole('button', { name: 'Beställ rapport' }));
    expect(await order.findByText('Ange ett datum.')).toBeVisible();
    expect(server.requestsTo(reportEndpoints.order)).toEqual([]);
  });

  it('orders a year’s invoice summary', async () => {
    const { user, server } = await renderReports(annasReports([]).answers);
    const order = within(await form());
    await user.click(order.getByRole('radio', { name: 'Fakturasammanställning för ett år' }));
    expect(order.queryByRole('group', { name: 'Från och med' })).toBeNull();
    await user.selectOptions(order.getByRole('combobox', { name: 'År' }), String(LAST_YEAR - 1));
    await user.click(order.getByRole('button', { name: 'Beställ rapport' }));
    await order.findByText('Rapporten är beställd. Du kan ladda ner den när den är klar.');
    expect(server.requestsTo(reportEndpoints.order).map((r) => r.body)).toEqual([{ kind: 'invoice-summary', format: 'csv', year: LAST_YEAR - 1 }]);
  });

  it('shows the server’s refusal of an order', async () => {
    const refusal = answer(reportEndpoints.order, failure(400, 'unknown_facility', 'Anläggningen finns inte bland kundens anläggningar.'));
    const { user } = await renderReports([...annasReports([]).answers, refusal]);
    const order = within(await form());
    await user.click(order.getByRole('button', { name: 'Beställ rapport' }));
    expect(await order.findByText('Anläggningen finns inte bland kundens anläggningar.')).toBeVisible();
  });

  it('"Ladda ner" fetches a single-use link and opens the download page, which downloads the file', async () => {
    const file = answer(
      reportEndpoints.download,
      () => new Response('\uFEFFAnläggning;Månad\r\n', { headers: { 'Content-Disposition': `attachment; filename*=UTF-8''F%C3%B6rbrukning.csv` } }),
    );
    const { user, server, router } = await renderReports([...annasReports().answers, file]);
    await user.click(within(await item('Förbrukning per månad 2025')).getByRole('button', { name: 'Ladda ner' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ladda ner rapporten' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/ladda-ner/tok-1');
    expect(await screen.findByText('Nedladdningen är klar!')).toBeVisible();
    expect(vi.mocked(saveFile).mock.calls.map(([, name]) => name)).toEqual(['Förbrukning.csv']);
    expect(server.requestsTo(reportEndpoints.createDownloadToken).map((r) => r.params)).toEqual([{ id: ANNA, reportId: 'RAP-DONE' }]);
  });

  it('"Beställ igen" orders a failed report anew with the same kind, period and format', async () => {
    const failed = aReport('RAP-FAILED', {
      status: 'misslyckad',
      format: 'pdf',
      periodFrom: '2025-02-01',
      periodTo: '2025-02-28',
      facilityKey: '5000101-F01',
      size: null,
      failureMessage: 'Rapporten kunde inte skapas.',
    });
    const { user, server } = await renderReports(annasReports([failed]).answers);
    await user.click(within(await item('Förbrukning per månad 2025')).getByRole('button', { name: 'Beställ igen' }));
    await waitFor(() => expect(server.requestsTo(reportEndpoints.order)).toHaveLength(1));
    expect(server.requestsTo(reportEndpoints.order)[0]?.body).toEqual({
      kind: 'consumption',
      format: 'pdf',
      from: '2025-02-01',
      to: '2025-02-28',
      facilityKey: '5000101-F01',
    });
    expect(await item('Förbrukning per månad 2024')).toBeVisible();
  });

  it('lets staff see and download the customer’s reports, but not order', async () => {
    await renderReports(annasReports().answers, 'kundservice som Anna');
    expect(await item('Förbrukning per månad 2025')).toBeVisible();
    expect(screen.getByRole('note')).toHaveTextContent('Du kan se och ladda ner kundens rapporter, men bara kunden själv kan beställa nya.');
    expect(screen.queryByRole('region', { name: 'Beställ rapport' })).toBeNull();
  });

  it('is not there for a linked user (spec §6)', async () => {
    const { server } = await renderReports(annasReports().answers, 'lankad som Anna');
    expect(await screen.findByText('Hoppsan!')).toBeVisible();
    expect(server.requestsTo(reportEndpoints.list)).toEqual([]);
  });
});
