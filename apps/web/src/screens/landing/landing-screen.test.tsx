import { messageEndpoints, type Message } from '@mina-sidor/shared/message';
import { overviewEndpoints, type Overview } from '@mina-sidor/shared/overview';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SelectedProperty } from '@/selection/selection.ts';
import { answer, failure, notFound, type ContractAnswer } from '@/test/fake-server.ts';
import { personaSelection } from '@/test/personas.ts';
import { preloadShell, renderScreen } from '@/test/render-screen.tsx';

beforeAll(() => Promise.all([preloadShell(), import('./landing-screen.tsx')]), 30_000);

const inTwoDays = new Date(Date.now() + 2 * 86_400_000);
inTwoDays.setUTCHours(8, 0, 0, 0);
// Anna, privat, on her villa.
const overview: Overview = {
  facilityKey: '5000101-F01',
  groupId: null,
  consumption: [
    { service: 'EL', unit: 'kWh', month: '2026-10', value: 1088.4, lastYearValue: 1148.2, changePercent: -5.2, changeReason: null, adjustment: null },
    { service: 'VA', unit: 'm³', month: '2026-10', value: 14.62, lastYearValue: null, changePercent: null, changeReason: null, adjustment: null },
  ],
  latestInvoice: {
    invoiceId: 'F26105000101001',
    invoiceNumber: '26105000101001',
    customerAccountId: '5000101001',
    ocr: '2610500010100162',
    bankgiro: '5555-1238',
    issueDate: '2026-11-05',
    dueDate: '2099-11-30',
    periodFrom: '2026-10-01',
    periodTo: '2026-10-31',
    amountOre: 84500,
    netOre: 67600,
    vatOre: 16900,
    paid: false,
    paidDate: null,
    remainingOre: 84500,
    status: 'obetald',
    creditsInvoiceNumber: null,
    paymentMethod: 'autogiro',
    services: ['EL'],
  },
  unreadMessages: 2,
  disruptions: [
    {
      disruptionId: 'D1',
      service: 'VA',
      title: 'Planerat vattenavbrott på Solbackevägen',
      description: 'Vi byter en ventil i vattenledningen.',
      area: 'Solbackevägen och Ekuddsvägen, Nacka',
      planned: true,
      status: 'planerat',
      startsAt: inTwoDays.toISOString(),
      endsAt: new Date(inTwoDays.getTime() + 4 * 3_600_000).toISOString(),
      publishedAt: new Date(inTwoDays.getTime() - 96 * 3_600_000).toISOString(),
      facilities: [{ facilityKey: '5000101-F01', displayName: 'Villa Solbacken' }],
    },
  ],
};
const message = (n: number, key: number): Message => ({
  messageId: `M${n}`,
  customerId: '10000000001',
  subject: `Meddelande ${n}`,
  body: '…',
  category: 'Information',
  createdAt: `2026-10-0${n}T08:00:00Z`,
  status: { key, name: '' },
  from: 'provider',
  answeredAt: null,
  inReplyTo: null,
});
const annas = {
  overview: answer(overviewEndpoints.detail, overview),
  messages: answer(messageEndpoints.list, [message(1, 2), message(2, 1), message(3, 5), message(4, 1), message(5, 2)]),
};
const villa = personaSelection('privat')?.property as SelectedProperty;

function renderOverview(answers: Partial<Record<keyof typeof annas, ContractAnswer>> = {}, property: SelectedProperty = villa) {
  return renderScreen({ url: '/', persona: 'privat', selection: { property }, answers: Object.values({ ...annas, ...answers }) });
}

