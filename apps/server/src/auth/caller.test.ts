import { describe, expect, it } from 'vitest';
import { callerFromClaims } from './caller.ts';

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
