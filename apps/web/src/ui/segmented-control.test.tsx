import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderThemed } from '@/test/render-themed.tsx';
import { SegmentedControl } from './segmented-control.tsx';

function Periods({ changes }: { changes: string[] }) {
  const [period, setPeriod] = useState('month');
  return (
    <SegmentedControl
      label="Visa per"
      value={period}
      options={[
        { value: 'day', label: 'Dag' },
        { value: 'month', label: 'Månad' },
        { value: 'year', label: 'År', disabled: true },
      ]}
      onChange={(next) => {
        changes.push(next);
        setPeriod(next);
      }}
    />
  );
}

describe('SegmentedControl', () => {
  it('is a named group whose chosen button is pressed, and moves the choice on a click', async () => {
    const changes: string[] = [];
    renderThemed(<Periods changes={changes} />);
    const user = userEvent.setup();
    expect(screen.getByRole('group', { name: 'Visa per' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Månad' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'År' })).toHaveAttribute('disabled', '');

    await user.click(screen.getByRole('button', { name: 'Dag' }));
    expect(screen.getByRole('button', { name: 'Dag' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Månad' })).toHaveAttribute('aria-pressed', 'false');
    expect(changes).toEqual(['day']);
  });

  it('keeps the choice when the chosen button is clicked again', async () => {
    const changes: string[] = [];
    renderThemed(<Periods changes={changes} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Månad' }));
    expect(screen.getByRole('button', { name: 'Månad' })).toHaveAttribute('aria-pressed', 'true');
    expect(changes).toEqual([]);
  });

  it('fills the chosen button in the primary colour', () => {
    renderThemed(<Periods changes={[]} />);
    const chosen = getComputedStyle(screen.getByRole('button', { name: 'Månad' }));
    const other = getComputedStyle(screen.getByRole('button', { name: 'Dag' }));
    expect(chosen.backgroundColor).not.toBe(other.backgroundColor);
    expect(chosen.fontWeight).toBe('700');
  });
});
