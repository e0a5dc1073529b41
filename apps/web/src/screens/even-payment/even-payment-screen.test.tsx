import { evenPaymentEndpoints, type EvenPaymentAgreement, type EvenPaymentStatus } from '@mina-sidor/shared/even-payment';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { answer, failure, type ContractAnswer } from '@/test/fake-server.ts';
import type { PersonaKey } from '@/test/personas.ts';
import { preloadShell, renderScreen } from '@/test/render-screen.tsx';

beforeAll(() => Promise.all([preloadShell(), import('./even-payment-screen.tsx')]), 30_000);

const OFFER: EvenPaymentStatus = {
  customerAccountId: '5000101001',
  accountName: 'Anna Andersson',
  nextMonth: '2026-11',
  invoiceMonths: 12,
  estimate: { fromMonth: '2025-11', toMonth: '2026-10', annualOre: 1_097_256, monthlyPartOre: 91_500 },
  feeOre: 1900,
  agreement: null,
  balanceOre: 0,
};
const AGREEMENT: EvenPaymentAgreement = {
  startMonth: '2026-09',
  monthlyPartOre: 91_500,
  annualEstimateOre: 1_097_256,
  reviewMonth: '2027-08',
  signedUpAt: '2026-08-14T09:30:00.000Z',
  signedUpBy: 'Anna Andersson',
  endMonth: null,
  endedAt: null,
  endedBy: null,
};
const RUNNING: EvenPaymentStatus = { ...OFFER, agreement: AGREEMENT, balanceOre: 12_345 };

/** Anna's account as the server has it: the sign-up and the end change what the next read answers. */
function annasAccount(initial: EvenPaymentStatus): ContractAnswer[] {
  let current = initial;
  return [
    answer(evenPaymentEndpoints.status, (request) =>
      request.params.customerAccountId === '5000101001' ? current : failure(404, 'not_found', 'Kundkontot hittades inte.'),
    ),
    answer(evenPaymentEndpoints.signUp, () => {
      current = { ...current, agreement: { ...AGREEMENT, startMonth: current.nextMonth, reviewMonth: '2027-10', signedUpAt: '2026-11-23T10:00:00.000Z' } };
      return current;
    }),
    answer(evenPaymentEndpoints.end, () => {
      current = {
        ...current,
        nextMonth: '2026-12',
        agreement: { ...current.agreement!, endMonth: '2026-12', endedAt: '2026-11-23T10:05:00.000Z', endedBy: 'Anna Andersson' },
      };
      return current;
    }),
  ];
}

const renderPage = (answers: ContractAnswer[], persona: PersonaKey = 'privat') => renderScreen({ url: '/teckna/utjamnad-betalning', persona, answers });
const facts = (region: HTMLElement) =>
  Object.fromEntries(
    within(region)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );

