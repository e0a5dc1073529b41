import { describe, expect, it } from 'vitest';
import {
  expectedDays,
  FAILED,
  groupedDecimal,
  mayTryAgain,
  monthsOf,
  NEVER_FINISHED,
  periodLabel,
  periodOf,
  plainDecimal,
  qualityText,
  removalTime,
  reportFileName,
  reportName,
  retentionCutoff,
  shownStatus,
  STALE_AFTER_MS,
} from './rules.ts';

describe('periods and names', () => {
  it('an invoice summary covers its calendar year; a consumption report its own days', () => {
    expect(periodOf({ kind: 'invoice-summary', format: 'pdf', year: 2025 })).toEqual({ from: '2025-01-01', to: '2025-12-31' });
    expect(periodOf({ kind: 'consumption', format: 'csv', from: '2025-03-15', to: '2025-04-02' })).toEqual({ from: '2025-03-15', to: '2025-04-02' });
  });

  it('names a calendar year by its year, any other period by its days', () => {
    expect(periodLabel({ from: '2025-01-01', to: '2025-12-31' })).toBe('2025');
    expect(periodLabel({ from: '2025-01-01', to: '2025-12-30' })).toBe('2025-01-01–2025-12-30');
    expect(periodLabel({ from: '2024-01-01', to: '2025-12-31' })).toBe('2024-01-01–2025-12-31');
    expect(reportName('consumption', { from: '2025-01-01', to: '2025-12-31' }, null)).toBe('Förbrukning per månad 2025');
    expect(reportName('consumption', { from: '2025-03-01', to: '2025-05-31' }, 'Villa Solbacken')).toBe(
      'Förbrukning per månad 2025-03-01–2025-05-31 – Villa Solbacken',
    );
    expect(reportName('invoice-summary', { from: '2024-01-01', to: '2024-12-31' }, null)).toBe('Fakturasammanställning 2024');
  });

  it('makes a file name of the report and the customer, keeping å, ä, ö and leaving out what file systems refuse', () => {
    expect(reportFileName('Förbrukning per månad 2025', 'Anna Andersson', 'csv')).toBe('Förbrukning per månad 2025 – Anna Andersson.csv');
    expect(reportFileName('Fakturasammanställning 2025', 'Bygg/El: "Öst" AB', 'pdf')).toBe('Fakturasammanställning 2025 – Bygg-El- -Öst- AB.pdf');
  });
});

describe('monthsOf', () => {
  it('cuts the first and last month to the period', () => {
    expect(monthsOf({ from: '2025-01-15', to: '2025-03-10' }, '2026-01-01')).toEqual([
      { month: '2025-01', from: '2025-01-15', to: '2025-02-01' },
      { month: '2025-02', from: '2025-02-01', to: '2025-03-01' },
      { month: '2025-03', from: '2025-03-01', to: '2025-03-11' },
    ]);
  });

  it('crosses a new year and gives twelve months for a year', () => {
    expect(monthsOf({ from: '2024-12-01', to: '2025-01-31' }, '2026-01-01').map((m) => m.month)).toEqual(['2024-12', '2025-01']);
    expect(monthsOf({ from: '2025-01-01', to: '2025-12-31' }, '2026-01-01')).toHaveLength(12);
    expect(monthsOf({ from: '2025-01-01', to: '2025-12-31' }, '2026-01-01').at(-1)).toEqual({ month: '2025-12', from: '2025-12-01', to: '2026-01-01' });
  });

  it('stops at the month holding today; a period not yet begun has no months', () => {
    expect(monthsOf({ from: '2026-09-01', to: '2026-12-31' }, '2026-11-23').map((m) => m.month)).toEqual(['2026-09', '2026-10', '2026-11']);
    expect(monthsOf({ from: '2027-01-01', to: '2027-12-31' }, '2026-11-23')).toEqual([]);
  });

  it('expects values for the days before today only', () => {
    expect(expectedDays({ month: '2026-11', from: '2026-11-01', to: '2026-12-01' }, '2026-11-23')).toBe(22);
    expect(expectedDays({ month: '2026-02', from: '2026-02-01', to: '2026-03-01' }, '2026-11-23')).toBe(28);
    expect(expectedDays({ month: '2026-12', from: '2026-12-01', to: '2027-01-01' }, '2026-11-23')).toBe(0);
  });
});

