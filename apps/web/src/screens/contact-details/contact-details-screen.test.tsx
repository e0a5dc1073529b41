import { contactDetailsEndpoints } from '@mina-sidor/shared/contact-details';
import { MOBILE_NUMBER_INVALID } from '@mina-sidor/shared/phone-number';
import { customerEndpoints, type Customer } from '@mina-sidor/shared/customer';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { answer, failure, type ContractAnswer } from '@/test/fake-server.ts';
import { DEMO_CUSTOMERS, type PersonaKey } from '@/test/personas.ts';
import { preloadShell, renderScreen } from '@/test/render-screen.tsx';

beforeAll(() => Promise.all([preloadShell(), import('./contact-details-screen.tsx')]), 30_000);

const ANNA = DEMO_CUSTOMERS['10000000001']!.customer;
const ANNA_ACCOUNT = '5000101001';

/** Anna as the server has her, with this e-mail and number; the saves change the same values, as the server's would. */
function annaWith(contact: { email: string | null; phoneNumber: string | null }): ContractAnswer[] {
  const current = { ...contact };
  const asServerHasHer = (): Customer => ({
    ...ANNA,
    email: current.email,
    mobilePhone: current.phoneNumber,
    customerAccounts: ANNA.customerAccounts.map((a) => (a.customerAccountId === ANNA_ACCOUNT ? { ...a, phoneNumber: current.phoneNumber } : a)),
  });
  return [
    answer(customerEndpoints.detail, asServerHasHer),
    answer(contactDetailsEndpoints.updateAccount, (request) => {
      current.phoneNumber = (request.body as { phoneNumber: string | null }).phoneNumber;
      return asServerHasHer().customerAccounts[0]!;
    }),
    answer(contactDetailsEndpoints.updateCustomer, (request) => {
      current.email = (request.body as { email: string }).email;
      return asServerHasHer();
    }),
  ];
}

const render = (answers: ContractAnswer[], persona: PersonaKey = 'privat', url = '/kontaktuppgifter') => renderScreen({ url, persona, answers });
const form = () => screen.findByRole('region', { name: 'Dina kontaktuppgifter' });
const field = async (name: string) => within(await form()).getByRole('textbox', { name: new RegExp(`^${name}`) }) as HTMLInputElement;

