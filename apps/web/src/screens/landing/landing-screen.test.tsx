import type { Overview } from '@mina-sidor/shared';
import { screen, within } from '@testing-library/react';
import type { UserManager } from 'oidc-client-ts';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { appRoutes } from '@/app/router.tsx';
import { aCustomer, aFacility, anAccount, fakeApi, Reply } from '@/test/fixtures.ts';
import { renderRoutes } from '@/test/render-app.tsx';

const fetchMock = vi.fn<typeof fetch>();
beforeAll(async () => {
  await Promise.all([import('@/app/main-shell.tsx'), import('@/app/shell-routes.tsx'), import('./landing-screen.tsx')]);
}, 30_000);
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  localStorage.clear();
});

const inTwoDays = new Date(Date.now() + 2 * 86_400_000);
inTwoDays.setUTCHours(8, 0, 0, 0);
const overview: Overview = {
  facilityKey: '500100-F01',
  groupId: null,
  consumption: [
    { service: 'EL', unit: 'kWh', month: '2026-10', value: 1088.4, lastYearValue: 1148.2, changePercent: -5.2 },
    { service: 'VA', unit: 'm³', month: '2026-10', value: 14.62, lastYearValue: null, changePercent: null },
  ],
  latestInvoice: {
    invoiceId: 'F1',
    invoiceNumber: '202610101001',
    customerAccountId: 'ca-1',
    ocr: '2026101010012',
    issueDate: '2026-11-05',
    dueDate: '2099-11-30',
    periodFrom: '2026-10-01',
    periodTo: '2026-10-31',
    amountOre: 84500,
    vatOre: 16900,
    paid: false,
    paidDate: null,
  },
  unreadMessages: 2,
  disruptions: [
    {
      disruptionId: 'D1',
      service: 'VA',
      title: 'Planerat vattenavbrott på Solbackevägen',
      description: 'Vi byter en ventil i vattenledningen.',
      planned: true,
      startsAt: inTwoDays.toISOString(),
      endsAt: new Date(inTwoDays.getTime() + 4 * 3_600_000).toISOString(),
    },
  ],
};
const message = (n: number, key: number) => ({
  messageId: `M${n}`,
  customerId: '1001',
  subject: `Meddelande ${n}`,
  body: '…',
  category: 'Information',
  createdAt: `2026-10-0${n}T08:00:00Z`,
  status: { key, name: '' },
});
const annaApi = {
  '/api/v1/account': [anAccount()],
  '/api/v2/customers/1001': { data: [aCustomer()] },
  '/api/v2/customers/1001/facilities?pageSize=10000': { data: [{ items: [aFacility()] }] },
  '/api/v1/customers/1001/specialtimeseries': [[]],
  '/api/v2/customers/1001/overview?facilityKey=500100-F01&customerAccountId=ca-1': { data: [overview] },
  '/api/v1/messages?customerId=1001': { data: [[message(1, 2), message(2, 1), message(3, 5), message(4, 1), message(5, 2)]] },
};
type Property = { facilityKey?: string; groupId?: string; displayName: string };
const villa: Property = { facilityKey: '500100-F01', displayName: 'Villa Solbacken' };
const selection = (services: string[], property: Property) => ({
  customerId: '1001',
  isLinked: false,
  customerAccountId: 'ca-1',
  property: { ...property, infraServices: services.map((name, id) => ({ id, name, readingType: { name: 'AUTOMATIC' } })) },
});

function renderOverview(api: Record<string, unknown> = annaApi, services = ['EL', 'VA'], property = villa) {
  fetchMock.mockImplementation(fakeApi(api));
  return renderRoutes({
    url: '/',
    routes: (userManager: UserManager) => appRoutes({ userManager, environment: 'test' }),
    claims: { sub: 'anna', mecid: '1001' },
    selection: selection(services, property),
  });
}

