import { endpointName } from '@mina-sidor/shared';
import { feedbackEndpoints } from '@mina-sidor/shared/feedback';
import { panelEndpoints, type PanelParticipation } from '@mina-sidor/shared/panel';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, failure, type ContractAnswer } from '@/test/fake-server.ts';
import { renderScreen } from '@/test/render-screen.tsx';
import { FeedbackWidget, type FeedbackWidgetProps } from './feedback-widget.tsx';

const created = answer(feedbackEndpoints.send, { feedbackId: '1' });
const participation = (status: PanelParticipation['participationStatus']) => answer(panelEndpoints.participation, { participationStatus: status });
const joined = answer(panelEndpoints.setParticipation, { participationStatus: 'Participating' });
// Anna, privat: the panel is hers to join.
const anna = { customerNumber: '5000101', email: 'anna@example.se' };

function renderWidget(props: Partial<FeedbackWidgetProps> = {}, answers: ContractAnswer[] = []) {
  const widget = <FeedbackWidget page="/el/elforbrukning" customerId={null} panel={anna} contactDetailsPath={null} {...props} />;
  return renderScreen({ url: '/', persona: 'privat', routes: [{ path: '/', element: widget }], answers });
}

describe('the feedback widget (spec §2.9, §5)', () => {
  it('asks for a thumb first, then offers the text field labelled after the thumb', async () => {
    const { user } = await renderWidget();
    expect(screen.getByRole('heading', { level: 2, name: 'Vad tycker du om sidan?' })).toBeVisible();
    expect(screen.queryByRole('textbox')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Bra' }));
    expect(screen.getByRole('button', { name: 'Bra' }).getAttribute('aria-pressed')).toBe('true');
    // The text field's code comes with the first thumb chosen.
    expect(await screen.findByRole('textbox', { name: 'Vad är bra på sidan? (frivilligt)' })).toBeVisible();
    expect(screen.getByText(/Skriv inga personuppgifter/)).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Mindre bra' }));
    expect(screen.getByRole('textbox', { name: 'Hur kan vi förbättra sidan? (frivilligt)' })).toBeVisible();
  });

  it('takes at most 100 characters and counts them', async () => {
    const { user } = await renderWidget();
    await user.click(screen.getByRole('button', { name: 'Bra' }));
    const text = await screen.findByRole('textbox', { name: 'Vad är bra på sidan? (frivilligt)' });
    expect(screen.getByText('0/100 tecken.')).toBeVisible();

    await user.type(text, 'Tydligt');
    expect(screen.getByText('7/100 tecken.')).toBeVisible();
    await user.clear(text);
    await user.click(text);
    await user.paste('a'.repeat(130));
    expect((text as HTMLTextAreaElement).value).toHaveLength(100);
    expect(screen.getByText('100/100 tecken.')).toBeVisible();
  });

  it('sends page, thumb, text, page variant and the customer shown, then thanks', async () => {
    const { user, server } = await renderWidget({ page: '/', pageVariant: 'new', customerId: '10000000001' }, [created, participation('Participating')]);
    await user.click(screen.getByRole('button', { name: 'Mindre bra' }));
    await user.type(await screen.findByRole('textbox'), '  Visa hela året  ');
    await user.click(screen.getByRole('button', { name: 'Skicka' }));

    expect(await screen.findByText('Tack för dina synpunkter!')).toBeVisible();
    // The thanks takes the focus: the form it replaces, and its button, are gone (decision 0033).
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('alert')));
    expect(server.requestsTo(feedbackEndpoints.send).map((request) => request.body)).toEqual([
      { page: '/', thumbs: 'thumbs-down', optionalText: 'Visa hela året', page_variant: 'new', customerId: '10000000001' },
    ]);
    // A participant is not invited again.
    await waitFor(() => expect(server.requestsTo(panelEndpoints.participation)).toHaveLength(1));
    expect(screen.queryByText('Vill du vara med i vår kundpanel?')).toBeNull();
  });

  it('leaves out an empty text, and shows why sending failed', async () => {
    const limited = answer(feedbackEndpoints.send, failure(429, 'rate_limited', 'Du har gjort för många ändringar. Vänta en stund.'));
    const { user, server } = await renderWidget({}, [limited]);
    await user.click(screen.getByRole('button', { name: 'Bra' }));
    await user.click(await screen.findByRole('button', { name: 'Skicka' }));

    const why = await screen.findByRole('alert');
    expect(why.textContent).toBe('Du har gjort för många ändringar. Vänta en stund.');
    await waitFor(() => expect(document.activeElement).toBe(why));
    expect(server.requestsTo(feedbackEndpoints.send)[0]?.body).toEqual({ page: '/el/elforbrukning', thumbs: 'thumbs-up' });
    expect(screen.getByRole('button', { name: 'Skicka' })).toHaveProperty('disabled', false);
  });
});

