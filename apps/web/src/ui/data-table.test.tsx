import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderThemed } from '@/test/render-themed.tsx';
import { type DataColumn, type DataRow, DataTable } from './data-table.tsx';

const COLUMNS: DataColumn[] = [{ label: 'Månad' }, { label: 'Förbrukning', numeric: true }, { label: 'Skillnad', numeric: true }];
const ROWS: DataRow[] = [
  { key: '2026-09', cells: ['september 2026', '1 200 kWh', '+12,00 kr'] },
  { key: '2026-10', cells: ['oktober 2026', '1 235 kWh', '−3,50 kr'] },
];
const months = (count: number): DataRow[] => Array.from({ length: count }, (_, i) => ({ key: String(i), cells: [`Timme ${i}`, `${i} kWh`, `${i} kr`] }));

/** jsdom lays nothing out: the table's box is given the widths a 320 px phone would measure. */
function narrowScreen({ box, content, scrollLeft = 0 }: { box: number; content: number; scrollLeft?: number }) {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(box);
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(content);
  vi.spyOn(HTMLElement.prototype, 'scrollLeft', 'get').mockReturnValue(scrollLeft);
}

describe('DataTable', () => {
  it('names the table by its caption, with column and row headers and numeric columns right-aligned in tabular figures', () => {
    renderThemed(<DataTable caption="Elnätsavgift per månad" columns={COLUMNS} rows={ROWS} />);
    const table = within(screen.getByRole('table', { name: 'Elnätsavgift per månad' }));
    expect(table.getAllByRole('columnheader').map((th) => th.getAttribute('scope'))).toEqual(['col', 'col', 'col']);
    const october = within(table.getByRole('row', { name: /oktober 2026/ }));
    expect(october.getByRole('rowheader')).toHaveAttribute('scope', 'row');
    const [usage] = october.getAllByRole('cell');
    expect(usage).toHaveTextContent('1 235 kWh');
    expect(getComputedStyle(usage!).textAlign).toBe('right');
    expect(getComputedStyle(usage!).fontVariantNumeric).toBe('tabular-nums');
    expect(getComputedStyle(usage!).whiteSpace).toBe('nowrap');
    // A long header ("Belopp inkl. moms") may wrap: unbroken it made an invoice's two columns wider than a 320 px phone.
    expect(getComputedStyle(table.getByRole('columnheader', { name: 'Förbrukning' })).whiteSpace).not.toBe('nowrap');
  });

  it('puts the summary rows in a tfoot, bold unless one says otherwise', () => {
    const foot: DataRow[] = [
      { key: 'sum', cells: ['Summa', '2 435 kWh', '+8,50 kr'] },
      { key: 'vat', cells: ['Varav moms', '', '1,70 kr'], strong: false },
    ];
    const { container } = renderThemed(<DataTable caption="Elnätsavgift" columns={COLUMNS} rows={ROWS} foot={foot} />);
    const tfoot = container.querySelector('tfoot')!;
    expect([...tfoot.querySelectorAll('tr')].map((tr) => tr.textContent)).toEqual(['Summa2 435 kWh+8,50 kr', 'Varav moms1,70 kr']);
    expect(getComputedStyle(within(tfoot).getByRole('rowheader', { name: 'Summa' })).fontWeight).toBe('700');
    expect(getComputedStyle(within(tfoot).getByRole('rowheader', { name: 'Varav moms' })).fontWeight).toBe('400');
  });

  it('heads each group of rows with a row-group header', () => {
    renderThemed(<DataTable caption="Fakturarader" columns={COLUMNS} groups={[{ heading: 'Storgatan 1', rows: ROWS }]} />);
    expect(screen.getByRole('rowheader', { name: 'Storgatan 1' })).toHaveAttribute('scope', 'rowgroup');
  });

  it('a table that fits is neither a named group nor a tab stop, and says nothing about scrolling', () => {
    narrowScreen({ box: 600, content: 600 });
    renderThemed(<DataTable caption="Elnätsavgift per månad" columns={COLUMNS} rows={ROWS} />);
    expect(screen.queryByRole('group')).toBeNull();
    expect(screen.getByRole('table').parentElement).not.toHaveAttribute('tabindex');
    expect(screen.queryByText(/Fler kolumner/)).toBeNull();
  });

  it('on a screen narrower than the table, scrolls in a focusable box named by the caption, says there is more to the right and keeps the first column in view', () => {
    narrowScreen({ box: 320, content: 560 });
    renderThemed(<DataTable caption="Elnätsavgift per månad" columns={COLUMNS} rows={ROWS} />);
    const box = screen.getByRole('group', { name: 'Elnätsavgift per månad' });
    expect(box).toHaveAttribute('tabindex', '0');
    expect(screen.getByText(/Fler kolumner åt höger/)).toBeVisible();
    expect(getComputedStyle(screen.getByRole('rowheader', { name: 'oktober 2026' })).position).toBe('sticky');
    expect(getComputedStyle(screen.getByRole('columnheader', { name: 'Månad' })).position).toBe('sticky');
    expect(getComputedStyle(screen.getByRole('columnheader', { name: 'Skillnad' })).position).not.toBe('sticky');
  });

  it('stops fading the right edge once scrolled to the end', () => {
    narrowScreen({ box: 320, content: 560 });
    const { container, unmount } = renderThemed(<DataTable caption="Tabell" columns={COLUMNS} rows={ROWS} />);
    expect(container.querySelectorAll('[aria-hidden="true"]')).toHaveLength(2);
    unmount();
    narrowScreen({ box: 320, content: 560, scrollLeft: 240 });
    const end = renderThemed(<DataTable caption="Tabell" columns={COLUMNS} rows={ROWS} />);
    // The line above stays (the page does not shift); the fade goes.
    expect(end.container.querySelectorAll('[aria-hidden="true"]')).toHaveLength(1);
    expect(screen.getByText(/Fler kolumner åt höger/)).toBeVisible();
  });

  it('a long table scrolls within a focusable box of its own, a year of months does not', () => {
    const { unmount } = renderThemed(<DataTable caption="Månader" columns={COLUMNS} rows={months(13)} foot={[{ key: 's', cells: ['Summa', '', ''] }]} />);
    expect(screen.queryByRole('group')).toBeNull();
    unmount();
    renderThemed(<DataTable caption="Timmar" columns={COLUMNS} rows={months(96)} />);
    expect(screen.getByRole('group', { name: 'Timmar' })).toHaveAttribute('tabindex', '0');
  });
});