describe('the contact details (spec §2.6, §3.3, §2.10 "account")', () => {
  it('shows the customer’s e-mail and the selected account’s mobile number, ready to change', async () => {
    await render(annaWith({ email: 'anna@example.se', phoneNumber: '070-123 45 67' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Kontaktuppgifter' })).toBeVisible();
    expect((await field('Mejladress')).value).toBe('anna@example.se');
    expect((await field('Mobilnummer')).value).toBe('070-123 45 67');
    expect(screen.getByRole('button', { name: 'Spara' })).not.toHaveAttribute('disabled');
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('says the feedback given on the pages is read every month (spec §2.9)', async () => {
    await render(annaWith({ email: 'anna@example.se', phoneNumber: null }));
    const feedback = await screen.findByRole('region', { name: 'Synpunkter på Mina sidor' });
    expect(feedback).toHaveTextContent('Vi går igenom synpunkterna varje månad.');
  });

  it('starts with empty fields when the customer has given neither', async () => {
    await render(annaWith({ email: null, phoneNumber: null }));
    expect((await field('Mejladress')).value).toBe('');
    expect((await field('Mobilnummer')).value).toBe('');
  });

  it('is where /account leads (spec §2.6)', async () => {
    const { router } = await render(annaWith({ email: 'anna@example.se', phoneNumber: null }), 'privat', '/account');
    expect(await screen.findByRole('heading', { level: 1, name: 'Kontaktuppgifter' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/kontaktuppgifter');
  });

  it('is in the profile menu (on mobile, the Konto tab)', async () => {
    const { user } = await render(annaWith({ email: 'anna@example.se', phoneNumber: null }));
    await form();
    await user.click(screen.getByRole('button', { name: 'Konto' }));
    const accountMenu = within(await screen.findByRole('navigation', { name: 'Konto' }));
    expect(accountMenu.getByRole('link', { name: 'Kontaktuppgifter' })).toHaveAttribute('href', '/kontaktuppgifter');
  });
});

describe('saving (spec §5, §7)', () => {
  it('sends one PUT per changed value, the number normalised, and shows the saved values with a message', async () => {
    const { user, server } = await render(annaWith({ email: 'anna@example.se', phoneNumber: null }));
    await user.clear(await field('Mejladress'));
    await user.type(await field('Mejladress'), 'anna.andersson@example.se');
    await user.type(await field('Mobilnummer'), '+46 70 123 45 67');
    await user.click(screen.getByRole('button', { name: 'Spara' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Dina kontaktuppgifter är sparade.');
    expect(server.requestsTo(contactDetailsEndpoints.updateAccount).map((request) => request.body)).toEqual([
      { customerId: ANNA.customerId, customerAccountId: ANNA_ACCOUNT, phoneNumber: '070-123 45 67' },
    ]);
    expect(server.requestsTo(contactDetailsEndpoints.updateCustomer).map((request) => request.body)).toEqual([{ email: 'anna.andersson@example.se' }]);
    await waitFor(async () => expect((await field('Mobilnummer')).value).toBe('070-123 45 67'));
    expect((await field('Mejladress')).value).toBe('anna.andersson@example.se');
  });

  it('sends only the number when only the number changed', async () => {
    const { user, server } = await render(annaWith({ email: 'anna@example.se', phoneNumber: '070-123 45 67' }));
    await user.clear(await field('Mobilnummer'));
    await user.type(await field('Mobilnummer'), '0733456789');
    await user.click(screen.getByRole('button', { name: 'Spara' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Dina kontaktuppgifter är sparade.');
    expect(server.requestsTo(contactDetailsEndpoints.updateAccount)).toHaveLength(1);
    expect(server.requestsTo(contactDetailsEndpoints.updateCustomer)).toEqual([]);
  });

  it('says so, and sends nothing, when nothing changed', async () => {
    const { user, server } = await render(annaWith({ email: 'anna@example.se', phoneNumber: '070-123 45 67' }));
    await form();
    await user.click(screen.getByRole('button', { name: 'Spara' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Du har inte ändrat något.');
    expect(server.requestsTo(contactDetailsEndpoints.updateAccount)).toEqual([]);
    expect(server.requestsTo(contactDetailsEndpoints.updateCustomer)).toEqual([]);
  });

  it('names the problems in Swedish before any call, the first field focused', async () => {
    const { user, server } = await render(annaWith({ email: 'anna@example.se', phoneNumber: null }));
    await user.clear(await field('Mejladress'));
    await user.type(await field('Mobilnummer'), '08-555 010 20');
    await user.click(screen.getByRole('button', { name: 'Spara' }));
    const inForm = within(await form());
    expect(inForm.getByRole('textbox', { name: /^Mejladress/, description: 'Ange en mejladress' })).toHaveAttribute('aria-invalid', 'true');
    expect(inForm.getByRole('textbox', { name: /^Mobilnummer/, description: MOBILE_NUMBER_INVALID })).toHaveAttribute('aria-invalid', 'true');
    expect(document.activeElement).toBe(inForm.getByRole('textbox', { name: /^Mejladress/ }));
    expect(server.requestsTo(contactDetailsEndpoints.updateAccount)).toEqual([]);
    expect(server.requestsTo(contactDetailsEndpoints.updateCustomer)).toEqual([]);
  });

  it('shows the server’s Swedish message when a save is refused', async () => {
    const refused = failure(404, 'not_found', 'Kundkontot hittades inte.');
    const { user } = await render([...annaWith({ email: 'anna@example.se', phoneNumber: null }), answer(contactDetailsEndpoints.updateAccount, refused)]);
    await user.type(await field('Mobilnummer'), '070-123 45 67');
    await user.click(screen.getByRole('button', { name: 'Spara' }));
    expect(await within(await form()).findByRole('alert')).toHaveTextContent('Kundkontot hittades inte.');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('leaves a customer that cannot be loaded to the shell’s error screen (spec §2.5)', async () => {
    await render([answer(customerEndpoints.detail, failure(500, 'internal', 'Internt serverfel. Försök igen senare.'))]);
    expect(await screen.findByRole('heading', { name: 'Oops! Något gick fel...' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Dina kontaktuppgifter' })).toBeNull();
  });
});

describe('for those who may only read (spec §6)', () => {
  it.each([
    ['lankad som Anna', 'Du kan se kundens kontaktuppgifter, men bara kunden själv kan ändra dem.'],
    ['kundservice som Anna', 'Du ser kundens kontaktuppgifter som personal. Kunden ändrar dem själv här på Mina sidor.'],
  ] as const)('%s sees the values as text, with no field and no save button', async (persona, note) => {
    await render(annaWith({ email: 'anna@example.se', phoneNumber: '070-123 45 67' }), persona);
    const details = await screen.findByRole('region', { name: 'Kundens kontaktuppgifter' });
    expect(within(details).getByText('anna@example.se')).toBeVisible();
    expect(within(details).getByText('070-123 45 67')).toBeVisible();
    expect(screen.getAllByRole('note').map((shown) => shown.textContent)).toContain(note);
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Spara' })).toBeNull();
  });
});
