import type { HanPort } from '@mina-sidor/shared/han-port';
import { describe, expect, it } from 'vitest';
import { ofAccount } from '@/lib/swedish.ts';
import { statusText } from './display.ts';

const port: HanPort = {
  meteringPointId: '735999123456789012',
  meterNumber: '12345678',
  facilityKey: '5000101-F01',
  facilityName: 'Villa Solbacken',
  address: 'Solbackevägen 12, 131 40 Nacka',
  customerAccountIds: ['5000101001'],
  status: 'inactive',
  requestedAt: null,
  activatedAt: null,
};

describe('the HAN port texts', () => {
  it('says what each state means', () => {
    expect(statusText(port)).toBe('Porten är avstängd. Beställ aktivering om du vill ansluta egen utrustning.');
    expect(statusText({ ...port, status: 'requested', requestedAt: '2026-11-16T19:40:00.000Z' })).toBe(
      'Du beställde aktivering 16 november 2026. Porten aktiveras inom några arbetsdagar.',
    );
    expect(statusText({ ...port, status: 'active', activatedAt: '2025-11-07T06:00:00.000Z' })).toBe('Porten är aktiv sedan 7 november 2025.');
  });

  it('shows the meters of the selected account', () => {
    const other = { ...port, meteringPointId: '735999000000000001', customerAccountIds: ['5000101002'] };
    expect(ofAccount([port, other], '5000101002')).toEqual([other]);
    expect(ofAccount([port, other], null)).toEqual([port, other]);
  });
});
