import { z } from 'zod/mini';
import { FUSE_SIZES } from './contract.ts';
import { line, localDate } from './text.ts';

// Price lists and tariffs as the provider's systems send them (decision 0052): one
// record per price list entry, keyed by the source system's id, applying from a day until the next
// entry of its kind (or its own last day). Every amount is in öre excluding VAT, as the contracts'
// price components. The portal's rules read their prices from these, never from constants.

/** The scope a service client's token needs to send price lists. */
export const PRICE_LISTS_SCOPE = 'minasidor_price_lists_write';

/**
 * The kinds of price list. Each kind is one timeline (an entry is replaced by the next one to
 * start), except water, which has one per product.
 */
export const PRICE_LIST_KINDS = ['grid-tariff', 'energy-tax', 'vat', 'peak-model', 'district-heating', 'water'] as const;
export type PriceListKind = (typeof PRICE_LIST_KINDS)[number];

/** What a kind is called in a Swedish message. */
export const PRICE_LIST_KIND_NAMES: Readonly<Record<PriceListKind, string>> = {
  'grid-tariff': 'elnätsprislista',
  'energy-tax': 'energiskatt',
  vat: 'momssats',
  'peak-model': 'effektmodell',
  'district-heating': 'fjärrvärmetariff',
  water: 'vatten- och avloppstaxa',
};

/** A price in öre with at most two decimals (7.5 öre/kWh): the invoices compute in hundredths of öre. */
const ore = (what: string) =>
  z.number({ message: `Ange ${what} som ett tal (öre).` }).check(
    z.nonnegative({ message: `${capitalized(what)} får inte vara negativt.` }),
    z.refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, { message: `Ange ${what} i öre med högst två decimaler.` }),
  );
/** A whole number of öre. */
const wholeOre = (what: string) =>
  z
    .number({ message: `Ange ${what} som ett tal (öre).` })
    .check(z.int({ message: `Ange ${what} i hela öre.` }), z.nonnegative({ message: `${capitalized(what)} får inte vara negativt.` }));
const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const unknownFields = (issue: { code: string; keys?: string[] }) =>
  issue.code === 'unrecognized_keys' ? `Okänt fält: ${(issue.keys ?? []).join(', ')}.` : undefined;

/** What every entry has: the source system's id, its kind, and the days it applies. */
const entry = {
  /** The source system's id of the entry: the same id again is the same entry (changed, or unchanged). */
  id: line(100, 'Id får vara högst 100 tecken.').check(z.trim(), z.minLength(1, { message: 'Ange prislistans id.' })),
  /** The first day it applies (YYYY-MM-DD): a later entry of its kind replaces it from its own first day. */
  validFrom: localDate,
  /** Its last day, when it ends without a successor; null or left out: until the next entry starts. */
  validTo: z._default(z.nullable(localDate), null),
};

const productNumber = line(40, 'Produktnumret får vara högst 40 tecken.').check(z.trim(), z.minLength(1, { message: 'Ange produktnumret.' }));
const productName = line(120, 'Namnet får vara högst 120 tecken.').check(z.trim(), z.minLength(1, { message: 'Ange prislistans namn.' }));

/** The household grid tariff: a fixed fee by main fuse and a transfer fee; under a power tariff also the peak model's fee. */
export const gridTariffRecord = z.strictObject(
  {
    ...entry,
    kind: z.literal('grid-tariff'),
    productNumber,
    name: productName,
    /** fuse: the fees by fuse and energy only; power: a fee on the month's peak as well (the peak model in force). */
    tariffType: z.enum(['fuse', 'power'], { message: 'Ange tariffType som fuse (säkringstariff) eller power (effekttariff).' }),
    /** Öre per month, for every main fuse size. */
    fixedOrePerMonth: z.strictObject(
      Object.fromEntries(FUSE_SIZES.map((size) => [size, wholeOre(`den fasta avgiften för ${size}`)])) as Record<
        (typeof FUSE_SIZES)[number],
        ReturnType<typeof wholeOre>
      >,
      { error: unknownFields },
    ),
    transferOrePerKwh: ore('överföringsavgiften'),
  },
  { error: unknownFields },
);

/** Energiskatt on electricity, öre/kWh. */
export const energyTaxRecord = z.strictObject(
  {
    ...entry,
    kind: z.literal('energy-tax'),
    orePerKwh: ore('energiskatten'),
    /** The reduced rate of the northern municipalities (lag 1994:1776 11 kap. 12 §); null where it is not known. */
    northernOrePerKwh: z._default(z.nullable(ore('den sänkta energiskatten')), null),
  },
  { error: unknownFields },
);

