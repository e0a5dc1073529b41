import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, Reply } from '@/test/fixtures.ts';
import { renderRoutes } from '@/test/render-app.tsx';
import { FeedbackWidget, type FeedbackWidgetProps } from './feedback-widget.tsx';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  sessionStorage.clear();
});

const PARTICIPATION = '/api/v1/customers/500100/panel-participation';
const JOIN = 'PUT /api/v2/customers/500100/panel-participation';
const created = new Reply(201, { data: [{ feedbackId: '1' }] });
const anna = { customerNumber: '500100', email: 'anna@example.se' };

function renderWidget(props: Partial<FeedbackWidgetProps> = {}) {
  const widget = <FeedbackWidget page="/el/elforbrukning" customerId={null} panel={anna} contactDetailsPath={null} {...props} />;
  return renderRoutes({ url: '/', routes: [{ path: '/', element: widget }], claims: { sub: 'anna', mecid: '1001' } });
}

function sent(method: string) {
  return fetchMock.mock.calls.filter(([, init]) => init?.method === method).map(([url, init]) => ({ url: String(url), body: JSON.parse(String(init?.body)) as unknown }));
}

describe('the feedback widget (spec §2.9, §5)', () => {
  it('asks for a thumb first, then offers the text field labelled after the thumb', async () => {
    const { user } = await renderWidget();
    expect(screen.getByRole('heading', { level: 2, name: 'Vad tycker du om sidan?' })).toBeDefined();
    expect(screen.queryByRole('textbox')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Bra' }));
    expect(screen.getByRole('button', { name: 'Bra' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('textbox', { name: 'Vad är bra på sidan? (frivilligt)' })).toBeDefined();
    expect(screen.getByText(/Skriv inga personuppgifter/)).toBeDefined();

    await user.click(screen.getByRole('button', { name: 'Mindre bra' }));
    expect(screen.getByRole('textbox', { name: 'Hur kan vi förbättra sidan? (frivilligt)' })).toBeDefined();
  });

  it('takes at most 100 characters and counts them', async () => {
    const { user } = await renderWidget();
    await user.click(screen.getByRole('button', { name: 'Bra' }));
    const text = screen.getByRole('textbox', { name: 'Vad är bra på sidan? (frivilligt)' });
    expect(screen.getByText('0/100 tecken.')).toBeDefined();

    await user.type(text, 'Tydligt');
    expect(screen.getByText('7/100 tecken.')).toBeDefined();
    await user.clear(text);
    await user.click(text);
    await user.paste('a'.repeat(130));
    expect((text as HTMLTextAreaElement).value).toHaveLength(100);
    expect(screen.getByText('100/100 tecken.')).toBeDefined();
  });

  it('sends page, thumb, text, page variant and the customer shown, then thanks', async () => {
    fetchMock.mockImplementation(fakeApi({ 'POST /api/v2/feedback': created, [PARTICIPATION]: { participationStatus: 'Participating' } }));
    const { user } = await renderWidget({ page: '/', pageVariant: 'new', customerId: '10000000001' });
    await user.click(screen.getByRole('button', { name: 'Mindre bra' }));
    await user.type(screen.getByRole('textbox'), '  Visa hela året  ');
    await user.click(screen.getByRole('button', { name: 'Skicka' }));

    expect(await screen.findByText('Tack för dina synpunkter!')).toBeDefined();
    expect(sent('POST')).toEqual([{ url: '/api/v2/feedback', body: { page: '/', thumbs: 'thumbs-down', optionalText: 'Visa hela året', page_variant: 'new', customerId: '10000000001' } }]);
    // A participant is not invited again.
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith(PARTICIPATION, expect.anything()));
    expect(screen.queryByText('Vill du vara med i vår kundpanel?')).toBeNull();
  });

  it('leaves out an empty text, and shows why sending failed', async () => {
    fetchMock.mockImplementation(fakeApi({ 'POST /api/v2/feedback': new Reply(429, { error: { code: 'rate_limited', message: 'Du har gjort för många ändringar. Vänta en stund.' } }) }));
    const { user } = await renderWidget();
    await user.click(screen.getByRole('button', { name: 'Bra' }));
    await user.click(screen.getByRole('button', { name: 'Skicka' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Du har gjort för många ändringar. Vänta en stund.');
    expect(sent('POST')[0]?.body).toEqual({ page: '/el/elforbrukning', thumbs: 'thumbs-up' });
    expect(screen.getByRole('button', { name: 'Skicka' })).toBeDefined();
  });
});

describe('the customer panel invitation (spec §2.9, §5)', () => {
  async function giveFeedback(props: Partial<FeedbackWidgetProps> = {}) {
    const rendered = await renderWidget(props);
    await rendered.user.click(screen.getByRole('button', { name: 'Bra' }));
    await rendered.user.click(screen.getByRole('button', { name: 'Skicka' }));
    await screen.findByText('Tack för dina synpunkter!');
    return rendered;
  }

  it('joins with the customer’s own e-mail, and tells how to change a wrong one', async () => {
    fetchMock.mockImplementation(fakeApi({ 'POST /api/v2/feedback': created, [PARTICIPATION]: { participationStatus: 'NotParticipating' }, [JOIN]: { participationStatus: 'Participating' } }));
    const { user } = await giveFeedback();
    expect(await screen.findByRole('heading', { level: 3, name: 'Vill du vara med i vår kundpanel?' })).toBeDefined();
    expect(screen.queryByRole('textbox', { name: /Mejladress/ })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Gå med i kundpanelen' }));
    expect(await screen.findByText(/Vi kontaktar dig via mejl med en första enkät/)).toBeDefined();
    expect(sent('PUT')).toEqual([{ url: '/api/v2/customers/500100/panel-participation', body: { participate: true } }]);
    expect(screen.getByText('anna@example.se')).toBeDefined();
    expect(screen.getByText(/Kontakta vår kundservice så ändrar vi den/)).toBeDefined();
  });

  it('links to Kontaktuppgifter for a wrong address when the person has that page', async () => {
    fetchMock.mockImplementation(fakeApi({ 'POST /api/v2/feedback': created, [PARTICIPATION]: { participationStatus: 'NotParticipating' }, [JOIN]: { participationStatus: 'Participating' } }));
    const { user } = await giveFeedback({ contactDetailsPath: '/kontaktuppgifter' });
    await user.click(await screen.findByRole('button', { name: 'Gå med i kundpanelen' }));
    expect((await screen.findByRole('link', { name: 'Ändra din mejladress under Kontaktuppgifter' })).getAttribute('href')).toBe('/kontaktuppgifter');
  });

  it('asks for an e-mail only when the customer has none, and checks it', async () => {
    fetchMock.mockImplementation(fakeApi({ 'POST /api/v2/feedback': created, [PARTICIPATION]: { participationStatus: 'NotParticipating' }, [JOIN]: { participationStatus: 'Participating' } }));
    const { user } = await giveFeedback({ panel: { customerNumber: '500100', email: null } });
    const email = await screen.findByRole('textbox', { name: /Mejladress/ });

    await user.click(screen.getByRole('button', { name: 'Gå med i kundpanelen' }));
    expect(screen.getByText('Ange en mejladress')).toBeDefined();
    await user.type(email, 'karin@');
    await user.click(screen.getByRole('button', { name: 'Gå med i kundpanelen' }));
    expect(screen.getByText('Ange en giltig mejladress')).toBeDefined();
    expect(sent('PUT')).toEqual([]);

    await user.type(email, 'example.se');
    await user.click(screen.getByRole('button', { name: 'Gå med i kundpanelen' }));
    expect(await screen.findByText('karin@example.se')).toBeDefined();
    expect(sent('PUT')[0]?.body).toEqual({ participate: true, email: 'karin@example.se' });
  });

  it('"Nej tack" hides it, for the rest of the visit', async () => {
    fetchMock.mockImplementation(fakeApi({ 'POST /api/v2/feedback': created, [PARTICIPATION]: { participationStatus: 'NotParticipating' } }));
    const { user } = await giveFeedback();
    await user.click(await screen.findByRole('button', { name: 'Nej tack' }));
    expect(screen.queryByText('Vill du vara med i vår kundpanel?')).toBeNull();
    expect(screen.getByText('Tack för dina synpunkter!')).toBeDefined();
    expect(sessionStorage.getItem('mina-sidor.panel-declined.500100')).toBe('true');
  });

  it('is not offered to an excluded customer', async () => {
    fetchMock.mockImplementation(fakeApi({ 'POST /api/v2/feedback': created, [PARTICIPATION]: { participationStatus: 'Excluded' } }));
    await giveFeedback();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith(PARTICIPATION, expect.anything()));
    expect(screen.queryByText('Vill du vara med i vår kundpanel?')).toBeNull();
  });

  it('reads the participation with one retry', async () => {
    let calls = 0;
    const answer = fakeApi({ 'POST /api/v2/feedback': created });
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input) !== PARTICIPATION) return answer(input, init);
      calls += 1;
      return calls === 1 ? new Response('{}', { status: 503 }) : Response.json({ participationStatus: 'NotParticipating' });
    });
    await giveFeedback();
    expect(await screen.findByRole('button', { name: 'Gå med i kundpanelen' }, { timeout: 3000 })).toBeDefined();
    expect(calls).toBe(2);
  });

  it('is not offered to linked users and staff (no panel target)', async () => {
    fetchMock.mockImplementation(fakeApi({ 'POST /api/v2/feedback': created }));
    await giveFeedback({ panel: null });
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(['/api/v2/feedback']);
  });
});
