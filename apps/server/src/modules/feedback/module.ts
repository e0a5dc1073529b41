import { feedbackEndpoints } from '@mina-sidor/shared/feedback';
import { route, type Module } from '../../http/module.ts';
import { saveFeedback } from './repository.ts';

/** Feedback on a page from the widget in every page's footer (spec §2.9). */
export const feedbackModule: Module = {
  name: 'feedback',
  routes: () => [
    route(feedbackEndpoints.send, async ({ db, body, caller }) => ({
      feedbackId: await saveFeedback(db, {
        actorSubject: caller.subject,
        // The customer whose pages were shown: the one named (the access policy let it through), else the caller's own.
        customerId: body.customerId ?? caller.customerId,
        page: body.page,
        thumbs: body.thumbs,
        optionalText: body.optionalText?.trim() || null,
        pageVariant: body.page_variant ?? null,
      }),
    })),
  ],
};
