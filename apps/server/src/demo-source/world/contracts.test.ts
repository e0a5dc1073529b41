import { ELECTRICITY_TRADING_PRODUCT_NUMBERS, FUSE_PRODUCT_NUMBERS, FUSE_SIZES, INDUSTRIAL_PRODUCT_NUMBERS } from '@mina-sidor/shared/contract';
import { describe, expect, it } from 'vitest';
import { CUSTOMER_IDS } from '../personas.ts';
import { buildDemoBase } from './customers.ts';
import { demoContracts } from './contracts.ts';

const contracts = demoContracts(buildDemoBase()).contracts ?? [];
const of = (customerId: string) => contracts.filter((c) => c.customer_id === customerId);
const among = (list: readonly string[], value: string) => list.includes(value);

describe('the demo contracts', () => {
  it.each(['privat', 'foretag'] as const)('give %s several utility types, an open-ended contract, a renewable trading contract and a §9 product', (key) => {
    const own = of(CUSTOMER_IDS[key]);
    expect(new Set(own.map((c) => c.utility_type_name)).size).toBeGreaterThanOrEqual(3);
    expect(own.some((c) => c.end_date === null)).toBe(true);
    expect(own.some((c) => among(ELECTRICITY_TRADING_PRODUCT_NUMBERS, c.product_number))).toBe(true);
    expect(own.some((c) => among(FUSE_PRODUCT_NUMBERS, c.product_number) || among(INDUSTRIAL_PRODUCT_NUMBERS, c.product_number))).toBe(true);
  });

  it('gives privat a fixed-price electricity contract running at least to the end of 2026, bound until it ends', () => {
    const fixed = of(CUSTOMER_IDS.privat).find((c) => c.product_number === 'EL FAST 3')!;
    expect(fixed.end_date! >= '2026-12-31').toBe(true);
    expect(fixed.binding_period_end).toBe(fixed.end_date);
  });

  it('uses only the allowed fuse sizes (spec §5)', () => {
    const fuses = contracts.flatMap((c) => (c.fuse_size ? [c.fuse_size] : []));
    expect(fuses.length).toBeGreaterThan(0);
    for (const fuse of fuses) expect(FUSE_SIZES).toContain(fuse);
  });
});
