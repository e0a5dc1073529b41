import type { PriceArea } from '@mina-sidor/shared/spot-price';
import { z } from 'zod';
import type { Db } from '../../db/connection.ts';
import { jobKind } from '../../jobs/queue.ts';
import { readPublishedDay } from './public-format.ts';
import { areasInUse, isPublished, type StoreOutcome, storePublishedDay } from './repository.ts';
import { fetchableDays, priceUrl } from './rules.ts';

/**
 * Fetches the day-ahead prices from the configured source (SPOT_PRICE_URL), every ten minutes on
 * one instance. Each run asks only for days still without published prices — tomorrow's from
 * 13:00, and today's if they never came — so once a day is in, it is not asked for again; a day
 * not yet published (404) is asked for again at the next run.
 */
export const fetchSpotPrices = jobKind({
  name: 'fetch-spot-prices',
  data: z.object({}),
  // A source that failed (not a 404) is tried twice more within the run's ten minutes.
  retryLimit: 2,
  retryDelaySeconds: 60,
  cron: '*/10 * * * *',
});

/** A source's answer has at most a few kilobytes; waiting longer than this means it is down. */
const FETCH_TIMEOUT_MS = 15_000;

export type FetchOutcome = StoreOutcome | 'not-published';

/** Fetches one day of one area: 404 is "not yet published" (not an error, and nothing is stored); anything else not OK throws. */
export async function fetchDay(template: string, area: PriceArea, day: string, db: Db): Promise<FetchOutcome> {
  const url = priceUrl(template, area, day);
  const response = await fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  if (response.status === 404) return 'not-published';
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const file = readPublishedDay(await response.json(), { area });
  if ('error' in file) throw new Error(`${url}: ${file.error}`);
  if (file.day !== day) throw new Error(`${url} gave the prices of ${file.day}, not ${day}`);
  return storePublishedDay(db, file);
}

/**
 * One run: every area in use, every day that can be fetched now and is not yet stored as
 * published. All areas are tried before a failure is thrown (for the queue to retry).
 */
export async function fetchDuePrices(db: Db, template: string, now = new Date()): Promise<{ area: PriceArea; day: string; outcome: FetchOutcome }[]> {
  const outcomes: { area: PriceArea; day: string; outcome: FetchOutcome }[] = [];
  const failures: string[] = [];
  for (const area of await areasInUse(db)) {
    for (const day of fetchableDays(now)) {
      if (await isPublished(db, area, day)) continue;
      try {
        outcomes.push({ area, day, outcome: await fetchDay(template, area, day, db) });
      } catch (error) {
        failures.push(error instanceof Error ? error.message : String(error));
      }
    }
  }
  if (failures.length > 0) throw new Error(`spot prices not fetched: ${failures.join('; ')}`);
  return outcomes;
}
