import { z } from 'zod/mini';
import { LEGAL_PART } from './codes.ts';

// One money model (decision 0054): on which VAT basis a customer reads prices and
// amounts, how an amount or a price is moved onto it, and how it is written with its label. The
// server computes on the basis with these rules, the web app writes with them: a price is the same
// figure on every screen. Amounts are whole öre; the VAT rate is always an argument, never read here.

/** Whether the prices and amounts shown include VAT: `incl` inkl. moms, `excl` exkl. moms. */
export const VAT_BASES = ['incl', 'excl'] as const;
export const vatBasis = z.enum(VAT_BASES);
export type VatBasis = z.infer<typeof vatBasis>;

/**
 * A consumer reads prices with VAT (prisinformationslagen 7 §: prices to consumers include VAT); a
 * company, a group and anyone else deducts VAT and reads them without. Spec §6: private is legal part 1.
 */
export function vatBasisOf(customer: { legalPart: { id: number } }): VatBasis {
  return customer.legalPart.id === LEGAL_PART.person ? 'incl' : 'excl';
}

/** The label written beside an amount or a price. */
export const VAT_LABELS: Record<VatBasis, string> = { incl: 'inkl. moms', excl: 'exkl. moms' };

/** n / d rounded half away from zero, exactly, for integers n and d > 0 (n below 2^52). */
function roundDiv(n: number, d: number): number {
  const up = Math.floor((2 * Math.abs(n) + d) / (2 * d));
  return n < 0 ? -up : up;
}

/** The VAT on an amount without VAT, rounded half up to whole öre: how an invoice's VAT line is computed. */
export const vatOf = (exclOre: number, vatPercent: number): number => roundDiv(exclOre * vatPercent, 100);

/** An amount (whole öre, without VAT) on a basis: with its VAT rounded to whole öre, or as it is. */
export const amountOn = (exclOre: number, basis: VatBasis, vatPercent: number): number => (basis === 'incl' ? exclOre + vatOf(exclOre, vatPercent) : exclOre);

/**
 * A price per unit (öre or kronor, without VAT) on a basis, unrounded: 81,25 kr/kW is 101,5625
 * kr/kW with 25 % VAT. It is rounded once, where it is written, so every screen rounds it alike.
 */
export const priceOn = (exclPrice: number, basis: VatBasis, vatPercent: number): number =>
  basis === 'incl' ? (exclPrice * (100 + vatPercent)) / 100 : exclPrice;

/**
 * A VAT total spread over the lines it was charged on, to whole öre, so each line can be shown with
 * its VAT and the lines still add up to the total to the öre. Each line gets its own VAT rounded
 * down; the öre the rounding left (the total VAT was rounded once, on the sum) go one by one to the
 * lines whose VAT lost the most, the earlier line first on a tie. A line's share is thus its exact
 * VAT rounded down or up, and a line whose VAT is whole öre keeps it exactly while another can take
 * the öre. Works for any total (a source system's VAT line may be rounded otherwise): the shares
 * always sum to `vatOre`.
 */
export function spreadVat(exclOres: readonly number[], vatOre: number, vatPercent: number): number[] {
  if (exclOres.length === 0) return [];
  const shares = exclOres.map((ore) => Math.floor((ore * vatPercent) / 100));
  const lost = exclOres.map((ore) => (((ore * vatPercent) % 100) + 100) % 100);
  const order = exclOres.map((_, index) => index).sort((a, b) => lost[b]! - lost[a]! || a - b);
  let left = vatOre - shares.reduce((sum, share) => sum + share, 0);
  for (let turn = 0; left !== 0; turn++) {
    const index = left > 0 ? order[turn % order.length]! : order[order.length - 1 - (turn % order.length)]!;
    shares[index]! += Math.sign(left);
    left -= Math.sign(left);
  }
  return shares;
}

const formatters = new Map<number, Intl.NumberFormat>();
function formatNumber(value: number, decimals: number): string {
  let formatter = formatters.get(decimals);
  if (!formatter) {
    formatter = new Intl.NumberFormat('sv-SE', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
    formatters.set(decimals, formatter);
  }
  return formatter.format(value);
}

/** Money from öre: under 1 kr in öre ("85 öre"), otherwise in kronor ("1 234,50 kr") — spec §5. */
export function formatMoney(ore: number): string {
  if (Math.abs(ore) < 100) return `${formatNumber(ore, 0)}\u00a0öre`;
  return `${formatNumber(ore / 100, 2)}\u00a0kr`;
}

/** A price per unit from öre, two decimals: "9,38 öre/kWh", "101,56 kr/kW" (spec §5: under 1 kr in öre). */
export function formatPrice(ore: number, unit: string): string {
  return Math.abs(ore) < 100 ? `${formatNumber(ore, 2)}\u00a0öre/${unit}` : `${formatNumber(ore / 100, 2)}\u00a0kr/${unit}`;
}

/** A price as a contract's price component states it ("81.25", "kr/kW"; "7.5", "öre/kWh"): in öre per unit. */
export function componentPriceOre(price: number, unit: string): { ore: number; unit: string } {
  const [currency, ...per] = unit.split('/');
  return { ore: currency === 'kr' ? price * 100 : price, unit: per.join('/') };
}

/** Money with its basis: "294,84 kr inkl. moms". */
export const moneyOn = (ore: number, basis: VatBasis): string => `${formatMoney(ore)} ${VAT_LABELS[basis]}`;

/** A price with its basis: "101,56 kr/kW inkl. moms". */
export const priceWithBasis = (ore: number, unit: string, basis: VatBasis): string => `${formatPrice(ore, unit)} ${VAT_LABELS[basis]}`;
