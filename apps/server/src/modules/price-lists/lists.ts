import type { FUSE_SIZES } from '@mina-sidor/shared/contract';
import type { Tariff } from '@mina-sidor/shared/district-heating';
import type { PriceListRecord } from '@mina-sidor/shared/price-list';
import { addMonths } from '../../lib/swedish-time.ts';
import type { PeakModel } from '../../lib/peak-model.ts';
import { peakModelNamed } from '../../lib/peak-models.ts';

/**
 * The price lists as the rules read them (decision 0052): each kind's entries oldest first, each
 * applying from its first day until the next entry of its timeline starts or its own last day has
 * passed — a price change never rewrites a past month. Amounts are öre excluding VAT. Pure: the
 * rules are given these as data (store.ts keeps them per instance).
 */

export type FuseSize = (typeof FUSE_SIZES)[number];

/** An entry's days: its first, and its last when it ends without a successor (null: until replaced). */
export interface Dated {
  from: string;
  to: string | null;
}

export interface GridTariff extends Dated {
  /** `fuse`: fixed fee by fuse and a transfer fee; `power`: those and a fee on the month's peak (the peak model in force). */
  kind: 'fuse' | 'power';
  productNumber: string;
  name: string;
  fixedOrePerMonth: Readonly<Record<FuseSize, number>>;
  transferOrePerKwh: number;
}

export interface EnergyTaxRate extends Dated {
  orePerKwh: number;
  /** The reduced rate of the northern municipalities (lag 1994:1776 11 kap. 12 §); null where it is not known. */
  northernOrePerKwh: number | null;
}

export interface VatRate extends Dated {
  percent: number;
}

/** A peak model in force from a day: past months keep theirs. */
export interface DatedPeakModel extends Dated {
  name: string;
  model: PeakModel;
}

/** A district-heating tariff version as the provider publishes it, over whole months: the fixed fee differs for private and company customers. */
export interface TariffVersion extends Omit<Tariff, 'fixedOrePerYear'> {
  fixedOrePerYear: { private: number; company: number };
}

export interface WaterTariff extends Dated {
  productNumber: string;
  name: string;
  usageOrePerM3: number;
  fixedOrePerYear: number;
}

export interface PriceLists {
  gridTariffs: readonly GridTariff[];
  energyTax: readonly EnergyTaxRate[];
  vat: readonly VatRate[];
  peakModels: readonly DatedPeakModel[];
  districtHeating: readonly TariffVersion[];
  water: readonly WaterTariff[];
}

export const NO_PRICE_LISTS: PriceLists = { gridTariffs: [], energyTax: [], vat: [], peakModels: [], districtHeating: [], water: [] };

/** The entry of a timeline (oldest first) in force on a day (YYYY-MM-DD), if any. */
export function inForceOn<T extends Dated>(entries: readonly T[], day: string): T | undefined {
  const entry = entries.findLast((candidate) => candidate.from <= day);
  return entry && (entry.to === null || day <= entry.to) ? entry : undefined;
}

/** The water price list in force on a day. */
export const waterTariffOn = (day: string, tariffs: readonly WaterTariff[]): WaterTariff | undefined => inForceOn(tariffs, day);

/** The grid price list in force on a day. */
export const gridTariffOn = (day: string, tariffs: readonly GridTariff[]): GridTariff | undefined => inForceOn(tariffs, day);

/** The last fuse-based price list: what a customer paid before the power tariff. */
export const lastFuseTariff = (tariffs: readonly GridTariff[]): GridTariff | undefined => tariffs.findLast((entry) => entry.kind === 'fuse');

/** The energy tax in force on a day. */
export const energyTaxOn = (day: string, rates: readonly EnergyTaxRate[]): EnergyTaxRate | undefined => inForceOn(rates, day);

/** The VAT (percent) in force on a day. */
export const vatOn = (day: string, rates: readonly VatRate[]): number | undefined => inForceOn(rates, day)?.percent;

/** The peak model in force on the first day of the month (YYYY-MM): a month has one model. */
export const peakModelFor = (month: string, models: readonly DatedPeakModel[]): PeakModel | undefined => inForceOn(models, `${month}-01`)?.model;

const byStart = (a: PriceListRecord, b: PriceListRecord) => (a.validFrom < b.validFrom ? -1 : a.validFrom > b.validFrom ? 1 : 0);

/**
 * The rules' price lists from the stored records. A peak model whose name this version of the
 * portal does not know (a name removed since it was stored) is as if absent: its months have no
 * power fee shown, rather than a wrong one.
 */
export function priceListsOf(records: readonly PriceListRecord[]): PriceLists {
  const sorted = [...records].sort(byStart);
  const dated = (record: PriceListRecord): Dated => ({ from: record.validFrom, to: record.validTo });
  const lists = {
    gridTariffs: [] as GridTariff[],
    energyTax: [] as EnergyTaxRate[],
    vat: [] as VatRate[],
    peakModels: [] as DatedPeakModel[],
    water: [] as WaterTariff[],
  };
  const heating: Extract<PriceListRecord, { kind: 'district-heating' }>[] = [];
  for (const record of sorted) {
    switch (record.kind) {
      case 'grid-tariff':
        lists.gridTariffs.push({
          ...dated(record),
          kind: record.tariffType,
          productNumber: record.productNumber,
          name: record.name,
          fixedOrePerMonth: record.fixedOrePerMonth,
          transferOrePerKwh: record.transferOrePerKwh,
        });
        break;
      case 'energy-tax':
        lists.energyTax.push({ ...dated(record), orePerKwh: record.orePerKwh, northernOrePerKwh: record.northernOrePerKwh });
        break;
      case 'vat':
        lists.vat.push({ ...dated(record), percent: record.percent });
        break;
      case 'peak-model': {
        const model = peakModelNamed(record.model, record.priceOrePerKw);
        if (model) lists.peakModels.push({ ...dated(record), name: record.model, model });
        break;
      }
      case 'district-heating':
        heating.push(record);
        break;
      case 'water':
        lists.water.push({
          ...dated(record),
          productNumber: record.productNumber,
          name: record.name,
          usageOrePerM3: record.usageOrePerM3,
          fixedOrePerYear: record.fixedOrePerYear,
        });
        break;
    }
  }
  return { ...lists, districtHeating: heatingVersions(heating) };
}

/** District heating's versions over whole months (decision 0030): each ends the month before the next starts, or with its own last month. */
function heatingVersions(records: readonly Extract<PriceListRecord, { kind: 'district-heating' }>[]): TariffVersion[] {
  return records.map((record, index) => {
    const next = records[index + 1];
    const ownLast = record.validTo?.slice(0, 7) ?? null;
    const beforeNext = next ? addMonths(next.validFrom.slice(0, 7), -1) : null;
    const validTo = ownLast === null ? beforeNext : beforeNext === null || ownLast < beforeNext ? ownLast : beforeNext;
    return {
      validFrom: record.validFrom.slice(0, 7),
      validTo,
      baseOrePerKwh: record.baseOrePerKwh,
      peakOrePerKwh: record.peakOrePerKwh,
      peakBelowCelsius: record.peakBelowCelsius,
      flow: { ...record.flow },
      flowMonths: [...record.flowMonths],
      coolingTargetK: record.coolingTargetK,
      fixedOrePerYear: { ...record.fixedOrePerYear },
    };
  });
}
