import { PRICE_AREAS, type PriceArea } from '@mina-sidor/shared/spot-price';
import { z } from 'zod';
import { tiling } from './rules.ts';
import { inSwedishTime } from '../../lib/swedish-time.ts';

/**
 * The public JSON format of Swedish day-ahead prices (docs/domain.md "Spot prices"; as published by
 * elprisetjustnu.se, https://www.elprisetjustnu.se/api/v1/prices/2026/11-23_SE3.json): one file per
 * day and price area, an array of intervals with the price without VAT in SEK and EUR per kWh,
 * the exchange rate, and the interval's start and end with their UTC offset.
 */

/** The day-ahead market's price limits are a few EUR/kWh; a price beyond 100 SEK/kWh is a broken file. */
const MAX_SEK_PER_KWH = 100;

const publishedInterval = z.object({
  SEK_per_kWh: z.number().min(-MAX_SEK_PER_KWH).max(MAX_SEK_PER_KWH),
  EUR_per_kWh: z.number().min(-MAX_SEK_PER_KWH).max(MAX_SEK_PER_KWH),
  EXR: z.number().positive(),
  time_start: z.iso.datetime({ offset: true }),
  time_end: z.iso.datetime({ offset: true }),
});
export const publishedDay = z.array(publishedInterval).min(1).max(100);

/** One interval of a file, ready to store. */
export interface PublishedPrice {
  start: Date;
  minutes: 15 | 60;
  sekPerKwh: number;
  eurPerKwh: number;
  exr: number;
}

export interface PublishedFile {
  area: PriceArea;
  day: string;
  minutes: 15 | 60;
  prices: PublishedPrice[];
}

/** The public sites' file name: `MM-DD_SE3.json`, in a folder per year. */
const FILE_NAME = /(?:^|[/\\])(\d{2})-(\d{2})_(SE[1-4])\.json$/;

/** The month, day and area a file's name gives, when it follows the public sites' naming. */
export function nameOf(fileName: string): { monthDay: string; area: PriceArea } | null {
  const match = FILE_NAME.exec(fileName);
  return match ? { monthDay: `${match[1]}-${match[2]}`, area: match[3] as PriceArea } : null;
}

export const isPriceArea = (value: string): value is PriceArea => (PRICE_AREAS as readonly string[]).includes(value);

/**
 * Reads one file of the public format: the intervals must tile one local day exactly. The area
 * comes from `area`, else from the file's name; a name that gives a day must agree with the times.
 * Every problem is answered in Swedish.
 */
export function readPublishedDay(json: unknown, source: { fileName?: string; area?: PriceArea }): PublishedFile | { error: string } {
  const named = source.fileName ? nameOf(source.fileName) : null;
  const area = source.area ?? named?.area;
  if (!area) return { error: 'Ange elområdet (SE1–SE4) med --area eller i filnamnet, till exempel 11-23_SE3.json.' };
  if (source.area && named && named.area !== source.area) return { error: `Filnamnet säger ${named.area} men elområdet angavs som ${source.area}.` };
  const parsed = publishedDay.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return {
      error: `Filen följer inte formatet (en lista av SEK_per_kWh, EUR_per_kWh, EXR, time_start, time_end): ${issue?.path.join('.') || 'filen'} — ${issue?.message}.`,
    };
  }
  const intervals = parsed.data
    .map((p) => ({ ...p, start: new Date(p.time_start), end: new Date(p.time_end) }))
    .sort((a, b) => a.start.getTime() - b.start.getTime());
  const day = inSwedishTime(intervals[0]!.start).day;
  if (named && day.slice(5) !== named.monthDay) return { error: `Filnamnet säger ${named.monthDay} men priserna gäller ${day}.` };
  const tiled = tiling(day, intervals);
  if ('error' in tiled) return tiled;
  return {
    area,
    day,
    minutes: tiled.minutes,
    prices: intervals.map((p) => ({ start: p.start, minutes: tiled.minutes, sekPerKwh: p.SEK_per_kWh, eurPerKwh: p.EUR_per_kWh, exr: p.EXR })),
  };
}
