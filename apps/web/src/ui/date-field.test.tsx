import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DateField, recordChange, step, UNDO_STATES, type UndoHistory } from './date-field.tsx';

/** The field in a form that keeps what it says, as the report order form does. */
function renderField(initial: string | null) {
  const changes: [string | null, string | null][] = [];
  const onChange = vi.fn((value: string | null, problem: string | null) => changes.push([value, problem]));
  function Form() {
    const [value, setValue] = useState(initial);
    const [problem, setProblem] = useState<string | null>(null);
    return (
      <DateField
        label="Från och med"
        value={value}
        error={problem}
        onChange={(next, found) => {
          setValue(next);
          setProblem(found);
          onChange(next, found);
        }}
      />
    );
  }
  const user = userEvent.setup();
  render(<Form />);
  const field = screen.getByRole('group', { name: 'Från och med' });
  return { user, field, changes, last: () => changes.at(-1) };
}

const sections = (field: HTMLElement) => within(field).getAllByRole('spinbutton');

describe('DateField (spec §5)', () => {
  it('shows the date as day.month.year in three sections', () => {
    const { field } = renderField('2025-03-07');
    expect(sections(field).map((s) => [s.getAttribute('aria-label'), s.textContent])).toEqual([
      ['Dag', '07'],
      ['Månad', '03'],
      ['År', '2025'],
    ]);
  });

  it('takes a date typed as digits and gives the form an ISO date', async () => {
    const { user, field, last } = renderField('2025-01-01');
    await user.click(sections(field)[0]!);
    await user.keyboard('31122026');
    expect(last()).toEqual(['2026-12-31', null]);
  });

  it('refuses a date outside 1900-01-01–2099-12-31 with a Swedish message', async () => {
    const { user, field, last } = renderField('2025-01-01');
    await user.click(sections(field)[2]!);
    await user.keyboard('2100');
    expect(last()).toEqual(['2100-01-01', 'Välj ett datum mellan 1900-01-01 och 2099-12-31.']);
    expect(screen.getByText('Välj ett datum mellan 1900-01-01 och 2099-12-31.')).toBeVisible();
    await user.keyboard('{Backspace}');
    await user.keyboard('1899');
    expect(last()?.[1]).toBe('Välj ett datum mellan 1900-01-01 och 2099-12-31.');
  });

  it('gives no date while a section is empty', async () => {
    const { user, field, last } = renderField('2025-01-01');
    await user.click(sections(field)[0]!);
    await user.keyboard('{Backspace}');
    expect(last()).toEqual([null, null]);
  });

  it('opens a Swedish calendar to pick the day from', async () => {
    const { user, last } = renderField('2025-03-07');
    await user.click(screen.getByRole('button', { name: /^Välj datum, valt datum är/ }));
    const calendar = await screen.findByRole('dialog');
    expect(within(calendar).getByText('mars 2025')).toBeVisible();
    expect(
      within(calendar)
        .getAllByRole('columnheader')
        .map((day) => day.getAttribute('aria-label'))[0],
    ).toMatch(/^måndag/);
    await user.click(within(calendar).getByRole('gridcell', { name: '20' }));
    expect(last()).toEqual(['2025-03-20', null]);
  });

  it('undoes typing with Ctrl+Z and redoes it with Ctrl+Y, telling the form each time', async () => {
    const { user, field, last } = renderField('2025-01-01');
    await user.click(sections(field)[0]!);
    await user.keyboard('15');
    expect(last()).toEqual(['2025-01-15', null]);
    await user.keyboard('{Control>}z{/Control}');
    expect(last()).toEqual(['2025-01-01', null]);
    expect(sections(field)[0]!.textContent).toBe('01');
    await user.keyboard('{Control>}y{/Control}');
    expect(last()).toEqual(['2025-01-15', null]);
    await user.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    expect(last()).toEqual(['2025-01-15', null]);
  });
});

describe('the mask’s undo history (spec §9: 100 states)', () => {
  const empty: UndoHistory = { past: [], future: [] };

  it('keeps the value before each change, and forgets what was undone once something new is typed', () => {
    let history = recordChange(empty, '2025-01-01', '2025-01-02');
    history = recordChange(history, '2025-01-02', '2025-01-02');
    expect(history).toEqual({ past: ['2025-01-01'], future: [] });
    const undone = step(history, '2025-01-02', 'undo')!;
    expect(undone).toEqual({ value: '2025-01-01', history: { past: [], future: ['2025-01-02'] } });
    expect(step(undone.history, '2025-01-01', 'redo')).toEqual({ value: '2025-01-02', history: { past: ['2025-01-01'], future: [] } });
    expect(recordChange(undone.history, '2025-01-01', null)).toEqual({ past: ['2025-01-01'], future: [] });
    expect(step(empty, null, 'undo')).toBeNull();
    expect(step(empty, null, 'redo')).toBeNull();
  });

  it('goes back at most 100 states, dropping the oldest', () => {
    const day = (n: number) => `2025-01-01T${n}`;
    let history = empty;
    for (let n = 0; n < 150; n++) history = recordChange(history, day(n), day(n + 1));
    expect(history.past).toHaveLength(UNDO_STATES);
    let current = day(150);
    let steps = 0;
    for (let stepped = step(history, current, 'undo'); stepped; stepped = step(history, current, 'undo')) {
      [history, current, steps] = [stepped.history, stepped.value!, steps + 1];
    }
    expect([steps, current]).toEqual([100, day(50)]);
  });
});
