import { z } from 'zod/mini';
import { customerId } from './customer.ts';
import { access, endpoint, reply } from './endpoint.ts';
import { vatBasis } from './money.ts';
import { DATE_PICKER_BOUNDS, localDate } from './text.ts';

// Spotpriser (spec §2.6 electricity child spotpriser, "a tool"): the day-ahead
// prices of the price area of the customer's facility. A file of its own, so the first page's
// bundle does not carry it.

/** Sweden's four price areas (elområden), north to south. */
export const PRICE_AREAS = ['SE1', 'SE2', 'SE3', 'SE4'] as const;
export type PriceArea = (typeof PRICE_AREAS)[number];

/** The city each area is named after in everyday speech (Svenska kraftnät's names). */
export const PRICE_AREA_CITIES: Record<PriceArea, string> = { SE1: 'Luleå', SE2: 'Sundsvall', SE3: 'Stockholm', SE4: 'Malmö' };

/**
 * A day's prices: published (stored); not yet published (a day after today that has none: the
 * next day's prices come shortly after 13:00); missing (a day up to today that has none — never
 * shown as zero).
 */
export const DAY_STATUSES = ['published', 'not-yet-published', 'missing'] as const;
export type DayStatus = (typeof DAY_STATUSES)[number];

/** A price in öre/kWh, without and with VAT (the server adds the VAT, in one place). */
export const price = z.object({ exclVat: z.number(), inclVat: z.number() });
export type Price = z.infer<typeof price>;

/** One interval of the day-ahead market: a quarter-hour (from delivery day 2025-10-01) or an hour. */
export const priceInterval = z.object({
  /** Instants, ISO in UTC. */
  start: z.string(),
  end: z.string(),
  price,
});
export type PriceInterval = z.infer<typeof priceInterval>;

export const priceSummary = z.object({ average: price, min: price, max: price });
export type PriceSummary = z.infer<typeof priceSummary>;

/** A facility with electricity and the price area it is in. */
export const spotPriceFacility = z.object({
  facilityKey: z.string(),
  displayName: z.string(),
  address: z.string(),
  customerAccountIds: z.array(z.string()),
  area: z.enum(PRICE_AREAS),
});
export type SpotPriceFacility = z.infer<typeof spotPriceFacility>;

export const spotPriceDay = z.object({
  facilityKey: z.string(),
  area: z.enum(PRICE_AREAS),
  /** Local (Swedish) date. */
  day: z.string(),
  status: z.enum(DAY_STATUSES),
  /** 15 or 60; null without prices. */
  resolutionMinutes: z.nullable(z.union([z.literal(15), z.literal(60)])),
  /** The market's own intervals, in time order; empty without prices. */
  intervals: z.array(priceInterval),
  /** The hourly averages (the intervals themselves on an hourly day): 23, 24 or 25. */
  hours: z.array(priceInterval),
  summary: z.nullable(priceSummary),
});
export type SpotPriceDay = z.infer<typeof spotPriceDay>;

export const spotPriceMonthDay = z.object({ day: z.string(), status: z.enum(DAY_STATUSES), average: z.nullable(price) });
export type SpotPriceMonthDay = z.infer<typeof spotPriceMonthDay>;

export const spotPriceMonth = z.object({
  facilityKey: z.string(),
  area: z.enum(PRICE_AREAS),
  /** YYYY-MM. */
  month: z.string(),
  /** Every day of the month. */
  days: z.array(spotPriceMonthDay),
  /** The plain average: every stored interval of the month by its length; null without prices. */
  average: z.nullable(price),
  /**
   * The customer's own average: Σ(price × kWh) / Σ kWh over the intervals with both a price and a
   * metered value of the facility's electricity meter; null without such intervals.
   */
  weighted: z.nullable(z.object({ average: price, kWh: z.number() })),
});
export type SpotPriceMonth = z.infer<typeof spotPriceMonth>;

/**
 * Ditt elpris (decision 0072): what a kWh costs the customer in one interval of
 * the day-ahead market, in öre/kWh — the spot price, the contract's mark-up, the grid's transfer
 * fee and the energy tax without VAT, the VAT on their sum (0 for a customer who reads prices
 * without VAT, decision 0054) and the total on the customer's basis.
 */
export const pricedInterval = z.object({
  /** Instants, ISO in UTC. */
  start: z.string(),
  end: z.string(),
  spot: z.number(),
  markup: z.number(),
  transfer: z.number(),
  energyTax: z.number(),
  vat: z.number(),
  total: z.number(),
});
export type PricedInterval = z.infer<typeof pricedInterval>;

/** The cheapest three hours in a row of a day outside the peak window, by their average total price. */
export const cheapestWindow = z.object({ start: z.string(), end: z.string(), average: z.number() });
export type CheapestWindow = z.infer<typeof cheapestWindow>;

