import { describe, expect, it } from 'vitest';
import { panelChange } from './rules.ts';

describe('joining or leaving the customer panel (spec §2.9)', () => {
  it('refuses an excluded customer either way', () => {
    expect(panelChange('Excluded', { participate: true, email: 'a@example.se' }, null)).toEqual({ ok: false, reason: 'excluded' });
    expect(panelChange('Excluded', { participate: false }, null)).toEqual({ ok: false, reason: 'excluded' });
  });

  it('joins with the address given, else the customer’s own, and not without one', () => {
    expect(panelChange('NotParticipating', { participate: true, email: 'ny@example.se' }, 'egen@example.se')).toEqual({
      ok: true,
      status: 'Participating',
      email: 'ny@example.se',
    });
    expect(panelChange('NotParticipating', { participate: true }, 'egen@example.se')).toEqual({ ok: true, status: 'Participating', email: 'egen@example.se' });
    expect(panelChange('NotParticipating', { participate: true }, null)).toEqual({ ok: false, reason: 'email-missing' });
  });

  it('forgets the address on leaving', () => {
    expect(panelChange('Participating', { participate: false }, 'egen@example.se')).toEqual({ ok: true, status: 'NotParticipating', email: null });
  });
});
