import { meterReadingEndpoints, type MeterReading, type ReadingOutcome, type ReadingPoint, type ReadingSubmission } from '@mina-sidor/shared/meter-reading';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { swedishToday } from '@/lib/swedish.ts';
import { answer, failure, type ContractAnswer, heldAnswer } from '@/test/fake-server.ts';
import type { PersonaKey } from '@/test/personas.ts';
import { preloadShell, renderScreen } from '@/test/render-screen.tsx';

beforeAll(() => Promise.all([preloadShell(), import('./meter-readings-screen.tsx')]), 30_000);

const reading = (date: string, valueM3: number, more: Partial<MeterReading> = {}): MeterReading => ({
  readingId: `r-${date}`,
  date,
  valueM3,
  meterNumber: '40917735',
  newMeter: false,
  usedM3: null,
  confirmed: false,
  ...more,
});
const SOLBACKEN: ReadingPoint = {
  facilityKey: '5000101-F01',
  facilityName: 'Villa Solbacken',
  meteringPointId: 'VA-12345678',
  meterNumber: '40917735',
  manual: true,
  readings: [reading('2026-10-01', 1412, { usedM3: 41 }), reading('2026-07-01', 1371, { usedM3: 40 }), reading('2026-04-01', 1331)],
};
const today = swedishToday();
const stored = reading(today, 1490, { usedM3: 78, confirmed: true });

function renderPage(answers: ContractAnswer[], persona: PersonaKey = 'privat') {
  return renderScreen({ url: '/vatten-avlopp/avlasning', persona, answers });
}
const form = () => within(screen.getByRole('form', { name: 'Ny mätarställning' }));

