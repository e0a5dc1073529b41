import { consumptionEndpoints, type ConsumptionSeries } from '@mina-sidor/shared/consumption';
import { found, HttpError } from '../../http/http-error.ts';
import { route, serialized, type Module, type SerializedBody } from '../../http/module.ts';
import { meterValueCache } from '../../db/meter-value-cache.ts';
import { swedishToday } from '../../lib/swedish-time.ts';
import { TEMPERATURE_AREA } from './temperature.ts';
import { forecastReadFrom, makeForecast } from './forecast.ts';
import { readForecastDays } from './forecast-repository.ts';
import { listMeteringPoints, readCalendarView, readIntradayView } from './repository.ts';
import { comparisonSpan, isClosed, periodTooLong, seriesQuality, seriesTotal, unitOf } from './rules.ts';

const CLOSED_PERIOD_TTL_MS = 10 * 60_000;
/** A year of quarter-hours with its comparison is about 2.5 MB serialized; a year of days about 70 KB. */
const CLOSED_PERIOD_CACHE_BYTES = 64 * 1024 * 1024;

/** Consumption (and production) per metering point, aggregated in Swedish local time. */
export const consumptionModule: Module = {
  name: 'consumption',
  routes: ({ valueChanges }) => {
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
        const today = swedishToday();
        const read = async () => {
          const previous = comparisonSpan(resolution, from, to, today);
          const before = compare === 'true' ? previous : null;
          const point = { customerId: id, meteringPointId };
          const span = { from, to };
          const view = found(
            resolution === 'quarter-hour' || resolution === 'hour'
              ? await readIntradayView(db, point, resolution, span, before, TEMPERATURE_AREA)
              : await readCalendarView(db, point, resolution, span, before, TEMPERATURE_AREA),
            'Mätpunkten hittades inte.',
          );
          return serialized(consumptionEndpoints.series, {
            meteringPointId,
            unit: unitOf(view.service),
            resolution,
            from,
            to,
            values: view.values,
            total: seriesTotal(view.values),
            quality: seriesQuality(view.values),
            comparison: view.comparison ? { ...previous, values: view.comparison, total: seriesTotal(view.comparison) } : null,
            temperatures: view.temperatures,
          });
        };
        // The customer is part of the key: an entry exists only once the point was found to be this customer's.
        return isClosed(to, today)
          ? closedPeriods.through(closedPeriods.version(meteringPointId), `${id}|${resolution}|${from}|${to}|${compare}`, read)
          : read();
      }),
      route(consumptionEndpoints.forecast, async ({ db, params }) => {
        const { id, meteringPointId } = params;
        const today = swedishToday();
        const stored = found(await readForecastDays(db, { customerId: id, meteringPointId }, forecastReadFrom(today), today), 'Mätpunkten hittades inte.');
        return { meteringPointId, unit: unitOf(stored.service), ...makeForecast(today, stored.days) };
      }),
    ];
  },
};
