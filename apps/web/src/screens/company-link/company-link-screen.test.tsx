import { accountEndpoints } from '@mina-sidor/shared/account';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { answer, failure, Reply } from '@/test/fake-server.ts';
import { renderScreen } from '@/test/render-screen.tsx';
import { RESTART_SIGN_IN_DELAY_MS } from './company-link-form-view.tsx';
import { CompanyLinkScreen } from './company-link-screen.tsx';

const routes = [{ path: '/foretag/skapa-anvandare', element: <CompanyLinkScreen /> }];
// Johan, nytt-foretag: signed in with a company e-identification, linked to no company yet.
const johan = { url: '/foretag/skapa-anvandare', routes, persona: 'nytt-foretag' } as const;
const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });

describe('CompanyLinkScreen (spec §5, §8)', () => {
  it('asks for every field from the first, digits only in Kundnummer, and a valid e-mail', async () => {
    const { user, server } = await renderScreen(johan);

    expect(screen.getByRole('heading', { level: 1, name: 'Lägg till nytt företag' })).toBeVisible();
    await screen.findByRole('form', { name: 'Lägg till nytt företag' });
    expect(field('Namn')).toHaveProperty('value', 'Johan Berg');
    await user.clear(field('Namn'));
    await user.click(screen.getByRole('button', { name: 'Lägg till företag' }));
    expect(screen.getAllByText('Det här fältet krävs')).toHaveLength(4);
    expect(document.activeElement).toBe(field('Kundnummer'));

    await user.type(field('Kundnummer'), '51-00');
    await user.type(field('Mejl'), 'johan@');
    expect(screen.getByText('Enbart siffror är tillåtna')).toBeVisible();
    expect(screen.getByText('Ange en giltig mejladress')).toBeVisible();
    expect(screen.getAllByText('Det här fältet krävs')).toHaveLength(2);
    expect(server.requests).toEqual([]);
  });

  it('links the company, says so, and then restarts sign-in', async () => {
    const linked = answer(accountEndpoints.linkCompany, { success: true, message: 'Du är nu kopplad mot företaget.' });
    const { user, userManager, server } = await renderScreen({ ...johan, answers: [linked] });
    const signIn = vi.spyOn(userManager, 'signinRedirect').mockResolvedValue(undefined);
    const timers = vi.spyOn(globalThis, 'setTimeout');

    await screen.findByRole('form', { name: 'Lägg till nytt företag' });
    await user.type(field('Kundnummer'), '5100303');
    await user.type(field('Organisationsnummer'), '556123-4567');
    await user.type(field('Mejl'), 'johan@example.se');
    await user.click(screen.getByRole('button', { name: 'Lägg till företag' }));

    expect((await screen.findByRole('status')).textContent).toBe('Du är nu kopplad mot företaget.');
    expect(server.requestsTo(accountEndpoints.linkCompany)[0]?.body).toEqual({
      companyCustomerNumber: '5100303',
      companyIdentificationNumber: '556123-4567',
      userName: 'Johan Berg',
      userEmail: 'johan@example.se',
    });
    expect(signIn).not.toHaveBeenCalled();
    // The restart waits for the message to be read: a timer set as it shows (the delay asked, not measured, as a
    // loaded machine notices the message late).
    expect(timers.mock.calls.some(([, delay]) => delay === RESTART_SIGN_IN_DELAY_MS)).toBe(true);
    timers.mockRestore();
    await waitFor(() => expect(signIn).toHaveBeenCalledTimes(1), { timeout: RESTART_SIGN_IN_DELAY_MS + 2000 });
  });

  it.each([
    [
      'the server’s message',
      failure(422, 'company_not_found', 'Vi hittar inget företag med det organisationsnumret och kundnumret.'),
      'Vi hittar inget företag med det organisationsnumret och kundnumret.',
    ],
    ['the generic message', new Reply(502, 'Bad gateway'), 'Något gick fel. Försök igen senare.'],
  ])('shows %s when linking fails', async (_, reply, message) => {
    const { user } = await renderScreen({ ...johan, answers: [answer(accountEndpoints.linkCompany, reply)] });

    await screen.findByRole('form', { name: 'Lägg till nytt företag' });
    await user.type(field('Kundnummer'), '5100303');
    await user.type(field('Organisationsnummer'), '556123-4567');
    await user.type(field('Mejl'), 'johan@example.se');
    await user.click(screen.getByRole('button', { name: 'Lägg till företag' }));

    expect((await screen.findByRole('alert')).textContent).toBe(message);
  });

  it('offers sign-in to a signed-out visitor, coming back here', async () => {
    const { user, userManager } = await renderScreen({ url: '/foretag/skapa-anvandare', routes });
    const signIn = vi.spyOn(userManager, 'signinRedirect').mockResolvedValue(undefined);

    await user.click(await screen.findByRole('button', { name: 'Logga in' }));
    expect(signIn).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem('mina-sidor.redirect-target')).toBe('/foretag/skapa-anvandare');
  });
});
