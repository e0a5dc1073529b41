import { groupReportEndpoints, type GroupReportQuery } from '@mina-sidor/shared/group-report';
import type { Db } from '../../db/connection.ts';
import { found, HttpError } from '../../http/http-error.ts';
import { route, serialized, type Module, type SerializedBody } from '../../http/module.ts';
import { meterValueCache } from '../../db/meter-value-cache.ts';
import { addDays, swedishToday, TIME_ZONE } from '../../lib/swedish-time.ts';
import { CONTENT_TYPES } from '../reports/index.ts';
import { findGroup, groupSites, groupStructure, seriesUse, siteUse } from './repository.ts';
import { exportFileName, exportTable, periodProblem, reportInUnits, storedReport } from './rules.ts';

const NOT_A_GROUP = 'Koncernrapporten och koncernstrukturen finns bara för koncernkunder med särskilda tidsserier.';
const CLOSED_PERIOD_TTL_MS = 10 * 60_000;
/** A year by day over six sites is about 70 KB serialized: 16 MB keeps a few hundred groups' reports. */
const CLOSED_PERIOD_CACHE_BYTES = 16 * 1024 * 1024;
const STAMP = new Intl.DateTimeFormat('sv-SE', { dateStyle: 'short', timeStyle: 'short', timeZone: TIME_ZONE });

/** The group and its report's figures in stored units; a 404 for a customer that is not a group, a 400 for a period too long. */
async function readReport(db: Db, customerId: string, query: GroupReportQuery) {
  const group = found(await findGroup(db, customerId), NOT_A_GROUP);
  const problem = periodProblem(query.resolution, query.from, query.to);
  if (problem) throw new HttpError(400, 'period_too_long', problem);
  const end = addDays(query.to, 1);
  const [sites, uses, seriesUses] = await Promise.all([
    groupSites(db, customerId),
    siteUse(db, customerId, query.from, end, query.resolution),
    seriesUse(db, customerId, query.from, end, query.resolution),
  ]);
  return { group, report: storedReport(query, sites, uses, group.series, seriesUses) };
}

/**
 * Koncernrapport and koncernstruktur: a group's consumption per site and
 * service for a period, with its special time series, as figures and as a CSV or Excel file; and
 * its organisations, sites and metering points.
 */
export const groupReportModule: Module = {
  name: 'group-report',
  routes: ({ valueChanges, files }) => {
    // A period that has ended changes only when meter values do: its answer is summed once and kept
    // for ten minutes, as the consumption endpoint keeps its closed periods, under the version of all
    // points' values (a group's sites and series span many points). The access policy runs on every call.
    const closedPeriods = meterValueCache<SerializedBody<unknown>>(valueChanges, {
      maxBytes: CLOSED_PERIOD_CACHE_BYTES,
      sizeOf: (body) => body.bytes.length,
      ttlMs: CLOSED_PERIOD_TTL_MS,
    });
    return [
      route(groupReportEndpoints.report, async ({ db, params, query }) => {
        const read = async () => serialized(groupReportEndpoints.report, reportInUnits((await readReport(db, params.id, query)).report));
        if (query.to >= swedishToday()) return read();
        const key = `${params.id}|${query.resolution}|${query.from}|${query.to}`;
        return (await closedPeriods.through(closedPeriods.version(null), key, read)) as Awaited<ReturnType<typeof read>>;
      }),
      route(groupReportEndpoints.export, async ({ db, params, query }) => {
        const { group, report } = await readReport(db, params.id, query);
        const made = new Date();
        const table = exportTable(report, { customerName: group.customerName, customerNumber: group.customerNumber, made: STAMP.format(made) });
        const content = await files.make({ kind: 'table', format: query.format, table, made });
        return { fileName: exportFileName(report, query.format), contentType: CONTENT_TYPES[query.format], content };
      }),
      route(groupReportEndpoints.structure, async ({ db, params }) => {
        const group = found(await findGroup(db, params.id), NOT_A_GROUP);
        return groupStructure(db, params.id, group.customerName);
      }),
    ];
  },
};
