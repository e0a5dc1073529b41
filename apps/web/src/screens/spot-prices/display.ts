import { PRICE_AREA_CITIES, type Price, type PriceArea, type PriceInterval } from '@mina-sidor/shared/spot-price';
import { formatNumber } from '@/lib/number-format.ts';
import { clockTime } from '@/lib/swedish.ts';

/** "Elområde 3 (SE3, Stockholm)": how the price sites name an area. */
export const areaLabel = (area: PriceArea): string => `Elområde ${area.slice(2)} (${area}, ${PRICE_AREA_CITIES[area]})`;

/** The price shown: with VAT unless the customer chose without. */
export const shownPrice = (price: Price, withVat: boolean): number => (withVat ? price.inclVat : price.exclVat);

/** "45,12 öre/kWh": two decimals of öre, as Swedish price sites show spot prices. */
export const formatOre = (ore: number): string => `${formatNumber(ore, 2)}\u00a0öre/kWh`;

/** "14:00–14:15". */
export const intervalLabel = (interval: Pick<PriceInterval, 'start' | 'end'>): string => `${clockTime(interval.start)}–${clockTime(interval.end)}`;

/** The interval running at `now`, or -1. */
export const currentIndex = (intervals: readonly Pick<PriceInterval, 'start' | 'end'>[], now: Date): number =>
  intervals.findIndex((i) => Date.parse(i.start) <= now.getTime() && now.getTime() < Date.parse(i.end));

// Local dates are shown as they are: formatted at UTC midnight, a date cannot shift.
const LONG_DAY = new Intl.DateTimeFormat('sv-SE', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const DAY_MONTH = new Intl.DateTimeFormat('sv-SE', { day: 'numeric', month: 'long', timeZone: 'UTC' });

/** "måndag 23 november 2026". */
export const dayTitle = (day: string): string => LONG_DAY.format(new Date(`${day}T00:00:00Z`));
/** "14 oktober". */
export const dayAndMonth = (day: string): string => DAY_MONTH.format(new Date(`${day}T00:00:00Z`));