/** Mervärdesskatt on energy and water, percent. */
export const vatRecord = z.strictObject(
  {
    ...entry,
    kind: z.literal('vat'),
    percent: z
      .number({ message: 'Ange momssatsen i procent.' })
      .check(
        z.int({ message: 'Ange momssatsen i hela procent.' }),
        z.gte(0, { message: 'Momssatsen kan inte vara negativ.' }),
        z.lte(100, { message: 'Momssatsen kan inte vara över 100 procent.' }),
      ),
  },
  { error: unknownFields },
);

/**
 * The power tariff's peak model, by name (one the portal knows how to compute: its catalogue is in
 * docs/integration.md), and its price per kW of billed peak and month.
 */
export const peakModelRecord = z.strictObject(
  {
    ...entry,
    kind: z.literal('peak-model'),
    model: line(60, 'Modellens namn får vara högst 60 tecken.').check(z.trim(), z.minLength(1, { message: 'Ange effektmodellens namn.' })),
    priceOrePerKw: wholeOre('effektavgiften per kW'),
  },
  { error: unknownFields },
);

/** The district-heating tariff, over whole months: it starts on a month's first day (and ends on a last day). */
export const districtHeatingRecord = z.strictObject(
  {
    ...entry,
    kind: z.literal('district-heating'),
    baseOrePerKwh: ore('baseffektens energipris'),
    peakOrePerKwh: ore('spetsenergins pris'),
    /** A day whose mean outdoor temperature is below this (°C) is a peak day: all its energy is peak energy. */
    peakBelowCelsius: z.number({ message: 'Ange temperaturen för spetsdagar i °C.' }).check(z.gte(-50), z.lte(20)),
    flow: z.strictObject(
      {
        referenceM3PerMwh: z.number({ message: 'Ange referensflödet i m³/MWh.' }).check(z.positive({ message: 'Referensflödet måste vara större än 0.' })),
        orePerM3: ore('flödespriset'),
      },
      { error: unknownFields },
    ),
    /** The months (1–12) the flow premium or charge applies in. */
    flowMonths: z
      .array(z.int().check(z.gte(1), z.lte(12)), { message: 'Ange flödesmånaderna som en lista med månader 1–12.' })
      .check(z.refine((months) => new Set(months).size === months.length, { message: 'En flödesmånad står två gånger.' })),
    coolingTargetK: z.number({ message: 'Ange avkylningsmålet i K.' }).check(z.positive({ message: 'Avkylningsmålet måste vara större än 0.' })),
    fixedOrePerYear: z.strictObject(
      { private: wholeOre('den fasta avgiften för privatkunder'), company: wholeOre('den fasta avgiften för företag') },
      {
        error: unknownFields,
      },
    ),
  },
  { error: unknownFields },
);

/** A water and sewage product's tariff (brukningsavgift per m³ and a fixed fee per year), one timeline per product. */
export const waterRecord = z.strictObject(
  {
    ...entry,
    kind: z.literal('water'),
    productNumber,
    name: productName,
    usageOrePerM3: ore('brukningsavgiften per m³'),
    fixedOrePerYear: wholeOre('den fasta avgiften per år'),
  },
  { error: unknownFields },
);

/** Whether a date 'YYYY-MM-DD' is the last day of its month: the next day is a first. */
function isLastOfMonth(day: string): boolean {
  const next = new Date(`${day}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.getUTCDate() === 1;
}

/** One price list entry as the provider's systems send it (POST /v1/integration/price-lists). */
export const priceListRecord = z
  .discriminatedUnion('kind', [gridTariffRecord, energyTaxRecord, vatRecord, peakModelRecord, districtHeatingRecord, waterRecord], {
    error: (issue) => (issue.code === 'invalid_union' ? `Ange kind som ett av ${PRICE_LIST_KINDS.join(', ')}.` : undefined),
  })
  .check(
    z.refine((record) => record.validTo === null || record.validTo >= record.validFrom, {
      message: 'validTo får inte vara före validFrom.',
      path: ['validTo'],
    }),
    z.refine(
      (record) => record.kind !== 'district-heating' || (record.validFrom.endsWith('-01') && (record.validTo === null || isLastOfMonth(record.validTo))),
      {
        message: 'En fjärrvärmetariff gäller hela månader: validFrom ska vara en månads första dag och validTo en månads sista.',
        path: ['validFrom'],
      },
    ),
  );
export type PriceListRecord = z.output<typeof priceListRecord>;
/** A record as it may be written: validTo and northernOrePerKwh may be left out. */
export type PriceListRecordInput = z.input<typeof priceListRecord>;

/** The timeline an entry belongs to within its kind: a water product's number, else the kind's one timeline (''). */
export const seriesOf = (record: PriceListRecord): string => (record.kind === 'water' ? record.productNumber : '');
