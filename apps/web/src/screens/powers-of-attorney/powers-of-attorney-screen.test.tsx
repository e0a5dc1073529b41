import { powerOfAttorneyEndpoints, type PowerOfAttorney } from '@mina-sidor/shared/power-of-attorney';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SelectedProperty } from '@/selection/selection.ts';
import { answer, failure, type ContractAnswer } from '@/test/fake-server.ts';
import { personaSelection, type PersonaKey } from '@/test/personas.ts';
import { preloadShell, renderScreen } from '@/test/render-screen.tsx';

beforeAll(() => Promise.all([preloadShell(), import('./powers-of-attorney-screen.tsx')]), 30_000);

const POINT = '735999100000000001';
const NO_DATE = '1900-01-01T00:00:00.000Z';
const poa = (permissionId: string, requester: string, statusMP: PowerOfAttorney['statusMP'], dates: Partial<PowerOfAttorney>): PowerOfAttorney => ({
  permissionId,
  statusMP,
  requester,
  meteringPointId: POINT,
  receivedStartDateTime: '2026-01-15T09:00:00.000Z',
  responseStartDateTime: NO_DATE,
  actualReportStartDateTime: NO_DATE,
  actualReportEndDateTime: null,
  ...dates,
});
// Anna's requests, one in each status.
const active = poa('P-1', 'Solkraft Sverige AB', 'Aktiv', {
  receivedStartDateTime: '2025-02-20T08:12:00.000Z',
  responseStartDateTime: '2025-02-21T18:40:00.000Z',
  actualReportStartDateTime: '2025-02-21T18:40:00.000Z',
});
const inactive = poa('P-2', 'Energikollen AB', 'Inaktiv', {
  receivedStartDateTime: '2023-04-27T10:05:00.000Z',
  responseStartDateTime: '2023-04-28T07:30:00.000Z',
  actualReportStartDateTime: '2023-04-28T07:30:00.000Z',
  actualReportEndDateTime: '2024-04-30T16:20:00.000Z',
});
const fresh = poa('P-3', 'Nordisk Elhandel AB', 'Ny', { receivedStartDateTime: '2026-11-18T09:00:00.000Z' });
const waiting = poa('P-4', 'Hemenergi Energitjänster AB', 'Väntande', { receivedStartDateTime: '2026-10-30T14:25:00.000Z' });
const annas = answer(powerOfAttorneyEndpoints.list, [active, inactive, fresh, waiting]);

function renderPowersOfAttorney(answers: ContractAnswer[] = [annas], persona: PersonaKey = 'privat', property?: SelectedProperty) {
  return renderScreen({ url: '/el/fullmakter', persona, answers, ...(property ? { selection: { property } } : {}) });
}

const group = (name: string) => screen.findByRole('region', { name });
const card = (name: string) => screen.findByRole('listitem', { name });
/** The dates of a card as "label value" pairs. */
const datesOf = (item: HTMLElement) =>
  Array.from(item.querySelectorAll('dl > div')).map((pair) => `${pair.querySelector('dt')?.textContent} ${pair.querySelector('dd')?.textContent}`);

