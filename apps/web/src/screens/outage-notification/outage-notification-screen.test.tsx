import { disruptionEndpoints, type Disruption } from '@mina-sidor/shared/disruption';
import { type FacilityRecipients, outageNotificationEndpoints, type OutageRecipient } from '@mina-sidor/shared/outage-notification';
import { MOBILE_NUMBER_INVALID } from '@mina-sidor/shared/phone-number';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { answer, failure, type ContractAnswer } from '@/test/fake-server.ts';
import type { PersonaKey } from '@/test/personas.ts';
import { preloadShell, renderScreen } from '@/test/render-screen.tsx';

beforeAll(() => Promise.all([preloadShell(), import('./outage-notification-screen.tsx')]), 30_000);

const ANNA = '10000000001';
const VILLA = '5000101-F01';
const sms = (address: string, n: number): OutageRecipient => ({
  recipientId: `0b6a8f2e-5c1d-4e7a-9f3b-2d4c6e8a0b0${n}`,
  channel: 'sms',
  address,
  addedAt: '2026-03-02T18:20:00.000Z',
});
const SMS = sms('070-123 45 67', 1);
const EMAIL: OutageRecipient = { ...SMS, recipientId: '0b6a8f2e-5c1d-4e7a-9f3b-2d4c6e8a0b02', channel: 'email', address: 'anna.andersson@example.se' };
const villa = (recipients: OutageRecipient[]): FacilityRecipients => ({
  facilityKey: VILLA,
  displayName: 'Villa Solbacken',
  address: 'Solbackevägen 12',
  postalCode: '131 40',
  city: 'Nacka',
  services: ['EL', 'FJV', 'VA'],
  recipients,
});
const WATER: Disruption = {
  disruptionId: 'D-VA-1',
  service: 'VA',
  title: 'Planerat vattenavbrott på Solbackevägen',
  description: 'Vi byter en ventil i vattenledningen.',
  area: 'Solbackevägen och Ekuddsvägen, Nacka',
  planned: true,
  status: 'planerat',
  startsAt: '2026-11-26T08:00:00.000Z',
  endsAt: '2026-11-26T12:00:00.000Z',
  publishedAt: '2026-11-23T06:00:00.000Z',
  facilities: [{ facilityKey: VILLA, displayName: 'Villa Solbacken' }],
};
const POWER: Disruption = {
  ...WATER,
  disruptionId: 'D-EL-1',
  service: 'EL',
  title: 'Strömavbrott i Nacka',
  description: 'Ett kabelfel orsakade ett kortare strömavbrott. Felet är åtgärdat.',
  area: 'Centrala Nacka',
  planned: false,
  status: 'åtgärdat',
  startsAt: '2026-11-17T13:00:00.000Z',
  endsAt: '2026-11-17T15:00:00.000Z',
  publishedAt: '2026-11-17T13:10:00.000Z',
};

/** Anna's villa as the server has it, with these recipients: the same list additions and removals change. */
function annasVilla(recipients: OutageRecipient[], disruptions: Disruption[] = [WATER, POWER]): ContractAnswer[] {
  let current = [...recipients];
  return [
    answer(outageNotificationEndpoints.list, (request) => (request.params.id === ANNA ? [villa(current)] : failure(404, 'not_found', 'Kunden hittades inte.'))),
    answer(disruptionEndpoints.list, disruptions),
    answer(outageNotificationEndpoints.add, (request) => {
      const body = request.body as { channel: 'sms' | 'email'; address: string };
      const added = { ...SMS, recipientId: '0b6a8f2e-5c1d-4e7a-9f3b-2d4c6e8a0b09', ...body };
      current = [...current, added];
      return added;
    }),
    answer(outageNotificationEndpoints.remove, (request) => {
      current = current.filter((r) => r.recipientId !== request.params.recipientId);
    }),
  ];
}

/** privat (Anna herself) on /avisering-vid-avbrott, unless another persona on her pages is given. */
const renderPage = (answers: ContractAnswer[], persona: PersonaKey = 'privat') => renderScreen({ url: '/avisering-vid-avbrott', persona, answers });

const villaCard = () => screen.findByRole('region', { name: 'Villa Solbacken' });
const recipientsOf = async () => {
  const list = within(await villaCard()).queryByRole('list', { name: 'Villa Solbacken' });
  return list
    ? within(list)
        .getAllByRole('listitem')
        .map((item) => document.getElementById(item.getAttribute('aria-labelledby') ?? '')?.textContent)
    : [];
};
const disruptionCard = (title: string) => within(screen.getByRole('list', { name: 'Aktuella avbrott' })).getByRole('listitem', { name: title });

