import { consumptionSeries, customerId, dataEnvelope, meteringPointSummary, seriesQuery, type Quality } from '@mina-sidor/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authorizeCustomer } from '../auth/policy.ts';
import { addDays, comparisonPeriod, daysBetween, MAX_DAYS } from '../domain/periods.ts';
import { ExpiringLru } from '../domain/expiring-lru.ts';
import { HttpError, notFound } from '../http-error.ts';
import { listMeteringPoints, readCalendarView, readIntradayView, swedishToday, unitOf } from '../repositories/meter-values.ts';
import { TEMPERATURE_AREA } from '../seed/meter-values.ts';
import type { RouteOptions } from './route-options.ts';

const params = z.object({ id: customerId });
const RESOLUTION_NAMES = { 'quarter-hour': 'kvart', hour: 'timme', day: 'dag', week: 'vecka', month: 'månad', year: 'år' } as const;

const sum = (values: { value: number | null }[]) => Math.round(values.reduce((acc, v) => acc + (v.value ?? 0), 0) * 1000) / 1000;

/** Consumption (and production) per metering point, aggregated in Swedish local time. */
const seriesEnvelope = dataEnvelope(consumptionSeries);

export const consumptionRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { db }) => {
  // Closed periods (ended before today) are kept for ten minutes: their values no longer change
  // but for rare corrections, and the answer is the same for everyone allowed to ask.
  const closedPeriods = new ExpiringLru<Buffer>(2000);
  const CLOSED_PERIOD_TTL_MS = 10 * 60_000;

  app.get(
    '/api/v2/customers/:id/meteringpoints',
    { schema: { summary: 'Kundens mätpunkter med tjänst, typ, enhet och upplösning', params, response: { 200: dataEnvelope(meteringPointSummary) } } },
    async (request) => {
      await authorizeCustomer(db, request.caller, request.params.id, 'read', 'meteringpoints.read');
      return { data: await listMeteringPoints(db, request.params.id) };
    },
  );

  app.get(
    '/api/v2/customers/:id/meteringpoints/:meteringPointId/values',
    {
      schema: {
        summary: 'Förbrukning för en mätpunkt och period, med samma period året innan och utetemperatur',
        params: params.extend({ meteringPointId: z.string().regex(/^[A-Z0-9-]{1,40}$/, { message: 'Mätpunkten är ogiltig.' }) }),
        querystring: seriesQuery,
        response: { 200: seriesEnvelope },
      },
    },
    async (request, reply) => {
      const { id, meteringPointId } = request.params;
      const { resolution, from, to, compare } = request.query;
      await authorizeCustomer(db, request.caller, id, 'read', 'meter-values.read');
      // Fastify sends a buffer with a JSON content type as it is: the body was serialized and encoded once, here or before.
      const json = (body: Buffer) => reply.type('application/json; charset=utf-8').send(body as unknown as z.infer<typeof seriesEnvelope>);
      if (daysBetween(from, to) > MAX_DAYS[resolution]) {
        throw new HttpError(400, 'period_too_long', `Perioden är för lång för upplösningen ${RESOLUTION_NAMES[resolution]}. Välj en kortare period.`);
      }
      const today = swedishToday();
      const closed = to < today;
      // The customer is part of the key: an entry exists only once the point was found to be this customer's.
      const cacheKey = `${id}|${meteringPointId}|${resolution}|${from}|${to}|${compare}`;
      const cached = closed ? closedPeriods.get(cacheKey) : undefined;
      if (cached) return json(cached);
      // Compare like with like: a period still running is compared up to the same day a year earlier.
      const tomorrow = addDays(today, 1);
      const previous = comparisonPeriod(resolution, from, to > tomorrow ? tomorrow : to);
      const span = { from, to };
      const before = compare === 'true' ? previous : null;
      const point = { customerId: id, meteringPointId };
      const view =
        resolution === 'quarter-hour' || resolution === 'hour'
          ? await readIntradayView(db, point, resolution, span, before, TEMPERATURE_AREA)
          : await readCalendarView(db, point, resolution, span, before, TEMPERATURE_AREA);
      if (!view) throw notFound('Mätpunkten hittades inte.');
      const { values, comparison: comparisonValues, temperatures } = view;
      const quality: Quality = values.some((v) => v.quality === 'missing') ? 'missing' : values.some((v) => v.quality === 'estimated') ? 'estimated' : 'measured';
      const body = Buffer.from(JSON.stringify({
        data: [
          {
            meteringPointId,
            unit: unitOf(view.service),
            resolution,
            from,
            to,
            values,
            total: sum(values),
            quality,
            comparison: comparisonValues ? { ...previous, values: comparisonValues, total: sum(comparisonValues) } : null,
            temperatures,
          },
        ],
      } satisfies z.infer<typeof seriesEnvelope>));
      if (closed) closedPeriods.set(cacheKey, body, Date.now() + CLOSED_PERIOD_TTL_MS);
      return json(body);
    },
  );
};
