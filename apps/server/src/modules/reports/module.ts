import { reportEndpoints } from '@mina-sidor/shared/report';
import { found, HttpError } from '../../http/http-error.ts';
import { route, type Module } from '../../http/module.ts';
import { handler } from '../../jobs/queue.ts';
import { makeReport, removeOldReports } from './jobs.ts';
import { makeReportNow } from './make.ts';
import {
  createDownloadToken,
  customerAndFacility,
  findReport,
  insertReport,
  listReports,
  lockWaitingReports,
  newReportId,
  redeemDownloadToken,
  removeReportsBefore,
} from './repository.ts';
import {
  CONTENT_TYPES,
  MAX_WAITING_REPORTS,
  periodOf,
  queuePriority,
  reportFileName,
  reportName,
  retentionCutoff,
  STALE_AFTER_MS,
  TOO_MANY_WAITING,
} from './rules.ts';

/** Statuses follow the download page's messages (spec §8): unknown or used → 404, expired → 401. */
const REDEMPTION_REFUSALS = {
  unknown: new HttpError(404, 'not_found', 'Resursen hittades inte.'),
  used: new HttpError(404, 'not_found', 'Resursen hittades inte.'),
  expired: new HttpError(401, 'token_expired', 'Länken har gått ut. Logga in och hämta rapporten igen.'),
};

const TOKEN_REFUSALS = {
  unknown: new HttpError(404, 'not_found', 'Rapporten hittades inte.'),
  'not-ready': new HttpError(409, 'report_not_ready', 'Rapporten är inte klar än. Vänta tills den är klar och försök igen.'),
};

/**
 * Reports (/rapporter, decision 0016): an order is stored and its job queued in one transaction;
 * the job (on any instance) makes the file from the database; a finished report is fetched once
 * per download token at /ladda-ner/{token}. Reports are removed after the retention period.
 */
export const reportsModule: Module = {
  name: 'reports',
  routes: ({ config, jobs }) => [
    route(reportEndpoints.list, async ({ db, params }) => listReports(db, params.id, config.reportRetentionDays)),
    route(reportEndpoints.order, async ({ db, params, body, caller }) => {
      const facilityKey = body.kind === 'consumption' ? (body.facilityKey ?? null) : null;
      const owner = found(await customerAndFacility(db, params.id, facilityKey), 'Kunden hittades inte.');
      if (facilityKey !== null && !owner.facility) throw new HttpError(400, 'unknown_facility', 'Anläggningen finns inte bland kundens anläggningar.');
      const period = periodOf(body);
      const name = reportName(body.kind, period, owner.facility?.display_name ?? null);
      const reportId = newReportId();
      // The order and its job are one transaction: no report waits for a job that was never queued.
      await db.transaction().execute(async (trx) => {
        const waiting = await lockWaitingReports(trx, params.id, new Date(Date.now() - STALE_AFTER_MS));
        if (waiting >= MAX_WAITING_REPORTS) throw new HttpError(429, 'too_many_reports', TOO_MANY_WAITING);
        await insertReport(trx, {
          reportId,
          customerId: params.id,
          orderedBy: caller.subject,
          kind: body.kind,
          format: body.format,
          period,
          facilityKey,
          name,
          fileName: reportFileName(name, owner.customer.name, body.format),
          contentType: CONTENT_TYPES[body.format],
        });
        await jobs.send(makeReport, { reportId }, trx, { priority: queuePriority(waiting) });
      });
      return found(await findReport(db, params.id, reportId, config.reportRetentionDays), 'Rapporten hittades inte.');
    }),
    route(reportEndpoints.createDownloadToken, async ({ db, params, caller }) => {
      const issued = await createDownloadToken(db, {
        reportId: params.reportId,
        customerId: params.id,
        createdBy: caller.subject,
        ttlSeconds: config.downloadTokenTtlSeconds,
      });
      if (!issued.ok) throw TOKEN_REFUSALS[issued.reason];
      return { token: issued.token, expiresAt: issued.expiresAt.toISOString(), url: `/ladda-ner/${issued.token}` };
    }),
    route(reportEndpoints.download, async ({ db, body }) => {
      const result = await redeemDownloadToken(db, body.token);
      if (!result.ok) throw REDEMPTION_REFUSALS[result.reason];
      return { fileName: result.fileName, contentType: result.contentType, content: result.content };
    }),
  ],
  jobs: ({ db, config, files }) => [
    handler(makeReport, ({ reportId }) => makeReportNow(db, files, reportId)),
    handler(removeOldReports, async () => {
      await removeReportsBefore(db, retentionCutoff(new Date(), config.reportRetentionDays));
    }),
  ],
};