describe('the overview (spec §1, SCREENS.md "landing")', () => {
  it('shows each service’s last month against last year, in Swedish numbers, with a way to the full consumption', async () => {
    await renderOverview();
    const consumption = await screen.findByRole('region', { name: 'Förbrukning i oktober 2026' });
    const el = within(consumption).getByRole('heading', { level: 3, name: 'El' }).parentElement!;
    expect(within(el).getByText('1 088 kWh')).toBeDefined();
    expect(within(el).getByText('−5,2 % jämfört med oktober 2025 (1 148 kWh)')).toBeDefined();
    expect(within(el).getByRole('link', { name: 'Se din elförbrukning' }).getAttribute('href')).toBe('/el/elforbrukning');
    const water = within(consumption).getByRole('heading', { level: 3, name: 'Vatten' }).parentElement!;
    expect(within(water).getByText('14,6 m³')).toBeDefined();
    expect(within(water).getByText('Ingen förbrukning att jämföra med för oktober 2025.')).toBeDefined();
    expect(within(water).queryByRole('link')).toBeNull();
  });

  it('links to the consumption only where the person has that page', async () => {
    await renderOverview(annaApi, ['VA']);
    const consumption = await screen.findByRole('region', { name: 'Förbrukning i oktober 2026' });
    expect(within(consumption).queryByRole('link')).toBeNull();
  });

  it('shows the latest invoice: amount, due date and whether it is paid', async () => {
    await renderOverview();
    const invoice = await screen.findByRole('region', { name: 'Senaste fakturan' });
    expect(within(invoice).getByText('845,00 kr')).toBeDefined();
    expect(within(invoice).getByText('Obetald')).toBeDefined();
    expect(within(invoice).getByText('Förfaller 30 november 2099')).toBeDefined();
    expect(within(invoice).getByText('Avser oktober 2026 · Fakturanummer 202610101001')).toBeDefined();
  });

  it('counts the unread messages and lists the newest three, without archived ones', async () => {
    await renderOverview();
    const messages = await screen.findByRole('region', { name: 'Meddelanden' });
    expect(within(messages).getByText('Du har 2 olästa meddelanden.')).toBeDefined();
    const list = await within(messages).findByRole('list', { name: 'Senaste meddelandena' });
    expect(within(list).getAllByRole('listitem').map((item) => item.querySelector('.MuiListItemText-primary')?.textContent)).toEqual(['Meddelande 5', 'Meddelande 4', 'Meddelande 2']);
  });

  it('warns of a planned disruption at the property', async () => {
    await renderOverview();
    const disruption = await screen.findByRole('region', { name: 'Planerat vattenavbrott på Solbackevägen' });
    expect(within(disruption).getByText('Planerat avbrott · Vatten')).toBeDefined();
    expect(within(disruption).getByText('Vi byter en ventil i vattenledningen.')).toBeDefined();
  });

  it('asks for the whole group’s figures and the selected account’s invoice when a group is selected', async () => {
    const group = { groupId: '3f2b6c1e-8d4a-4b7e-9c2d-1a5e7f9b0c3d', displayName: 'Nordhamn Koncern AB' };
    const groupOverview = { ...overview, facilityKey: null, groupId: group.groupId };
    await renderOverview({ ...annaApi, [`/api/v2/customers/1001/overview?groupId=${group.groupId}&customerAccountId=ca-1`]: { data: [groupOverview] } }, ['EL', 'VA'], group);
    expect(await screen.findByRole('region', { name: 'Förbrukning i oktober 2026' })).toBeDefined();
  });

  it('says so when there is nothing yet', async () => {
    const empty = { ...overview, consumption: [], latestInvoice: null, unreadMessages: 0, disruptions: [] };
    await renderOverview({ ...annaApi, '/api/v2/customers/1001/overview?facilityKey=500100-F01&customerAccountId=ca-1': { data: [empty] }, '/api/v1/messages?customerId=1001': { data: [[]] } });
    expect(await screen.findByText('Det finns ingen förbrukning att visa för den här anläggningen.')).toBeDefined();
    expect(screen.getByText('Du har inga fakturor ännu.')).toBeDefined();
    expect(screen.getByText('Du har inga olästa meddelanden.')).toBeDefined();
    expect(await screen.findByText('Inga meddelanden.')).toBeDefined();
  });

  it('shows the server’s message when the overview cannot be loaded, with a way to try again', async () => {
    const failing = new Reply(500, { error: { code: 'internal', message: 'Internt serverfel. Försök igen senare.' } });
    const { user } = await renderOverview({ ...annaApi, '/api/v2/customers/1001/overview?facilityKey=500100-F01&customerAccountId=ca-1': failing });
    expect((await screen.findByRole('alert')).textContent).toContain('Internt serverfel. Försök igen senare.');

    fetchMock.mockImplementation(fakeApi(annaApi));
    await user.click(screen.getByRole('button', { name: 'Försök igen' }));
    expect(await screen.findByRole('region', { name: 'Senaste fakturan' })).toBeDefined();
  });
});
