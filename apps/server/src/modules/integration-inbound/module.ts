import { HttpError } from '../../http/http-error.ts';
import { route, type Module } from '../../http/module.ts';
import { readBatch } from './batch.ts';
import { INTEGRATION_KINDS } from './registry.ts';
import { mayWrite } from './rules.ts';

/**
 * Integration in (decision 0051): one endpoint per kind of record, sent by the provider's systems with a
 * client-credentials token carrying that kind's scope. A batch refused for its wrong records is a 422 whose body
 * carries the same summary the command prints.
 */
export const integrationInboundModule: Module = {
  name: 'integration-inbound',
  routes: () =>
    INTEGRATION_KINDS.map((kind) =>
      route(kind.endpoint, async ({ db, body, query, reply }) => {
        const batch = await readBatch(body, reply.request.headers['content-type']);
        if ('error' in batch) throw new HttpError(400, 'invalid_batch', batch.error);
        const options = { partial: query.partial === 'true', dryRun: query.dryRun === 'true' };
        const summary = await kind.import(db, batch, options);
        if (!mayWrite(summary.invalid, options.partial)) throw new HttpError(422, 'invalid_records', summary.message, undefined, { summary });
        return summary;
      }),
    ),
};
