import type { SeriesValue } from '@mina-sidor/shared/consumption';
import { describe, expect, it } from 'vitest';
import { swedishMidnight, swedishWallClock } from '../../lib/swedish-time.ts';
import { calendarChange, calendarComparison, changeBetween, intradayChanges, spanSide } from './changes.ts';

/** A day's hours from local midnight, each `kwh` (null: no value), as the hour view gives them. */
function hours(day: string, kwh: readonly (number | null)[]): SeriesValue[] {
  const start = swedishMidnight(day).getTime();
  return kwh.map((value, i) => ({
    start: new Date(start + i * 3_600_000).toISOString(),
    end: new Date(start + (i + 1) * 3_600_000).toISOString(),
    value,
    quality: value === null ? 'missing' : 'measured',
  }));
}

const spans = { from: '2026-11-01', to: '2026-11-27', previousFrom: '2025-11-01', previousTo: '2025-11-27' };

describe('a change', () => {
  it('is a percentage with one decimal between two complete sides', () => {
    expect(changeBetween('Förändring', spans, { total: 110, complete: true }, { total: 100, complete: true }, 'dagar')).toMatchObject({
      current: 110,
      previous: 100,
      percent: 10,
      reason: null,
    });
  });

  it('has no percentage, but the reason, when either side lacks values or there is nothing yet', () => {
    const complete = { total: 100, complete: true };
    const lacking = { total: 0, complete: false };
    expect(changeBetween('x', spans, lacking, complete, 'timmar')).toMatchObject({
      current: null,
      previous: 100,
      percent: null,
      reason: 'Mätvärden saknas för några timmar i perioden.',
    });
    expect(changeBetween('x', spans, complete, lacking, 'dagar')).toMatchObject({
      previous: null,
      percent: null,
      reason: 'Mätvärden saknas för några dagar att jämföra med.',
    });
    expect(changeBetween('x', spans, null, complete, 'timmar')).toMatchObject({
      current: null,
      previous: null,
      percent: null,
      reason: 'Inga hela timmar att jämföra än.',
    });
    expect(changeBetween('x', spans, complete, { total: 0, complete: true }, 'dagar')).toMatchObject({
      percent: null,
      reason: 'Ingen förbrukning att jämföra med.',
    });
  });
});

describe('what a calendar view compares', () => {
  it('compares the month so far with the same days last year, today not included', () => {
    expect(calendarComparison('day', '2026-11-01', '2026-12-01', '2026-11-27')).toEqual({
      label: 'Förändring mot samma dagar i fjol',
      current: { from: '2026-11-01', to: '2026-11-27' },
      previous: { from: '2025-11-01', to: '2025-11-27' },
    });
    expect(calendarComparison('month', '2025-01-01', '2026-01-01', '2026-11-27')?.label).toBe('Förändring mot samma period i fjol');
    expect(calendarComparison('day', '2026-12-01', '2027-01-01', '2026-11-27')).toBeNull();
  });

  it('compares, in the year view, only its last year with the year before — never three partial years with two', () => {
    expect(calendarComparison('year', '2024-01-01', '2027-01-01', '2026-11-27')).toEqual({
      label: 'Förändring 2026 hittills mot samma dagar 2025',
      current: { from: '2026-01-01', to: '2026-11-27' },
      previous: { from: '2025-01-01', to: '2025-11-27' },
    });
    expect(calendarComparison('year', '2023-01-01', '2026-01-01', '2026-11-27')).toMatchObject({
      label: 'Förändring 2025 mot 2024',
      current: { from: '2025-01-01', to: '2026-01-01' },
      previous: { from: '2024-01-01', to: '2025-01-01' },
    });
  });

  it('gives no percentage for a year whose year before began after its first day (a partial year)', () => {
    const compared = calendarComparison('year', '2023-01-01', '2026-01-01', '2026-11-27')!;
    // The history began 1 March 2024: the year before has 306 of its 366 days.
    const change = calendarChange(compared, { value: 8000, days: 365, partial: false }, { value: 6000, days: 306, partial: false });
    expect(change).toMatchObject({ percent: null, previous: null, reason: 'Mätvärden saknas för några dagar att jämföra med.' });
    expect(calendarChange(compared, { value: 8000, days: 365, partial: false }, { value: 6000, days: 366, partial: false }).percent).toBe(33.3);
  });

  it('has nothing complete to compare on the first day of a month', () => {
    const compared = calendarComparison('day', '2026-11-01', '2026-12-01', '2026-11-01')!;
    expect(calendarChange(compared, { value: null, days: 0, partial: false }, { value: null, days: 0, partial: false })).toMatchObject({
      current: null,
      percent: null,
      reason: 'Inga hela dagar att jämföra än.',
    });
  });

  it('gives no percentage when a day of the period lacks values', () => {
    const compared = calendarComparison('day', '2026-10-01', '2026-11-01', '2026-11-27')!;
    const change = calendarChange(compared, { value: 400, days: 31, partial: true }, { value: 380, days: 31, partial: false });
    expect(change).toMatchObject({ percent: null, reason: 'Mätvärden saknas för några dagar i perioden.' });
  });
});

