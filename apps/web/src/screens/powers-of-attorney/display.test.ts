import type { PowerOfAttorney } from '@mina-sidor/shared/power-of-attorney';
import { describe, expect, it } from 'vitest';
import { groupPowersOfAttorney, poaDate, poaEndDate } from './display.ts';

const poa = (permissionId: string, statusMP: PowerOfAttorney['statusMP'], dates: Partial<PowerOfAttorney> = {}): PowerOfAttorney => ({
  permissionId,
  statusMP,
  requester: `Bolag ${permissionId}`,
  meteringPointId: '735999100000000001',
  receivedStartDateTime: '2026-01-15T09:00:00.000Z',
  responseStartDateTime: '1900-01-01T00:00:00.000Z',
  actualReportStartDateTime: '1900-01-01T00:00:00.000Z',
  actualReportEndDateTime: null,
  ...dates,
});

describe('power of attorney dates (spec §2.7)', () => {
  it('are shown as YYYY-MM-DD, the day in Sweden', () => {
    expect(poaDate('2025-03-01T09:00:00.000Z')).toBe('2025-03-01');
    // 23:30 UTC on the last of April is already the first of May in Stockholm.
    expect(poaDate('2024-04-30T23:30:00Z')).toBe('2024-05-01');
  });

  it('show 1900-01-01 as a dash, however the source writes it', () => {
    expect(poaDate('1900-01-01T00:00:00.000Z')).toBe('–');
    expect(poaDate('1900-01-01')).toBe('–');
    expect(poaDate('1900-01-02T00:00:00Z')).toBe('1900-01-02');
  });

  it('show an empty end date as "Tillsvidare", and a set one as a date', () => {
    expect(poaEndDate(null)).toBe('Tillsvidare');
    expect(poaEndDate('')).toBe('Tillsvidare');
    expect(poaEndDate('2026-11-23T10:00:00Z')).toBe('2026-11-23');
    expect(poaEndDate('1900-01-01T00:00:00Z')).toBe('–');
  });
});

describe('power of attorney groups (spec §2.7)', () => {
  it('puts Ny and Väntande first, then Aktiv, then Inaktiv, each newest first, leaving out empty groups', () => {
    const list = [
      poa('A1', 'Aktiv', { actualReportStartDateTime: '2024-01-01T00:00:00Z' }),
      poa('I1', 'Inaktiv', { actualReportEndDateTime: '2023-05-01T00:00:00Z' }),
      poa('N1', 'Ny', { receivedStartDateTime: '2026-10-01T00:00:00Z' }),
      poa('V1', 'Väntande', { receivedStartDateTime: '2026-11-01T00:00:00Z' }),
      poa('A2', 'Aktiv', { actualReportStartDateTime: '2025-06-01T00:00:00Z' }),
      poa('I2', 'Inaktiv', { actualReportEndDateTime: '2024-05-01T00:00:00Z' }),
    ];
    expect(groupPowersOfAttorney(list).map((g) => [g.title, g.items.map((p) => p.permissionId), g.decisions])).toEqual([
      ['Nya och väntande förfrågningar', ['V1', 'N1'], ['approve', 'reject']],
      ['Aktiva fullmakter', ['A2', 'A1'], ['end']],
      ['Inaktiva fullmakter', ['I2', 'I1'], []],
    ]);
    expect(groupPowersOfAttorney([list[0]!]).map((g) => g.group)).toEqual(['active']);
    expect(groupPowersOfAttorney([])).toEqual([]);
  });

  it('says what the requester may do with the meter values, by group', () => {
    const [pending, active, inactive] = groupPowersOfAttorney([poa('N1', 'Ny'), poa('A1', 'Aktiv'), poa('I1', 'Inaktiv')]);
    expect(pending!.purpose('735999100000000001')).toBe('Vill läsa mätvärden för mätpunkt 735999100000000001.');
    expect(active!.purpose('735999100000000001')).toBe('Får läsa mätvärden för mätpunkt 735999100000000001.');
    expect(inactive!.purpose('735999100000000001')).toBe('Gällde mätvärden för mätpunkt 735999100000000001.');
  });
});