describe('the powers of attorney (spec §2.7, §2.10 "powers of attorney")', () => {
  it('groups them as new and pending, active and inactive, saying who asked and for which metering point', async () => {
    await renderPowersOfAttorney();
    expect(await screen.findByRole('heading', { level: 1, name: 'Fullmakter' })).toBeVisible();
    await group('Nya och väntande förfrågningar');
    // The page footer's feedback heading follows the groups.
    expect(
      screen
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent)
        .slice(0, 3),
    ).toEqual(['Nya och väntande förfrågningar', 'Aktiva fullmakter', 'Inaktiva fullmakter']);
    const pending = within(await group('Nya och väntande förfrågningar'));
    expect(pending.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Nordisk Elhandel AB', 'Hemenergi Energitjänster AB']);
    expect(pending.getByText('Ny')).toBeVisible();
    expect(pending.getByText('Väntande')).toBeVisible();
    expect(within(await group('Aktiva fullmakter')).getByRole('listitem', { name: 'Solkraft Sverige AB' })).toHaveTextContent(
      `Får läsa mätvärden för mätpunkt ${POINT}.`,
    );
    expect(within(await group('Inaktiva fullmakter')).getByRole('listitem', { name: 'Energikollen AB' })).toBeVisible();
    expect(await card('Nordisk Elhandel AB')).toHaveTextContent(`Vill läsa mätvärden för mätpunkt ${POINT}.`);
  });

  it('shows dates as YYYY-MM-DD, 1900-01-01 as a dash and an empty end date as "Tillsvidare"', async () => {
    await renderPowersOfAttorney();
    expect(datesOf(await card('Nordisk Elhandel AB'))).toEqual(['Mottagen 2026-11-18', 'Besvarad –', 'Gäller från –', 'Gäller till Tillsvidare']);
    expect(datesOf(await card('Solkraft Sverige AB'))).toEqual([
      'Mottagen 2025-02-20',
      'Besvarad 2025-02-21',
      'Gäller från 2025-02-21',
      'Gäller till Tillsvidare',
    ]);
    expect(datesOf(await card('Energikollen AB'))).toEqual(['Mottagen 2023-04-27', 'Besvarad 2023-04-28', 'Gäller från 2023-04-28', 'Gäller till 2024-04-30']);
  });

  it('approves a new request after confirmation, which then shows among the active ones', async () => {
    const approved = {
      ...fresh,
      statusMP: 'Aktiv' as const,
      responseStartDateTime: '2026-11-23T12:00:00.000Z',
      actualReportStartDateTime: '2026-11-23T12:00:00.000Z',
    };
    const { user, server } = await renderPowersOfAttorney([annas, answer(powerOfAttorneyEndpoints.decide, approved)]);
    await user.click(within(await card('Nordisk Elhandel AB')).getByRole('button', { name: 'Godkänn' }));

    const dialog = await screen.findByRole('dialog', { name: 'Godkänn fullmakten?' });
    expect(dialog).toHaveTextContent(`Nordisk Elhandel AB får läsa mätvärden för mätpunkt ${POINT} från och med i dag, tills du avslutar fullmakten.`);
    expect(server.requestsTo(powerOfAttorneyEndpoints.decide)).toEqual([]);
    // It opens on the control that changes nothing (decision 0033).
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Avbryt' }));
    await user.click(within(dialog).getByRole('button', { name: 'Godkänn' }));

    const done = await screen.findByRole('status');
    expect(done).toHaveTextContent('Du har godkänt fullmakten för Nordisk Elhandel AB.');
    // The outcome takes the focus, not the closing dialog's card button, nor the page (decision 0033).
    await waitFor(() => expect(document.activeElement).toBe(done));
    const requests = server.requestsTo(powerOfAttorneyEndpoints.decide);
    expect(requests.map(({ params, body }) => ({ params, body }))).toEqual([
      { params: { id: '10000000001', permissionId: 'P-3' }, body: { decision: 'approve' } },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const activeGroup = within(await group('Aktiva fullmakter'));
    expect(activeGroup.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Nordisk Elhandel AB', 'Solkraft Sverige AB']);
    expect(within(await group('Nya och väntande förfrågningar')).queryByText('Nordisk Elhandel AB')).toBeNull();
  });

  it('rejects and ends only after confirmation, and sends nothing when cancelled', async () => {
    const ended = { ...active, statusMP: 'Inaktiv' as const, actualReportEndDateTime: '2026-11-23T12:00:00.000Z' };
    const { user, server } = await renderPowersOfAttorney([annas, answer(powerOfAttorneyEndpoints.decide, ended)]);
    await user.click(within(await card('Hemenergi Energitjänster AB')).getByRole('button', { name: 'Avvisa' }));
    const reject = await screen.findByRole('dialog', { name: 'Avvisa förfrågan?' });
    await user.click(within(reject).getByRole('button', { name: 'Avbryt' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.requestsTo(powerOfAttorneyEndpoints.decide)).toEqual([]);

    await user.click(within(await card('Solkraft Sverige AB')).getByRole('button', { name: 'Avsluta fullmakt' }));
    const end = await screen.findByRole('dialog', { name: 'Avsluta fullmakten?' });
    expect(end).toHaveTextContent('Solkraft Sverige AB slutar få mätvärden');
    await user.click(within(end).getByRole('button', { name: 'Avsluta fullmakt' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Du har avslutat fullmakten för Solkraft Sverige AB.');
    expect(server.requestsTo(powerOfAttorneyEndpoints.decide).map((r) => r.body)).toEqual([{ decision: 'end' }]);
    expect(datesOf(within(await group('Inaktiva fullmakter')).getByRole('listitem', { name: 'Solkraft Sverige AB' }))).toContain('Gäller till 2026-11-23');
  });

  it('shows the server’s Swedish message in the dialog when the decision is refused, and keeps the list', async () => {
    const refused = failure(409, 'poa_already_answered', 'Fullmakten är redan besvarad och kan inte godkännas eller avvisas.');
    const { user } = await renderPowersOfAttorney([annas, answer(powerOfAttorneyEndpoints.decide, refused)]);
    await user.click(within(await card('Nordisk Elhandel AB')).getByRole('button', { name: 'Avvisa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Avvisa förfrågan?' });
    await user.click(within(dialog).getByRole('button', { name: 'Avvisa' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Fullmakten är redan besvarad och kan inte godkännas eller avvisas.');
    await user.click(within(dialog).getByRole('button', { name: 'Avbryt' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('status')).toBeNull();
    expect(within(await group('Nya och väntande förfrågningar')).getByRole('listitem', { name: 'Nordisk Elhandel AB' })).toBeVisible();
  });

  it.each<[string, PersonaKey]>([
    ['a linked user', 'lankad som Anna'],
    ['customer service', 'kundservice som Anna'],
  ])('lets %s see them, without anything to decide', async (_, persona) => {
    await renderPowersOfAttorney([annas], persona);
    expect(await card('Nordisk Elhandel AB')).toBeVisible();
    expect(screen.getByText('Du kan se fullmakterna, men bara kunden själv kan godkänna, avvisa eller avsluta dem.')).toBeVisible();
    expect(screen.queryAllByRole('button', { name: /Godkänn|Avvisa|Avsluta/ })).toEqual([]);
  });

  it('says "Laddar..." while the list loads, and that there are none when there are none', async () => {
    let release: () => void = () => undefined;
    const later = new Promise<void>((resolve) => {
      release = resolve;
    });
    await renderPowersOfAttorney([answer(powerOfAttorneyEndpoints.list, () => later.then(() => []))]);
    await screen.findByRole('heading', { level: 1, name: 'Fullmakter' });
    expect(screen.getByText('Laddar...')).toBeVisible();
    release();
    expect(await screen.findByRole('region', { name: 'Inga fullmakter' })).toHaveTextContent(
      'När ett elhandelsföretag eller energitjänstföretag ber om att få läsa dina mätvärden visas förfrågan här.',
    );
  });

  it('shows the empty list, silently, when the list cannot be fetched (spec §8)', async () => {
    await renderPowersOfAttorney([answer(powerOfAttorneyEndpoints.list, failure(500, 'internal_error', 'Internt serverfel. Försök igen senare.'))]);
    expect(await screen.findByRole('region', { name: 'Inga fullmakter' })).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('Internt serverfel. Försök igen senare.')).toBeNull();
  });

  it('is not there for a property without electricity', async () => {
    const villa = personaSelection('privat')!.property;
    await renderPowersOfAttorney([annas], 'privat', { ...villa, infraServices: villa.infraServices.filter((s) => s.name !== 'EL') });
    expect(await screen.findByText('Hoppsan!')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Fullmakter' })).toBeNull();
  });
});
