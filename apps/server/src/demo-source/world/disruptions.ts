import type { Db } from '../../db/connection.ts';
import type { DemoOptions } from '../rows.ts';

const DAY = 86_400_000;

/**
 * Keeps the demo's disruptions current: a planned water outage in Nacka
 * (postal codes 131 4x) a few days ahead, and one that ended last week. Written straight into the
 * table, as history the demo starts with: nobody is notified of them (only a publication through
 * the API notifies).
 */
export async function topUpDisruptions(db: Db, { until: now }: Pick<DemoOptions, 'until'>): Promise<void> {
  const week = Math.floor(now.getTime() / (7 * DAY));
  const at = (days: number, hour: number) => new Date(Math.floor(now.getTime() / DAY) * DAY + days * DAY + hour * 3_600_000);
  await db
    .insertInto('disruptions')
    .values([
      {
        disruption_id: `D-VA-${week}`,
        service: 'VA',
        postal_code_prefix: '131 4',
        area: 'Solbackevägen och Ekuddsvägen, Nacka',
        title: 'Planerat vattenavbrott på Solbackevägen',
        description: 'Vi byter en ventil i vattenledningen. Vattnet kan vara avstängt mellan kl. 09.00 och 13.00. Tappa upp vatten i förväg.',
        planned: true,
        starts_at: at(3, 8),
        ends_at: at(3, 12),
        // Announced the day before yesterday, as planned work is, days ahead.
        published_at: at(-2, 7),
      },
      {
        disruption_id: `D-EL-${week}`,
        service: 'EL',
        postal_code_prefix: '131 4',
        area: 'Centrala Nacka, postnummer 131 40–131 49',
        title: 'Strömavbrott i Nacka',
        description: 'Ett kabelfel orsakade ett kortare strömavbrott. Felet är åtgärdat.',
        planned: false,
        starts_at: at(-6, 14),
        ends_at: at(-6, 16),
        // Told about as it happened.
        published_at: at(-6, 14),
      },
    ])
    .onConflict((oc) => oc.column('disruption_id').doNothing())
    .execute();
}
