import { describe, expect, it } from 'vitest';
import { linkedUserMay } from '@mina-sidor/shared';
import { callerFromClaims, isStaff } from './caller.ts';

describe('a caller’s scopes', () => {
  it('are read from scope or scp, space-separated or a list, and are none without either', () => {
    expect(callerFromClaims({ sub: 'c', scope: 'minasidor_meter_import  openid' }).scopes).toEqual(['minasidor_meter_import', 'openid']);
    expect(callerFromClaims({ sub: 'c', scope: ['minasidor_api', 7] }).scopes).toEqual(['minasidor_api']);
    expect(callerFromClaims({ sub: 'c', scp: 'minasidor_meter_import' }).scopes).toEqual(['minasidor_meter_import']);
    expect(callerFromClaims({ sub: 'c', scp: ['a', 'b'] }).scopes).toEqual(['a', 'b']);
    expect(callerFromClaims({ sub: 'c' }).scopes).toEqual([]);
  });
});

describe('a person’s token', () => {
  it('has a subject that is not its client and says how the person signed in', () => {
    expect(callerFromClaims({ sub: 'anna', client_id: 'mina-sidor-web', amr: ['bankid'] }).person).toBe(true);
    expect(callerFromClaims({ sub: 'anna', amr: 'bankid' }).person).toBe(true);
  });

  it('is none of the client-credentials tokens', () => {
    expect(callerFromClaims({ sub: 'matvardessystem', client_id: 'matvardessystem' }).person).toBe(false);
    expect(callerFromClaims({ client_id: 'matvardessystem', amr: ['bankid'] }).person).toBe(false);
    expect(callerFromClaims({ sub: 'matvardessystem', azp: 'matvardessystem', amr: ['bankid'] }).person).toBe(false);
    expect(callerFromClaims({ sub: 'sp-7', scope: 'minasidor_api' }).person).toBe(false);
    expect(callerFromClaims({ sub: 'sp-7', amr: [] }).person).toBe(false);
  });
});

describe('staff', () => {
  it('are the logins with the KC or Admin role, whatever other roles they have', () => {
    expect(isStaff(callerFromClaims({ sub: 'kc', role: 'KC' }))).toBe(true);
    expect(isStaff(callerFromClaims({ sub: 'admin', role: ['NonCustomer', 'Admin'] }))).toBe(true);
    expect(isStaff(callerFromClaims({ sub: 'anna', role: ['CompanyNotAssigned', 'NonCustomer'] }))).toBe(false);
    expect(isStaff(callerFromClaims({ sub: 'anna' }))).toBe(false);
  });
});

describe('a linked user', () => {
  it('may read the customer it is linked to, and nothing hidden for linked users', () => {
    expect(linkedUserMay('read')).toBe(true);
    expect((['restricted-read', 'change', 'agreement'] as const).filter(linkedUserMay)).toEqual([]);
  });
});
