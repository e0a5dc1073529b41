import { describe, expect, it } from 'vitest';
import { activationOf, hanPortStatus, hasHanPort } from './rules.ts';

describe('the HAN port rules', () => {
  it('reads no row as an inactive port', () => {
    expect(hanPortStatus(undefined)).toBe('inactive');
    expect(hanPortStatus({ status: 'requested' })).toBe('requested');
    expect(hanPortStatus({ status: 'active' })).toBe('active');
  });

  it('asks for an inactive port and leaves a requested or active one as it is', () => {
    expect(activationOf('inactive')).toEqual({ write: true, status: 'requested' });
    expect(activationOf('requested')).toEqual({ write: false, status: 'requested' });
    expect(activationOf('active')).toEqual({ write: false, status: 'active' });
  });

  it('offers the port on electricity consumption meters only', () => {
    expect(hasHanPort({ service: 'EL', type: 'CONSUMPTION' })).toBe(true);
    expect(hasHanPort({ service: 'EL', type: 'PRODUCTION' })).toBe(false);
    expect(hasHanPort({ service: 'EL', type: 'SUBMETER' })).toBe(false);
    expect(hasHanPort({ service: 'FJV', type: 'CONSUMPTION' })).toBe(false);
  });
});
