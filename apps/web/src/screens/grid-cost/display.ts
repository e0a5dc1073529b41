import type { GridCost, GridCostFacility, GridCostLine, GridCostValues } from '@mina-sidor/shared/grid-cost';
import { formatMoney, formatNumber } from '@/lib/number-format.ts';
import { monthName } from '@/lib/swedish.ts';

/** A quantity or price with as many decimals as it has, at most two: "5,5", "7,5", "20 000". */
export function formatTrimmed(value: number): string {
  const decimals = Number.isInteger(value) ? 0 : Number.isInteger(value * 10) ? 1 : 2;
  return formatNumber(value, decimals);
}

/** A unit price from öre: under 1 kr in öre with its decimals ("7,5 öre"), otherwise in kronor ("395,00 kr") — spec §5. */
export function formatUnitPrice(ore: number): string {
  if (Math.abs(ore) < 100) return `${formatTrimmed(ore)}\u00a0öre`;
  return formatMoney(ore);
}

/** How a line's amount comes about: quantity × unit price (× months). */
export function lineBasis(line: GridCostLine): string {
  const quantity = `${formatTrimmed(line.quantity)}\u00a0${line.unit}`;
  if (line.kind === 'fixed') return `${quantity} × ${formatUnitPrice(line.unitPriceOre)}`;
  if (line.kind === 'energyTax' && line.yearOre === null) return `${quantity} × okänd skattesats`;
  const months = line.months === null ? '' : ` × ${line.months}\u00a0mån`;
  return `${quantity} × ${formatUnitPrice(line.unitPriceOre)}${months}`;
}

/** The VAT line's basis: "25 % av 18 802,50 kr". */
export const vatBasis = (cost: GridCost) => `${cost.vatPercent}\u00a0% av ${formatMoney(cost.net.yearOre)}`;

/** The form's text from the facility's own data (Swedish numbers, as a person would type them); empty without one. */
export function initialValues(facility: GridCostFacility | null): Required<GridCostValues> {
  return {
    fuseSize: facility?.fuseSize ?? '',
    yearlyKwh: facility?.yearlyKwh != null ? formatNumber(facility.yearlyKwh, 0) : '',
    peakKw: facility?.peakKw != null ? formatTrimmed(facility.peakKw) : '',
    reducedEnergyTax: facility?.reducedTaxMunicipality ? 'true' : 'false',
  };
}

/** "november 2025 – oktober 2026", or the one month. */
function spanOf(months: readonly { month: string }[]): string {
  if (months.length === 0) return '';
  const [first, last] = [months[0]!.month, months.at(-1)!.month];
  return first === last ? monthName(first) : `${monthName(first)} – ${monthName(last)}`;
}

/** What the prefilled consumption and peak are based on, or why they are empty. */
export function prefillBasis(facility: GridCostFacility): { yearlyKwh: string; peakKw: string } {
  const { months } = facility;
  const peakMonths = months.filter((m) => m.peakKw !== null);
  return {
    yearlyKwh:
      facility.yearlyKwh !== null
        ? `Din förbrukning de senaste 12 månaderna, ${spanOf(months)}.`
        : months.length === 0
          ? 'Vi har inga hela månader med mätvärden för din anläggning. Fyll i en uppskattning.'
          : `Vi har bara ${months.length} hela månader med mätvärden (${spanOf(months)}), för lite för ett år. Fyll i en uppskattning.`,
    peakKw:
      facility.peakKw !== null
        ? `Medelvärdet av dina debiterade effekttoppar, ${peakMonths.length} ${peakMonths.length === 1 ? 'månad' : 'månader'} (${spanOf(peakMonths)}).`
        : 'Vi har inga debiterade effekttoppar för din anläggning. Fyll i en uppskattning.',
  };
}