describe('what a day of hours compares', () => {
  const now = new Date('2026-11-26T23:20:00Z'); // 00:20 on 27 November in Sweden

  it('has no whole hour to compare just after midnight, not today’s first minutes against a whole day', () => {
    // The hour begun has a value already (0.4 kWh so far); yesterday and last year have whole days.
    const today = hours('2026-11-27', [0.4]);
    const changes = intradayChanges(
      '2026-11-27',
      '2026-11-28',
      '2026-11-27',
      now,
      today,
      hours('2025-11-27', Array(24).fill(2)),
      hours('2026-11-26', Array(24).fill(2)),
    );
    expect(changes.map((c) => [c.label, c.percent, c.reason])).toEqual([
      ['Förändring mot samma timmar i går', null, 'Inga hela timmar att jämföra än.'],
      ['Förändring mot samma timmar i fjol', null, 'Inga hela timmar att jämföra än.'],
    ]);
  });

  it('compares today so far with the same hours yesterday and last year', () => {
    const at = new Date('2026-11-27T09:30:00Z'); // 10:30 in Sweden: ten whole hours
    const today = hours('2026-11-27', [...Array(10).fill(1.5), 0.7]);
    const [yesterday, lastYear] = intradayChanges(
      '2026-11-27',
      '2026-11-28',
      '2026-11-27',
      at,
      today,
      hours('2025-11-27', Array(24).fill(1)),
      hours('2026-11-26', Array(24).fill(3)),
    );
    expect(yesterday).toMatchObject({ current: 15, previous: 30, percent: -50, from: '2026-11-26T23:00:00.000Z', to: '2026-11-27T09:00:00.000Z' });
    expect(lastYear).toMatchObject({
      current: 15,
      previous: 10,
      percent: 50,
      previousFrom: '2025-11-26T23:00:00.000Z',
      previousTo: '2025-11-27T09:00:00.000Z',
    });
  });

  it('compares a past day whole with the same day last year, and says why not when an hour is missing', () => {
    const [change] = intradayChanges(
      '2026-11-20',
      '2026-11-21',
      '2026-11-27',
      now,
      hours('2026-11-20', Array(24).fill(2)),
      hours('2025-11-20', Array(24).fill(1)),
      null,
    );
    expect(change).toMatchObject({ label: 'Förändring mot samma dag i fjol', current: 48, previous: 24, percent: 100 });
    const gap = hours('2025-11-20', [...Array(23).fill(1), null]);
    expect(intradayChanges('2026-11-20', '2026-11-21', '2026-11-27', now, hours('2026-11-20', Array(24).fill(2)), gap, null)[0]).toMatchObject({
      percent: null,
      reason: 'Mätvärden saknas för några timmar att jämföra med.',
    });
  });

  it('says why there is no percentage for a day without any values (a meter read daily, shown by the hour)', () => {
    const [change] = intradayChanges(
      '2026-11-20',
      '2026-11-21',
      '2026-11-27',
      now,
      hours('2026-11-20', Array(24).fill(null)),
      hours('2025-11-20', Array(24).fill(0.02)),
      null,
    );
    expect(change).toMatchObject({ current: null, percent: null, reason: 'Mätvärden saknas för några timmar i perioden.' });
  });

  it('counts the same wall-clock hours on a 23-hour day', () => {
    // 29 March 2026 has no 02:00: by 10:00 it has had nine hours, the day before ten.
    const side = spanSide(hours('2026-03-29', Array(23).fill(1)), swedishMidnight('2026-03-29'), swedishWallClock('2026-03-29', 600));
    expect(side).toMatchObject({ total: 9, complete: true });
    expect(spanSide(hours('2026-03-28', Array(24).fill(1)), swedishMidnight('2026-03-28'), swedishWallClock('2026-03-28', 600))).toMatchObject({
      total: 10,
      complete: true,
    });
  });

  it('compares hours over several past days whole, with the same days a year earlier', () => {
    const days = [...hours('2026-11-20', Array(24).fill(1)), ...hours('2026-11-21', Array(24).fill(2))];
    const before = [...hours('2025-11-20', Array(24).fill(1)), ...hours('2025-11-21', Array(24).fill(1))];
    expect(intradayChanges('2026-11-20', '2026-11-22', '2026-11-27', now, days, before, null)).toEqual([
      expect.objectContaining({ label: 'Förändring mot samma period i fjol', current: 72, previous: 48, percent: 50, to: '2026-11-21T23:00:00.000Z' }),
    ]);
  });

  it('has nothing to compare for a day still to come', () => {
    expect(intradayChanges('2026-11-28', '2026-11-29', '2026-11-27', now, [], [], null)).toEqual([]);
  });
});
