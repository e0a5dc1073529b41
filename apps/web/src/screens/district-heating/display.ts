import type { Tariff } from '@mina-sidor/shared/district-heating';
import { VAT_LABELS, type VatBasis } from '@mina-sidor/shared/money';
import { formatMoney, formatNumber, formatQuantity } from '@/lib/number-format.ts';
import { monthHeading, monthName } from '@/lib/swedish.ts';

/** A temperature or a temperature difference: "34,4 °C"; a missing value says so, never 0. */
export const celsius = (value: number | null) => (value === null ? 'Saknas' : formatQuantity(value, '°C', 1));

/** Energy in MWh from kWh, as district heating is billed: "66,4 MWh". */
export const mwh = (kwh: number) => formatQuantity(kwh / 1000, 'MWh', 1);

/** Flow: "1 234,5 m³"; missing says so. */
export const cubicMetres = (m3: number | null) => (m3 === null ? 'Saknas' : formatQuantity(m3, 'm³', 1));

/** Flow per energy: "25,00 m³/MWh". */
export const flowPerEnergy = (value: number | null) => (value === null ? 'Saknas' : formatQuantity(value, 'm³/MWh', 2));

/** A price in öre per unit: "61 öre/kWh", "2,50 kr/m³" (spec §5: under 1 kr in öre). */
export function unitPrice(ore: number, unit: string): string {
  return Math.abs(ore) < 100 ? `${formatNumber(ore, ore % 1 === 0 ? 0 : 2)}\u00a0öre/${unit}` : `${formatNumber(ore / 100, 2)}\u00a0kr/${unit}`;
}

/** Money with an explicit sign for a charge (+) or a premium (−). */
export function signedMoney(ore: number): string {
  if (ore === 0) return formatMoney(0);
  return ore > 0 ? `+${formatMoney(ore)}` : `−${formatMoney(-ore)}`;
}

/** A tariff version's validity: "från januari 2026" or "januari 2024 – december 2025". */
export function validity(tariff: Pick<Tariff, 'validFrom' | 'validTo'>): string {
  return tariff.validTo === null ? `Från ${monthName(tariff.validFrom)}` : `${monthHeading(tariff.validFrom)} – ${monthName(tariff.validTo)}`;
}

/** A month with hours that have energy but no flow reading: how many, for the table's note. */
export const missingNote = (hours: number) => (hours === 0 ? '' : ` (${formatNumber(hours, 0)} h utan flödesvärde)`);

/**
 * Flödespremie and Bas- och spetsenergi are for companies only (the server answers others 404): their
 * prices and amounts are without VAT, as a company reads them (decision 0054).
 */
export const COMPANY_BASIS: VatBasis = 'excl';
export const COMPANY_PRICES = `Priser och belopp ${VAT_LABELS[COMPANY_BASIS]}`;
