import { describe, expect, it } from 'vitest';
import { formatChange, formatMoney, formatNumber, formatQuantity } from './number-format.ts';

describe('Swedish number formatting', () => {
  it('uses a space for thousands and a comma for decimals, two decimals by default', () => {
    expect(formatNumber(12345.678)).toBe('12\u00a0345,68');
    expect(formatNumber(0.5, 1)).toBe('0,5');
  });

  it('shows money under one krona in öre, otherwise in kronor', () => {
    expect(formatMoney(85)).toBe('85\u00a0öre');
    expect(formatMoney(123450)).toBe('1\u00a0234,50\u00a0kr');
  });

  it('writes quantities and changes with unit and sign', () => {
    expect(formatQuantity(1234.5, 'kWh', 1)).toBe('1\u00a0234,5\u00a0kWh');
    expect(formatChange(12.34)).toBe('+12,3\u00a0%');
    expect(formatChange(-4)).toBe('−4,0\u00a0%');
  });
});
