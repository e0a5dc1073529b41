import type { HighVoltage, HighVoltageMonth } from '@mina-sidor/shared/high-voltage';
import { describe, expect, it } from 'vitest';
import { monthName } from '@/lib/swedish.ts';
import { findings, hourLabel, hourRange, monthHeadline, shortMonthName, versusText } from './display.ts';

const month = (name: string, more: Partial<HighVoltageMonth> = {}): HighVoltageMonth => ({
  month: name,
  maxKw: 650,
  maxKwAt: `${name}-10T12:00:00.000Z`,
  versusSubscribed: { kind: 'headroom', kw: 150, percent: 18.8 },
  maxKvar: 230,
  maxKvarAt: `${name}-10T12:00:00.000Z`,
  hoursAboveAllowance: 0,
  maxAboveAllowanceKvar: 0,
  activeKwh: 270_000,
  reactiveKvarh: 42_000,
  cosPhi: 0.988,
  tanPhi: 0.156,
  ...more,
});
const summary = (months: HighVoltageMonth[]): HighVoltage => ({
  facilityKey: '5100303-F06',
  facilityName: 'Kontorshuset Sicklaön',
  meteringPointId: '735999104518498599',
  subscribedKw: 800,
  reactiveAllowancePercent: 50,
  months,
  month: months.at(-1)!.month,
  hours: [],
});

describe('the high-voltage screen’s texts', () => {
  it('names months and hours in Swedish time', () => {
    expect(monthName('2026-07')).toBe('juli 2026');
    expect(shortMonthName('2025-11')).toBe('nov. 2025');
    expect(hourLabel('2026-08-06T12:00:00.000Z')).toBe('6 aug. 14:00');
    expect(hourRange('2026-08-06T12:00:00.000Z')).toBe('6 augusti 2026 kl. 14:00–15:00');
    expect(hourRange('2026-01-12T12:00:00.000Z')).toBe('12 januari 2026 kl. 13:00–14:00');
  });

  it('tells the two 02:00 hours of the night summer time ends apart, and shortens the night it begins', () => {
    expect(hourRange('2026-10-25T00:00:00.000Z')).toBe('25 oktober 2026 kl. 02:00–03:00 (sommartid)');
    expect(hourRange('2026-10-25T01:00:00.000Z')).toBe('25 oktober 2026 kl. 02:00–03:00 (normaltid)');
    expect(hourRange('2026-03-29T00:00:00.000Z')).toBe('29 mars 2026 kl. 01:00–03:00');
  });

  it('says how the maximum stands against the subscribed power', () => {
    expect(versusText({ kind: 'headroom', kw: 149.013, percent: 18.6 })).toBe('149,0\u00a0kW (18,6\u00a0%) under');
    expect(versusText({ kind: 'exceedance', kw: 73.072, percent: 9.1 })).toBe('73,1\u00a0kW (9,1\u00a0%) över');
    expect(
      monthHeadline(
        month('2026-08', { maxKw: 873.072, maxKwAt: '2026-08-06T12:00:00.000Z', versusSubscribed: { kind: 'exceedance', kw: 73.072, percent: 9.1 } }),
      ),
    ).toBe('Högsta effekt 873,1\u00a0kW den 6 augusti 2026 kl. 14:00–15:00, 73,1\u00a0kW (9,1\u00a0%) över abonnerad effekt.');
    expect(monthHeadline(month('2026-12', { maxKw: null, maxKwAt: null, versusSubscribed: null }))).toBeNull();
  });

  it('notes the months above the subscribed power and the hours above the reactive allowance, and nothing when there are none', () => {
    const notes = findings(
      summary([
        month('2026-06', { hoursAboveAllowance: 1 }),
        month('2026-07', { maxKw: 822.07, versusSubscribed: { kind: 'exceedance', kw: 22.07, percent: 2.8 }, hoursAboveAllowance: 5 }),
        month('2026-08', { maxKw: 873.072, versusSubscribed: { kind: 'exceedance', kw: 73.072, percent: 9.1 }, hoursAboveAllowance: 3 }),
        month('2026-09'),
      ]),
    );
    expect(notes.exceeded).toBe(
      'Effekten gick över den abonnerade effekten i juli 2026 och augusti 2026. Högst: 873,1\u00a0kW. Överuttag kan medföra en extra avgift enligt ditt elnätsavtal.',
    );
    expect(notes.reactive).toBe(
      'Den reaktiva effekten var över den fria nivån (50\u00a0% av den aktiva effekten) under 9 timmar i juni 2026, juli 2026 och augusti 2026.',
    );
    expect(findings(summary([month('2026-09'), month('2026-10')]))).toEqual({ exceeded: null, reactive: null });
    expect(findings(summary([month('2026-09', { hoursAboveAllowance: 1 })])).reactive).toContain('under 1 timme i september 2026.');
  });
});
