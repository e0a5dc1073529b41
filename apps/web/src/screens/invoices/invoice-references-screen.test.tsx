import { invoiceEndpoints, type AccountInvoiceReferences } from '@mina-sidor/shared/invoice';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { answer, failure, type ContractAnswer } from '@/test/fake-server.ts';
import type { PersonaKey } from '@/test/personas.ts';
import { preloadShell, renderScreen } from '@/test/render-screen.tsx';

beforeAll(() => Promise.all([preloadShell(), import('./invoice-references-screen.tsx')]), 30_000);

const account = (customerAccountId: string, accountName: string, more: Partial<AccountInvoiceReferences> = {}): AccountInvoiceReferences => ({
  customerAccountId,
  accountName,
  references: { yourReference: null, costCentre: null, orderNumber: null },
  updatedAt: null,
  updatedBy: null,
  nextIssueDate: '2026-12-05',
  ...more,
});
const huvudkontor = account('5100303001', 'Bergström Fastigheter AB – Huvudkontor', {
  references: { yourReference: 'Maria Bergström', costCentre: 'KS-1000', orderNumber: null },
  updatedAt: '2025-06-12T08:30:00.000Z',
  updatedBy: 'Maria Bergström',
});
const bjorknas = account('5100303008', 'Bergström Fastigheter AB – Björknäs');
const annas = [account('5000101001', 'Anna Andersson')];

function renderReferences({ persona = 'foretag', answers = [] }: { persona?: PersonaKey; answers?: ContractAnswer[] } = {}) {
  return renderScreen({
    url: '/fakturor/andra-fakturareferens',
    persona,
    answers: [answer(invoiceEndpoints.references, ({ params }) => (params.id === '10000000003' ? [huvudkontor, bjorknas] : annas)), ...answers],
  });
}

const field = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name });
const form = () => screen.findByRole('region', { name: /^Referenser för/ });

describe('changing the invoice references (spec §2.6, §2.10 "invoice reference")', () => {
  it('starts from the selected account’s references, says who changed them last and when the next invoice carries a change', async () => {
    const { server } = await renderReferences();
    expect(await screen.findByRole('heading', { level: 1, name: 'Ändra fakturareferens' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Fakturor' })).toHaveAttribute('href', '/fakturor');
    const section = await form();
    expect(within(section).getByRole('heading', { name: 'Referenser för Bergström Fastigheter AB – Björknäs' })).toBeVisible();
    expect(section).toHaveTextContent('Inga referenser är angivna ännu. Ändringar skrivs på fakturor från och med 2026-12-05.');
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Kundkonto' }).value).toBe('5100303008');
    expect(server.requestsTo(invoiceEndpoints.references).map((r) => r.params)).toEqual([{ id: '10000000003' }]);
  });

  it('shows another account’s references when the person picks it', async () => {
    const { user } = await renderReferences();
    await form();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kundkonto' }), '5100303001');
    expect(field('Er referens').value).toBe('Maria Bergström');
    expect(field('Kostnadsställe').value).toBe('KS-1000');
    expect(field('Ordernummer').value).toBe('');
    expect(await form()).toHaveTextContent('Senast ändrade 2025-06-12 av Maria Bergström.');
  });

  it('saves the references and tells from which invoice they are printed', async () => {
    const stored = account('5100303008', bjorknas.accountName, {
      references: { yourReference: 'Åsa Öberg', costCentre: 'KS-4200', orderNumber: null },
      updatedAt: '2026-11-23T10:00:00.000Z',
      updatedBy: 'Maria Bergström',
    });
    const { user, server } = await renderReferences({ answers: [answer(invoiceEndpoints.updateReferences, stored)] });
    await form();
    await user.type(field('Er referens'), 'Åsa Öberg');
    await user.type(field('Kostnadsställe'), 'KS-4200');
    await user.click(screen.getByRole('button', { name: 'Spara' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Fakturareferenserna är sparade. De skrivs på fakturor från och med 2026-12-05.');
    expect(server.requestsTo(invoiceEndpoints.updateReferences).map((r) => [r.params, r.body])).toEqual([
      [
        { id: '10000000003', customerAccountId: '5100303008' },
        { yourReference: 'Åsa Öberg', costCentre: 'KS-4200', orderNumber: '' },
      ],
    ]);
    expect(await form()).toHaveTextContent('Senast ändrade 2026-11-23 av Maria Bergström.');
  });

  it('refuses references an invoice cannot carry, in Swedish, at the first wrong field, before sending anything', async () => {
    const { user, server } = await renderReferences();
    await form();
    await user.type(field('Kostnadsställe'), 'KS 4100 <b>');
    await user.type(field('Ordernummer'), 'PO 117');
    await user.click(screen.getByRole('button', { name: 'Spara' }));
    expect(await screen.findByText('Kostnadsställe får bara innehålla bokstäver, siffror, mellanslag och . / -.')).toBeVisible();
    expect(screen.getByText('Ordernummer får bara innehålla bokstäver, siffror och . / _ - (inga mellanslag).')).toBeVisible();
    expect(field('Kostnadsställe')).toHaveAttribute('aria-invalid', 'true');
    expect(document.activeElement).toBe(field('Kostnadsställe'));
    expect(server.requestsTo(invoiceEndpoints.updateReferences)).toEqual([]);
    // The message follows the typing once shown.
    await user.clear(field('Ordernummer'));
    expect(screen.queryByText('Ordernummer får bara innehålla bokstäver, siffror och . / _ - (inga mellanslag).')).toBeNull();
  });

  it('shows the server’s refusal', async () => {
    const { user } = await renderReferences({
      answers: [answer(invoiceEndpoints.updateReferences, failure(403, 'forbidden', 'Du kan se uppgifterna men inte ändra dem.'))],
    });
    await form();
    await user.type(field('Er referens'), 'Maria');
    await user.click(screen.getByRole('button', { name: 'Spara' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Du kan se uppgifterna men inte ändra dem.');
  });

  it('lets customer service read the references, not change them', async () => {
    await renderReferences({ persona: 'kundservice som Anna' });
    expect(await screen.findByRole('note')).toHaveTextContent('Du ser kundens fakturareferenser som personal.');
    const summary = await form();
    expect(summary).toHaveTextContent('Er referens–');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Spara' })).toBeNull();
  });

  it('is no page for a linked user (spec §6)', async () => {
    const { server } = await renderReferences({ persona: 'lankad som Anna' });
    expect(await screen.findByText('Hoppsan!')).toBeVisible();
    expect(server.requestsTo(invoiceEndpoints.references)).toEqual([]);
  });

  it('shows “Laddar...”, then the server’s message when the references cannot be loaded, with a way to try again', async () => {
    let fail: (value: unknown) => void = () => {};
    const { user, server } = await renderReferences({
      answers: [
        answer(invoiceEndpoints.references, () =>
          new Promise((resolve) => (fail = resolve)).then(() => failure(500, 'internal', 'Internt serverfel. Försök igen senare.')),
        ),
      ],
    });
    await screen.findByRole('heading', { level: 1, name: 'Ändra fakturareferens' });
    expect(screen.getByText('Laddar...')).toBeVisible();
    fail(null);
    expect(await screen.findByRole('alert')).toHaveTextContent('Internt serverfel. Försök igen senare.');
    server.answer(answer(invoiceEndpoints.references, [huvudkontor, bjorknas]));
    await user.click(screen.getByRole('button', { name: 'Försök igen' }));
    expect(await form()).toBeVisible();
  });
});
