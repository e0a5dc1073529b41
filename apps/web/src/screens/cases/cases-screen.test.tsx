import { type CaseDetail, caseEndpoints, type CaseSummary } from '@mina-sidor/shared/case';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { saveFile } from '@/lib/save-file.ts';
import { answer, failure, type ContractAnswer } from '@/test/fake-server.ts';
import type { PersonaKey } from '@/test/personas.ts';
import { preloadShell, renderScreen } from '@/test/render-screen.tsx';

vi.mock('@/lib/save-file.ts', () => ({ saveFile: vi.fn() }));

beforeAll(() => Promise.all([preloadShell(), import('./cases-screen.tsx')]), 30_000);

const ANNA = '10000000001';
const INVOICE_FILE = { attachmentId: '50001011-1', fileName: 'faktura-oktober-2026.pdf', contentType: 'application/pdf' as const, size: 1300 };

const waiting: CaseDetail = {
  caseId: '50001011',
  category: 'invoice',
  subject: 'Fråga om fakturan för oktober',
  status: 'waiting-for-customer',
  createdAt: '2026-11-04T09:12:00.000Z',
  updatedAt: '2026-11-06T13:45:00.000Z',
  events: [
    {
      kind: 'message',
      eventId: 'e1',
      at: '2026-11-04T09:12:00.000Z',
      author: 'customer',
      authorName: 'Anna Andersson',
      text: 'Fakturan är för hög.\nStämmer mätarställningen?',
      attachments: [INVOICE_FILE],
    },
    { kind: 'status', eventId: 'e2', at: '2026-11-04T09:12:00.000Z', status: 'received' },
    {
      kind: 'message',
      eventId: 'e3',
      at: '2026-11-06T13:45:00.000Z',
      author: 'customer-service',
      authorName: 'Kundservice',
      text: 'Skicka en bild på mätaren.',
      attachments: [],
    },
    { kind: 'status', eventId: 'e4', at: '2026-11-06T13:45:00.000Z', status: 'waiting-for-customer' },
  ],
};
const closed: CaseDetail = {
  caseId: '50001012',
  category: 'move',
  subject: 'Flytt till ny adress i december',
  status: 'closed',
  createdAt: '2026-09-20T18:03:00.000Z',
  updatedAt: '2026-09-22T10:15:00.000Z',
  events: [
    { kind: 'message', eventId: 'f1', at: '2026-09-20T18:03:00.000Z', author: 'customer', authorName: 'Anna Andersson', text: 'Vi flyttar.', attachments: [] },
    { kind: 'status', eventId: 'f2', at: '2026-09-22T10:15:00.000Z', status: 'closed' },
  ],
};
const summary = ({ events: _, ...rest }: CaseDetail): CaseSummary => rest;

/** Anna's cases as the server keeps them: opening and answering change what the list and the case answer next. */
function annasCases(): ContractAnswer[] {
  let cases = [waiting, closed];
  return [
    answer(caseEndpoints.list, () => cases.map(summary)),
    answer(caseEndpoints.detail, ({ params }) => cases.find((c) => c.caseId === params.caseId) ?? failure(404, 'not_found', 'Ärendet hittades inte.')),
    answer(caseEndpoints.open, ({ body }) => {
      const request = body as { category: CaseDetail['category']; subject: string; text: string; attachment?: { fileName: string } };
      const at = '2026-11-23T10:00:00.000Z';
      const attachments = request.attachment ? [{ attachmentId: 'n1', fileName: request.attachment.fileName, contentType: 'image/png' as const, size: 8 }] : [];
      const created: CaseDetail = {
        caseId: '100000001',
        category: request.category,
        subject: request.subject,
        status: 'received',
        createdAt: at,
        updatedAt: at,
        events: [
          { kind: 'message', eventId: 'n1', at, author: 'customer', authorName: 'Anna Andersson', text: request.text, attachments },
          { kind: 'status', eventId: 'n2', at, status: 'received' },
        ],
      };
      cases = [created, ...cases];
      return created;
    }),
    answer(caseEndpoints.reply, ({ params, body }) => {
      const at = '2026-11-23T11:00:00.000Z';
      const text = (body as { text: string }).text;
      cases = cases.map((c) =>
        c.caseId === params.caseId
          ? {
              ...c,
              status: 'in-progress',
              updatedAt: at,
              events: [
                ...c.events,
                { kind: 'message', eventId: 'r1', at, author: 'customer', authorName: 'Anna Andersson', text, attachments: [] },
                { kind: 'status', eventId: 'r2', at, status: 'in-progress' },
              ],
            }
          : c,
      );
      return cases.find((c) => c.caseId === params.caseId)!;
    }),
  ];
}

