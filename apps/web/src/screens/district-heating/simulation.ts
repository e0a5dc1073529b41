import { type Cooling, coolingKelvin, flowChargeOre, m3PerMwhOf } from '@mina-sidor/shared/district-heating';

export type YearMonth = Cooling['year'][number];

/** What the customer plays with: the cooling ΔT (°C) and the yearly consumption (MWh). */
export interface SimulationInput {
  deltaK: number;
  yearlyMwh: number;
}

export type CostLineKey = 'base' | 'peak' | 'flow' | 'fixed';
export interface CostLine {
  key: CostLineKey;
  /** Öre over the twelve months as metered, and as simulated. */
  actualOre: number;
  simulatedOre: number;
}

/** The simulation's bounds: a ΔT outside them is not a working substation, a consumption outside them not a building. */
export const DELTA_BOUNDS = { min: 10, max: 60 } as const;
export const MWH_BOUNDS = { min: 0.1, max: 100_000 } as const;

const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

const inFlowMonths = (month: YearMonth) => month.tariff.flowMonths.includes(Number(month.month.slice(5, 7)));

/**
 * The year as metered, where the simulation starts: its consumption (MWh), and its ΔT over the
 * months the flow premium or charge applies in (October–April) that have flow — the cooling that
 * costs or pays; without any, over every month with flow; without flow at all, the target 40 °C.
 */
export function meteredYear(year: readonly YearMonth[]): SimulationInput {
  const measured = year.filter((m) => m.volumeM3 !== null && m.m3PerMwh !== null);
  const season = measured.filter(inFlowMonths);
  const months = season.length > 0 ? season : measured;
  const volume = months.reduce((sum, m) => sum + (m.volumeM3 ?? 0), 0);
  // The flow was measured over the hours that had it: their energy is volume / (m³/MWh).
  const pairedMwh = months.reduce((sum, m) => sum + (m.volumeM3 ?? 0) / (m.m3PerMwh ?? 1), 0);
  const deltaK = coolingKelvin(pairedMwh, volume);
  return {
    deltaK: deltaK === null ? 40 : round(deltaK, 1),
    yearlyMwh: round(year.reduce((sum, m) => sum + m.energyKwh, 0) / 1000, 1),
  };
}

/**
 * The year's cost line by line (öre), as metered and as simulated. Every month keeps its own tariff
 * and its share of the year's energy and of peak energy; the simulation scales each month's energy
 * to the chosen yearly consumption, and each October–April month's flow (m³/MWh) by metered ΔT /
 * chosen ΔT — a better cooling lowers every month's flow in proportion, so at the metered figures
 * the simulation is exactly the metered year. A month without a flow reading is taken at the
 * metered ΔT (as the provider estimates a missing reading), in both columns.
 */
export function simulateYear(year: readonly YearMonth[], input: SimulationInput): CostLine[] {
  const metered = meteredYear(year);
  const meteredMwh = year.reduce((sum, m) => sum + m.energyKwh, 0) / 1000;
  const scale = meteredMwh > 0 ? input.yearlyMwh / meteredMwh : 0;
  const flowFactor = metered.deltaK / input.deltaK;
  const lines: Record<CostLineKey, CostLine> = {
    base: { key: 'base', actualOre: 0, simulatedOre: 0 },
    peak: { key: 'peak', actualOre: 0, simulatedOre: 0 },
    flow: { key: 'flow', actualOre: 0, simulatedOre: 0 },
    fixed: { key: 'fixed', actualOre: 0, simulatedOre: 0 },
  };
  for (const month of year) {
    const { tariff } = month;
    lines.base.actualOre += Math.round(month.baseKwh * tariff.baseOrePerKwh);
    lines.base.simulatedOre += Math.round(month.baseKwh * scale * tariff.baseOrePerKwh);
    lines.peak.actualOre += Math.round(month.peakKwh * tariff.peakOrePerKwh);
    lines.peak.simulatedOre += Math.round(month.peakKwh * scale * tariff.peakOrePerKwh);
    if (inFlowMonths(month)) {
      const energyMwh = month.energyKwh / 1000;
      const flow = month.m3PerMwh ?? m3PerMwhOf(metered.deltaK);
      lines.flow.actualOre += flowChargeOre(flow, energyMwh, tariff.flow);
      lines.flow.simulatedOre += flowChargeOre(flow * flowFactor, energyMwh * scale, tariff.flow);
    }
    const fixed = Math.round(tariff.fixedOrePerYear / 12);
    lines.fixed.actualOre += fixed;
    lines.fixed.simulatedOre += fixed;
  }
  return [lines.base, lines.peak, lines.flow, lines.fixed];
}

/** A field's text as a number in Swedish ("450,5", "1 200"), or the Swedish message saying what is wrong. */
export function parseInput(text: string, bounds: { min: number; max: number }, unit: string): number | string {
  const cleaned = text.replace(/[\s\u00a0]/g, '').replace(',', '.');
  if (cleaned === '') return `Ange ett värde i ${unit}.`;
  if (!/^\d+(\.\d+)?$/.test(cleaned)) return `Ange ett tal i ${unit}, till exempel ${unit === 'MWh' ? '450,5' : '42'}.`;
  const value = Number(cleaned);
  if (value < bounds.min || value > bounds.max)
    return `Ange ett värde mellan ${String(bounds.min).replace('.', ',')} och ${bounds.max.toLocaleString('sv-SE')} ${unit}.`;
  return value;
}
