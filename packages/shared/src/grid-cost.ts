import { z } from 'zod/mini';
import { FUSE_SIZES } from './contract.ts';
import { customerId } from './customer.ts';
import { access, endpoint, reply } from './endpoint.ts';
import { VAT_BASES, vatBasis } from './money.ts';
import { line } from './text.ts';

// Beräkna din elnätskostnad (spec §2.6 electricity child berakna-din-elnatskostnad, §5 fuse sizes):
// a year's grid cost from the main fuse, the yearly consumption and the expected
// peak, line by line, with the price list in force. Decision 0024.

export type FuseSize = (typeof FUSE_SIZES)[number];

/** The fuse's current in ampere: '20A' → 20. */
export const fuseAmps = (fuse: FuseSize) => Number.parseInt(fuse, 10);

/**
 * The most a main fuse can carry, in W: three phases at 230/400 V, P = √3 × 400 V × I
 * (16 A ≈ 11,08 kW … 63 A ≈ 43,64 kW). A peak or a year's consumption above it cannot have been
 * measured behind that fuse.
 */
export const fuseMaxWatts = (fuse: FuseSize) => Math.floor(Math.sqrt(3) * 400 * fuseAmps(fuse));

/** The most energy the fuse can carry in a year: its full power every hour of a year (8 760 h), in kWh. */
export const fuseMaxYearlyKwh = (fuse: FuseSize) => Math.floor((fuseMaxWatts(fuse) * 8760) / 1000);

/** The form's fields, which are also the calculation's query parameters. */
export const GRID_COST_FIELDS = ['fuseSize', 'yearlyKwh', 'peakKw', 'reducedEnergyTax'] as const;
export type GridCostField = (typeof GRID_COST_FIELDS)[number];

export const GRID_COST_LABELS: Record<GridCostField, string> = {
  fuseSize: 'Huvudsäkring',
  yearlyKwh: 'Årsförbrukning (kWh)',
  peakKw: 'Förväntad effekttopp (kW)',
  reducedEnergyTax: 'Sänkt energiskatt',
};

const swedish = new Intl.NumberFormat('sv-SE', { maximumFractionDigits: 2 });
const LARGEST_FUSE = FUSE_SIZES.at(-1)!;

export const FUSE_MESSAGES = {
  missing: 'Välj huvudsäkring.',
  invalid: 'Välj en av säkringsstorlekarna 16, 20, 25, 35, 50 eller 63 A.',
} as const;

export const YEARLY_KWH_MESSAGES = {
  missing: 'Ange din årsförbrukning i kWh.',
  negative: 'Årsförbrukningen kan inte vara negativ.',
  decimals: 'Ange årsförbrukningen i hela kWh, utan decimaler.',
  notNumber: 'Ange årsförbrukningen med siffror, till exempel 20\u00a0000.',
  zero: 'Årsförbrukningen måste vara minst 1 kWh.',
  /** Above what even the largest fuse can carry in a year. */
  tooLarge: `Årsförbrukningen kan vara högst ${swedish.format(fuseMaxYearlyKwh(LARGEST_FUSE))} kWh, det som en huvudsäkring på 63 A räcker till på ett år.`,
} as const;

export const PEAK_MESSAGES = {
  missing: 'Ange din förväntade effekttopp i kW.',
  negative: 'Effekttoppen kan inte vara negativ.',
  notNumber: 'Ange effekttoppen med siffror, till exempel 3,5.',
  decimals: 'Ange effekttoppen med högst två decimaler.',
  zero: 'Effekttoppen måste vara större än 0 kW.',
  tooLarge: `Effekttoppen kan vara högst ${swedish.format(Math.floor(fuseMaxWatts(LARGEST_FUSE) / 10) / 100)} kW, det som en huvudsäkring på 63 A klarar.`,
} as const;

export const REDUCED_TAX_INVALID = 'Ange ja eller nej för sänkt energiskatt.';

/** The cross-field limits: what the chosen fuse can carry. */
export const overFuseYearlyKwh = (fuse: FuseSize) =>
  `En huvudsäkring på ${fuseAmps(fuse)} A räcker till högst ${swedish.format(fuseMaxYearlyKwh(fuse))} kWh per år. Kontrollera förbrukningen eller säkringen.`;
export const overFusePeak = (fuse: FuseSize) =>
  `En huvudsäkring på ${fuseAmps(fuse)} A klarar högst ${swedish.format(Math.floor(fuseMaxWatts(fuse) / 10) / 100)} kW. Kontrollera effekttoppen eller säkringen.`;

