import { z } from 'zod';
import { jobKind } from '../../jobs/queue.ts';

/** Makes one ordered report. A thrown attempt is retried; the last one's failure is stored on the report. */
export const makeReport = jobKind({
  name: 'make-report',
  data: z.object({ reportId: z.string().min(1).max(64) }),
  // Three attempts over about a minute: a database that was away for a moment, or an instance that stopped.
  retryLimit: 2,
  retryDelaySeconds: 20,
  // A year of a large group's months takes seconds: one attempt running this long died with its instance.
  expireInSeconds: 10 * 60,
});

/** Attempts a report gets before it is marked failed. */
export const MAX_ATTEMPTS = makeReport.retryLimit + 1;

/** Removes the reports older than the retention period, every hour (at 17 minutes past), on one instance. */
export const removeOldReports = jobKind({
  name: 'remove-old-reports',
  data: z.object({}),
  retryLimit: 2,
  retryDelaySeconds: 60,
  cron: '17 * * * *',
});
