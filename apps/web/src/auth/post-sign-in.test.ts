import type { IdentityClaims } from '@mina-sidor/shared';
import { describe, expect, it } from 'vitest';
import { aCustomer, aCustomerAccount, anAccount } from '@/test/fixtures.ts';
import { belongsOnNonCustomerPage, firstSignInStep, postSignInDestination, type PostSignInInput, type StoredSignInState } from './post-sign-in.ts';

const nothingStored: StoredSignInState = { invitationCode: null, redirectTarget: null, renewal: null };
const linkedAccount = anAccount({
  hasLinkedAccounts: true,
  linkedCustomers: [{ customerId: '2002', name: 'Bo Berg', customerAccounts: [aCustomerAccount({ customerAccountId: 'ca-9' })] }],
});
const customer = aCustomer({ customerId: '1001', customerNumber: '500100' });
const inactive = aCustomer({
  status: { id: 2 },
  customerAccounts: [aCustomerAccount({ status: { id: 2 } }), aCustomerAccount({ customerAccountId: 'ca-2' })],
});
const twoActive = aCustomer({ customerAccounts: [aCustomerAccount(), aCustomerAccount({ customerAccountId: 'ca-2' })] });

function decide(
  claims: Omit<IdentityClaims, 'sub'>,
  { stored, ...rest }: Partial<Omit<PostSignInInput, 'claims' | 'stored'>> & { stored?: Partial<StoredSignInState> } = {},
) {
  return postSignInDestination({
    claims: { sub: 'user-1', ...claims },
    account: anAccount(),
    customer: null,
    publicSiteUrl: 'https://www.example-energi.se',
    accessToken: 'at-1',
    ...rest,
    stored: { ...nothingStored, ...stored },
  });
}

const path = (p: string) => ({ kind: 'path', path: p });
const own = (p: string) => ({ kind: 'customer', path: p, customerId: '1001' });

describe('postSignInDestination (spec §4.1)', () => {
  it.each([['KC'], ['Admin'], [['NonCustomer', 'KC']]])('sends staff (role %j) to the customer search, whatever else holds', (role) => {
    expect(decide({ role, mecid: '1001' }, { customer, stored: { redirectTarget: '/fakturor', invitationCode: 'abc' } })).toEqual(path('/kundsok'));
  });

  describe('step 2: CompanyNotAssigned', () => {
    it.each([['Company'], [['bankid', 'Company']]])('with company login (amr %j) and nothing pending → company-user creation', (amr) => {
      expect(decide({ role: 'CompanyNotAssigned', amr })).toEqual(path('/foretag/skapa-anvandare'));
    });

    it('with a pending confirmation goes on to the later steps', () => {
      expect(decide({ role: ['CompanyNotAssigned', 'NonCustomer'], amr: 'Company' }, { stored: { invitationCode: 'aW52' } })).toEqual(
        path('/bekrafta_konto/aW52'),
      );
    });

    it('without company login is treated like any customer', () => {
      expect(decide({ role: 'CompanyNotAssigned', amr: 'bankid', mecid: '1001' }, { customer })).toEqual(own('/'));
    });
  });

  describe('step 3: NonCustomer, the three-way choice', () => {
    it('a stored code → the confirmation page', () => {
      expect(decide({ role: 'NonCustomer' }, { account: linkedAccount, stored: { invitationCode: 'aW5iamRlbW8yMDI2' } })).toEqual(
        path('/bekrafta_konto/aW5iamRlbW8yMDI2'),
      );
    });

    it('else linked accounts → the account picker', () => {
      expect(decide({ role: 'NonCustomer' }, { account: linkedAccount })).toEqual(path('/switch-user'));
    });

    it('else → the non-customer page', () => {
      expect(decide({ role: 'NonCustomer' })).toEqual(path('/non-customer'));
      expect(decide({ role: 'NonCustomer' }, { account: null })).toEqual(path('/non-customer'));
    });
  });

  describe('step 4: the customer by mecid', () => {
    it('a profile without mecid → the login-problem page', () => {
      expect(decide({ name: 'Peter Utan' }, { stored: { redirectTarget: '/fakturor' } })).toEqual(path('/inloggningsproblem'));
    });

    it('a mecid the server does not know → the login-problem page', () => {
      expect(decide({ mecid: '1001' }, { customer: null })).toEqual(path('/inloggningsproblem'));
    });
  });

  describe('step 5: a customer that is not active', () => {
    it('without further access → the three-way choice', () => {
      expect(decide({ mecid: '1001' }, { customer: inactive })).toEqual(path('/non-customer'));
      expect(decide({ mecid: '1001' }, { customer: inactive, stored: { invitationCode: 'aW52' } })).toEqual(path('/bekrafta_konto/aW52'));
    });

    it('counts as active with status 1 on its first account', () => {
      const firstActive = aCustomer({ status: { id: 2 }, customerAccounts: [aCustomerAccount()] });
      expect(decide({ mecid: '1001' }, { customer: firstActive })).toEqual(own('/'));
    });

    it('with linked accounts goes on to the account picker', () => {
      expect(decide({ mecid: '1001' }, { customer: inactive, account: linkedAccount })).toEqual(path('/switch-user?showModal=true&autoLogin=true'));
    });
  });

  describe('step 6: several places to be', () => {
    it('several active accounts → the picker as a modal with autoLogin', () => {
      expect(decide({ mecid: '1001' }, { customer: twoActive })).toEqual(path('/switch-user?showModal=true&autoLogin=true'));
    });

    it('linked accounts → the picker as a modal with autoLogin', () => {
      expect(decide({ mecid: '1001' }, { customer, account: linkedAccount })).toEqual(path('/switch-user?showModal=true&autoLogin=true'));
    });

    it('only one of several accounts active → no picker', () => {
      const oneActive = aCustomer({ customerAccounts: [aCustomerAccount(), aCustomerAccount({ customerAccountId: 'ca-2', status: { id: 2 } })] });
      expect(decide({ mecid: '1001' }, { customer: oneActive })).toEqual(own('/'));
    });

    it('carries the wanted page on as the picker’s redirect, and also wins over a renewal', () => {
      expect(decide({ mecid: '1001' }, { customer: twoActive, stored: { redirectTarget: '/fakturor?ar=2025', renewal: 'el' } })).toEqual(
        path('/switch-user?showModal=true&autoLogin=true&redirect=%2Ffakturor%3Far%3D2025'),
      );
    });
  });

  describe('step 7: the renewal flag', () => {
    it('hands a private customer over to the public site', () => {
      const destination = decide({ mecid: '1001' }, { customer, stored: { renewal: 'el', redirectTarget: '/fakturor' } });
      expect(destination).toEqual({
        kind: 'renewal',
        url: 'https://www.example-energi.se/mina-sidor/overlamning#kundnummer=500100&token=at-1&returnUrl=%2Fel%2Ffornya-elavtal',
      });
    });

    it('prefixes the company path for anyone but private persons', () => {
      const company = aCustomer({ customerNumber: '5100303', customerType: { id: 2, name: 'ORGANIZATION' } });
      const destination = decide({ mecid: '1001' }, { customer: company, stored: { renewal: 'el' } });
      expect(destination.kind === 'renewal' && new URLSearchParams(new URL(destination.url).hash.slice(1)).get('returnUrl')).toBe('/foretag/el/fornya-elavtal');
    });
  });

  describe('step 8', () => {
    it('the stored redirect target', () => {
      expect(decide({ mecid: '1001' }, { customer, stored: { redirectTarget: '/fakturor?ar=2025#senaste' } })).toEqual(own('/fakturor?ar=2025#senaste'));
    });

    it('else the confirmation page', () => {
      expect(decide({ mecid: '1001' }, { customer, stored: { invitationCode: 'aW52', redirectTarget: '/' } })).toEqual(own('/bekrafta_konto/aW52'));
    });

    it('else the root', () => {
      expect(decide({ mecid: '1001' }, { customer })).toEqual(own('/'));
    });

    it.each(['//evil.example/x', 'https://evil.example/', '/\\evil.example', 'fakturor', '/callback?code=1', '/signout', '/silent-renew'])(
      'ignores the unsafe or looping redirect target %j',
      (redirectTarget) => {
        expect(decide({ mecid: '1001' }, { customer, stored: { redirectTarget } })).toEqual(own('/'));
      },
    );
  });
});

