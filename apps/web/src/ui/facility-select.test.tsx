import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FacilitySelect } from './facility-select.tsx';

const facilities = [
  { facilityKey: '5000101-F01', displayName: 'Villa Solbacken', address: 'Solbackevägen 12' },
  { facilityKey: '5000101-F02', displayName: 'Sommarstugan', address: 'Sjövägen 3' },
];

describe('FacilitySelect', () => {
  it('shows the chosen facility, offers each as `describe` says, and gives the key of the one chosen', async () => {
    const user = userEvent.setup();
    const onChoose = vi.fn();
    render(<FacilitySelect facilities={facilities} chosen={facilities[0]!} onChoose={onChoose} describe={(f) => `${f.displayName}, ${f.address}`} />);
    const select = screen.getByRole('combobox', { name: 'Anläggning' });
    expect(select).toHaveTextContent('Villa Solbacken, Solbackevägen 12');
    await user.click(select);
    await user.click(screen.getByRole('option', { name: 'Sommarstugan, Sjövägen 3' }));
    expect(onChoose).toHaveBeenCalledWith('5000101-F02');
  });

  it('names each facility by its name without `describe`', async () => {
    const user = userEvent.setup();
    render(<FacilitySelect facilities={facilities} chosen={facilities[1]!} onChoose={vi.fn()} />);
    await user.click(screen.getByRole('combobox', { name: 'Anläggning' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Villa Solbacken', 'Sommarstugan']);
  });
});