// Swedish numbers as people type them: "20 000" (a space, a no-break space or a narrow one between
// groups of three), "3,5". A point is read as a decimal point only in the peak, where "3.5" cannot
// be meant as thousands (3 500 kW is beyond every fuse); in the yearly consumption "20.000" is
// refused rather than read as 20 kWh.
const GROUPED = String.raw`(?:\d{1,3}(?:[ \u00a0\u202f]\d{3})+|\d+)`;
const INTEGER = new RegExp(`^${GROUPED}$`);
const DECIMAL = new RegExp(`^(${GROUPED})(?:[,.](\\d+))?$`);
const NEGATIVE = /^[-−–]/;
const digitsOf = (grouped: string) => grouped.replace(/[ \u00a0\u202f]/g, '');

/** Whole kWh from the typed text, or the Swedish reason it is not one. */
export function parseYearlyKwh(text: string): number | string {
  const typed = text.trim();
  if (typed === '') return YEARLY_KWH_MESSAGES.missing;
  if (NEGATIVE.test(typed)) return YEARLY_KWH_MESSAGES.negative;
  if (/^[\d \u00a0\u202f]*[,.]\d*$/.test(typed)) return YEARLY_KWH_MESSAGES.decimals;
  if (!INTEGER.test(typed)) return YEARLY_KWH_MESSAGES.notNumber;
  const digits = digitsOf(typed).replace(/^0+(?=\d)/, '');
  // Beyond seven digits it is past every fuse's year, and past what a Number holds exactly soon after.
  if (digits.length > 7) return YEARLY_KWH_MESSAGES.tooLarge;
  const kwh = Number(digits);
  if (kwh < 1) return YEARLY_KWH_MESSAGES.zero;
  if (kwh > fuseMaxYearlyKwh(LARGEST_FUSE)) return YEARLY_KWH_MESSAGES.tooLarge;
  return kwh;
}

/** kW with at most two decimals (10 W) from the typed text, or the Swedish reason it is not. */
export function parsePeakKw(text: string): number | string {
  const typed = text.trim();
  if (typed === '') return PEAK_MESSAGES.missing;
  if (NEGATIVE.test(typed)) return PEAK_MESSAGES.negative;
  const match = DECIMAL.exec(typed);
  if (!match) return PEAK_MESSAGES.notNumber;
  const whole = digitsOf(match[1]!).replace(/^0+(?=\d)/, '');
  const fraction = match[2] ?? '';
  if (fraction.length > 2) return PEAK_MESSAGES.decimals;
  if (whole.length > 3) return PEAK_MESSAGES.tooLarge;
  // Whole watts from the digits, so 3,55 is 3 550 W exactly, not 3.5499… × 1000.
  const watts = Number(whole) * 1000 + Number(fraction.padEnd(2, '0')) * 10;
  if (watts === 0) return PEAK_MESSAGES.zero;
  if (watts > fuseMaxWatts(LARGEST_FUSE)) return PEAK_MESSAGES.tooLarge;
  return watts / 1000;
}

const parsed = (parse: (text: string) => number | string, missing: string) =>
  z.pipe(
    z.string({ error: missing }),
    z.transform((text, context) => {
      const value = parse(text);
      if (typeof value === 'number') return value;
      context.issues.push({ code: 'custom', message: value, input: text });
      return z.NEVER;
    }),
  );

/**
 * The calculator's input as typed (the form's text, the query's strings), checked and read:
 * the fuse one of spec §5's sizes, the consumption in whole kWh, the peak in kW, and neither
 * beyond what the fuse can carry. One schema for the form and the server (decision 0024).
 */
export const gridCostInput = z
  .object({
    fuseSize: z.enum(FUSE_SIZES, { error: (issue) => (issue.input === undefined || issue.input === '' ? FUSE_MESSAGES.missing : FUSE_MESSAGES.invalid) }),
    yearlyKwh: parsed(parseYearlyKwh, YEARLY_KWH_MESSAGES.missing),
    peakKw: parsed(parsePeakKw, PEAK_MESSAGES.missing),
    reducedEnergyTax: z.pipe(
      z.optional(z.enum(['true', 'false'], { error: REDUCED_TAX_INVALID })),
      z.transform((value) => value === 'true'),
    ),
  })
  .check(
    z.superRefine(
      (input, context) => {
        // Also run when another field is wrong, so a peak the fuse cannot carry is named beside a
        // consumption with letters: a field that failed holds no number here, and is left alone.
        const fuse: unknown = input.fuseSize;
        if (!(FUSE_SIZES as readonly unknown[]).includes(fuse)) return;
        const fuseSize = fuse as FuseSize;
        if (typeof input.yearlyKwh === 'number' && input.yearlyKwh > fuseMaxYearlyKwh(fuseSize))
          context.addIssue({ code: 'custom', path: ['yearlyKwh'], message: overFuseYearlyKwh(fuseSize) });
        if (typeof input.peakKw === 'number' && Math.round(input.peakKw * 1000) > fuseMaxWatts(fuseSize))
          context.addIssue({ code: 'custom', path: ['peakKw'], message: overFusePeak(fuseSize) });
      },
      { when: () => true },
    ),
  );