describe('firstSignInStep', () => {
  it('asks for the customer named by mecid when the profile alone does not decide', () => {
    expect(firstSignInStep({ sub: 'user-1', mecid: '1001' }, anAccount(), nothingStored)).toEqual({
      kind: 'load-customer',
      customerId: '1001',
    });
  });

  it('decides staff, company-user creation and non-customers without loading a customer', () => {
    expect(firstSignInStep({ sub: 'u', role: 'Admin', mecid: '1001' }, anAccount(), nothingStored).kind).toBe('path');
    expect(firstSignInStep({ sub: 'u', role: 'CompanyNotAssigned', amr: 'Company' }, anAccount(), nothingStored).kind).toBe('path');
    expect(firstSignInStep({ sub: 'u', role: 'NonCustomer', mecid: '1001' }, anAccount(), nothingStored).kind).toBe('path');
  });
});

describe('belongsOnNonCustomerPage: who /non-customer is for (spec §4.1 steps 3 and 5)', () => {
  const claims = (c: Omit<IdentityClaims, 'sub'>): IdentityClaims => ({ sub: 'user-1', ...c });

  it('a non-customer without links, and an inactive customer without further access', () => {
    expect(belongsOnNonCustomerPage(claims({ role: 'NonCustomer' }), anAccount(), null)).toBe(true);
    expect(belongsOnNonCustomerPage(claims({ mecid: '1001' }), anAccount(), inactive)).toBe(true);
  });

  it('not an active customer, staff, or anyone with linked accounts (they have pages to go to)', () => {
    expect(belongsOnNonCustomerPage(claims({ mecid: '1001' }), anAccount(), customer)).toBe(false);
    expect(belongsOnNonCustomerPage(claims({ role: 'KC' }), anAccount(), null)).toBe(false);
    expect(belongsOnNonCustomerPage(claims({ role: 'NonCustomer' }), linkedAccount, null)).toBe(false);
    expect(belongsOnNonCustomerPage(claims({ mecid: '1001' }), linkedAccount, inactive)).toBe(false);
  });

  it('not a profile whose customer the server does not know (the login-problem page is theirs)', () => {
    expect(belongsOnNonCustomerPage(claims({ mecid: '1001' }), anAccount(), null)).toBe(false);
  });
});