describe('the disruption information (spec §2.10 "disruption information")', () => {
  it('lists each disruption with its status, area, start, expected end and the facilities it reaches', async () => {
    await renderPage(annasVilla([SMS]));
    expect(await screen.findByRole('heading', { level: 1, name: 'Avisering vid avbrott' })).toBeVisible();
    await screen.findByRole('list', { name: 'Aktuella avbrott' });
    const water = disruptionCard('Planerat vattenavbrott på Solbackevägen');
    expect(water).toHaveTextContent('Planerat');
    expect(water).toHaveTextContent('Vatten och avlopp · Planerat arbete');
    expect(
      within(water)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Område', 'Start', 'Beräknas klart', 'Berör']);
    expect(
      within(water)
        .getAllByRole('definition')
        .map((definition) => definition.textContent),
    ).toEqual(['Solbackevägen och Ekuddsvägen, Nacka', '26 november 2026 kl. 09:00', '26 november 2026 kl. 13:00', 'Villa Solbacken']);
    const power = disruptionCard('Strömavbrott i Nacka');
    expect(power).toHaveTextContent('Åtgärdat');
    expect(power).toHaveTextContent('El · Driftstörning');
    expect(
      within(power)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toContain('Klart');
  });

  it('says in its header when the newest disruption was published (spec §2.5)', async () => {
    await renderPage(annasVilla([SMS], [POWER, WATER]));
    await screen.findByRole('list', { name: 'Aktuella avbrott' });
    expect(screen.getByText(/^Publicerad/)).toHaveTextContent('Publicerad 23 november 2026');
  });

  it('says so when there is none, and links to the water information on the public site', async () => {
    await renderPage(annasVilla([SMS], []));
    expect(await screen.findByText('Det finns inga pågående eller planerade avbrott vid dina anläggningar.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Driftinformation för vatten och avlopp' })).toHaveAttribute(
      'href',
      'https://www.example-energi.se/vatten-och-avlopp/driftinformation',
    );
  });

  it('shows the server’s message when the disruptions cannot be loaded, and asks again on "Försök igen"', async () => {
    let calls = 0;
    const flaky = answer(disruptionEndpoints.list, () => (calls++ === 0 ? failure(503, 'unavailable', 'Tjänsten är inte tillgänglig just nu.') : [WATER]));
    const { user } = await renderPage([...annasVilla([SMS]), flaky]);
    expect(await screen.findByText('Tjänsten är inte tillgänglig just nu.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Försök igen' }));
    await screen.findByRole('listitem', { name: 'Planerat vattenavbrott på Solbackevägen' });
  });
});

