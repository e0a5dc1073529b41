import { disruptionEndpoints } from '@mina-sidor/shared/disruption';
import type { Examples } from './example.ts';

const DAY_MS = 86_400_000;

export const disruptionExamples: Examples = [
  [disruptionEndpoints.list, (c) => ({ params: { id: c.customerId } })],
  [
    disruptionEndpoints.create,
    () => {
      const start = new Date(Math.ceil(Date.now() / DAY_MS) * DAY_MS + 2 * DAY_MS + 8 * 3_600_000);
      return {
        body: {
          service: 'EL',
          postalCodePrefix: '131 4',
          area: 'Solbackevägen, Nacka',
          title: 'Planerat strömavbrott på Solbackevägen',
          description: 'Vi byter en nätstation. Strömmen är borta under arbetet.',
          planned: true,
          startsAt: start.toISOString(),
          endsAt: new Date(start.getTime() + 3 * 3_600_000).toISOString(),
        },
      };
    },
  ],
  // The demo's planned water outage of this week (demo-source/world/disruptions.ts), moved an hour later.
  [
    disruptionEndpoints.update,
    () => {
      const now = Date.now();
      const start = new Date(Math.floor(now / DAY_MS) * DAY_MS + 3 * DAY_MS + 9 * 3_600_000);
      return {
        params: { disruptionId: `D-VA-${Math.floor(now / (7 * DAY_MS))}` },
        body: {
          service: 'VA',
          postalCodePrefix: '131 4',
          area: 'Solbackevägen och Ekuddsvägen, Nacka',
          title: 'Planerat vattenavbrott på Solbackevägen',
          description: 'Vi byter en ventil i vattenledningen. Vattnet kan vara avstängt mellan kl. 10.00 och 14.00. Tappa upp vatten i förväg.',
          planned: true,
          startsAt: start.toISOString(),
          endsAt: new Date(start.getTime() + 4 * 3_600_000).toISOString(),
        },
      };
    },
  ],
];