describe('the offer (spec §2.10 "equalised payment")', () => {
  it('shows the annual estimate, its 12 equal parts, the 19 kr fee, and how it is adjusted and reconciled', async () => {
    await renderPage(annasAccount(OFFER));
    expect(await screen.findByRole('heading', { level: 1, name: 'Utjämnad betalning' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Fakturor' })).toHaveAttribute('href', '/fakturor');
    const offer = await screen.findByRole('region', { name: 'Ditt månadsbelopp med utjämnad betalning' });
    expect(offer).toHaveTextContent('934,00\u00a0kr i månaden inkl. moms');
    expect(offer).toHaveTextContent('915,00\u00a0kr i månadsbelopp och 19,00\u00a0kr i avgift.');
    expect(facts(offer)).toEqual({
      'Beräknad årskostnad': '10\u00a0972,56\u00a0kr inkl. moms',
      'Räknad på fakturorna för': 'november 2025 – oktober 2026',
      '12 lika delar': '12 × 915,00\u00a0kr',
      Avgift: '19,00\u00a0kr i månaden, moms ingår',
    });
    expect(offer).toHaveTextContent('Tecknar du nu gäller det från fakturan för november 2026, som skickas i början av december 2026.');
    const how = screen.getByRole('region', { name: 'Så fungerar utjämnad betalning' });
    expect(how).toHaveTextContent('Avgiften är 19 kr i månaden, moms ingår.');
    expect(how).toHaveTextContent('Minst en gång om året, på den tolfte fakturan, gör vi en årsavstämning.');
    expect(how).toHaveTextContent('De kommande fakturorna följer avtalet');
  });

  it('signs up after a confirmation, and shows the agreement as the server stored it', async () => {
    const { user, server } = await renderPage(annasAccount(OFFER));
    await user.click(await screen.findByRole('button', { name: 'Teckna utjämnad betalning' }));
    const dialog = screen.getByRole('dialog', { name: 'Teckna utjämnad betalning?' });
    expect(dialog).toHaveTextContent(
      'Från fakturan för november 2026, som skickas i början av december 2026 betalar du 934,00\u00a0kr i månaden inkl. moms: månadsbeloppet 915,00\u00a0kr och avgiften 19,00\u00a0kr. Vi stämmer av och räknar om beloppet minst en gång om året.',
    );
    expect(server.requestsTo(evenPaymentEndpoints.signUp)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Teckna' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Klart! Du har utjämnad betalning från fakturan för november 2026.');
    const running = screen.getByRole('region', { name: 'Du har utjämnad betalning' });
    expect(facts(running)).toMatchObject({
      Sedan: 'Fakturan för november 2026',
      'Nästa avstämning': 'Fakturan för oktober 2027',
      'Saldo hittills': 'Ingen faktura ännu',
    });
    expect(running).toHaveTextContent('Den första fakturan med utjämnad betalning är fakturan för november 2026, som skickas i början av december 2026.');
    expect(server.requestsTo(evenPaymentEndpoints.signUp).map((r) => r.params)).toEqual([{ id: '10000000001', customerAccountId: '5000101001' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keeps the dialog open with the server’s Swedish message when the sign-up is refused', async () => {
    const refused = answer(
      evenPaymentEndpoints.signUp,
      failure(422, 'no_annual_estimate', 'Vi kan inte räkna fram en årskostnad ännu: utjämnad betalning kräver fakturor för 12 månader.'),
    );
    const { user } = await renderPage([...annasAccount(OFFER), refused]);
    await user.click(await screen.findByRole('button', { name: 'Teckna utjämnad betalning' }));
    const dialog = screen.getByRole('dialog', { name: 'Teckna utjämnad betalning?' });
    await user.click(within(dialog).getByRole('button', { name: 'Teckna' }));
    expect(await within(dialog).findByText('Vi kan inte räkna fram en årskostnad ännu: utjämnad betalning kräver fakturor för 12 månader.')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Avbryt' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('region', { name: 'Ditt månadsbelopp med utjämnad betalning' })).toBeVisible();
  });

  it('explains why there is no estimate with fewer than 12 months of invoices, and offers no sign-up', async () => {
    await renderPage(annasAccount({ ...OFFER, invoiceMonths: 7, estimate: null }));
    const none = await screen.findByRole('region', { name: 'Vi kan inte räkna fram en årskostnad ännu' });
    expect(none).toHaveTextContent(
      'Utjämnad betalning bygger på fakturorna för de senaste 12 månaderna, november 2025 – oktober 2026. Kundkontot har fakturor för 7 av dem.',
    );
    expect(screen.queryByRole('button', { name: 'Teckna utjämnad betalning' })).toBeNull();
  });
});

describe('the agreement', () => {
  it('shows since when, the monthly amount, the balance so far and the next review', async () => {
    await renderPage(annasAccount(RUNNING));
    const running = await screen.findByRole('region', { name: 'Du har utjämnad betalning' });
    expect(running).toHaveTextContent('934,00\u00a0kr i månaden');
    expect(facts(running)).toEqual({
      Sedan: 'Fakturan för september 2026',
      'Nästa avstämning': 'Fakturan för augusti 2027',
      'Saldo hittills': '+123,45\u00a0kr',
      'Årskostnaden beloppet bygger på': '10\u00a0972,56\u00a0kr inkl. moms',
    });
    expect(running).toHaveTextContent('Du har betalat 123,45\u00a0kr mer än du har använt. Det får du tillbaka vid avstämningen.');
    expect(running).toHaveTextContent('Tecknad 14 augusti 2026 av Anna Andersson.');
  });

  it('ends after a confirmation that says which invoice settles the balance', async () => {
    const { user, server } = await renderPage(annasAccount(RUNNING));
    await user.click(await screen.findByRole('button', { name: 'Avsluta utjämnad betalning' }));
    const dialog = screen.getByRole('dialog', { name: 'Avsluta utjämnad betalning?' });
    expect(dialog).toHaveTextContent(
      'Från fakturan för november 2026, som skickas i början av december 2026 betalar du det du använder varje månad, utan avgift. Det du har betalat för mycket, 123,45\u00a0kr hittills, dras av på den fakturan.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Avsluta' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Utjämnad betalning är avslutad. Fakturan för december 2026 visar det du använder och stämmer av saldot.',
    );
    const ended = screen.getByRole('region', { name: 'Utjämnad betalning är avslutad' });
    expect(facts(ended)).toEqual({ 'Sista månaden med lika delar': 'november 2026', 'Saldo att stämma av': '+123,45\u00a0kr' });
    expect(ended).toHaveTextContent('Du kan teckna utjämnad betalning igen när fakturan för december 2026 har skickats.');
    expect(screen.queryByRole('button', { name: /Teckna|Avsluta/ })).toBeNull();
    expect(server.requestsTo(evenPaymentEndpoints.end)).toHaveLength(1);
  });
});

describe('who may change it (spec §6)', () => {
  it('shows a linked user the figures, and that only the customer signs up', async () => {
    await renderPage(annasAccount(OFFER), 'lankad som Anna');
    const offer = await screen.findByRole('region', { name: 'Månadsbelopp med utjämnad betalning' });
    expect(offer).toHaveTextContent('934,00\u00a0kr i månaden');
    expect(offer).toHaveTextContent('Tecknas det nu gäller det från fakturan för november 2026');
    // The shell's banner for linked users is a note too.
    expect(screen.getAllByRole('note').map((note) => note.textContent)).toContain(
      'Du kan se beräkningen och avtalet, men bara kunden själv kan teckna eller avsluta utjämnad betalning.',
    );
    expect(screen.queryByRole('button', { name: 'Teckna utjämnad betalning' })).toBeNull();
  });

  it('shows customer service the agreement, without ending it', async () => {
    await renderPage(annasAccount(RUNNING), 'kundservice som Anna');
    await screen.findByRole('region', { name: 'Kunden har utjämnad betalning' });
    expect(screen.getAllByRole('note').map((note) => note.textContent)).toContain(
      'Du ser kundens utjämnade betalning som personal. Kunden tecknar och avslutar den själv här på Mina sidor.',
    );
    expect(screen.queryByRole('button', { name: 'Avsluta utjämnad betalning' })).toBeNull();
  });
});

describe('loading and failing', () => {
  it('says it is loading until the answer comes', async () => {
    let respond: (status: EvenPaymentStatus) => void = () => {};
    const waiting = answer(evenPaymentEndpoints.status, () => new Promise<EvenPaymentStatus>((resolve) => (respond = resolve)));
    await renderPage([waiting]);
    await screen.findByRole('heading', { level: 1, name: 'Utjämnad betalning' });
    expect(await screen.findByText('Laddar...')).toBeVisible();
    respond(OFFER);
    await screen.findByRole('region', { name: 'Ditt månadsbelopp med utjämnad betalning' });
    expect(screen.queryByText('Laddar...')).toBeNull();
  });

  it('shows the server’s message and tries again', async () => {
    let calls = 0;
    const flaky = answer(evenPaymentEndpoints.status, () => (++calls === 1 ? failure(503, 'unavailable', 'Tjänsten är inte tillgänglig just nu.') : OFFER));
    const { user } = await renderPage([flaky]);
    expect(await screen.findByText('Tjänsten är inte tillgänglig just nu.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Försök igen' }));
    expect(await screen.findByRole('region', { name: 'Ditt månadsbelopp med utjämnad betalning' })).toBeVisible();
  });
});