describe('the recipients (spec §2.6, §3.9)', () => {
  it('lists who is notified at each facility, by SMS or e-mail, with "Ta bort"', async () => {
    await renderPage(annasVilla([SMS, EMAIL]));
    await expect(recipientsOf()).resolves.toEqual(['070-123 45 67', 'anna.andersson@example.se']);
    const card = within(await villaCard());
    expect(card.getByText('Solbackevägen 12, 131 40 Nacka')).toBeVisible();
    expect(card.getByText('Gäller avbrott i el, fjärrvärme och vatten och avlopp')).toBeVisible();
    expect(card.getByRole('button', { name: 'Ta bort', description: 'anna.andersson@example.se' })).toBeVisible();
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('says so when nobody is notified yet', async () => {
    await renderPage(annasVilla([]));
    expect(within(await villaCard()).getByText('Ingen får avisering för den här anläggningen ännu.')).toBeVisible();
  });

  it('adds a mobile number after checking it, and lists it as the server stored it', async () => {
    const { user, server } = await renderPage(annasVilla([SMS]));
    const form = within(await screen.findByRole('form', { name: 'Lägg till mottagare för Villa Solbacken' }));
    const field = form.getByRole('textbox', { name: 'Mobilnummer' });
    await user.type(field, '08-555 010 20');
    await user.click(form.getByRole('button', { name: 'Lägg till' }));
    expect(form.getByRole('textbox', { name: 'Mobilnummer', description: MOBILE_NUMBER_INVALID })).toHaveAttribute('aria-invalid', 'true');
    expect(document.activeElement).toBe(field);
    expect(server.requestsTo(outageNotificationEndpoints.add)).toEqual([]);
    // After an attempt, the other channel's rule speaks at once.
    await user.click(form.getByRole('radio', { name: 'E-post' }));
    expect(await form.findByRole('textbox', { name: 'Mejladress', description: 'Ange en giltig mejladress' })).toHaveAttribute('aria-invalid', 'true');
    await user.click(form.getByRole('radio', { name: 'Sms' }));

    await user.clear(field);
    await user.type(field, '+46 73 345 67 89');
    await user.click(form.getByRole('button', { name: 'Lägg till' }));
    expect(await form.findByRole('status')).toHaveTextContent('073-345 67 89 får nu sms om avbrott vid Villa Solbacken.');
    expect(server.requestsTo(outageNotificationEndpoints.add).map(({ params, body }) => ({ params, body }))).toEqual([
      { params: { id: ANNA, facilityKey: VILLA }, body: { channel: 'sms', address: '073-345 67 89' } },
    ]);
    await waitFor(() => expect(recipientsOf()).resolves.toEqual(['070-123 45 67', '073-345 67 89']));
    expect((field as HTMLInputElement).value).toBe('');
  });

  it('adds an e-mail address, with the spec’s e-mail messages', async () => {
    const { user, server } = await renderPage(annasVilla([]));
    const form = within(await screen.findByRole('form', { name: 'Lägg till mottagare för Villa Solbacken' }));
    await user.click(form.getByRole('radio', { name: 'E-post' }));
    await user.click(form.getByRole('button', { name: 'Lägg till' }));
    expect(form.getByRole('textbox', { name: 'Mejladress', description: 'Ange en mejladress' })).toHaveAttribute('aria-invalid', 'true');
    await user.type(form.getByRole('textbox', { name: 'Mejladress' }), 'granne@example.se');
    await user.click(form.getByRole('button', { name: 'Lägg till' }));
    expect(await form.findByRole('status')).toHaveTextContent('granne@example.se får nu e-post om avbrott vid Villa Solbacken.');
    expect(server.requestsTo(outageNotificationEndpoints.add).map(({ body }) => body)).toEqual([{ channel: 'email', address: 'granne@example.se' }]);
  });

  it('shows the server’s Swedish message when it refuses the recipient, and keeps what was typed', async () => {
    const refused = failure(409, 'recipient_exists', 'Mottagaren finns redan för den här anläggningen.');
    const { user } = await renderPage([...annasVilla([SMS]), answer(outageNotificationEndpoints.add, refused)]);
    const form = within(await screen.findByRole('form', { name: 'Lägg till mottagare för Villa Solbacken' }));
    await user.type(form.getByRole('textbox', { name: 'Mobilnummer' }), '070-123 45 67');
    await user.click(form.getByRole('button', { name: 'Lägg till' }));
    expect(await form.findByRole('alert')).toHaveTextContent('Mottagaren finns redan för den här anläggningen.');
    expect((form.getByRole('textbox', { name: 'Mobilnummer' }) as HTMLInputElement).value).toBe('070-123 45 67');
  });

  it('offers no form once a facility has five recipients', async () => {
    await renderPage(annasVilla([1, 2, 3, 4, 5].map((n) => sms(`070-123 45 6${n}`, n))));
    const card = within(await villaCard());
    expect(card.getByText('Anläggningen har 5 mottagare, så många som går. Ta bort en mottagare om du vill lägga till någon annan.')).toBeVisible();
    expect(card.queryByRole('form')).toBeNull();
  });

  it('asks before removing, removes nothing when cancelled, and removes on confirmation', async () => {
    const { user, server } = await renderPage(annasVilla([SMS, EMAIL]));
    const card = within(await villaCard());
    await user.click(card.getByRole('button', { name: 'Ta bort', description: 'anna.andersson@example.se' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Ta bort mottagare?',
      description: 'anna.andersson@example.se kommer inte längre att få e-post om avbrott vid Villa Solbacken.',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Avbryt' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.requestsTo(outageNotificationEndpoints.remove)).toEqual([]);

    await user.click(card.getByRole('button', { name: 'Ta bort', description: 'anna.andersson@example.se' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Ta bort mottagare?' })).getByRole('button', { name: 'Ta bort' }));
    expect(await screen.findByRole('status')).toHaveTextContent('anna.andersson@example.se får inte längre e-post om avbrott vid Villa Solbacken.');
    expect(server.requestsTo(outageNotificationEndpoints.remove).map((request) => request.params)).toEqual([
      { id: ANNA, facilityKey: VILLA, recipientId: EMAIL.recipientId },
    ]);
    await waitFor(() => expect(recipientsOf()).resolves.toEqual(['070-123 45 67']));
  });

  it('is in privat’s profile menu (on mobile, the Konto tab)', async () => {
    const { user } = await renderPage(annasVilla([SMS]));
    await villaCard();
    await user.click(screen.getByRole('button', { name: 'Konto' }));
    const accountMenu = within(await screen.findByRole('navigation', { name: 'Konto' }));
    expect(accountMenu.getByRole('link', { name: 'Avisering vid avbrott' })).toHaveAttribute('href', '/avisering-vid-avbrott');
  });
});

describe('people who may only look (spec §6)', () => {
  it.each<[string, PersonaKey, string]>([
    ['a linked user', 'lankad som Anna', 'Du kan se vem som får avisering vid avbrott, men bara kunden själv kan lägga till och ta bort mottagare.'],
    ['customer service', 'kundservice som Anna', 'Du ser kundens mottagare som personal. Kunden lägger till och tar bort mottagare själv här på Mina sidor.'],
  ])('%s sees the disruptions and the recipients, but neither a form nor a remove button', async (_, persona, note) => {
    await renderPage(annasVilla([SMS]), persona);
    await expect(recipientsOf()).resolves.toEqual(['070-123 45 67']);
    expect(screen.getByText(note)).toBeVisible();
    expect(await screen.findByRole('listitem', { name: 'Planerat vattenavbrott på Solbackevägen' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Ta bort' })).toBeNull();
    expect(screen.queryByRole('form')).toBeNull();
  });
});
