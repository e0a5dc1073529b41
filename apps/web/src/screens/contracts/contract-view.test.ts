import { UTILITY_TYPES } from '@mina-sidor/shared';
import type { Contract } from '@mina-sidor/shared/contract';
import { describe, expect, it } from 'vitest';
import {
  bindingText,
  contractGroups,
  endDateText,
  fuseSizeText,
  hasEnded,
  mayChangeAgreements,
  noticePeriodText,
  productLabel,
  renewalHref,
  type RenewalInput,
} from './contract-view.ts';

const contract = (contractId: string, utilityType: Contract['utilityType'], productNumber = 'P'): Contract => ({
  referenceId: `R-${contractId}`,
  contractId,
  productNumber,
  productName: 'Produkt',
  utilityType,
  facilityKey: 'F01',
  customerAccountId: 'A1',
  startDate: '2024-01-01',
  endDate: null,
  contractDetails: null,
  attributes: { meteringPointId: null, fuseSize: null },
});
const type = (name: keyof typeof UTILITY_TYPES) => ({ id: UTILITY_TYPES[name], name });

describe('contractGroups (spec §3.7)', () => {
  it('orders the groups by utility type, whatever order they come in, and names them in Swedish', () => {
    const groups = contractGroups({
      VA: [contract('K4', type('VA'))],
      FJV: [contract('K3', type('FJV'))],
      EL: [contract('K1', type('EL')), contract('K2', type('EL'))],
    });
    expect(groups.map((g) => [g.heading, g.contracts.map((c) => c.contractId)])).toEqual([
      ['El', ['K1', 'K2']],
      ['Fjärrvärme', ['K3']],
      ['Vatten och avlopp', ['K4']],
    ]);
  });

  it('keeps a name that is already words, orders equal types by name, and leaves out empty groups', () => {
    const groups = contractGroups({
      Elnät: [contract('K2', { id: 1, name: 'Elnät' })],
      Elhandel: [contract('K1', { id: 1, name: 'Elhandel' })],
      FJV: [],
    });
    expect(groups.map((g) => g.heading)).toEqual(['Elhandel', 'Elnät']);
  });
});

describe('productLabel (spec §9)', () => {
  it.each(['INDUSTRI H', 'INDUSTRI V', 'INDUSTRI V GULD 10', 'INDUSTRI S'])('labels %s an industrial product', (number) => {
    expect(productLabel(number)).toBe('Industriprodukt');
  });

  it.each(['EL SÄKR', 'EL SÄK EFF', 'NÄT SÄKEFF'])('labels %s a fuse/effect product', (number) => {
    expect(productLabel(number)).toBe('Säkrings-/effektprodukt');
  });

  it('gives other products no label', () => {
    expect(productLabel('EL RÖRLIG')).toBeNull();
    expect(productLabel('INDUSTRI')).toBeNull();
  });
});

describe('contract facts', () => {
  it('writes fuse sizes with a space before the ampere, and anything else as given', () => {
    expect(fuseSizeText('20A')).toBe('20\u00a0A');
    expect(fuseSizeText('63 A')).toBe('63\u00a0A');
    expect(fuseSizeText('3x25A')).toBe('3x25A');
  });

  it('shows an open end as "Tillsvidare", a set one as a Swedish date', () => {
    expect(endDateText(null)).toBe('Tillsvidare');
    expect(endDateText('2027-04-30')).toBe('30 april 2027');
  });

  it('counts a contract as ended only after its end date', () => {
    expect(hasEnded({ endDate: '2026-11-22' }, '2026-11-23')).toBe(true);
    expect(hasEnded({ endDate: '2026-11-23' }, '2026-11-23')).toBe(false);
    expect(hasEnded({ endDate: null }, '2026-11-23')).toBe(false);
  });

  it('says how long a contract binds and what notice it needs', () => {
    expect(bindingText(null)).toBe('Ingen bindningstid');
    expect(bindingText('2027-12-31')).toBe('Till 31 december 2027');
    expect([0, 1, 3].map(noticePeriodText)).toEqual(['Ingen uppsägningstid', '1 månad', '3 månader']);
  });
});

describe('renewing an electricity trading contract (spec §1, §4.1 step 7, §6)', () => {
  const privat: RenewalInput = {
    mayChange: true,
    publicSiteUrl: 'https://www.example-energi.se',
    customer: { customerNumber: '5000101', customerType: { id: 1, name: 'INDIVIDUAL' } },
    accessToken: 'eyJ.a.b',
  };
  const trading = contract('K1', type('EL'), 'EL FAST 3');

  it('leads to the public site’s handover with customer number, token and the renewal page', () => {
    const url = new URL(renewalHref(trading, privat)!);
    expect(`${url.origin}${url.pathname}${url.search}`).toBe('https://www.example-energi.se/mina-sidor/overlamning');
    expect(Object.fromEntries(new URLSearchParams(url.hash.slice(1)))).toEqual({ kundnummer: '5000101', token: 'eyJ.a.b', returnUrl: '/el/fornya-elavtal' });
  });

  it('returns to the company path for anyone but a private person', () => {
    const company = { ...privat, customer: { customerNumber: '5100303', customerType: { id: 2, name: 'ORGANIZATION' as const } } };
    const url = new URL(renewalHref(contract('K2', type('EL'), 'EL RÖRLIG'), company)!);
    expect(new URLSearchParams(url.hash.slice(1)).get('returnUrl')).toBe('/foretag/el/fornya-elavtal');
  });

  it('is offered only on electricity trading contracts, and only to a person who may change agreements', () => {
    expect(renewalHref(contract('K3', type('EL'), 'EL SÄK EFF'), privat)).toBeNull();
    expect(renewalHref(contract('K4', type('FJV'), 'FJV BAS'), privat)).toBeNull();
    expect(renewalHref(trading, { ...privat, mayChange: false })).toBeNull();
  });

  it('lets neither linked users nor staff change agreements', () => {
    expect(mayChangeAgreements({ isLinked: false, isStaff: false })).toBe(true);
    expect(mayChangeAgreements({ isLinked: true, isStaff: false })).toBe(false);
    expect(mayChangeAgreements({ isLinked: false, isStaff: true })).toBe(false);
  });
});
