import { MOBILE_NUMBER_INVALID } from '@mina-sidor/shared/phone-number';
import { POSTAL_CODE_INVALID, type PowerHubFacility, type PowerHubOrder, powerHubEndpoints } from '@mina-sidor/shared/power-hub';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { answer, failure, type ContractAnswer } from '@/test/fake-server.ts';
import type { PersonaKey } from '@/test/personas.ts';
import { preloadShell, renderScreen } from '@/test/render-screen.tsx';

beforeAll(() => Promise.all([preloadShell(), import('./power-hub-screen.tsx')]), 30_000);

const VILLA: PowerHubFacility = {
  facilityKey: '5000101-F01',
  displayName: 'Villa Solbacken',
  customerAccountIds: ['5000101001'],
  prefill: {
    deliveryAddress: { street: 'Solbackevägen 12', postalCode: '131 40', city: 'Nacka' },
    contact: { name: 'Anna Andersson', email: 'anna.andersson@example.se', mobilePhone: '070-123 45 67' },
  },
  orders: [],
};
/** An order the provider's order system has said nothing of (yet). */
const NOTHING_REPORTED = {
  shippedOn: null,
  carrier: null,
  trackingNumber: null,
  trackingUrl: null,
  deliveredOn: null,
  cancelledOn: null,
  cancellationReason: null,
} as const;
const DELIVERED: PowerHubOrder = {
  orderId: '5d0c7a3e-1f42-4b8e-9a61-3c2e7f9b0d01',
  facilityKey: VILLA.facilityKey,
  status: 'delivered',
  deliveryAddress: VILLA.prefill.deliveryAddress,
  contact: VILLA.prefill.contact,
  orderedAt: '2025-11-03T20:15:00.000Z',
  ...NOTHING_REPORTED,
};
/** As the provider's order system reports it (the power-hub-orders kind): on its way with PostNord. */
const SHIPPED: PowerHubOrder = {
  ...DELIVERED,
  orderId: '4e8b7f2c-3a6d-4b1e-8c9f-0a2d5e7b1c44',
  status: 'shipped',
  orderedAt: '2026-11-23T10:00:00.000Z',
  shippedOn: '2026-11-25',
  carrier: 'PostNord',
  trackingNumber: '00370712345678901234',
  trackingUrl: 'https://tracking.postnord.com/se/?id=00370712345678901234',
};

/** Anna's villa as the server has it: an order is stored and listed. */
function annasVilla(facility: PowerHubFacility = VILLA): ContractAnswer[] {
  let current = facility;
  return [
    answer(powerHubEndpoints.list, () => [current]),
    answer(powerHubEndpoints.order, (request) => {
      const body = request.body as Pick<PowerHubOrder, 'deliveryAddress' | 'contact'>;
      const order: PowerHubOrder = { ...DELIVERED, ...NOTHING_REPORTED, orderId: 'new', status: 'received', orderedAt: '2026-11-23T10:00:00.000Z', ...body };
      current = { ...current, orders: [order, ...current.orders] };
      return order;
    }),
  ];
}

const renderPage = (answers: ContractAnswer[], persona: PersonaKey = 'privat') => renderScreen({ url: '/bestall-power-hub', persona, answers });
const inputValue = (input: HTMLElement) => (input as HTMLInputElement).value;
/** The text the field is described by: its message at the field. */
const descriptionOf = (input: HTMLElement) => document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent;
const form = () => screen.findByRole('form', { name: 'Beställ Power Hub till Villa Solbacken' });

