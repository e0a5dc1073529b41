import { customerEndpoints } from '@mina-sidor/shared/customer';
import { invoiceEndpoints, type Invoice, type InvoiceDetail, type InvoiceLine, type InvoiceList, linesOnBasis } from '@mina-sidor/shared/invoice';
import type { VatBasis } from '@mina-sidor/shared/money';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, failure, jsonResponse, type ContractAnswer } from '@/test/fake-server.ts';
import { DEMO_CUSTOMERS, type PersonaKey } from '@/test/personas.ts';
import { preloadShell, renderScreen } from '@/test/render-screen.tsx';

beforeAll(() => Promise.all([preloadShell(), import('./invoices-screen.tsx')]), 30_000);

const invoice = (month: string, more: Partial<Invoice> = {}): Invoice => ({
  invoiceId: `F${month.slice(2, 4)}${month.slice(5, 7)}5000101001`,
  invoiceNumber: `${month.slice(2, 4)}${month.slice(5, 7)}5000101001`,
  customerAccountId: '5000101001',
  ocr: '2610500010100162',
  bankgiro: '5555-1238',
  issueDate: `${month}-05`,
  dueDate: `${month}-28`,
  periodFrom: `${month}-01`,
  periodTo: `${month}-28`,
  amountOre: 805_964,
  netOre: 644_771,
  vatOre: 161_193,
  paid: true,
  paidDate: `${month}-28`,
  remainingOre: 0,
  status: 'betald',
  creditsInvoiceNumber: null,
  paymentMethod: 'autogiro',
  services: ['EL', 'FJV', 'VA'],
  ...more,
});
const october = invoice('2026-10', { issueDate: '2026-11-05', dueDate: '2026-11-30', paid: false, paidDate: null, remainingOre: 805_964, status: 'obetald' });
const september = invoice('2026-09', {
  issueDate: '2026-10-05',
  dueDate: '2026-10-31',
  paid: false,
  paidDate: null,
  remainingOre: 609_868,
  status: 'förfallen',
  amountOre: 609_868,
});
const november = invoice('2025-11', { issueDate: '2025-12-05', amountOre: 1_020_795 });
const annas: InvoiceList = { invoices: [october, september, november], years: [2026, 2025], services: ['EL', 'FJV', 'VA'] };

const billed: InvoiceLine[] = [
  {
    kind: 'fixed',
    facility: 'Villa Solbacken',
    service: 'EL',
    description: 'Elnät effekttariff – Fast avgift',
    quantity: 1,
    unit: 'mån',
    unitPriceOre: 39_500,
    amountOre: 39_500,
  },
  {
    kind: 'energy',
    facility: 'Villa Solbacken',
    service: 'EL',
    description: 'Elnät effekttariff – Överföring',
    quantity: 1087.912,
    unit: 'kWh',
    unitPriceOre: 7.5,
    amountOre: 8159,
  },
  {
    kind: 'tax',
    facility: 'Villa Solbacken',
    service: 'EL',
    description: 'Energiskatt',
    quantity: 1087.912,
    unit: 'kWh',
    unitPriceOre: 36,
    amountOre: 39_165,
  },
  {
    kind: 'energy',
    facility: 'Villa Solbacken',
    service: 'FJV',
    description: 'Fjärrvärme Bas – Energipris vinter',
    quantity: 2686.297,
    unit: 'kWh',
    unitPriceOre: 92.5,
    amountOre: 248_482,
  },
  {
    kind: 'fixed',
    facility: 'Villa Solbacken',
    service: 'VA',
    description: 'Vatten och avlopp – Fast avgift',
    quantity: 1,
    unit: 'mån',
    unitPriceOre: 28_750,
    amountOre: 309_465,
  },
  { kind: 'vat', facility: null, service: null, description: 'Moms 25 %', quantity: null, unit: null, unitPriceOre: null, amountOre: 161_193 },
];
/** The invoice as the server gives it to a customer on the basis (its lines shown as linesOnBasis shows them). */
const detailOn = (vatBasis: VatBasis): InvoiceDetail => ({
  ...october,
  recipient: ['Anna Andersson', 'Solbackevägen 12', '131 40 Nacka'],
  references: { yourReference: null, costCentre: null, orderNumber: null },
  payments: [],
  lines: billed,
  vatBasis,
  vatPercent: 25,
  shownLines: linesOnBasis(billed, vatBasis, 25),
});
const detail = detailOn('incl');

