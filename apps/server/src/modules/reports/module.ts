import { reportEndpoints } from '@mina-sidor/shared/report';
import { HttpError } from '../../http/http-error.ts';
import { route, type Module } from '../../http/module.ts';
import { demoReports } from './demo-data.ts';
import { createDownloadToken, listReports, redeemDownloadToken, reportExists } from './repository.ts';

/** Statuses follow the download page's messages (spec §8): unknown or used → 404, expired → 401. */
const REDEMPTION_REFUSALS = {
  unknown: new HttpError(404, 'not_found', 'Resursen hittades inte.'),
  used: new HttpError(404, 'not_found', 'Resursen hittades inte.'),
  expired: new HttpError(401, 'token_expired', 'Länken har gått ut. Logga in och hämta rapporten igen.'),
};

export const reportsModule: Module = {
  name: 'reports',
  routes: ({ config }) => [
    route(reportEndpoints.list, async ({ db, params }) => listReports(db, params.id)),
    route(reportEndpoints.createDownloadToken, async ({ db, params, caller }) => {
      if (!(await reportExists(db, params.id, params.reportId))) throw new HttpError(404, 'not_found', 'Rapporten hittades inte.');
      const { token, expiresAt } = await createDownloadToken(db, {
        reportId: params.reportId,
        customerId: params.id,
        createdBy: caller.subject,
        ttlSeconds: config.downloadTokenTtlSeconds,
      });
      return { token, expiresAt: expiresAt.toISOString(), url: `/ladda-ner/${token}` };
    }),
    route(reportEndpoints.download, async ({ db, body }) => {
      const result = await redeemDownloadToken(db, body.token);
      if (!result.ok) throw REDEMPTION_REFUSALS[result.reason];
      return { fileName: result.fileName, contentType: result.contentType, content: Buffer.from(result.content, 'utf8') };
    }),
  ],
  demoRows: demoReports,
};
