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