export type GridCostInput = z.output<typeof gridCostInput>;
export type GridCostValues = Partial<Record<GridCostField, string>>;

export type CheckedGridCost = { ok: true; input: GridCostInput } | { ok: false; problems: Partial<Record<GridCostField, string>> };

/** The input, or the first Swedish message of each field that is wrong. */
export function checkGridCost(values: GridCostValues): CheckedGridCost {
  const result = gridCostInput.safeParse(values);
  if (result.success) return { ok: true, input: result.data };
  const problems: Partial<Record<GridCostField, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as GridCostField;
    problems[field] ??= issue.message;
  }
  return { ok: false, problems };
}

/** The input as the calculation's query sends it: the same strings the schema reads. */
export const gridCostQuery = (input: GridCostInput): Record<GridCostField, string> => ({
  fuseSize: input.fuseSize,
  yearlyKwh: String(input.yearlyKwh),
  peakKw: String(input.peakKw),
  reducedEnergyTax: String(input.reducedEnergyTax),
});

/**
 * The municipalities with the reduced energy tax on electricity for households and service
 * businesses: lag (1994:1776) om skatt på energi 11 kap. 12 § — every municipality of Norrbottens,
 * Västerbottens and Jämtlands län, and the ones named in four more län (Skatteverket; the same
 * list in the grid companies' notices of the rate).
 */
export const REDUCED_ENERGY_TAX_MUNICIPALITIES: readonly { county: string; municipalities: readonly string[]; wholeCounty: boolean }[] = [
  {
    county: 'Norrbottens län',
    wholeCounty: true,
    municipalities: [
      'Arjeplog',
      'Arvidsjaur',
      'Boden',
      'Gällivare',
      'Haparanda',
      'Jokkmokk',
      'Kalix',
      'Kiruna',
      'Luleå',
      'Pajala',
      'Piteå',
      'Älvsbyn',
      'Överkalix',
      'Övertorneå',
    ],
  },
  {
    county: 'Västerbottens län',
    wholeCounty: true,
    municipalities: [
      'Bjurholm',
      'Dorotea',
      'Lycksele',
      'Malå',
      'Nordmaling',
      'Norsjö',
      'Robertsfors',
      'Skellefteå',
      'Sorsele',
      'Storuman',
      'Umeå',
      'Vilhelmina',
      'Vindeln',
      'Vännäs',
      'Åsele',
    ],
  },
  {
    county: 'Jämtlands län',
    wholeCounty: true,
    municipalities: ['Berg', 'Bräcke', 'Härjedalen', 'Krokom', 'Ragunda', 'Strömsund', 'Åre', 'Östersund'],
  },
  { county: 'Västernorrlands län', wholeCounty: false, municipalities: ['Sollefteå', 'Ånge', 'Örnsköldsvik'] },
  { county: 'Gävleborgs län', wholeCounty: false, municipalities: ['Ljusdal'] },
  { county: 'Dalarnas län', wholeCounty: false, municipalities: ['Malung-Sälen', 'Mora', 'Orsa', 'Älvdalen'] },
  { county: 'Värmlands län', wholeCounty: false, municipalities: ['Torsby'] },
];

/** The reduced-tax municipality a place name is, case and spacing aside; null when it is none of them. */
export function reducedTaxMunicipality(place: string): string | null {
  const wanted = place.trim().toLocaleLowerCase('sv-SE');
  for (const { municipalities } of REDUCED_ENERGY_TAX_MUNICIPALITIES) {
    const found = municipalities.find((name) => name.toLocaleLowerCase('sv-SE') === wanted);
    if (found) return found;
  }
  return null;
}

/** A month of the customer's own data behind the prefill. */
export const gridCostMonth = z.object({
  /** YYYY-MM */
  month: z.string(),
  kwh: z.int(),
  /** The month's billed peak by the peak model valid then; null in a month without a power fee. */
  peakKw: z.nullable(z.number()),
});
export type GridCostMonth = z.infer<typeof gridCostMonth>;

