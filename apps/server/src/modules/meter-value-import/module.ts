import { meterValueImportEndpoints } from '@mina-sidor/shared/meter-value-import';
import { HttpError } from '../../http/http-error.ts';
import { route, type Module } from '../../http/module.ts';
import { importMeterValues, readFileContent } from './import.ts';
import { mayWrite } from './rules.ts';

/**
 * Mätvärdesimport: the metering system's values, sent by a service client (decision 0032). A file
 * refused for its wrong rows is a 422 whose body carries the same summary the command prints.
 */
export const meterValueImportModule: Module = {
  name: 'meter-value-import',
  routes: ({ valueChanges }) => [
    route(meterValueImportEndpoints.import, async ({ db, body, query }) => {
      const file = readFileContent(body);
      if ('error' in file) throw new HttpError(400, 'invalid_file', file.error);
      const options = { partial: query.partial === 'true', dryRun: query.dryRun === 'true' };
      const summary = await importMeterValues(db, file, options);
      // This instance's caches at once, not when PostgreSQL's notification arrives (decision 0035): its next answer has the file's values.
      if (summary.written) for (const meteringPointId of new Set(file.rows.map((row) => row.meteringPointId))) valueChanges.changed(meteringPointId);
      if (!mayWrite(summary.invalid, options.partial)) throw new HttpError(422, 'invalid_rows', summary.message, undefined, { summary });
      return summary;
    }),
  ],
};
