import type { DisruptionInput } from '@mina-sidor/shared/disruption';

const HOUR = 3_600_000;

/** A planned water outage of four hours in Nacka (Anna's villa is in 131 40), from the whole hour two days ahead. */
export function plannedWater(postalCodePrefix = '131 4'): DisruptionInput {
  const start = new Date(Math.ceil(Date.now() / HOUR) * HOUR + 48 * HOUR);
  return {
    service: 'VA',
    postalCodePrefix,
    area: 'Solbackevägen, Nacka',
    title: 'Planerat vattenavbrott på Solbackevägen',
    description: 'Vi byter en ventil i vattenledningen.',
    planned: true,
    startsAt: start.toISOString(),
    endsAt: new Date(start.getTime() + 4 * HOUR).toISOString(),
  };
}
