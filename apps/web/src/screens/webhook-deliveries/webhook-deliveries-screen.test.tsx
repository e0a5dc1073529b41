import { integrationEventEndpoints, type WebhookDelivery } from '@mina-sidor/shared/integration-event';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, failure, heldAnswer } from '@/test/fake-server.ts';
import { renderScreen } from '@/test/render-screen.tsx';
import { WebhookDeliveriesScreen } from './webhook-deliveries-screen.tsx';

const routes = [
  { path: '/leveranser', element: <WebhookDeliveriesScreen /> },
  { path: '/kundsok', element: <p>Kundsök</p> },
  { path: '/kund/:customerId', element: <p>Kundens sidor</p> },
];
// Kim, kundservice, on the page of failed deliveries.
const kim = { url: '/leveranser', routes, persona: 'kundservice' } as const;

function aDelivery(overrides: Partial<WebhookDelivery> = {}): WebhookDelivery {
  return {
    eventId: '0b6f2c7e-5d1a-4c3b-9e8f-7a6d5c4b3a01',
    type: 'se.minasidor.power-hub.ordered',
    customerId: '10000000001',
    subjectSequence: 3,
    time: '2026-11-26T08:14:00.000Z',
    status: 'failed',
    attempts: 13,
    lastAttemptAt: '2026-11-27T18:40:00.000Z',
    lastStatus: 500,
    lastError: 'HTTP 500',
    heldBack: 2,
    ...overrides,
  };
}
const givenUp = aDelivery();
const stillTried = aDelivery({
  eventId: '0b6f2c7e-5d1a-4c3b-9e8f-7a6d5c4b3a02',
  type: 'se.minasidor.contact-details.changed',
  customerId: '10000000003',
  subjectSequence: 1,
  time: '2026-11-27T09:05:00.000Z',
  status: 'retrying',
  attempts: 2,
  lastAttemptAt: '2026-11-27T09:06:30.000Z',
  lastStatus: null,
  lastError: 'ingen förbindelse (ECONNREFUSED)',
  heldBack: 0,
});

const rowsOf = async () => {
  const table = await screen.findByRole('table');
  return within(table).getAllByRole('row').slice(1);
};

describe('WebhookDeliveriesScreen', () => {
  it('lists each delivery not taken with what happened, the customer, when, the attempts and the last error', async () => {
    await renderScreen({ ...kim, answers: [answer(integrationEventEndpoints.undelivered, [givenUp, stillTried])] });

    expect(await screen.findByRole('heading', { level: 1, name: 'Misslyckade leveranser' })).toBeVisible();
    const [first, second] = await rowsOf();
    expect(within(first!).getAllByRole('rowheader')[0]).toHaveTextContent('Beställning av Power Hub2 senare händelser väntar');
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['10000000001', '2026-11-26 09:14', '13', 'HTTP 5002026-11-27 19:40', 'Gav uppFörsök igen']);
    expect(
      within(second!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['10000000003', '2026-11-27 10:05', '2', 'ingen förbindelse (ECONNREFUSED)2026-11-27 10:06', 'Försöks igen automatiskt']);
    // Only a given-up delivery is sent again by hand.
    expect(screen.getAllByRole('button', { name: /^Försök igen/ })).toHaveLength(1);
  });

  it('opens the customer’s pages from the list', async () => {
    const { user, router } = await renderScreen({ ...kim, answers: [answer(integrationEventEndpoints.undelivered, [givenUp])] });

    await user.click(await screen.findByRole('link', { name: 'Öppna kund 10000000001' }));
    expect(await screen.findByText('Kundens sidor')).toBeVisible();
    expect(router.state.location.pathname).toBe('/kund/10000000001');
  });

  it('sends a given-up delivery again and says that the events behind it follow in order', async () => {
    let retried = false;
    const { user, server } = await renderScreen({
      ...kim,
      answers: [
        answer(integrationEventEndpoints.undelivered, () => (retried ? [{ ...givenUp, status: 'retrying' as const }] : [givenUp, stillTried])),
        answer(integrationEventEndpoints.retry, () => {
          retried = true;
          return { ...givenUp, status: 'retrying' as const };
        }),
      ],
    });

    await user.click(await screen.findByRole('button', { name: 'Försök igen: Beställning av Power Hub för kund 10000000001' }));

    expect(await screen.findByText('Händelsen och de 2 som väntar bakom den skickas igen, i kundens ordning.')).toBeVisible();
    expect(server.requestsTo(integrationEventEndpoints.retry).map((r) => r.params)).toEqual([{ eventId: givenUp.eventId }]);
    // The list as the server has it afterwards: retried, still on its way.
    const [row] = await rowsOf();
    expect(within(row!).getAllByRole('cell').at(-1)).toHaveTextContent('Försöks igen automatiskt');
    expect(screen.queryByRole('button', { name: /^Försök igen/ })).toBeNull();
  });

  it('shows the server’s Swedish message when a retry is refused, and keeps the list', async () => {
    const refusal = 'Leveransen har inte gett upp: den är levererad eller försöks fortfarande igen automatiskt.';
    const { user } = await renderScreen({
      ...kim,
      answers: [
        answer(integrationEventEndpoints.undelivered, [givenUp]),
        answer(integrationEventEndpoints.retry, failure(409, 'delivery_not_failed', refusal)),
      ],
    });

    await user.click(await screen.findByRole('button', { name: /^Försök igen/ }));

    expect((await screen.findByRole('alert')).textContent).toBe(refusal);
    expect(await rowsOf()).toHaveLength(1);
  });

  it('says so when every event has been taken', async () => {
    await renderScreen({ ...kim, answers: [answer(integrationEventEndpoints.undelivered, [])] });

    expect(await screen.findByRole('heading', { level: 2, name: 'Inga misslyckade leveranser' })).toBeVisible();
    expect(screen.getByText('Verksamhetssystemen har tagit emot alla händelser.')).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says it is fetching, and when fetching failed offers to ask again', async () => {
    const held = heldAnswer(integrationEventEndpoints.undelivered, failure(500, 'internal', 'Något gick fel. Försök igen senare.'));
    const { user, server } = await renderScreen({ ...kim, answers: [held.answer] });

    expect(await screen.findByRole('status')).toHaveTextContent('Hämtar leveranser...');
    held.release();
    expect(await screen.findByRole('alert')).toHaveTextContent('Något gick fel. Försök igen senare.');

    await user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Försök igen' }));
    await waitFor(() => expect(server.requestsTo(integrationEventEndpoints.undelivered)).toHaveLength(2));
    expect(await screen.findByRole('alert')).toHaveTextContent('Något gick fel. Försök igen senare.');
  });

  it('leads back to Kundsök, staff’s start page', async () => {
    const { user, router } = await renderScreen({ ...kim, answers: [answer(integrationEventEndpoints.undelivered, [])] });

    await user.click(await screen.findByRole('link', { name: 'Till kundsök' }));
    expect(await screen.findByText('Kundsök')).toBeVisible();
    expect(router.state.location.pathname).toBe('/kundsok');
  });

  it('tells a customer that the page is not for them, and asks nothing', async () => {
    const { server } = await renderScreen({ ...kim, persona: 'privat' });

    expect(await screen.findByRole('heading', { name: 'Du saknar behörighet' })).toBeVisible();
    expect(server.requests).toEqual([]);
  });
});
