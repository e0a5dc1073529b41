import { describe, expect, it } from 'vitest';
import { aCustomer, aCustomerAccount } from '@/test/fixtures.ts';
import { adjustmentText, changeText, disruptionPeriod, monthName, overviewSubtitle, quantity, sameMonthLastYear, serviceLabel } from './overview-text.ts';

const row = {
  service: 'EL',
  unit: 'kWh' as const,
  month: '2026-10',
  value: 412.4,
  lastYearValue: 391.9,
  changePercent: 5.2,
  changeReason: null,
  adjustment: null,
};

describe('the overview texts', () => {
  it('names months in Swedish', () => {
    expect(monthName('2026-10')).toBe('oktober 2026');
    expect(monthName('2026-01')).toBe('januari 2026');
    expect(sameMonthLastYear('2026-01')).toBe('2025-01');
  });

  it('writes quantities the Swedish way, energy whole and water with a decimal', () => {
    expect(quantity(1234.56, 'kWh')).toBe('1\u00a0235\u00a0kWh');
    expect(quantity(12.34, 'm³')).toBe('12,3\u00a0m³');
    expect(serviceLabel('VA')).toBe('Vatten');
    expect(serviceLabel('FJV')).toBe('Fjärrvärme');
  });

  it('compares with the same month last year, or says there is nothing to compare with', () => {
    expect(changeText(row)).toBe('+5,2\u00a0% jämfört med oktober 2025 (392\u00a0kWh)');
    expect(changeText({ ...row, lastYearValue: null, changePercent: null })).toBe('Ingen förbrukning att jämföra med för oktober 2025.');
  });

  it('says why a month is not compared when either month lacks values', () => {
    expect(changeText({ ...row, changePercent: null, changeReason: 'Mätvärden saknas för några dagar i perioden.' })).toBe(
      'Jämförs inte med oktober 2025: mätvärden saknas för några dagar i perioden.',
    );
  });

  it('writes an adjusted month’s difference with its sign, in the unit and in kronor on the customer’s basis', () => {
    const water = { ...row, service: 'VA', unit: 'm³' as const };
    expect(adjustmentText(water)).toBeNull();
    expect(adjustmentText({ ...water, adjustment: { invoiced: 14.592, difference: 0.408, differenceOre: 1_995, vatBasis: 'excl' } })).toBe(
      'Justerad sedan fakturan: +0,4\u00a0m³, +19,95\u00a0kr exkl. moms. Fakturerat: 14,6\u00a0m³.',
    );
    expect(adjustmentText({ ...water, adjustment: { invoiced: 14.592, difference: -5.892, differenceOre: null, vatBasis: 'incl' } })).toBe(
      'Justerad sedan fakturan: \u22125,9\u00a0m³. Fakturerat: 14,6\u00a0m³.',
    );
  });

  it('writes a disruption’s time in Stockholm time', () => {
    expect(disruptionPeriod({ startsAt: '2026-11-03T08:00:00Z', endsAt: '2026-11-03T12:00:00Z' })).toBe('3 november 2026 kl. 09:00–13:00');
    expect(disruptionPeriod({ startsAt: '2026-11-03T08:00:00Z', endsAt: '2026-11-05T12:00:00Z' })).toBe(
      '3 november 2026 kl. 09:00 – 5 november 2026 kl. 13:00',
    );
    expect(disruptionPeriod({ startsAt: '2026-11-03T08:00:00Z', endsAt: null })).toBe('Från 3 november 2026 kl. 09:00, tills vidare');
  });

  it('says whose pages these are: the account when there are several, the property, the customer number', () => {
    const property = { displayName: 'Villa Solbacken', infraServices: [] };
    expect(overviewSubtitle(aCustomer(), { customerAccountId: 'ca-1', property })).toBe('Villa Solbacken · Kundnummer 500100');
    const company = aCustomer({ customerAccounts: [aCustomerAccount(), aCustomerAccount({ customerAccountId: 'ca-8', name: 'Bergström – Björknäs' })] });
    expect(overviewSubtitle(company, { customerAccountId: 'ca-8', property: { infraServices: [] } })).toBe('Bergström – Björknäs · Kundnummer 500100');
    const group = { displayName: 'Anna Andersson', infraServices: [] };
    expect(overviewSubtitle(aCustomer(), { customerAccountId: 'ca-1', property: group })).toBe('Kundnummer 500100');
  });
});
