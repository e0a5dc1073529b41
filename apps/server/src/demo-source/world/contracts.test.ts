import { ELECTRICITY_TRADING_PRODUCT_NUMBERS, FUSE_PRODUCT_NUMBERS, FUSE_SIZES, INDUSTRIAL_PRODUCT_NUMBERS } from '@mina-sidor/shared/contract';
import { describe, expect, it } from 'vitest';
import { contractsKind } from '../../modules/integration-inbound/index.ts';
import { CUSTOMER_IDS } from '../personas.ts';
import { buildDemoBase } from './customers.ts';
import { demoContracts } from './contracts.ts';

const contracts = demoContracts(buildDemoBase());
const of = (customerId: string) => contracts.filter((c) => c.customerId === customerId);
const among = (list: readonly string[], value: string) => list.includes(value);

describe('the demo contracts', () => {
  it.each(['privat', 'foretag'] as const)('give %s several utility types, an open-ended contract, a renewable trading contract and a §9 product', (key) => {
    const own = of(CUSTOMER_IDS[key]);
    expect(new Set(own.map((c) => c.utilityType)).size).toBeGreaterThanOrEqual(3);
    expect(own.some((c) => c.endDate === null)).toBe(true);
    expect(own.some((c) => among(ELECTRICITY_TRADING_PRODUCT_NUMBERS, c.productNumber))).toBe(true);
    expect(own.some((c) => among(FUSE_PRODUCT_NUMBERS, c.productNumber) || among(INDUSTRIAL_PRODUCT_NUMBERS, c.productNumber))).toBe(true);
  });

  it('gives privat a fixed-price electricity contract running at least to the end of 2026, bound until it ends', () => {
    const fixed = of(CUSTOMER_IDS.privat).find((c) => c.productNumber === 'EL FAST 3')!;
    expect(fixed.endDate! >= '2026-12-31').toBe(true);
    expect(fixed.bindingPeriodEnd).toBe(fixed.endDate);
  });

  it('uses only the allowed fuse sizes (spec §5)', () => {
    const fuses = contracts.flatMap((c) => (c.fuseSize ? [c.fuseSize] : []));
    expect(fuses.length).toBeGreaterThan(0);
    for (const fuse of fuses) expect(FUSE_SIZES).toContain(fuse);
  });

  it('are records the contracts kind takes as they are, so the customer system could send every one', () => {
    for (const contract of contracts) expect(contractsKind.record.parse(contract)).toEqual(contract);
  });
});
