import type { IdentityClaims } from '@mina-sidor/shared';
import { describe, expect, it } from 'vitest';
import { aCustomer } from '@/test/fixtures.ts';
import { firstSignInStep, postSignInPath, type PostSignInInput } from './post-sign-in.ts';

const customer = aCustomer({ customerId: '1001' });

function decide(claims: Omit<IdentityClaims, 'sub'>, rest: Partial<Omit<PostSignInInput, 'claims'>> = {}): string {
  return postSignInPath({
    claims: { sub: 'user-1', ...claims },
    account: null,
    customer: null,
    redirectTarget: null,
    ...rest,
  });
}

describe('postSignInPath', () => {
  it.each([
    ['KC', 'KC'],
    ['Admin', 'Admin'],
    ['a role list with KC', ['NonCustomer', 'KC']],
  ])('sends staff (%s) to the customer search, whatever else holds', (_, role) => {
    expect(decide({ role, mecid: '1001' }, { customer, redirectTarget: '/fakturor' })).toBe('/kundsok');
  });

  it('sends a non-customer to the non-customer page', () => {
    expect(decide({ role: 'NonCustomer' })).toBe('/non-customer');
  });

  it.each([['Company'], [['pwd', 'Company']]])(
    'sends CompanyNotAssigned with company login (amr %j) to the non-customer page for now',
    (amr) => {
      expect(decide({ role: 'CompanyNotAssigned', amr })).toBe('/non-customer');
    },
  );

  it('treats CompanyNotAssigned without company login like any customer', () => {
    expect(decide({ role: 'CompanyNotAssigned', amr: 'pwd', mecid: '1001' }, { customer })).toBe('/');
    expect(decide({ role: 'CompanyNotAssigned', amr: 'pwd' })).toBe('/inloggningsproblem');
  });

  it('sends a profile without mecid to the login-problem page', () => {
    expect(decide({ name: 'Trasig Persona' }, { redirectTarget: '/fakturor' })).toBe('/inloggningsproblem');
  });

  it('sends a customer that could not be loaded to the login-problem page', () => {
    expect(decide({ mecid: '1001' }, { customer: null })).toBe('/inloggningsproblem');
  });

  it('returns a customer to the stored redirect target', () => {
    expect(decide({ mecid: '1001' }, { customer, redirectTarget: '/fakturor?ar=2025#senaste' })).toBe(
      '/fakturor?ar=2025#senaste',
    );
  });

  it('sends a customer without a redirect target to the root', () => {
    expect(decide({ mecid: '1001' }, { customer })).toBe('/');
  });

  it.each(['//evil.example/x', 'https://evil.example/', '/\\evil.example', 'fakturor', '/callback?code=1', '/signout', '/silent-renew'])(
    'ignores the unsafe or looping redirect target %j',
    (redirectTarget) => {
      expect(decide({ mecid: '1001' }, { customer, redirectTarget })).toBe('/');
    },
  );
});

describe('firstSignInStep', () => {
  it('asks for the customer named by mecid when the profile alone does not decide', () => {
    expect(firstSignInStep({ sub: 'user-1', mecid: '1001' })).toEqual({ kind: 'load-customer', customerId: '1001' });
  });

  it('decides staff without loading a customer', () => {
    expect(firstSignInStep({ sub: 'user-1', role: 'Admin', mecid: '1001' })).toEqual({
      kind: 'path',
      path: '/kundsok',
    });
  });
});