describe('Lämna mätarställning', () => {
  it('titles the page for a manually read meter, lists the earlier readings and asks for a new one', async () => {
    const { server } = await renderPage([answer(meterReadingEndpoints.list, [SOLBACKEN])]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Lämna mätarställning' })).toBeVisible();
    expect(await screen.findByRole('heading', { level: 2, name: 'Villa Solbacken' })).toBeVisible();
    expect(screen.getByText('Vattenmätare 40917735')).toBeVisible();
    expect(form().getByText('Senaste avläsning: 1 412 m³ den 1 oktober 2026.')).toBeVisible();
    const table = within(screen.getByRole('table', { name: 'Mätarställningar, Villa Solbacken' }));
    expect(table.getAllByRole('row')).toHaveLength(4);
    const october = within(table.getByRole('row', { name: /1 oktober 2026/ }));
    expect(october.getByText('1 412 m³')).toBeVisible();
    expect(october.getByText('41 m³')).toBeVisible();
    expect(within(table.getByRole('row', { name: /1 april 2026/ })).getByText('–')).toBeVisible();
    expect(server.requestsTo(meterReadingEndpoints.list)[0]?.query).toEqual({ facility: '5000101-F01' });
  });

  it('shows what is wrong at the field before anything is sent', async () => {
    const { user, server } = await renderPage([answer(meterReadingEndpoints.list, [SOLBACKEN])]);
    await screen.findByRole('form', { name: 'Ny mätarställning' });
    await user.click(form().getByRole('button', { name: 'Skicka mätarställning' }));
    expect(form().getByText('Det här fältet krävs')).toBeVisible();
    expect(document.activeElement).toBe(form().getByRole('textbox', { name: /Mätarställning/ }));
    await user.type(form().getByRole('textbox', { name: /Mätarställning/ }), '1450,5');
    await user.click(form().getByRole('button', { name: 'Skicka mätarställning' }));
    expect(form().getByText('Ange mätarställningen i hela m³, utan decimaler.')).toBeVisible();
    await user.click(form().getByRole('checkbox', { name: 'Ny mätare – mätare 40917735 har bytts' }));
    await user.clear(form().getByRole('textbox', { name: /Mätarställning/ }));
    await user.type(form().getByRole('textbox', { name: /Mätarställning/ }), '3');
    await user.click(form().getByRole('button', { name: 'Skicka mätarställning' }));
    expect(form().getByRole('textbox', { name: /Nya mätarens nummer/, description: 'Det här fältet krävs' })).toBeVisible();
    expect(server.requestsTo(meterReadingEndpoints.submit)).toHaveLength(0);
  });

  it('takes the focus to a wrong date’s first section, with the message at the field', async () => {
    const { user, server } = await renderPage([answer(meterReadingEndpoints.list, [SOLBACKEN])]);
    await screen.findByRole('form', { name: 'Ny mätarställning' });
    const date = form().getByRole('group', { name: /Avläsningsdatum/ });
    await user.click(within(date).getByRole('spinbutton', { name: 'År' }));
    await user.keyboard('2099');
    await user.type(form().getByRole('textbox', { name: /Mätarställning/ }), '1450');
    await user.click(form().getByRole('button', { name: 'Skicka mätarställning' }));
    expect(form().getByText('Datumet kan inte vara senare än i dag.')).toBeVisible();
    expect(document.activeElement).toBe(within(date).getByRole('spinbutton', { name: 'Dag' }));
    expect(server.requestsTo(meterReadingEndpoints.submit)).toHaveLength(0);
  });

  it('asks to confirm an unusual reading and saves it only when the customer keeps it', async () => {
    let list = [SOLBACKEN];
    const submit = answer(meterReadingEndpoints.submit, (request): ReadingOutcome => {
      if (!(request.body as ReadingSubmission).confirmed) {
        return { outcome: 'confirm', questions: [{ kind: 'yearly-change', message: 'Avläsningen motsvarar 520 m³ per år, 217 % mer än förra årets 164 m³.' }] };
      }
      list = [{ ...SOLBACKEN, readings: [stored, ...SOLBACKEN.readings] }];
      return { outcome: 'stored', reading: stored, created: true };
    });
    const { user, server } = await renderPage([answer(meterReadingEndpoints.list, () => list), submit]);
    await screen.findByRole('form', { name: 'Ny mätarställning' });
    await user.type(form().getByRole('textbox', { name: /Mätarställning/ }), '1 490');
    await user.click(form().getByRole('button', { name: 'Skicka mätarställning' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Stämmer mätarställningen?' }));
    expect(dialog.getByText(/^Avläsningen motsvarar 520 m³ per år, 217 % mer än förra årets 164 m³\. Kontrollera siffrorna/)).toBeVisible();
    expect(screen.queryByText(/är sparad/)).toBeNull();
    await user.click(dialog.getByRole('button', { name: 'Ja, spara den' }));

    expect(
      await screen.findByText(
        `Mätarställningen 1 490 m³ den ${new Intl.DateTimeFormat('sv-SE', { dateStyle: 'long' }).format(new Date(`${today}T12:00:00Z`))} är sparad.`,
      ),
    ).toBeVisible();
    // The message takes the focus from the closing dialog: the keyboard goes on from it (decision 0033).
    await waitFor(() => expect(document.activeElement).toBe(form().getByRole('status')));
    const bodies = server.requestsTo(meterReadingEndpoints.submit).map((r) => r.body);
    expect(bodies).toEqual([
      { meteringPointId: 'VA-12345678', date: today, value: '1 490', newMeterNumber: null, confirmed: false },
      { meteringPointId: 'VA-12345678', date: today, value: '1 490', newMeterNumber: null, confirmed: true },
    ]);
    const table = within(await screen.findByRole('table', { name: 'Mätarställningar, Villa Solbacken' }));
    expect(await table.findByText('Bekräftad efter kontrollfråga')).toBeVisible();
    expect(form().getByRole<HTMLInputElement>('textbox', { name: /Mätarställning/ }).value).toBe('');
  });

  it('lets the customer correct instead: nothing more is sent', async () => {
    const submit = answer(meterReadingEndpoints.submit, {
      outcome: 'confirm',
      questions: [{ kind: 'lower-than-last', message: '1 400 m³ är lägre än den senaste avläsningen, 1 412 m³ den 1 oktober 2026.' }],
    });
    const { user, server } = await renderPage([answer(meterReadingEndpoints.list, [SOLBACKEN]), submit]);
    await screen.findByRole('form', { name: 'Ny mätarställning' });
    await user.type(form().getByRole('textbox', { name: /Mätarställning/ }), '1400');
    await user.click(form().getByRole('button', { name: 'Skicka mätarställning' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Stämmer mätarställningen?' }));
    await user.click(dialog.getByRole('button', { name: 'Avbryt' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.requestsTo(meterReadingEndpoints.submit)).toHaveLength(1);
    expect(form().getByRole<HTMLInputElement>('textbox', { name: /Mätarställning/ }).value).toBe('1400');
  });

  it('shows the server’s refusal in Swedish', async () => {
    const refused = failure(422, 'implausible_meter_reading', 'Avläsningsdatum: Datumet är före den senaste avläsningen, 1 oktober 2026.');
    const { user } = await renderPage([answer(meterReadingEndpoints.list, [SOLBACKEN]), answer(meterReadingEndpoints.submit, refused)]);
    await screen.findByRole('form', { name: 'Ny mätarställning' });
    await user.type(form().getByRole('textbox', { name: /Mätarställning/ }), '1420');
    await user.click(form().getByRole('button', { name: 'Skicka mätarställning' }));
    expect(await form().findByText('Avläsningsdatum: Datumet är före den senaste avläsningen, 1 oktober 2026.')).toBeVisible();
    await waitFor(() => expect(document.activeElement).toBe(form().getByRole('alert')));
  });

  it.each([
    ['lankad som Anna', 'Du kan se mätarställningarna, men bara kunden själv kan lämna en ny.'],
    ['kundservice som Anna', 'Du ser kundens mätarställningar som personal. Kunden lämnar nya själv här på Mina sidor.'],
  ] as const)('lets %s read the readings but not submit', async (persona, note) => {
    await renderPage([answer(meterReadingEndpoints.list, [SOLBACKEN])], persona);
    expect(await screen.findByRole('table', { name: 'Mätarställningar, Villa Solbacken' })).toBeVisible();
    expect(screen.getByText(note)).toBeVisible();
    expect(screen.queryByRole('form', { name: 'Ny mätarställning' })).toBeNull();
  });

  it('lists an automatically read meter under another title, with nothing to submit', async () => {
    const automatic: ReadingPoint = { ...SOLBACKEN, facilityKey: '5200404-F02', facilityName: 'Anläggning 2', manual: false, readings: [] };
    await renderPage([answer(meterReadingEndpoints.list, [automatic])], 'koncern');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mätarställningar' })).toBeVisible();
    expect(await screen.findByText('Mätaren läses av automatiskt. Du behöver inte lämna någon mätarställning.')).toBeVisible();
    expect(screen.getByText('Det finns inga mätarställningar för mätaren ännu.')).toBeVisible();
    expect(screen.queryByRole('form', { name: 'Ny mätarställning' })).toBeNull();
  });

  it('shows "Laddar..." while loading, the server’s Swedish error with a retry, and a property without a water meter', async () => {
    const { answer: slow, release } = heldAnswer(meterReadingEndpoints.list, failure(503, 'unavailable', 'Mätarställningarna kunde inte hämtas just nu.'));
    const { user, server } = await renderPage([slow]);
    await screen.findByRole('heading', { level: 1, name: 'Lämna mätarställning' });
    expect(screen.getByText('Laddar...')).toBeVisible();
    release();
    expect(await screen.findByText('Mätarställningarna kunde inte hämtas just nu.')).toBeVisible();
    server.answer(answer(meterReadingEndpoints.list, []));
    await user.click(screen.getByRole('button', { name: 'Försök igen' }));
    expect(await screen.findByText('Det finns ingen vattenmätare på den valda anläggningen.')).toBeVisible();
  });
});
