import { checkReading, meterReadingEndpoints, problemsText } from '@mina-sidor/shared/meter-reading';
import { HttpError, notFound } from '../../http/http-error.ts';
import { route, type Module } from '../../http/module.ts';
import { swedishToday } from '../../lib/swedish-time.ts';
import { listReadingPoints, submitReading, type SubmitResult } from './repository.ts';
import { swedishDate } from './rules.ts';

/** What each outcome that stores nothing answers. */
function refusal(result: Exclude<SubmitResult, { kind: 'stored' | 'questions' }>): HttpError {
  switch (result.kind) {
    case 'no-point':
      return notFound('Det finns ingen vattenmätare med det numret hos kunden.');
    case 'automatic':
      return new HttpError(409, 'read_automatically', 'Mätaren läses av automatiskt. Du behöver inte lämna någon mätarställning.');
    case 'taken':
      return new HttpError(409, 'reading_exists', `Det finns redan en annan mätarställning från ${swedishDate(result.date)}.`);
    case 'refused':
      return new HttpError(422, 'implausible_meter_reading', problemsText(result.problems));
  }
}

/**
 * Mätarställning (decision 0026): the customer's water meters and their readings,
 * and a new reading — refused when it cannot be right, asked about when it looks unusual (stored
 * only once the customer sends it again confirmed), and otherwise stored with its use put into the
 * water series. Linked users and staff read; only the customer submits (access.change).
 */
export const meterReadingsModule: Module = {
  name: 'meter-readings',
  routes: ({ valueChanges, events }) => [
    route(meterReadingEndpoints.list, async ({ db, params, query }) => listReadingPoints(db, params.id, query.facility)),
    route(meterReadingEndpoints.submit, async ({ db, params, body, caller }) => {
      const checked = checkReading(body, swedishToday());
      if (!checked.ok) throw new HttpError(422, 'invalid_meter_reading', problemsText(checked.problems));
      const submission = {
        customerId: params.id,
        meteringPointId: body.meteringPointId,
        reading: checked.reading,
        confirmed: body.confirmed ?? false,
        by: caller.subject,
      };
      const result = await db.transaction().execute(async (trx) => {
        const outcome = await submitReading(trx, submission);
        if (outcome.kind === 'stored' && outcome.created) {
          const { readingId, date, valueM3, meterNumber, newMeter, confirmed } = outcome.reading;
          const data = { readingId, meteringPointId: body.meteringPointId, date, valueM3, meterNumber, newMeter, confirmed };
          await events.record(trx, { type: 'se.minasidor.meter-reading.submitted', customerId: params.id, data });
        }
        return outcome;
      });
      if (result.kind === 'stored') {
        // This instance's caches at once, not when PostgreSQL's notification arrives (decision 0035).
        if (result.created) valueChanges.changed(body.meteringPointId);
        return { outcome: 'stored' as const, reading: result.reading, created: result.created };
      }
      if (result.kind === 'questions') return { outcome: 'confirm' as const, questions: result.questions };
      throw refusal(result);
    }),
  ],
};