describe('the customer panel invitation (spec §2.9, §5)', () => {
  async function giveFeedback(answers: ContractAnswer[], props: Partial<FeedbackWidgetProps> = {}) {
    const rendered = await renderWidget(props, [created, ...answers]);
    await rendered.user.click(screen.getByRole('button', { name: 'Bra' }));
    await rendered.user.click(await screen.findByRole('button', { name: 'Skicka' }));
    await screen.findByText('Tack för dina synpunkter!');
    return rendered;
  }

  it('joins with the customer’s own e-mail, and tells how to change a wrong one', async () => {
    const { user, server } = await giveFeedback([participation('NotParticipating'), joined]);
    expect(await screen.findByRole('heading', { level: 3, name: 'Vill du vara med i vår kundpanel?' })).toBeVisible();
    expect(screen.queryByRole('textbox', { name: /Mejladress/ })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Gå med i kundpanelen' }));
    expect(await screen.findByText(/Vi kontaktar dig via mejl med en första enkät/)).toBeVisible();
    expect(server.requestsTo(panelEndpoints.setParticipation).map(({ params, body }) => ({ params, body }))).toEqual([
      { params: { id: '5000101' }, body: { participate: true } },
    ]);
    expect(screen.getByText('anna@example.se')).toBeVisible();
    expect(screen.getByText(/Kontakta vår kundservice så ändrar vi den/)).toBeVisible();
  });

  it('links to Kontaktuppgifter for a wrong address when the person has that page', async () => {
    const { user } = await giveFeedback([participation('NotParticipating'), joined], { contactDetailsPath: '/kontaktuppgifter' });
    await user.click(await screen.findByRole('button', { name: 'Gå med i kundpanelen' }));
    expect((await screen.findByRole('link', { name: 'Ändra din mejladress under Kontaktuppgifter' })).getAttribute('href')).toBe('/kontaktuppgifter');
  });

  it('asks for an e-mail only when the customer has none, and checks it at the field, focused', async () => {
    const { user, server } = await giveFeedback([participation('NotParticipating'), joined], { panel: { customerNumber: '5000101', email: null } });
    const email = await screen.findByRole('textbox', { name: /Mejladress/ });

    await user.click(screen.getByRole('button', { name: 'Gå med i kundpanelen' }));
    expect(screen.getByRole('textbox', { name: /Mejladress/, description: 'Ange en mejladress' })).toHaveAttribute('aria-invalid', 'true');
    expect(document.activeElement).toBe(email);
    await user.type(email, 'karin@');
    await user.click(screen.getByRole('button', { name: 'Gå med i kundpanelen' }));
    expect(screen.getByRole('textbox', { name: /Mejladress/, description: 'Ange en giltig mejladress' })).toBe(email);
    expect(server.requestsTo(panelEndpoints.setParticipation)).toEqual([]);

    await user.type(email, 'example.se');
    await user.click(screen.getByRole('button', { name: 'Gå med i kundpanelen' }));
    expect(await screen.findByText('karin@example.se')).toBeVisible();
    expect(server.requestsTo(panelEndpoints.setParticipation)[0]?.body).toEqual({ participate: true, email: 'karin@example.se' });
  });

  it('"Nej tack" hides it, for the rest of the visit', async () => {
    const { user } = await giveFeedback([participation('NotParticipating')]);
    await user.click(await screen.findByRole('button', { name: 'Nej tack' }));
    expect(screen.queryByText('Vill du vara med i vår kundpanel?')).toBeNull();
    expect(screen.getByText('Tack för dina synpunkter!')).toBeVisible();
    expect(sessionStorage.getItem('mina-sidor.panel-declined.5000101')).toBe('true');
  });

  it('is not offered to an excluded customer', async () => {
    const { server } = await giveFeedback([participation('Excluded')]);
    await waitFor(() => expect(server.requestsTo(panelEndpoints.participation)).toHaveLength(1));
    expect(screen.queryByText('Vill du vara med i vår kundpanel?')).toBeNull();
  });

  it('reads the participation with one retry', async () => {
    let calls = 0;
    const unavailableOnce = answer(panelEndpoints.participation, () => {
      calls += 1;
      return calls === 1 ? new Response('{}', { status: 503 }) : { participationStatus: 'NotParticipating' as const };
    });
    await giveFeedback([unavailableOnce]);
    expect(await screen.findByRole('button', { name: 'Gå med i kundpanelen' }, { timeout: 3000 })).toBeVisible();
    expect(calls).toBe(2);
  });

  it('is not offered to linked users and staff (no panel target)', async () => {
    const { server } = await giveFeedback([], { panel: null });
    expect(server.requests.map((request) => request.name)).toEqual([endpointName(feedbackEndpoints.send)]);
  });
});