describe('Beställ Power Hub', () => {
  it('prefills the delivery address and contact, and lists earlier orders with their status', async () => {
    await renderPage(annasVilla({ ...VILLA, orders: [DELIVERED] }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Beställ Power Hub' })).toBeVisible();
    const f = within(await form());
    expect(inputValue(f.getByRole('textbox', { name: 'Gatuadress' }))).toBe('Solbackevägen 12');
    expect(inputValue(f.getByRole('textbox', { name: 'Postnummer' }))).toBe('131 40');
    expect(inputValue(f.getByRole('textbox', { name: 'Ort' }))).toBe('Nacka');
    expect(inputValue(f.getByRole('textbox', { name: 'Namn' }))).toBe('Anna Andersson');
    expect(inputValue(f.getByRole('textbox', { name: 'E-post' }))).toBe('anna.andersson@example.se');
    expect(inputValue(f.getByRole('textbox', { name: 'Mobilnummer' }))).toBe('070-123 45 67');
    expect(f.getByText(/Vi bekräftar beställningen med e-post/)).toBeVisible();
    const orders = within(screen.getByRole('list', { name: 'Beställningar' }));
    expect(orders.getByText('Beställd 3 november 2025')).toBeVisible();
    expect(orders.getByText('Levererad')).toBeVisible();
  });

  it('follows an order the provider has shipped: the day, the carrier and parcel number, a link to the carrier; no second order', async () => {
    await renderPage(annasVilla({ ...VILLA, orders: [SHIPPED] }));
    expect(await screen.findByText(/Beställningen från 23 november 2026 är skickad/)).toBeVisible();
    expect(screen.queryByRole('form')).toBeNull();
    const orders = within(screen.getByRole('list', { name: 'Beställningar' }));
    expect(orders.getByText('Skickad 25 november 2026 med PostNord, kollinummer 00370712345678901234')).toBeVisible();
    expect(orders.getByText('Skickad', { selector: '.MuiChip-label' })).toBeVisible();
    expect(orders.getByRole('link', { name: 'Spåra försändelsen hos PostNord' })).toHaveAttribute(
      'href',
      'https://tracking.postnord.com/se/?id=00370712345678901234',
    );
  });

  it('shows when an order was delivered and why one was cancelled, with nothing to follow, and takes a new order', async () => {
    const delivered: PowerHubOrder = { ...SHIPPED, status: 'delivered', deliveredOn: '2026-11-27' };
    const cancelled: PowerHubOrder = {
      ...DELIVERED,
      orderId: 'c',
      status: 'cancelled',
      orderedAt: '2026-11-28T09:00:00.000Z',
      cancelledOn: '2026-11-28',
      cancellationReason: 'Beställningen gjordes två gånger.',
    };
    await renderPage(annasVilla({ ...VILLA, orders: [cancelled, delivered] }));
    expect(await form()).toBeVisible();
    const [first, second] = within(screen.getByRole('list', { name: 'Beställningar' })).getAllByRole('listitem');
    expect(within(first!).getByText('Avbruten 28 november 2026: Beställningen gjordes två gånger.')).toBeVisible();
    expect(within(first!).getByText('Avbruten')).toBeVisible();
    expect(within(second!).getByText('Skickad 25 november 2026 med PostNord, kollinummer 00370712345678901234')).toBeVisible();
    expect(within(second!).getByText('Levererad 27 november 2026')).toBeVisible();
    expect(screen.queryByRole('link', { name: /Spåra försändelsen/ })).toBeNull();
  });

  it('checks each field in Swedish before anything is sent, the first wrong field focused', async () => {
    const { user, server } = await renderPage(annasVilla());
    const f = within(await form());
    await user.clear(f.getByRole('textbox', { name: 'Postnummer' }));
    await user.type(f.getByRole('textbox', { name: 'Postnummer' }), '1314');
    await user.clear(f.getByRole('textbox', { name: 'E-post' }));
    await user.type(f.getByRole('textbox', { name: 'E-post' }), 'anna@');
    await user.clear(f.getByRole('textbox', { name: 'Mobilnummer' }));
    await user.type(f.getByRole('textbox', { name: 'Mobilnummer' }), '08-555 010 20');
    await user.click(f.getByRole('button', { name: 'Beställ Power Hub' }));
    expect(descriptionOf(f.getByRole('textbox', { name: 'Postnummer' }))).toBe(POSTAL_CODE_INVALID);
    expect(descriptionOf(f.getByRole('textbox', { name: 'E-post' }))).toBe('Ange en giltig mejladress');
    expect(descriptionOf(f.getByRole('textbox', { name: 'Mobilnummer' }))).toBe(MOBILE_NUMBER_INVALID);
    expect(document.activeElement).toBe(f.getByRole('textbox', { name: 'Postnummer' }));
    await user.clear(f.getByRole('textbox', { name: 'Gatuadress' }));
    expect(descriptionOf(f.getByRole('textbox', { name: 'Gatuadress' }))).toBe('Ange en gatuadress.');
    expect(server.requestsTo(powerHubEndpoints.order)).toEqual([]);
  });

  it('sends the postal code and mobile number in their normal form, however they were typed', async () => {
    const { user, server } = await renderPage(annasVilla());
    const f = within(await form());
    await user.clear(f.getByRole('textbox', { name: 'Postnummer' }));
    await user.type(f.getByRole('textbox', { name: 'Postnummer' }), '13140');
    await user.clear(f.getByRole('textbox', { name: 'Mobilnummer' }));
    await user.type(f.getByRole('textbox', { name: 'Mobilnummer' }), '+46701234567');
    await user.click(f.getByRole('button', { name: 'Beställ Power Hub' }));
    await screen.findByRole('status');
    expect(server.requestsTo(powerHubEndpoints.order)[0]?.body).toEqual({ deliveryAddress: VILLA.prefill.deliveryAddress, contact: VILLA.prefill.contact });
  });

  it('orders, confirms on screen, and then offers no second order while the first is open', async () => {
    const { user, server } = await renderPage(annasVilla());
    const f = within(await form());
    await user.click(f.getByRole('button', { name: 'Beställ Power Hub' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Tack för din beställning! Vi skickar en bekräftelse till anna.andersson@example.se och Power Hub till Solbackevägen 12, 131 40 Nacka.',
    );
    expect(server.requestsTo(powerHubEndpoints.order)[0]?.body).toEqual({ deliveryAddress: VILLA.prefill.deliveryAddress, contact: VILLA.prefill.contact });
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.getByText(/Beställningen från 23 november 2026 är mottagen/)).toBeVisible();
    expect(within(screen.getByRole('list', { name: 'Beställningar' })).getByText('Mottagen')).toBeVisible();
  });

  it('shows the server’s refusal of a second order', async () => {
    const message = 'Det finns redan en pågående beställning av Power Hub för den här anläggningen. Du kan beställa igen när den har levererats.';
    const { user } = await renderPage([...annasVilla(), answer(powerHubEndpoints.order, failure(409, 'order_open', message))]);
    const f = within(await form());
    await user.click(f.getByRole('button', { name: 'Beställ Power Hub' }));
    expect(await f.findByRole('alert')).toHaveTextContent(message);
  });

  it.each([
    // A linked user has the shell's banner (spec §2.5).
    ['lankad som Anna', 'Du ser Anna Anderssons sidor som länkad användare. Du kan se uppgifterna, men du kan inte ändra avtal eller beställa en Power Hub.'],
    ['kundservice som Anna', 'Du ser kundens beställningar som personal. Kunden beställer en Power Hub själv här på Mina sidor.'],
  ] as const)('lets %s see the orders but offers no form', async (persona, note) => {
    await renderPage(annasVilla({ ...VILLA, orders: [DELIVERED] }), persona);
    expect(await screen.findByText('Bara kunden själv kan beställa en Power Hub.')).toBeVisible();
    expect(screen.getByRole('note')).toHaveTextContent(note);
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.getByText('Levererad')).toBeVisible();
  });

  it('says so when the account has no facility with electricity', async () => {
    await renderPage(annasVilla({ ...VILLA, customerAccountIds: ['5000101002'] }));
    expect(await screen.findByText('Det finns ingen anläggning med el på det valda kontot.')).toBeVisible();
  });

  it('shows the server’s Swedish error with a retry when the page cannot be loaded', async () => {
    const { user, server } = await renderPage([answer(powerHubEndpoints.list, failure(503, 'unavailable', 'Beställningarna kunde inte hämtas just nu.'))]);
    expect(await screen.findByText('Beställningarna kunde inte hämtas just nu.')).toBeVisible();
    server.answer(...annasVilla());
    await user.click(screen.getByRole('button', { name: 'Försök igen' }));
    expect(await form()).toBeVisible();
  });
});