/** A facility with a fuse-based grid contract, and what the calculator starts from for it. */
export const gridCostFacility = z.object({
  facilityKey: z.string(),
  facilityName: z.string(),
  city: z.string(),
  customerAccountIds: z.array(z.string()),
  /** The grid contract's main fuse; null when it is not one of spec §5's sizes. */
  fuseSize: z.nullable(z.enum(FUSE_SIZES)),
  /** The reduced-tax municipality the facility's place is; null when it is none of them. */
  reducedTaxMunicipality: z.nullable(z.string()),
  /** The last complete months with a full set of meter values (at most 12), oldest first. */
  months: z.array(gridCostMonth),
  /** The 12 months' consumption; null with fewer than 12 months of data. */
  yearlyKwh: z.nullable(z.int()),
  /** The average of the months' billed peaks (kW, two decimals); null without any. */
  peakKw: z.nullable(z.number()),
});
export type GridCostFacility = z.infer<typeof gridCostFacility>;

export const GRID_COST_LINE_KINDS = ['fixed', 'transfer', 'power', 'energyTax'] as const;

/** One line of the calculation: quantity × unit price (× months), its amount per year and per month (öre), on the calculation's `vatBasis`. */
export const gridCostLine = z.object({
  kind: z.enum(GRID_COST_LINE_KINDS),
  name: z.string(),
  quantity: z.number(),
  unit: z.string(),
  /** Öre per unit (may have decimals: 7,5 öre/kWh; 9,375 with 25 % VAT). */
  unitPriceOre: z.number(),
  /** The price is per month and charged for this many; null: the quantity is the year's. */
  months: z.nullable(z.int()),
  /** Null when the rate is not known (the reduced energy tax of a year not found). */
  yearOre: z.nullable(z.int()),
  monthOre: z.nullable(z.int()),
  /** Why an amount is missing, in Swedish. */
  note: z.nullable(z.string()),
});
export type GridCostLine = z.infer<typeof gridCostLine>;

const amount = z.object({ yearOre: z.int(), monthOre: z.int() });

export const gridCost = z.object({
  /** The day whose price lists apply (today in Sweden). */
  pricesOn: z.string(),
  priceList: z.object({ name: z.string(), productNumber: z.string(), kind: z.enum(['fuse', 'power']), from: z.string() }),
  energyTax: z.object({ from: z.string(), orePerKwh: z.nullable(z.number()), reduced: z.boolean() }),
  input: z.object({ fuseSize: z.enum(FUSE_SIZES), yearlyKwh: z.int(), peakKw: z.number(), reducedEnergyTax: z.boolean() }),
  /**
   * The lines on `vatBasis`. With VAT each line carries its share of the VAT (money.ts spreadVat),
   * so the lines add up to the total to the öre, per year and per month.
   */
  lines: z.array(gridCostLine),
  vatBasis,
  /** The lines' sum, excluding VAT. */
  net: amount,
  vatPercent: z.number(),
  vat: amount,
  /** net + vat: what the customer pays. */
  total: amount,
  /** False when a line's amount is not known: the sums are then of the known lines only. */
  complete: z.boolean(),
});
export type GridCost = z.infer<typeof gridCost>;

/** The query as it travels: any text, read by `gridCostInput` in the handler so a bad value is a 422 with every field's message. */
const calculationQuery = z.object({
  ...(Object.fromEntries(GRID_COST_FIELDS.map((field) => [field, z.optional(line(32))])) as Record<GridCostField, z.ZodMiniOptional<ReturnType<typeof line>>>),
  /** The customer's VAT basis the lines are shown on; without it, excluding VAT (decision 0054). */
  vatBasis: z.optional(z.enum(VAT_BASES, { error: 'Ange momsen som incl (inklusive moms) eller excl (exklusive moms).' })),
});

export const gridCostEndpoints = {
  facilities: endpoint({
    method: 'GET',
    path: '/v1/customers/:id/grid-cost/facilities',
    summary: 'Kundens anläggningar med säkringsabonnemang: säkring, förbrukning och effekttoppar de senaste 12 månaderna, till elnätskalkylatorn',
    params: z.object({ id: customerId }),
    reply: reply.dataList(gridCostFacility),
    access: access.read(),
  }),
  /** A calculation needs no customer's data: anyone signed in may try any figures. */
  calculate: endpoint({
    method: 'GET',
    path: '/v1/grid-cost',
    summary: 'Beräkna elnätskostnaden per år och månad med dagens prislista: fast avgift, överföring, effektavgift, energiskatt och moms (belopp i öre)',
    query: calculationQuery,
    reply: reply.dataFirst(gridCost),
    access: access.signedIn,
  }),
};
