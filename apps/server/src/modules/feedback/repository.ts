import type { Db } from '../../db/connection.ts';

export async function saveFeedback(
  db: Db,
  feedback: {
    actorSubject: string;
    customerId: string | null;
    page: string;
    thumbs: 'thumbs-up' | 'thumbs-down';
    optionalText: string | null;
    pageVariant: string | null;
  },
): Promise<string> {
  const row = await db
    .insertInto('feedback')
    .values({
      actor_subject: feedback.actorSubject,
      customer_id: feedback.customerId,
      page: feedback.page,
      thumbs: feedback.thumbs,
      optional_text: feedback.optionalText,
      page_variant: feedback.pageVariant,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return String(row.id);
}
