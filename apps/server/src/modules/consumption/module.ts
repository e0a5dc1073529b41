import { consumptionEndpoints, type ConsumptionSeries, type PeriodChange, type SeriesValue } from '@mina-sidor/shared/consumption';
import { found, HttpError } from '../../http/http-error.ts';
import { route, serialized, type Module, type SerializedBody } from '../../http/module.ts';
import { meterValueCache } from '../../db/meter-value-cache.ts';
import { addDays, swedishToday } from '../../lib/swedish-time.ts';
import { calendarChange, calendarComparison, intradayChanges } from './changes.ts';
import { TEMPERATURE_AREA } from './temperature.ts';
import { forecastReadFrom, makeForecast } from './forecast.ts';
import { readForecastDays } from './forecast-repository.ts';
import { listMeteringPoints, readCalendarView, readIntradayView } from './repository.ts';
import { comparisonSpan, isClosed, periodTooLong, seriesQuality, seriesTotal, unitOf } from './rules.ts';

const CLOSED_PERIOD_TTL_MS = 10 * 60_000;
/** A manually read meter has no hours: its values are readings spread over days (decision 0071). */
const MANUAL_RESOLUTION_MESSAGE = 'Mätaren läses av för hand. Förbrukningen visas per dag och längre, fördelad från avläsningarna.';
/** A year of quarter-hours with its comparison is about 2.5 MB serialized; a year of days about 70 KB. */
const CLOSED_PERIOD_CACHE_BYTES = 64 * 1024 * 1024;

/** Consumption (and production) per metering point, aggregated in Swedish local time. */
export const consumptionModule: Module = {
  name: 'consumption',
  routes: ({ valueChanges, now: clock }) => {
    // Closed periods are kept for ten minutes, serialized once, in at most 64 MB: the answer is the
    // same for everyone allowed to ask (the access policy still runs on every call), until the point's values change.
    const closedPeriods = meterValueCache<SerializedBody<ConsumptionSeries>>(valueChanges, {
      maxBytes: CLOSED_PERIOD_CACHE_BYTES,
      sizeOf: (body) => body.bytes.length,
      ttlMs: CLOSED_PERIOD_TTL_MS,
    });
    return [
      route(consumptionEndpoints.meteringPoints, async ({ db, params }) => listMeteringPoints(db, params.id)),
      route(consumptionEndpoints.series, async ({ db, params, query }) => {
        const { id, meteringPointId } = params;
        const { resolution, from, to, compare } = query;
        const tooLong = periodTooLong(resolution, from, to);
        if (tooLong) throw new HttpError(400, 'period_too_long', tooLong);
        const now = clock();
        const today = swedishToday(now);
        const previous = comparisonSpan(resolution, from, to, today);
        const answer = (
          view: { service: string; values: SeriesValue[]; comparison: SeriesValue[] | null; temperatures: ConsumptionSeries['temperatures'] },
          changes: PeriodChange[],
          basis: ConsumptionSeries['basis'],
        ) =>
          serialized(consumptionEndpoints.series, {
            meteringPointId,
            unit: unitOf(view.service),
            resolution,
            from,
            to,
            values: view.values,
            total: seriesTotal(view.values),
            quality: seriesQuality(view.values),
            basis,
            comparison: view.comparison ? { ...previous, values: view.comparison } : null,
            changes,
            temperatures: view.temperatures,
          });
        const read = async () => {
          const before = compare === 'true' ? previous : null;
          const point = { customerId: id, meteringPointId };
          const span = { from, to };
          if (resolution === 'quarter-hour' || resolution === 'hour') {
            // Today so far is compared with yesterday's same hours too.
            const yesterday = before && from === today ? { from: addDays(from, -1), to: from } : null;
            const view = found(
              await readIntradayView(db, point, resolution, { current: span, previous: before, yesterday, now }, TEMPERATURE_AREA),
              'Mätpunkten hittades inte.',
            );
            if (view.manual) throw new HttpError(400, 'read_manually', MANUAL_RESOLUTION_MESSAGE);
            const changes = view.comparison ? intradayChanges(from, to, today, now, view.values, view.comparison, view.yesterday) : [];
            return answer(view, changes, 'meter');
          }
          const compared = before && calendarComparison(resolution, from, to, today);
          const view = found(
            await readCalendarView(db, point, resolution, { current: span, previous: before, compared, today }, TEMPERATURE_AREA),
            'Mätpunkten hittades inte.',
          );
          const changes = compared && view.sums ? [calendarChange(compared, view.sums.current, view.sums.previous)] : [];
          return answer(view, changes, view.manual ? 'readings' : 'meter');
        };
        // The customer is part of the key: an entry exists only once the point was found to be this customer's.
        return isClosed(to, today)
          ? closedPeriods.through(closedPeriods.version(meteringPointId), `${id}|${resolution}|${from}|${to}|${compare}`, read)
          : read();
      }),
      route(consumptionEndpoints.forecast, async ({ db, params }) => {
        const { id, meteringPointId } = params;
        const today = swedishToday(clock());
        const stored = found(await readForecastDays(db, { customerId: id, meteringPointId }, forecastReadFrom(today), today), 'Mätpunkten hittades inte.');
        return { meteringPointId, unit: unitOf(stored.service), ...makeForecast(today, stored.days) };
      }),
    ];
  },
};
