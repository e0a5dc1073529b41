import type { PeakFacility, PeakModelInfo } from '@mina-sidor/shared/peak-power';
import { describe, expect, it } from 'vitest';
import { monthName } from '@/lib/swedish.ts';
import { differenceText, facilitiesInView, hourLabel, modelSentence, shortHourLabel, thresholdSentence } from './display.ts';

const SPEC: PeakModelInfo = {
  peaks: 1,
  distinctDays: false,
  window: { from: 7, to: 19 },
  weekdaysOnly: true,
  holidaysExcluded: true,
  months: null,
  night: null,
  measuringMinutes: 60,
  priceOrePerKw: 10_156.25,
  vatBasis: 'incl',
};
const nbsp = (text: string) => text.replaceAll('\u00a0', ' ');

describe('the peak in words', () => {
  it('names the hour with its weekday, whatever the season', () => {
    expect(hourLabel('2026-11-03', 8)).toBe('tisdag 3 november kl. 08–09');
    expect(hourLabel('2026-07-01', 23)).toBe('onsdag 1 juli kl. 23–00');
    expect(shortHourLabel('2026-11-03', 7)).toBe('3/11 07');
    expect(monthName('2026-01')).toBe('januari 2026');
  });

  it('says the provider’s model and its price on the customer’s VAT basis, labelled, as Avtal writes it', () => {
    expect(nbsp(modelSentence(SPEC))).toBe(
      'Effektavgiften räknas på månadens högsta medeleffekt under en timme, mellan kl. 07 och 19 på vardagar som inte är helgdagar. Priset är 101,56 kr/kW och månad inkl. moms.',
    );
    expect(nbsp(modelSentence({ ...SPEC, priceOrePerKw: 8125, vatBasis: 'excl' }))).toMatch(/Priset är 81,25 kr\/kW och månad exkl\. moms\.$/);
  });

  it('says the other Swedish models too', () => {
    const ellevio: PeakModelInfo = {
      ...SPEC,
      peaks: 3,
      distinctDays: true,
      window: null,
      weekdaysOnly: false,
      holidaysExcluded: false,
      night: { from: 22, to: 6, weight: 0.5 },
    };
    expect(nbsp(modelSentence(ellevio))).toContain('medelvärdet av månadens 3 högsta timmar på olika dagar, under dygnets alla timmar.');
    expect(nbsp(modelSentence(ellevio))).toContain('Effekten mellan kl. 22 och 06 räknas till 50 %.');
    expect(modelSentence({ ...SPEC, months: [11, 12, 1, 2, 3] })).toContain('Avgiften tas bara ut i november, december, januari, februari, mars.');
  });

  it('gives the threshold as advice, or why there is none', () => {
    expect(nbsp(thresholdSentence({ model: SPEC, thresholdKw: 5.125 }))).toBe(
      'Håll effekten under 5,13 kW mellan kl. 07 och 19 på vardagar som inte är helgdagar så höjs inte avgiften den här månaden.',
    );
    expect(thresholdSentence({ model: SPEC, thresholdKw: null })).toMatch(/^Ingen timme har räknats ännu/);
    expect(thresholdSentence({ model: { ...SPEC, peaks: 3 }, thresholdKw: null })).toMatch(/tills de är 3\.$/);
    expect(thresholdSentence({ model: null, thresholdKw: null })).toBe('Den här månaden har ingen effektavgift.');
  });

  it('words a difference by its direction, amounts under 1 kr in öre', () => {
    expect(nbsp(differenceText(-31_250))).toBe('312,50 kr lägre');
    expect(nbsp(differenceText(85))).toBe('85 öre högre');
    expect(differenceText(0)).toBe('lika mycket');
  });
});

describe('the facilities in view', () => {
  const facility = (key: string, accounts: string[]): PeakFacility => ({
    facilityKey: key,
    facilityName: key,
    meteringPointId: key,
    fuseSize: '20A',
    customerAccountIds: accounts,
  });
  const all = [facility('F01', ['A1']), facility('F02', ['A2']), facility('F03', ['A2'])];

  it('is the selected facility, else the selected account’s, else every one', () => {
    expect(facilitiesInView(all, { facilityKey: 'F02', customerAccountId: 'A1' }).map((f) => f.facilityKey)).toEqual(['F02']);
    expect(facilitiesInView(all, { customerAccountId: 'A2' }).map((f) => f.facilityKey)).toEqual(['F02', 'F03']);
    expect(facilitiesInView(all, { customerAccountId: null })).toHaveLength(3);
    expect(facilitiesInView(all, { facilityKey: 'F09', customerAccountId: null })).toEqual([]);
  });
});
