import type { Disruption, DisruptionStatus } from '@mina-sidor/shared/disruption';
import type { FacilityRecipients, OutageChannel, OutageRecipient } from '@mina-sidor/shared/outage-notification';
import { clockTime, longDate, utilityName } from '@/lib/swedish.ts';

// The texts of /avisering-vid-avbrott, pure.

/** "a", "a och b", "a, b och c". */
function swedishList(items: string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} och ${items.at(-1)}`;
}

export const STATUS_LABELS: Record<DisruptionStatus, string> = { pågår: 'Pågår', planerat: 'Planerat', åtgärdat: 'Åtgärdat' };

/** "26 november 2026 kl. 09:00", in Swedish time. */
export function dateAndTime(instant: string): string {
  return `${longDate(instant)} kl. ${clockTime(instant)}`;
}

/** The end as a person asks about it: when it is expected to be over, or when it was. */
export function endFact(disruption: Pick<Disruption, 'status' | 'endsAt'>): { label: string; value: string } {
  if (disruption.status === 'åtgärdat') return { label: 'Klart', value: disruption.endsAt ? dateAndTime(disruption.endsAt) : '–' };
  return { label: 'Beräknas klart', value: disruption.endsAt ? dateAndTime(disruption.endsAt) : 'Inte känt ännu' };
}

/** "Villa Solbacken" or "Villa Solbacken och Kontoret": the customer's facilities a disruption reaches. */
export function facilityNames(disruption: Pick<Disruption, 'facilities'>): string {
  return swedishList(disruption.facilities.map((f) => f.displayName));
}

/** "Solbackevägen 12, 131 40 Nacka". */
export function facilityAddress(facility: Pick<FacilityRecipients, 'address' | 'postalCode' | 'city'>): string {
  return `${facility.address}, ${facility.postalCode} ${facility.city}`;
}

/** "Gäller avbrott i el, fjärrvärme och vatten och avlopp": the networks whose outages reach the facility. */
export function servicesText(services: string[]): string {
  return `Gäller avbrott i ${swedishList(services.map((s) => utilityName(s).toLowerCase()))}`;
}

export const CHANNEL_LABELS: Record<OutageChannel, string> = { sms: 'Sms', email: 'E-post' };
export const FIELD_LABELS: Record<OutageChannel, string> = { sms: 'Mobilnummer', email: 'Mejladress' };
export const FIELD_HINTS: Record<OutageChannel, string> = {
  sms: 'Svenskt mobilnummer, till exempel 070-123 45 67.',
  email: 'Till exempel namn@example.se.',
};

const BY_CHANNEL: Record<OutageChannel, string> = { sms: 'sms', email: 'e-post' };

export function addedText(recipient: Pick<OutageRecipient, 'channel' | 'address'>, facilityName: string): string {
  return `${recipient.address} får nu ${BY_CHANNEL[recipient.channel]} om avbrott vid ${facilityName}.`;
}

export function removalConsequence(recipient: Pick<OutageRecipient, 'channel' | 'address'>, facilityName: string): string {
  return `${recipient.address} kommer inte längre att få ${BY_CHANNEL[recipient.channel]} om avbrott vid ${facilityName}.`;
}

export function removedText(recipient: Pick<OutageRecipient, 'channel' | 'address'>, facilityName: string): string {
  return `${recipient.address} får inte längre ${BY_CHANNEL[recipient.channel]} om avbrott vid ${facilityName}.`;
}

/** The provider's public page on water and sewage disruptions (spec §2.6: the page "has a link for water information"). */
export function waterInformationUrl(publicSiteUrl: string): string {
  return `${publicSiteUrl.replace(/\/+$/, '')}/vatten-och-avlopp/driftinformation`;
}