export const pricedDay = z.object({
  /** Local (Swedish) date. */
  day: z.string(),
  status: z.enum(DAY_STATUSES),
  /** 15 or 60; null without prices. */
  resolutionMinutes: z.nullable(z.union([z.literal(15), z.literal(60)])),
  intervals: z.array(pricedInterval),
  /** Null without prices, or when no three hours in a row are left (today, late) outside the peak window. */
  cheapest: z.nullable(cheapestWindow),
});
export type PricedDay = z.infer<typeof pricedDay>;

/** The hours the grid's power fee counts (local, `from` to `to`), on weekdays that are not holidays when `weekdaysOnly`. */
export const peakWindow = z.object({ from: z.int(), to: z.int(), weekdaysOnly: z.boolean() });
export type PeakWindow = z.infer<typeof peakWindow>;

export const yourPrice = z.discriminatedUnion('kind', [
  /** A fixed-price electricity contract: the spot price does not change what the customer pays for a kWh. */
  z.object({
    kind: z.literal('fixed'),
    facilityKey: z.string(),
    vatBasis,
    productName: z.string(),
    /** The contract's energy price, öre/kWh on the customer's basis. */
    energyPrice: z.number(),
    /** Its monthly fee, öre on the customer's basis; null without one. */
    monthlyFee: z.nullable(z.number()),
    /** The last day of the fixed price (local date); null when it runs until further notice. */
    endDate: z.nullable(z.string()),
    /** The facility sells a surplus, which is paid by the spot price. */
    sellsSurplus: z.boolean(),
  }),
  /** A variable-price contract: the day and the next, each interval with its parts. */
  z.object({
    kind: z.literal('variable'),
    facilityKey: z.string(),
    area: z.enum(PRICE_AREAS),
    vatBasis,
    productName: z.string(),
    /** Its monthly fee, öre on the customer's basis; null without one. */
    monthlyFee: z.nullable(z.number()),
    /** The window the cheapest hours avoid; null when the facility's grid tariff has no power fee with one. */
    peakWindow: z.nullable(peakWindow),
    days: z.array(pricedDay),
  }),
  /** No electricity contract with us on the day: the spot prices alone are shown. */
  z.object({ kind: z.literal('none'), facilityKey: z.string() }),
]);
export type YourPrice = z.infer<typeof yourPrice>;

const params = z.object({ id: customerId });
const facility = z.string().check(z.regex(/^[A-Za-z0-9-]{1,40}$/, { message: 'Anläggningen är ogiltig.' }));
/** A day within the date picker's bounds (spec §5, §9). */
const day = localDate.check(
  z.refine((d) => d >= DATE_PICKER_BOUNDS.min && d <= DATE_PICKER_BOUNDS.max, {
    message: `Välj ett datum mellan ${DATE_PICKER_BOUNDS.min} och ${DATE_PICKER_BOUNDS.max}.`,
  }),
);
/** A month 'YYYY-MM' within the date picker's bounds. */
const month = z.string().check(z.regex(/^(19|20)\d\d-(0[1-9]|1[0-2])$/, { message: 'Ange en månad som ÅÅÅÅ-MM mellan år 1900 och 2099.' }));

export const spotPriceEndpoints = {
  facilities: endpoint({
    method: 'GET',
    path: '/v2/customers/:id/spot-prices/facilities',
    summary: 'Kundens anläggningar med el och deras elområde (SE1–SE4)',
    params,
    reply: reply.dataList(spotPriceFacility),
    access: access.read(),
  }),
  day: endpoint({
    method: 'GET',
    path: '/v2/customers/:id/spot-prices/day',
    summary: 'Dagens spotpriser i anläggningens elområde, öre/kWh utan och med moms, per kvart eller timme med timmedel',
    params,
    query: z.object({ facility, day }),
    reply: reply.dataFirst(spotPriceDay),
    access: access.read(),
  }),
  month: endpoint({
    method: 'GET',
    path: '/v2/customers/:id/spot-prices/month',
    summary: 'Månadens spotpriser per dag, månadens medelpris och kundens förbrukningsviktade medelpris',
    params,
    query: z.object({ facility, month }),
    reply: reply.dataFirst(spotPriceMonth),
    access: access.read(),
  }),
  yourPrice: endpoint({
    method: 'GET',
    path: '/v2/customers/:id/spot-prices/your-price',
    summary: 'Ditt elpris: det fasta priset med slutdatum, eller det rörliga priset per kvart eller timme med sina delar för dagen och nästa dag',
    params,
    query: z.object({ facility, day }),
    reply: reply.dataFirst(yourPrice),
    access: access.read(),
  }),
};