function renderInvoices({ persona = 'privat', answers = [] }: { persona?: PersonaKey; answers?: ContractAnswer[] } = {}) {
  return renderScreen({
    url: '/fakturor',
    persona,
    answers: [
      answer(invoiceEndpoints.list, ({ query }) => ({
        ...annas,
        invoices: annas.invoices.filter((i) => (!query.year || i.issueDate.startsWith(query.year)) && (!query.service || i.services.includes(query.service))),
      })),
      answer(invoiceEndpoints.detail, detail),
      ...answers,
    ],
  });
}

const item = (name: string) => screen.findByRole('listitem', { name });
const items = () => within(screen.getByRole('list', { name: 'Dina fakturor' })).getAllByRole('listitem');

describe('the invoices (spec §2.6, §2.10 "invoices")', () => {
  it('lists the selected account’s invoices newest first, with amount, due date and status', async () => {
    const { server } = await renderInvoices();
    expect(await screen.findByRole('heading', { level: 1, name: 'Fakturor' })).toBeVisible();
    await item('Oktober 2026');
    expect(items().map((li) => li.querySelector('h3')?.textContent)).toEqual(['Oktober 2026', 'September 2026', 'November 2025']);
    const first = await item('Oktober 2026');
    expect(first).toHaveTextContent('Faktura 26105000101001 · El, Fjärrvärme, Vatten och avlopp');
    expect(first).toHaveTextContent('8\u00a0059,64\u00a0krinkl. moms');
    expect(first).toHaveTextContent('Förfaller 2026-11-30');
    expect(within(first).getByText('Obetald')).toBeVisible();
    expect(within(await item('September 2026')).getByText('Förfallen')).toBeVisible();
    expect(await item('November 2025')).toHaveTextContent('Betald 2025-11-28');
    expect(screen.getByRole('status')).toHaveTextContent('3 fakturor');
    expect(server.requestsTo(invoiceEndpoints.list).map((r) => r.query)).toEqual([{ customerAccountId: '5000101001' }]);
  });

  it('tells how the customer pays, and leads to the invoice references and even payment', async () => {
    await renderInvoices();
    const howToPay = await screen.findByRole('region', { name: 'Så betalar du' });
    expect(howToPay).toHaveTextContent('Du betalar med autogiro.');
    expect(within(howToPay).getByRole('link', { name: 'Ändra fakturareferens' })).toHaveAttribute('href', '/fakturor/andra-fakturareferens');
    expect(within(howToPay).getByRole('link', { name: 'Utjämnad betalning' })).toHaveAttribute('href', '/teckna/utjamnad-betalning');
  });

  it('tells a customer without direct debit to pay to the bankgiro with the OCR number', async () => {
    const anna = DEMO_CUSTOMERS['10000000001']!.customer;
    const paysByPdf = answer(customerEndpoints.detail, { ...anna, paymentInfo: { directDebit: false, flexAccount: false } });
    await renderInvoices({ answers: [paysByPdf] });
    await item('Oktober 2026');
    expect(screen.getByRole('region', { name: 'Så betalar du' })).toHaveTextContent(
      'Du får fakturorna som PDF. Betala till bankgiro 5555-1238 och ange fakturans OCR-nummer.',
    );
  });

  it('filters by year and by service, and offers all invoices again when nothing matches', async () => {
    const { user, server } = await renderInvoices();
    await item('Oktober 2026');
    await user.selectOptions(screen.getByRole('combobox', { name: 'År' }), '2025');
    expect(await item('November 2025')).toBeVisible();
    await waitFor(() => expect(items()).toHaveLength(1));
    expect(server.requestsTo(invoiceEndpoints.list).at(-1)?.query).toEqual({ customerAccountId: '5000101001', year: '2025' });
    expect(
      within(screen.getByRole('combobox', { name: 'Tjänst' }))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Alla tjänster', 'El', 'Fjärrvärme', 'Vatten och avlopp']);
    server.answer(answer(invoiceEndpoints.list, { ...annas, invoices: [] }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tjänst' }), 'VA');
    expect(await screen.findByText('Det finns inga fakturor för det du har valt.')).toBeVisible();
    expect(server.requestsTo(invoiceEndpoints.list).at(-1)?.query).toEqual({ customerAccountId: '5000101001', year: '2025', service: 'VA' });
    server.answer(answer(invoiceEndpoints.list, annas));
    await user.click(screen.getByRole('button', { name: 'Visa alla fakturor' }));
    expect(await item('Oktober 2026')).toBeVisible();
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'År' }).value).toBe('');
  });

  it('shows a partly paid invoice as such, with what is left and its payments, and a credit note for what it is', async () => {
    const partly = { ...october, remainingOre: 305_964, status: 'delvis-betald' as const };
    const credit = invoice('2026-08', {
      invoiceId: 'KF-2026-0001',
      invoiceNumber: '90000017',
      amountOre: -25_000,
      netOre: -20_000,
      vatOre: -5_000,
      paid: false,
      paidDate: null,
      remainingOre: -25_000,
      status: 'kreditfaktura',
      creditsInvoiceNumber: '26085000101001',
    });
    const payments = [
      { date: '2026-11-12', amountOre: 300_000 },
      { date: '2026-11-20', amountOre: 200_000 },
    ];
    const { user } = await renderInvoices({
      answers: [answer(invoiceEndpoints.list, { ...annas, invoices: [partly, credit] }), answer(invoiceEndpoints.detail, { ...detail, ...partly, payments })],
    });
    const first = await item('Oktober 2026');
    expect(within(first).getByText('Delvis betald')).toBeVisible();
    expect(first).toHaveTextContent('8\u00a0059,64\u00a0krinkl. moms');
    expect(first).toHaveTextContent('Kvar att betala 3\u00a0059,64\u00a0kr inkl. moms · förfallodag 2026-11-30');
    const creditItem = await item('Augusti 2026');
    expect(within(creditItem).getByText('Kreditfaktura')).toBeVisible();
    expect(creditItem).toHaveTextContent('−250,00\u00a0krinkl. moms');
    expect(creditItem).toHaveTextContent('Krediterar faktura 26085000101001. Dras av från en kommande faktura eller betalas tillbaka.');

    await user.click(within(first).getByRole('button', { name: 'Visa fakturan' }));
    const paid = await within(first).findByRole('region', { name: 'Betalningar' });
    expect(paid).toHaveTextContent('2026-11-123\u00a0000,00\u00a0kr2026-11-202\u00a0000,00\u00a0krKvar att betala inkl. moms3\u00a0059,64\u00a0kr');
  });

  it('opens an invoice with its facts, its lines under facility and service with VAT as a consumer reads them, the total and how much is VAT', async () => {
    const { user, server } = await renderInvoices();
    const first = await item('Oktober 2026');
    const toggle = within(first).getByRole('button', { name: 'Visa fakturan' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    const lines = await within(first).findByRole('table', { name: 'Fakturarader' });
    // On a phone the quantity and price stand under the description; on a wider screen in their columns.
    expect(
      within(lines)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'BeskrivningAntalÀ-pris inkl. momsBelopp inkl. moms',
      'Villa Solbacken – El',
      'Elnät effekttariff – Fast avgift1\u00a0mån × 493,75\u00a0kr/mån1\u00a0mån493,75\u00a0kr/mån493,75\u00a0kr',
      // 81,59 kr × 25 % = 20,3975 kr and 2 484,82 kr × 25 % = 621,205 kr lost the most to rounding down: they take the 2 öre the VAT on the sum has more.
      'Elnät effekttariff – Överföring1\u00a0087,912\u00a0kWh × 9,38\u00a0öre/kWh1\u00a0087,912\u00a0kWh9,38\u00a0öre/kWh101,99\u00a0kr',
      'Energiskatt1\u00a0087,912\u00a0kWh × 45,00\u00a0öre/kWh1\u00a0087,912\u00a0kWh45,00\u00a0öre/kWh489,56\u00a0kr',
      'Villa Solbacken – Fjärrvärme',
      'Fjärrvärme Bas – Energipris vinter2\u00a0686,297\u00a0kWh × 1,16\u00a0kr/kWh2\u00a0686,297\u00a0kWh1,16\u00a0kr/kWh3\u00a0106,03\u00a0kr',
      'Villa Solbacken – Vatten och avlopp',
      'Vatten och avlopp – Fast avgift1\u00a0mån × 359,38\u00a0kr/mån1\u00a0mån359,38\u00a0kr/mån3\u00a0868,31\u00a0kr',
    ]);
    // 493,75 + 101,99 + 489,56 + 3 106,03 + 3 868,31 = 8 059,64: the lines add up to what to pay.
    expect(first).toHaveTextContent('Att betala inkl. moms8\u00a0059,64\u00a0krVarav moms 25 %1\u00a0611,93\u00a0kr');
    const facts = Array.from(first.querySelectorAll('dl')[0]!.children).map(
      (pair) => `${pair.querySelector('dt')?.textContent} ${pair.querySelector('dd')?.textContent}`,
    );
    expect(facts).toEqual([
      'Period 2026-10-01 – 2026-10-28',
      'Fakturadatum 2026-11-05',
      'Förfallodag 2026-11-30',
      'OCR-nummer 2610500010100162',
      'Bankgiro 5555-1238',
      'Betalsätt Autogiro',
    ]);
    expect(server.requestsTo(invoiceEndpoints.detail).map((r) => r.params.invoiceId)).toEqual([october.invoiceId]);
    await user.click(within(first).getByRole('button', { name: 'Dölj fakturan' }));
    expect(within(first).queryByRole('table')).toBeNull();
  });

  it('shows a company the lines without VAT, their sum, the VAT and the total with it; the list the total both ways', async () => {
    const { user } = await renderInvoices({ persona: 'foretag', answers: [answer(invoiceEndpoints.detail, detailOn('excl'))] });
    const first = await item('Oktober 2026');
    expect(first).toHaveTextContent('8\u00a0059,64\u00a0krinkl. moms, 6\u00a0447,71\u00a0kr exkl. moms');
    await user.click(within(first).getByRole('button', { name: 'Visa fakturan' }));
    const lines = await within(first).findByRole('table', { name: 'Fakturarader' });
    const rows = within(lines)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows[0]).toBe('BeskrivningAntalÀ-pris exkl. momsBelopp exkl. moms');
    expect(rows[3]).toBe('Elnät effekttariff – Överföring1\u00a0087,912\u00a0kWh × 7,50\u00a0öre/kWh1\u00a0087,912\u00a0kWh7,50\u00a0öre/kWh81,59\u00a0kr');
    expect(first).toHaveTextContent('Summa exkl. moms6\u00a0447,71\u00a0krMoms 25 %1\u00a0611,93\u00a0krAtt betala inkl. moms8\u00a0059,64\u00a0kr');
  });

  it('shows a company a partly paid invoice and a credit note with the total both ways, what is left and what comes back inkl. moms', async () => {
    const partly = { ...october, remainingOre: 305_964, status: 'delvis-betald' as const };
    const credit = invoice('2026-08', {
      invoiceId: 'KF-2026-0001',
      invoiceNumber: '90000017',
      amountOre: -25_000,
      netOre: -20_000,
      vatOre: -5_000,
      paid: false,
      paidDate: null,
      remainingOre: -25_000,
      status: 'kreditfaktura',
      creditsInvoiceNumber: '26085000101001',
    });
    const creditLines: InvoiceLine[] = [
      { ...billed[0]!, kind: 'fixed', description: 'Kreditering Fast avgift', quantity: -1, unitPriceOre: 20_000, amountOre: -20_000 },
      { ...billed[5]!, amountOre: -5_000 },
    ];
    const creditDetail: InvoiceDetail = { ...detailOn('excl'), ...credit, lines: creditLines, shownLines: linesOnBasis(creditLines, 'excl', 25), payments: [] };
    const { user } = await renderInvoices({
      persona: 'foretag',
      answers: [answer(invoiceEndpoints.list, { ...annas, invoices: [partly, credit] }), answer(invoiceEndpoints.detail, creditDetail)],
    });
    const first = await item('Oktober 2026');
    expect(first).toHaveTextContent('8\u00a0059,64\u00a0krinkl. moms, 6\u00a0447,71\u00a0kr exkl. moms');
    expect(first).toHaveTextContent('Kvar att betala 3\u00a0059,64\u00a0kr inkl. moms · förfallodag 2026-11-30');
    const creditItem = await item('Augusti 2026');
    expect(creditItem).toHaveTextContent('−250,00\u00a0krinkl. moms, −200,00\u00a0kr exkl. moms');
    await user.click(within(creditItem).getByRole('button', { name: 'Visa fakturan' }));
    await within(creditItem).findByRole('table', { name: 'Fakturarader' });
    expect(creditItem).toHaveTextContent('Summa exkl. moms−200,00\u00a0krMoms 25 %−50,00\u00a0krAtt återfå inkl. moms−250,00\u00a0kr');
  });

  it('shows a company’s references on the invoice they were printed on', async () => {
    const { user } = await renderInvoices({
      answers: [answer(invoiceEndpoints.detail, { ...detail, references: { yourReference: 'Förvaltning Sickla', costCentre: 'KS-4100', orderNumber: null } })],
    });
    const first = await item('Oktober 2026');
    await user.click(within(first).getByRole('button', { name: 'Visa fakturan' }));
    await within(first).findByRole('table', { name: 'Fakturarader' });
    expect(first).toHaveTextContent('Er referensFörvaltning Sickla');
    expect(first).toHaveTextContent('KostnadsställeKS-4100');
    expect(first).not.toHaveTextContent('Ordernummer');
  });

  it('shows the server’s message when an invoice cannot be opened, and opens it on a second try', async () => {
    const { user, server } = await renderInvoices({ answers: [answer(invoiceEndpoints.detail, failure(404, 'not_found', 'Fakturan hittades inte.'))] });
    const first = await item('Oktober 2026');
    await user.click(within(first).getByRole('button', { name: 'Visa fakturan' }));
    expect(await within(first).findByRole('alert')).toHaveTextContent('Fakturan hittades inte.');
    server.answer(answer(invoiceEndpoints.detail, detail));
    await user.click(within(first).getByRole('button', { name: 'Försök igen' }));
    expect(await within(first).findByRole('table', { name: 'Fakturarader' })).toBeVisible();
  });

  it('says so when the account has no invoices yet', async () => {
    await renderInvoices({ answers: [answer(invoiceEndpoints.list, { invoices: [], years: [], services: [] })] });
    expect(await screen.findByRole('heading', { name: 'Inga fakturor ännu' })).toBeVisible();
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('shows “Laddar...” while the invoices load, then the server’s message when they cannot be, with a way to try again', async () => {
    let fail: (value: unknown) => void = () => {};
    const { user, server } = await renderInvoices({
      answers: [
        answer(invoiceEndpoints.list, () =>
          new Promise((resolve) => (fail = resolve)).then(() => failure(500, 'internal', 'Internt serverfel. Försök igen senare.')),
        ),
      ],
    });
    await screen.findByRole('region', { name: 'Så betalar du' });
    expect(screen.getByText('Laddar...')).toBeVisible();
    fail(null);
    expect(await screen.findByRole('alert')).toHaveTextContent('Internt serverfel. Försök igen senare.');
    server.answer(answer(invoiceEndpoints.list, annas));
    await user.click(screen.getByRole('button', { name: 'Försök igen' }));
    expect(await item('Oktober 2026')).toBeVisible();
  });

  it('lets a linked user see the invoices, without the way to the invoice references (spec §6)', async () => {
    await renderInvoices({ persona: 'lankad som Anna' });
    expect(await item('Oktober 2026')).toBeVisible();
    expect(screen.getByRole('region', { name: 'Så betalar du' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Ändra fakturareferens' })).toBeNull();
  });

  it('names the account whose invoices a company with several accounts sees', async () => {
    const { server } = await renderInvoices({ persona: 'foretag' });
    expect(await screen.findByText('Bergström Fastigheter AB – Björknäs')).toBeVisible();
    // The account's name is the selection's, shown in the header before the list is asked for.
    await waitFor(() => expect(server.requestsTo(invoiceEndpoints.list).map((r) => r.query)).toEqual([{ customerAccountId: '5100303008' }]));
  });
});

describe('the invoice PDF', () => {
  const saved: { name: string; type: string }[] = [];
  beforeEach(() => {
    saved.length = 0;
    // jsdom has no object URLs nor downloads: the link the app clicks tells what would be saved.
    const blobs = new Map<string, Blob>();
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: (blob: Blob) => `blob:${blobs.set(`${blobs.size}`, blob).size - 1}`, revokeObjectURL: () => {} }),
    );
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, type: blobs.get(this.href.slice(5))?.type ?? '' });
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('downloads the server’s PDF of the invoice, named after it', async () => {
    const pdf = new Response('%PDF-1.3', { headers: { 'Content-Type': 'application/pdf' } });
    const { user, server } = await renderInvoices({ answers: [answer(invoiceEndpoints.pdf, pdf)] });
    const first = await item('Oktober 2026');
    await user.click(within(first).getByRole('button', { name: 'Visa fakturan' }));
    await user.click(await within(first).findByRole('button', { name: 'Ladda ner PDF' }));
    await waitFor(() => expect(saved).toEqual([{ name: 'Faktura 26105000101001.pdf', type: 'application/pdf' }]));
    expect(server.requestsTo(invoiceEndpoints.pdf).map((r) => r.params)).toEqual([{ id: '10000000001', invoiceId: october.invoiceId }]);
  });

  it('shows the server’s message when the PDF cannot be made', async () => {
    const { user } = await renderInvoices({
      answers: [answer(invoiceEndpoints.pdf, jsonResponse({ error: { code: 'internal', message: 'Internt serverfel. Försök igen senare.' } }, 500))],
    });
    const first = await item('Oktober 2026');
    await user.click(within(first).getByRole('button', { name: 'Visa fakturan' }));
    await user.click(await within(first).findByRole('button', { name: 'Ladda ner PDF' }));
    expect(await within(first).findByRole('alert')).toHaveTextContent('Internt serverfel. Försök igen senare.');
    expect(saved).toEqual([]);
  });
});