describe('the overview (spec §1, §2.10 "landing")', () => {
  it('shows each service’s last month against last year, in Swedish numbers, with a way to the full consumption', async () => {
    await renderOverview();
    const consumption = await screen.findByRole('region', { name: 'Förbrukning i oktober 2026' });
    const el = within(consumption).getByRole('heading', { level: 3, name: 'El' }).parentElement!;
    expect(el).toHaveTextContent('1 088 kWh');
    expect(el).toHaveTextContent('−5,2 % jämfört med oktober 2025 (1 148 kWh)');
    expect(within(el).getByRole('link', { name: 'Se din elförbrukning' })).toHaveAttribute('href', '/el/elforbrukning');
    const water = within(consumption).getByRole('heading', { level: 3, name: 'Vatten' }).parentElement!;
    expect(water).toHaveTextContent('14,6 m³');
    expect(water).toHaveTextContent('Ingen förbrukning att jämföra med för oktober 2025.');
    expect(within(water).getByRole('link', { name: 'Se din vattenförbrukning' })).toHaveAttribute('href', '/vatten-avlopp/vattenforbrukning');
  });

  it('marks a month whose water changed since it was invoiced as adjusted, with the difference in m³ and kronor', async () => {
    const changed = {
      ...overview,
      consumption: [
        {
          service: 'VA',
          unit: 'm³' as const,
          month: '2026-10',
          value: 8.7,
          lastYearValue: 9.1,
          changePercent: null,
          changeReason: 'Mätvärden saknas för några dagar att jämföra med.',
          adjustment: { invoiced: 14.592, difference: -5.892, differenceOre: -36_015, vatBasis: 'incl' as const },
        },
      ],
    };
    await renderOverview({ overview: answer(overviewEndpoints.detail, changed) });
    const consumption = await screen.findByRole('region', { name: 'Förbrukning i oktober 2026' });
    const water = within(consumption).getByRole('heading', { level: 3, name: 'Vatten' }).parentElement!;
    expect(water).toHaveTextContent('8,7 m³Justerad');
    expect(water).toHaveTextContent('Justerad sedan fakturan: −5,9 m³, −360,15 kr inkl. moms. Fakturerat: 14,6 m³.');
    expect(water).toHaveTextContent('Jämförs inte med oktober 2025: mätvärden saknas för några dagar att jämföra med.');
    expect(water).not.toHaveTextContent('%');
  });

  it('links to a service’s consumption only where the person has that page', async () => {
    await renderOverview({}, { ...villa, infraServices: villa.infraServices.filter((service) => service.name === 'VA') });
    const consumption = await screen.findByRole('region', { name: 'Förbrukning i oktober 2026' });
    expect(
      within(consumption)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Se din vattenförbrukning']);
  });

  it('shows the latest invoice: amount, due date and whether it is paid', async () => {
    await renderOverview();
    const invoice = await screen.findByRole('region', { name: 'Senaste fakturan' });
    expect(invoice).toHaveTextContent('845,00 kr');
    expect(invoice).toHaveTextContent('Obetald');
    expect(invoice).toHaveTextContent('Förfaller 30 november 2099');
    expect(invoice).toHaveTextContent('Avser oktober 2026 · Fakturanummer 26105000101001');
    expect(within(invoice).getByRole('link', { name: 'Alla fakturor' })).toHaveAttribute('href', '/fakturor');
  });

  it('counts the unread messages and lists the newest three, without archived ones', async () => {
    await renderOverview();
    const messages = await screen.findByRole('region', { name: 'Meddelanden' });
    expect(messages).toHaveTextContent('Du har 2 olästa meddelanden.');
    const list = await within(messages).findByRole('list', { name: 'Senaste meddelandena' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('.MuiListItemText-primary')?.textContent),
    ).toEqual(['Meddelande 5', 'Meddelande 4', 'Meddelande 2']);
  });

  it('shows the server’s message when the messages cannot be loaded, with a way to try again', async () => {
    const { user, server } = await renderOverview({
      messages: answer(messageEndpoints.list, failure(503, 'unavailable', 'Meddelandena kunde inte hämtas just nu.')),
    });
    const messages = await screen.findByRole('region', { name: 'Meddelanden' });
    expect(await within(messages).findByRole('alert')).toHaveTextContent('Meddelandena kunde inte hämtas just nu.');

    server.answer(annas.messages);
    await user.click(within(messages).getByRole('button', { name: 'Försök igen' }));
    expect(await within(messages).findByRole('list', { name: 'Senaste meddelandena' })).toBeVisible();
  });

  it('warns of a planned disruption at the property', async () => {
    await renderOverview();
    const disruption = await screen.findByRole('region', { name: 'Planerat vattenavbrott på Solbackevägen' });
    expect(disruption).toHaveTextContent('Planerat avbrott · Vatten');
    expect(disruption).toHaveTextContent('Vi byter en ventil i vattenledningen.');
  });

  it('asks for the whole group’s figures and the selected account’s invoice when a group is selected', async () => {
    const group = { groupId: '3f2b6c1e-8d4a-4b7e-9c2d-1a5e7f9b0c3d', displayName: 'Nordhamn Koncern AB', infraServices: villa.infraServices };
    const groupOverview = answer(overviewEndpoints.detail, ({ query }) =>
      query.groupId === group.groupId ? { ...overview, facilityKey: null, groupId: group.groupId } : notFound,
    );
    const { server } = await renderOverview({ overview: groupOverview }, group);
    expect(await screen.findByRole('region', { name: 'Förbrukning i oktober 2026' })).toBeVisible();
    expect(server.requestsTo(overviewEndpoints.detail).map((request) => request.query)).toEqual([{ groupId: group.groupId, customerAccountId: '5000101001' }]);
  });

  it('says so when there is nothing yet', async () => {
    const empty = { ...overview, consumption: [], latestInvoice: null, unreadMessages: 0, disruptions: [] };
    await renderOverview({ overview: answer(overviewEndpoints.detail, empty), messages: answer(messageEndpoints.list, []) });
    expect(await screen.findByText('Det finns ingen förbrukning att visa för den här anläggningen.')).toBeVisible();
    expect(screen.getByText('Du har inga fakturor ännu.')).toBeVisible();
    expect(screen.getByText('Du har inga olästa meddelanden.')).toBeVisible();
    expect(await screen.findByText('Inga meddelanden.')).toBeVisible();
  });

  it('shows the server’s message when the overview cannot be loaded, with a way to try again', async () => {
    const failing = answer(overviewEndpoints.detail, failure(500, 'internal', 'Internt serverfel. Försök igen senare.'));
    const { user, server } = await renderOverview({ overview: failing });
    expect(await screen.findByRole('alert')).toHaveTextContent('Internt serverfel. Försök igen senare.');

    server.answer(annas.overview);
    await user.click(screen.getByRole('button', { name: 'Försök igen' }));
    expect(await screen.findByRole('region', { name: 'Senaste fakturan' })).toBeVisible();
  });
});
