import { accountEndpoints } from '@mina-sidor/shared/account';
import { customerEndpoints } from '@mina-sidor/shared/customer';
import { invitationEndpoints } from '@mina-sidor/shared/invitation';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { answer, failure, type ContractAnswer } from '@/test/fake-server.ts';
import { DEMO_CUSTOMERS, personaSelection, type PersonaKey } from '@/test/personas.ts';
import { preloadShell, renderScreen } from '@/test/render-screen.tsx';

beforeAll(() => Promise.all([preloadShell(), import('./users-screen.tsx')]), 30_000);

const BERGSTROM = DEMO_CUSTOMERS['10000000003']!.customer;
const SARA = { userId: '6f1c2a52-0c1e-4b6e-9d43-2a7f1b0e9a01', name: 'Sara Holm' };
const PER = { userId: '6f1c2a52-0c1e-4b6e-9d43-2a7f1b0e9a02', name: 'Per Ek' };

/** Bergström Fastigheter AB as the server has it, with these linked users; the same list the removal changes. */
function bergstromWith(users: { userId: string; name: string }[]): ContractAnswer[] {
  let linked = [...users];
  return [
    answer(customerEndpoints.detail, (request) =>
      request.params.id === BERGSTROM.customerId ? { ...BERGSTROM, linkedUsers: linked } : failure(404, 'not_found', 'Kunden hittades inte.'),
    ),
    answer(accountEndpoints.removeLinkedUser, (request) => {
      linked = linked.filter((user) => user.userId !== request.params.userId);
    }),
  ];
}

/** foretag (Maria Bergström, the customer herself) on /users, unless another persona is given: then on Bergström's pages as that persona. */
function renderUsers(answers: ContractAnswer[], persona: PersonaKey = 'foretag') {
  const onBergstrom = persona === 'foretag' ? undefined : { ...personaSelection('foretag')!, isLinked: persona.startsWith('lankad') };
  return renderScreen({ url: '/users', persona, answers, ...(onBergstrom ? { selection: onBergstrom } : {}) });
}

const typedValue = (field: HTMLElement) => (field as HTMLInputElement).value;
const linkedUsers = () => screen.findByRole('region', { name: 'Länkade användare' });
const invite = () => screen.findByRole('region', { name: 'Bjud in användare' });
const row = async (name: string) => within(await linkedUsers()).getByRole('listitem', { name });
/** The names of the listed users, in order: each row is named by its user. */
const listedNames = async () =>
  within(await linkedUsers())
    .getAllByRole('listitem')
    .map((item) => document.getElementById(item.getAttribute('aria-labelledby') ?? '')?.textContent);

