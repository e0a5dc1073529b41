/** n / d rounded half up, for n ≥ 0, exactly (n below 2^52): öre from hundredths of öre, VAT from a net sum. */
export function roundDiv(n: number, d: number): number {
  return Math.floor((2 * n + d) / (2 * d));
}