const renderCases = (url = '/arenden', answers: ContractAnswer[] = annasCases(), persona: PersonaKey = 'privat') => renderScreen({ url, persona, answers });
const list = () => screen.findByRole('list', { name: 'Ärenden' });
const history = () => screen.findByRole('list', { name: 'Historik' });
const typedValue = (field: HTMLElement) => (field as HTMLInputElement).value;
const pngFile = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'mätaren.png', { type: 'image/png' });

describe('the cases page (spec §2.6 /arenden)', () => {
  it('lists the cases with status, category, number and last change, each opening its case', async () => {
    await renderCases();
    expect(await screen.findByRole('heading', { level: 1, name: 'Ärenden' })).toBeVisible();
    const items = within(await list()).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Fråga om fakturan för oktoberVäntar på digFaktura och betalning · Ärende 50001011 · Senast ändrat 2026-11-06 14:45',
      'Flytt till ny adress i decemberAvslutatFlytt · Ärende 50001012 · Senast ändrat 2026-09-22 12:15',
    ]);
    expect(within(items[0]!).getByRole('link', { name: 'Fråga om fakturan för oktober' })).toHaveAttribute('href', '/arenden?arende=50001011');
    expect(screen.getByRole('link', { name: 'Nytt ärende' })).toHaveAttribute('href', '/arenden?nytt');
  });

  it('opens a case: its facts, its history in order, the file to download, and the answer form', async () => {
    const { user } = await renderCases();
    await user.click(within(await list()).getByRole('link', { name: 'Fråga om fakturan för oktober' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Fråga om fakturan för oktober' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Alla ärenden' })).toHaveAttribute('href', '/arenden');
    expect(screen.getByText('Väntar på dig')).toBeVisible();
    expect(
      within(await history())
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Anna Andersson2026-11-04 10:12Fakturan är för hög.\nStämmer mätarställningen?faktura-oktober-2026.pdf (1\u00a0kB)',
      'Ärendet har tagits emot · 2026-11-04 10:12',
      'Kundservice2026-11-06 14:45Skicka en bild på mätaren.',
      'Status ändrad till Väntar på dig · 2026-11-06 14:45',
    ]);
    expect(screen.getByRole('button', { name: 'faktura-oktober-2026.pdf (1\u00a0kB)' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Svara' })).toBeVisible();
  });

  it('downloads a file of the case with the bearer, under its own name', async () => {
    vi.mocked(saveFile).mockReset();
    const pdf = new Response('%PDF-1.4', { status: 200, headers: { 'Content-Type': 'application/pdf' } });
    const { user, server } = await renderCases('/arenden?arende=50001011', [...annasCases(), answer(caseEndpoints.attachment, pdf)]);
    await user.click(await screen.findByRole('button', { name: 'faktura-oktober-2026.pdf (1\u00a0kB)' }));
    await waitFor(() => expect(saveFile).toHaveBeenCalledWith(expect.objectContaining({ type: 'application/pdf', size: 8 }), 'faktura-oktober-2026.pdf'));
    const [request] = server.requestsTo(caseEndpoints.attachment);
    expect(request?.params).toEqual({ id: ANNA, caseId: '50001011', attachmentId: '50001011-1' });
    expect(request?.headers.get('Authorization')).toBe('Bearer test-access-token');
  });

  it('shows the server’s message when a file cannot be downloaded', async () => {
    const { user } = await renderCases('/arenden?arende=50001011', [
      ...annasCases(),
      answer(caseEndpoints.attachment, failure(404, 'not_found', 'Bilagan hittades inte.')),
    ]);
    await user.click(await screen.findByRole('button', { name: 'faktura-oktober-2026.pdf (1\u00a0kB)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Bilagan hittades inte.');
  });

  it('sends an answer; the history and the status follow, and the form is emptied', async () => {
    const { user, server } = await renderCases('/arenden?arende=50001011');
    const form = await screen.findByRole('region', { name: 'Svara' });
    await user.click(within(form).getByRole('button', { name: 'Skicka svar' }));
    expect(within(form).getByText('Det här fältet krävs')).toBeVisible();
    expect(server.requestsTo(caseEndpoints.reply)).toEqual([]);
    await user.type(within(form).getByRole('textbox', { name: 'Ditt svar' }), 'Här är bilden.');
    expect(within(form).getByText('14/4000 tecken')).toBeVisible();
    await user.click(within(form).getByRole('button', { name: 'Skicka svar' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('Ditt svar har skickats till kundservice.');
    expect(typedValue(within(form).getByRole('textbox', { name: 'Ditt svar' }))).toBe('');
    expect(
      within(await history())
        .getAllByRole('listitem')
        .at(-1),
    ).toHaveTextContent('Status ändrad till Under handläggning');
    expect(screen.getByText('Under handläggning', { selector: '.MuiChip-label' })).toBeVisible();
    expect(server.requestsTo(caseEndpoints.reply).map((r) => r.body)).toEqual([{ text: 'Här är bilden.' }]);
  });

  it('shows the server’s message when the answer is refused, keeping what was written', async () => {
    const refused = answer(caseEndpoints.reply, failure(409, 'case_closed', 'Ärendet är avslutat och kan inte besvaras.'));
    const { user } = await renderCases('/arenden?arende=50001011', [...annasCases(), refused]);
    const form = await screen.findByRole('region', { name: 'Svara' });
    await user.type(within(form).getByRole('textbox', { name: 'Ditt svar' }), 'Hej');
    await user.click(within(form).getByRole('button', { name: 'Skicka svar' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Ärendet är avslutat och kan inte besvaras.');
    expect(typedValue(within(form).getByRole('textbox', { name: 'Ditt svar' }))).toBe('Hej');
  });

  it('offers no answer in a closed case, but a new case', async () => {
    await renderCases('/arenden?arende=50001012');
    expect(await screen.findByRole('heading', { level: 1, name: 'Flytt till ny adress i december' })).toBeVisible();
    expect(screen.getByRole('note')).toHaveTextContent('Ärendet är avslutat och kan inte besvaras. Har du fler frågor kan du skapa ett nytt ärende.');
    expect(screen.getByRole('link', { name: 'Nytt ärende' })).toHaveAttribute('href', '/arenden?nytt');
    expect(screen.queryByRole('region', { name: 'Svara' })).toBeNull();
  });

  it('says so when the case is not the customer’s, or not there', async () => {
    await renderCases('/arenden?arende=51003031');
    expect(await screen.findByRole('alert')).toHaveTextContent('Ärendet hittades inte.');
    expect(screen.getByRole('heading', { level: 1, name: 'Ärende 51003031' })).toBeVisible();
  });
});

describe('a new case', () => {
  it('checks the form in Swedish before sending anything, the first wrong field focused', async () => {
    const { user, server } = await renderCases('/arenden?nytt');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nytt ärende' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Skicka ärende' }));
    expect(screen.getByRole('combobox', { name: 'Kategori', description: 'Välj en kategori.' })).toBeVisible();
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Kategori' }));
    expect(screen.getByRole('textbox', { name: 'Ämne', description: 'Det här fältet krävs' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Beskriv ditt ärende', description: 'Det här fältet krävs' })).toBeVisible();
    await user.click(screen.getByRole('textbox', { name: 'Ämne' }));
    await user.paste('x'.repeat(121));
    expect(screen.getByRole('textbox', { name: 'Ämne', description: 'Ämnet får vara högst 120 tecken.' })).toBeVisible();
    expect(server.requestsTo(caseEndpoints.open)).toEqual([]);
  });

  it('refuses a file of the wrong type or over 10 MB as soon as it is chosen', async () => {
    const { user } = await renderCases('/arenden?nytt');
    // Chosen with "all files" in the picker: the input's accept list only filters what the picker shows first.
    fireEvent.change(await screen.findByLabelText('Bifoga fil'), { target: { files: [new File(['GIF89a'], 'bild.gif', { type: 'image/gif' })] } });
    expect(await screen.findByText('Bilagan måste vara en PDF-, JPEG- eller PNG-fil.')).toBeVisible();
    expect(screen.getByLabelText('Byt bilaga', { selector: 'input' })).toHaveAttribute('aria-invalid', 'true');
    const big = new File(['%PDF-'], 'stor.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    fireEvent.change(screen.getByLabelText('Byt bilaga', { selector: 'input' }), { target: { files: [big] } });
    expect(await screen.findByText('Bilagan är för stor. Den får vara högst 10 MB.')).toBeVisible();
    expect(screen.getByText('stor.pdf')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Ta bort bilagan stor.pdf' }));
    expect(await screen.findByText('Valfritt. En PDF-, JPEG- eller PNG-fil på högst 10 MB.')).toBeVisible();
    expect(screen.getByLabelText('Bifoga fil', { selector: 'input' })).toHaveAttribute('aria-invalid', 'false');
  });

  it('sends category, subject, text and the file as base64, then shows the new case with its number', async () => {
    const { user, server, router } = await renderCases('/arenden?nytt');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Kategori' }), 'Mätare och mätvärden');
    await user.click(screen.getByRole('textbox', { name: 'Ämne' }));
    await user.paste('Mätaren visar fel');
    await user.click(screen.getByRole('textbox', { name: 'Beskriv ditt ärende' }));
    await user.paste('Se bilden.');
    await user.upload(screen.getByLabelText('Bifoga fil'), pngFile());
    expect(screen.getByText('mätaren.png')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Skicka ärende' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Mätaren visar fel' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Tack! Ditt ärende 100000001 har skickats till kundservice.');
    expect(router.state.location.search).toBe('?arende=100000001');
    expect(server.requestsTo(caseEndpoints.open).map((r) => r.body)).toEqual([
      { category: 'meter', subject: 'Mätaren visar fel', text: 'Se bilden.', attachment: { fileName: 'mätaren.png', content: 'iVBORw0KGgo=' } },
    ]);
    await user.click(screen.getByRole('link', { name: 'Alla ärenden' }));
    expect(within(await list()).getAllByRole('listitem')[0]).toHaveTextContent('Mätaren visar fel');
  });

  it('shows the server’s message when the case is refused', async () => {
    const refused = answer(caseEndpoints.open, failure(422, 'attachment_type', 'Bilagan måste vara en PDF-, JPEG- eller PNG-fil.'));
    const { user } = await renderCases('/arenden?nytt', [...annasCases(), refused]);
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Kategori' }), 'Övrigt');
    await user.type(screen.getByRole('textbox', { name: 'Ämne' }), 'Fråga');
    await user.type(screen.getByRole('textbox', { name: 'Beskriv ditt ärende' }), 'Hej');
    await user.click(screen.getByRole('button', { name: 'Skicka ärende' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Bilagan måste vara en PDF-, JPEG- eller PNG-fil.');
    expect(screen.getByRole('heading', { level: 1, name: 'Nytt ärende' })).toBeVisible();
  });
});

describe('reading someone else’s cases', () => {
  it.each(['lankad som Anna', 'kundservice som Anna'] as const)('%s reads the list and a case, and may not write', async (persona) => {
    const { user } = await renderCases('/arenden', annasCases(), persona);
    expect(await screen.findByText('Du kan läsa kundens ärenden, men bara kunden själv kan skapa ärenden och svara i dem.')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Nytt ärende' })).toBeNull();
    // The case waits for the customer, not for the one reading it.
    expect(within(await list()).getAllByRole('listitem')[0]).toHaveTextContent('Väntar på kunden');
    await user.click(screen.getByRole('link', { name: 'Fråga om fakturan för oktober' }));
    expect(await history()).toBeVisible();
    expect(screen.getByText('Du kan läsa ärendet, men bara kunden själv kan svara i det.')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Svara' })).toBeNull();
  });

  it('kundservice gets the list, not the form, from the new-case address', async () => {
    await renderCases('/arenden?nytt', annasCases(), 'kundservice som Anna');
    expect(await list()).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Nytt ärende' })).toBeNull();
  });
});

describe('the list’s states', () => {
  it('says so when there are no cases, inviting a new one', async () => {
    await renderCases('/arenden', [answer(caseEndpoints.list, [])]);
    expect(await screen.findByRole('heading', { level: 2, name: 'Inga ärenden' })).toBeVisible();
    expect(screen.getByText('Har du en fråga till kundservice? Skapa ett nytt ärende, så får du svaret här.')).toBeVisible();
  });

  it('shows "Laddar ärendena..." while loading, then the server’s Swedish error with a retry', async () => {
    const { user, server } = await renderCases('/arenden', [answer(caseEndpoints.list, failure(503, 'unavailable', 'Ärendena kunde inte hämtas just nu.'))]);
    expect(screen.getByRole('status')).toHaveTextContent('Laddar');
    expect(await screen.findByRole('alert')).toHaveTextContent('Ärendena kunde inte hämtas just nu.');
    server.answer(...annasCases());
    await user.click(screen.getByRole('button', { name: 'Försök igen' }));
    expect(await list()).toBeVisible();
  });
});