describe('qualityText', () => {
  const use = (days: number, quality: 'measured' | 'estimated' | 'missing' = 'measured', partial = false) => ({ days, quality, partial });

  it('says what a month’s figure is worth', () => {
    expect(qualityText(use(31), 31)).toBe('Uppmätt');
    expect(qualityText(use(31, 'estimated'), 31)).toBe('Beräknad');
    expect(qualityText(use(30), 31)).toBe('Ofullständig');
    expect(qualityText(use(31, 'measured', true), 31)).toBe('Ofullständig');
    expect(qualityText(use(31, 'missing'), 31)).toBe('Ofullständig');
    expect(qualityText(null, 31)).toBe('Saknas');
    expect(qualityText(null, 0)).toBe('');
  });
});

describe('decimals', () => {
  it('writes whole smallest units as an exact decimal with a comma, for a spreadsheet', () => {
    expect(plainDecimal(1_234_567, 3)).toBe('1234,567');
    expect(plainDecimal(5, 3)).toBe('0,005');
    expect(plainDecimal(0, 3)).toBe('0,000');
    expect(plainDecimal(-125_050, 2)).toBe('-1250,50');
    expect(plainDecimal(42, 0)).toBe('42');
    // Beyond what a float's decimals would keep exactly: 2^53 - 1 Wh.
    expect(plainDecimal(9_007_199_254_740_991, 3)).toBe('9007199254740,991');
  });

  it('groups thousands with a no-break space for paper', () => {
    expect(groupedDecimal(1_234_567, 3)).toBe('1\u00a0234,567');
    expect(groupedDecimal(-123_456_789, 2)).toBe('-1\u00a0234\u00a0567,89');
    expect(groupedDecimal(999, 3)).toBe('0,999');
  });
});

describe('shownStatus', () => {
  const orderedAt = new Date('2026-11-23T10:00:00Z');
  const at = (ms: number) => new Date(orderedAt.getTime() + ms);

  it('shows a report as stored while it may still be made', () => {
    expect(shownStatus({ status: 'köad', orderedAt, failureMessage: null }, at(STALE_AFTER_MS))).toEqual({ status: 'köad', failureMessage: null });
    expect(shownStatus({ status: 'pågår', orderedAt, failureMessage: null }, at(60_000))).toEqual({ status: 'pågår', failureMessage: null });
    expect(shownStatus({ status: 'klar', orderedAt, failureMessage: null }, at(10 * STALE_AFTER_MS))).toEqual({ status: 'klar', failureMessage: null });
  });

  it('shows one waiting or half made long after its order as failed, with a message to order it again', () => {
    for (const status of ['köad', 'pågår'] as const) {
      expect(shownStatus({ status, orderedAt, failureMessage: null }, at(STALE_AFTER_MS + 1))).toEqual({
        status: 'misslyckad',
        failureMessage: NEVER_FINISHED,
      });
    }
  });

  it('gives a failed report its stored message, or the general one', () => {
    expect(shownStatus({ status: 'misslyckad', orderedAt, failureMessage: 'Något annat.' }, at(1))).toEqual({
      status: 'misslyckad',
      failureMessage: 'Något annat.',
    });
    expect(shownStatus({ status: 'misslyckad', orderedAt, failureMessage: null }, at(1))).toEqual({ status: 'misslyckad', failureMessage: FAILED });
  });
});

describe('retention and attempts', () => {
  it('removes a report the retention period after its order', () => {
    const orderedAt = new Date('2026-11-01T12:00:00Z');
    expect(removalTime(orderedAt, 30).toISOString()).toBe('2026-12-01T12:00:00.000Z');
    expect(retentionCutoff(new Date('2026-12-01T12:00:00Z'), 30).toISOString()).toBe(orderedAt.toISOString());
  });

  it('tries again while attempts remain', () => {
    expect(mayTryAgain(1, 3)).toBe(true);
    expect(mayTryAgain(2, 3)).toBe(true);
    expect(mayTryAgain(3, 3)).toBe(false);
  });
});