describe('the linked users (spec §2.6, §3.9, §2.10 "users")', () => {
  it('lists the customer’s linked users by name, each with "Ta bort", beside the invitation form', async () => {
    await renderUsers(bergstromWith([PER, SARA]));
    expect(await screen.findByRole('heading', { level: 1, name: 'Användare' })).toBeVisible();
    expect(
      screen.getByText('Användare kan se Bergström Fastigheter AB:s sidor på Mina sidor, men kan inte ändra avtal eller beställa tjänster.'),
    ).toBeVisible();
    await expect(listedNames()).resolves.toEqual(['Per Ek', 'Sara Holm']);
    expect(within(await row('Per Ek')).getByRole('button', { name: 'Ta bort' })).toBeVisible();
    expect(within(await row('Sara Holm')).getByRole('button', { name: 'Ta bort', description: 'Sara Holm' })).toBeVisible();
    expect(typedValue(within(await invite()).getByRole('textbox', { name: 'Mejladress' }))).toBe('');
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('says so when nobody is linked', async () => {
    await renderUsers(bergstromWith([]));
    const list = await linkedUsers();
    expect(list).toHaveTextContent('Ingen har tillgång till kundens sidor ännu. När någon du har bjudit in har bekräftat inbjudan visas hen här.');
    expect(within(list).queryByRole('list')).toBeNull();
  });

  it('fetches them afresh when the page opens, though the shell has the customer cached (spec §9: kept 2 h)', async () => {
    let fetches = 0;
    // Sara accepted her invitation after the shell had loaded the customer.
    const acceptedMeanwhile = answer(customerEndpoints.detail, () => ({ ...BERGSTROM, linkedUsers: fetches++ === 0 ? [] : [SARA] }));
    const { queryClient } = await renderUsers([acceptedMeanwhile]);
    queryClient.setDefaultOptions({ queries: { retry: false, staleTime: 2 * 60 * 60 * 1000 } });
    // The cached customer shows first; the page's own fetch brings Sara.
    expect(await within(await linkedUsers()).findByRole('listitem', { name: 'Sara Holm' })).toBeVisible();
  });

  it('is in foretag’s profile menu (on mobile, the Konto tab)', async () => {
    const { user } = await renderUsers(bergstromWith([]));
    await linkedUsers();
    await user.click(screen.getByRole('button', { name: 'Konto' }));
    const accountMenu = within(await screen.findByRole('navigation', { name: 'Konto' }));
    expect(accountMenu.getByRole('link', { name: 'Användare' })).toHaveAttribute('href', '/users');
  });

  it('is not there for a private customer (spec §6)', async () => {
    await renderScreen({ url: '/users', persona: 'privat' });
    expect(await screen.findByText('Hoppsan!')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Användare' })).toBeNull();
  });
});

describe('removing a linked user (spec §4.2, §7)', () => {
  it('asks first, then removes the user and fetches the customer again', async () => {
    const { user, server } = await renderUsers(bergstromWith([PER, SARA]));
    await user.click(within(await row('Sara Holm')).getByRole('button', { name: 'Ta bort' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Ta bort användare?',
      description: 'Sara Holm kommer inte längre att kunna se Bergström Fastigheter AB:s sidor. Vill du ge tillgång igen behöver du skicka en ny inbjudan.',
    });
    expect(server.requestsTo(accountEndpoints.removeLinkedUser)).toEqual([]);
    const fetchesBefore = server.requestsTo(customerEndpoints.detail).length;

    await user.click(within(dialog).getByRole('button', { name: 'Ta bort' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Sara Holm har tagits bort och kan inte längre se Bergström Fastigheter AB:s sidor.');
    expect(server.requestsTo(accountEndpoints.removeLinkedUser).map((request) => request.params)).toEqual([
      { customerId: BERGSTROM.customerId, userId: SARA.userId },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(listedNames()).resolves.toEqual(['Per Ek']);
    await waitFor(() => expect(server.requestsTo(customerEndpoints.detail).length).toBeGreaterThan(fetchesBefore));
  });

  it('removes nothing when cancelled', async () => {
    const { user, server } = await renderUsers(bergstromWith([SARA]));
    await user.click(within(await row('Sara Holm')).getByRole('button', { name: 'Ta bort' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Ta bort användare?' })).getByRole('button', { name: 'Avbryt' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.requestsTo(accountEndpoints.removeLinkedUser)).toEqual([]);
    expect(await row('Sara Holm')).toBeVisible();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows the server’s Swedish message in the dialog when the removal is refused, and keeps the user', async () => {
    const refused = failure(404, 'not_found', 'Användaren är inte länkad till kunden.');
    const { user } = await renderUsers([...bergstromWith([SARA]), answer(accountEndpoints.removeLinkedUser, refused)]);
    await user.click(within(await row('Sara Holm')).getByRole('button', { name: 'Ta bort' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ta bort användare?' });
    await user.click(within(dialog).getByRole('button', { name: 'Ta bort' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Användaren är inte länkad till kunden.');
    await user.click(within(dialog).getByRole('button', { name: 'Avbryt' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await row('Sara Holm')).toBeVisible();
  });
});

describe('inviting a user', () => {
  it('sends the address and says to whom and until which day the link works, with the field emptied', async () => {
    let release: () => void = () => undefined;
    const later = new Promise<void>((resolve) => {
      release = resolve;
    });
    const sent = answer(invitationEndpoints.send, (request) =>
      later.then(() => ({ email: (request.body as { email: string }).email, expiresAt: '2026-12-07T10:15:00.000Z' })),
    );
    const { user, server } = await renderUsers([...bergstromWith([]), sent]);
    const form = within(await invite());
    await user.type(form.getByRole('textbox', { name: 'Mejladress' }), '  ny.anvandare@example.se ');
    await user.click(form.getByRole('button', { name: 'Skicka inbjudan' }));
    await waitFor(() => expect(form.getByRole('button', { name: /Skicka inbjudan/ })).toHaveAttribute('disabled'));
    release();

    expect(await form.findByRole('status')).toHaveTextContent('Inbjudan har skickats till ny.anvandare@example.se. Länken gäller till och med 2026-12-07.');
    expect(typedValue(form.getByRole('textbox', { name: 'Mejladress' }))).toBe('');
    expect(server.requestsTo(invitationEndpoints.send).map(({ params, body }) => ({ params, body }))).toEqual([
      { params: { id: BERGSTROM.customerId }, body: { email: 'ny.anvandare@example.se' } },
    ]);
  });

  it('checks the address with the shared e-mail messages, focuses it, and sends nothing until it will do', async () => {
    const { user, server } = await renderUsers(bergstromWith([]));
    const form = within(await invite());
    const field = form.getByRole('textbox', { name: 'Mejladress' });
    await user.click(form.getByRole('button', { name: 'Skicka inbjudan' }));
    expect(form.getByRole('textbox', { name: 'Mejladress', description: 'Ange en mejladress' })).toHaveAttribute('aria-invalid', 'true');
    expect(document.activeElement).toBe(field);
    await user.type(field, 'ny.anvandare@');
    expect(form.getByRole('textbox', { name: 'Mejladress', description: 'Ange en giltig mejladress' })).toHaveAttribute('aria-invalid', 'true');
    await user.click(form.getByRole('button', { name: 'Skicka inbjudan' }));
    expect(server.requestsTo(invitationEndpoints.send)).toEqual([]);
    await user.type(field, 'example.se');
    expect(field).toHaveAttribute('aria-invalid', 'false');
  });

  it('shows the server’s Swedish message when the invitation is refused, and keeps the address', async () => {
    const refused = failure(422, 'users_not_allowed', 'Användare kan bara bjudas in till företags- och koncernkonton.');
    const { user } = await renderUsers([...bergstromWith([]), answer(invitationEndpoints.send, refused)]);
    const form = within(await invite());
    await user.type(form.getByRole('textbox', { name: 'Mejladress' }), 'ny.anvandare@example.se');
    await user.click(form.getByRole('button', { name: 'Skicka inbjudan' }));
    expect(await form.findByRole('alert')).toHaveTextContent('Användare kan bara bjudas in till företags- och koncernkonton.');
    expect(typedValue(form.getByRole('textbox', { name: 'Mejladress' }))).toBe('ny.anvandare@example.se');
    expect(form.queryByRole('status')).toBeNull();
  });
});

describe('people who may only look (spec §6)', () => {
  it.each<[string, PersonaKey]>([
    ['a linked user', 'lankad som Anna'],
    ['customer service', 'kundservice som Anna'],
  ])('%s sees the list, but neither the invitation form nor a remove button', async (_, persona) => {
    await renderUsers(bergstromWith([SARA]), persona);
    expect(await row('Sara Holm')).toBeVisible();
    expect(screen.getByText('Du kan se vilka som har tillgång till kundens sidor, men bara kunden själv kan bjuda in och ta bort användare.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Ta bort' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Bjud in användare' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Mejladress' })).toBeNull();
  });

  it('a linked user is told there is nobody, without being asked to invite', async () => {
    await renderUsers(bergstromWith([]), 'lankad som Anna');
    expect(await linkedUsers()).toHaveTextContent(/^Länkade användareIngen har tillgång till kundens sidor ännu\.$/);
  });
});
