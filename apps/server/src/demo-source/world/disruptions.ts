import { disruptionInput, type DisruptionInput } from '@mina-sidor/shared/disruption';
import { sql } from 'kysely';
import type { Db } from '../../db/connection.ts';
import { storePublication, findDisruptionForUpdate } from '../../modules/disruptions/index.ts';
import type { DemoOptions } from '../rows.ts';

const DAY = 86_400_000;

type DemoDisruption = { disruptionId: string; publishedAt: Date; input: DisruptionInput };

/** The week's disruptions around `now`: a planned water outage in Nacka (postal codes 131 4x) a few days ahead, and a power cut that ended last week. */
export function demoDisruptions(now: Date): DemoDisruption[] {
  const week = Math.floor(now.getTime() / (7 * DAY));
  const at = (days: number, hour: number) => new Date(Math.floor(now.getTime() / DAY) * DAY + days * DAY + hour * 3_600_000);
  return [
    {
      disruptionId: `D-VA-${week}`,
      // Announced the day before yesterday, as planned work is, days ahead.
      publishedAt: at(-2, 7),
      input: {
        service: 'VA',
        postalCodePrefix: '131 4',
        area: 'Solbackevägen och Ekuddsvägen, Nacka',
        title: 'Planerat vattenavbrott på Solbackevägen',
        description: 'Vi byter en ventil i vattenledningen. Vattnet kan vara avstängt mellan kl. 09.00 och 13.00. Tappa upp vatten i förväg.',
        planned: true,
        startsAt: at(3, 8).toISOString(),
        endsAt: at(3, 12).toISOString(),
      },
    },
    {
      disruptionId: `D-EL-${week}`,
      // Told about as it happened.
      publishedAt: at(-6, 14),
      input: {
        service: 'EL',
        postalCodePrefix: '131 4',
        area: 'Centrala Nacka, postnummer 131 40–131 49',
        title: 'Strömavbrott i Nacka',
        description: 'Ett kabelfel orsakade ett kortare strömavbrott. Felet är åtgärdat.',
        planned: false,
        startsAt: at(-6, 14).toISOString(),
        endsAt: at(-6, 16).toISOString(),
      },
    },
  ];
}

/**
 * Keeps the demo's disruptions current: the week's, published the way the operations system's are (validated by the
 * endpoint's schema and stored by its code path, storePublication), once a week: a start later in the week finds them
 * and changes nothing. Published when they were, days ago, so the recipients were told then, before the demo began:
 * the start tells nobody (decision 0018), as the rows it replaces did not — and a demo started with SMS_URL set would
 * otherwise text its made-up numbers every week.
 */
export async function topUpDisruptions(db: Db, { until: now }: Pick<DemoOptions, 'until'>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    // Two starts at once would both find the week's disruption missing.
    await sql`select pg_advisory_xact_lock(hashtext('demo_disruptions'))`.execute(trx);
    for (const { disruptionId, publishedAt, input } of demoDisruptions(now)) {
      if (await findDisruptionForUpdate(trx, disruptionId)) continue;
      await storePublication(trx, undefined, { disruptionId, input: disruptionInput.parse(input), by: null, at: publishedAt });
    }
  });
}
