import { type HanPort, hanPortEndpoints } from '@mina-sidor/shared/han-port';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { answer, failure, type ContractAnswer } from '@/test/fake-server.ts';
import type { PersonaKey } from '@/test/personas.ts';
import { preloadShell, renderScreen } from '@/test/render-screen.tsx';

beforeAll(() => Promise.all([preloadShell(), import('./han-port-screen.tsx')]), 30_000);

const VILLA: HanPort = {
  meteringPointId: '735999123456789012',
  meterNumber: '12345678',
  facilityKey: '5000101-F01',
  facilityName: 'Villa Solbacken',
  address: 'Solbackevägen 12, 131 40 Nacka',
  customerAccountIds: ['5000101001'],
  status: 'inactive',
  requestedAt: null,
  activatedAt: null,
};
/** A meter of another account of the customer: not on the selected account's page. */
const OTHER_ACCOUNT: HanPort = { ...VILLA, meteringPointId: '735999000000000002', facilityName: 'Sommarstugan', customerAccountIds: ['5000101002'] };

/** Anna's meters as the server has them: an activation request changes the villa's port once. */
function annasMeters(ports: HanPort[] = [VILLA, OTHER_ACCOUNT]): ContractAnswer[] {
  let current = [...ports];
  return [
    answer(hanPortEndpoints.list, () => current),
    answer(hanPortEndpoints.activate, (request) => {
      current = current.map((p) =>
        p.meteringPointId === request.params.meteringPointId && p.status === 'inactive'
          ? { ...p, status: 'requested', requestedAt: '2026-11-23T10:00:00.000Z' }
          : p,
      );
      return current.find((p) => p.meteringPointId === request.params.meteringPointId)!;
    }),
  ];
}

const renderPage = (answers: ContractAnswer[], persona: PersonaKey = 'privat') => renderScreen({ url: '/el/han-port', persona, answers });
const villaCard = () => screen.findByRole('region', { name: 'Villa Solbacken' });

describe('HAN-port', () => {
  it('shows the selected account’s meter with its port off, what the port gives, and the way to Power Hub', async () => {
    await renderPage(annasMeters());
    expect(await screen.findByRole('heading', { level: 1, name: 'HAN-port' })).toBeVisible();
    const card = within(await villaCard());
    expect(card.getByText('Inte aktiverad')).toBeVisible();
    expect(card.getByText('Mätpunkt 735999123456789012 · Mätare 12345678')).toBeVisible();
    expect(card.getByRole('button', { name: 'Beställ aktivering' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Sommarstugan' })).toBeNull();
    const gives = within(screen.getByRole('region', { name: 'Det här får du' }));
    expect(gives.getByText(/var tionde sekund/)).toBeVisible();
    expect(gives.getByText(/RJ12-kontakt/)).toBeVisible();
    expect(gives.getByText(/egen strömförsörjning/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Beställ Power Hub' })).toHaveAttribute('href', '/bestall-power-hub');
  });

  it('asks for activation: the port is then requested, and the button gone', async () => {
    const { user, server } = await renderPage(annasMeters());
    const card = within(await villaCard());
    await user.click(card.getByRole('button', { name: 'Beställ aktivering' }));
    expect(await card.findByRole('status')).toHaveTextContent('Tack! Vi har tagit emot din beställning.');
    expect(card.getByText('Aktivering beställd')).toBeVisible();
    expect(card.getByText('Du beställde aktivering 23 november 2026. Porten aktiveras inom några arbetsdagar.')).toBeVisible();
    expect(card.queryByRole('button', { name: 'Beställ aktivering' })).toBeNull();
    expect(server.requestsTo(hanPortEndpoints.activate)).toHaveLength(1);
  });

  it('shows an active port without a button', async () => {
    await renderPage(annasMeters([{ ...VILLA, status: 'active', requestedAt: '2025-11-04T09:12:00.000Z', activatedAt: '2025-11-07T06:00:00.000Z' }]));
    const card = within(await villaCard());
    expect(card.getByText('Aktiv')).toBeVisible();
    expect(card.getByText('Porten är aktiv sedan 7 november 2025.')).toBeVisible();
    expect(card.queryByRole('button')).toBeNull();
  });

  it('shows the server’s refusal at the meter', async () => {
    const { user } = await renderPage([
      ...annasMeters(),
      answer(hanPortEndpoints.activate, failure(403, 'forbidden', 'Som länkad användare kan du inte ändra avtal eller beställa en Power Hub.')),
    ]);
    const card = within(await villaCard());
    await user.click(card.getByRole('button', { name: 'Beställ aktivering' }));
    expect(await card.findByRole('alert')).toHaveTextContent('Som länkad användare kan du inte ändra avtal eller beställa en Power Hub.');
  });

  it.each([
    ['lankad som Anna', 'Som länkad användare kan du se kundportens status, men bara kunden själv kan beställa aktivering.'],
    ['kundservice som Anna', 'Du ser kundens elmätare som personal. Kunden beställer aktivering själv här på Mina sidor.'],
  ] as const)('lets %s see the port but not ask for it', async (persona, note) => {
    await renderPage(annasMeters(), persona);
    const card = within(await villaCard());
    expect(card.getByText('Inte aktiverad')).toBeVisible();
    expect(card.getByText('Bara kunden själv kan beställa aktivering.')).toBeVisible();
    expect(card.queryByRole('button')).toBeNull();
    expect(screen.getByText(note)).toBeVisible();
  });

  it('says so when the account has no electricity meter', async () => {
    await renderPage(annasMeters([OTHER_ACCOUNT]));
    expect(await screen.findByText('Det finns ingen elmätare på det valda kontot.')).toBeVisible();
  });

  it('shows "Laddar..." while loading, then the server’s Swedish error with a retry', async () => {
    const { user, server } = await renderPage([answer(hanPortEndpoints.list, failure(503, 'unavailable', 'Mätarna kunde inte hämtas just nu.'))]);
    expect(await screen.findByText('Mätarna kunde inte hämtas just nu.')).toBeVisible();
    server.answer(...annasMeters());
    await user.click(screen.getByRole('button', { name: 'Försök igen' }));
    expect(await villaCard()).toBeVisible();
  });
});
