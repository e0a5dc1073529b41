// The price-lists module's public face (decision 0060): what the rest of the server may use of it.
export { priceListsKind } from './integration-kind.ts';
export {
  type DatedPeakModel,
  energyTaxOn,
  type EnergyTaxRate,
  type FuseSize,
  type GridTariff,
  gridTariffOn,
  lastFuseTariff,
  peakModelFor,
  type PriceLists,
  type TariffVersion,
  vatOn,
  waterTariffOn,
} from './lists.ts';
export { inForce, vatPercentFor } from './missing.ts';
export { readPriceLists } from './repository.ts';
export { listenForPriceLists, type PriceListSnapshot, type PriceListStore } from './store.ts';
