import type { IntegrationEventType, WebhookDelivery } from '@mina-sidor/shared/integration-event';
import { clockTime, swedishToday } from '@/lib/swedish.ts';

/** What the customer did, as customer service says it. A new event type must be named here (the type checks it). */
const EVENT_NAMES = {
  'se.minasidor.contact-details.changed': 'Ändrade kontaktuppgifter',
  'se.minasidor.meter-reading.submitted': 'Mätarställning',
  'se.minasidor.district-heating-agreement.requested': 'Förfrågan om fjärrvärmeavtal',
  'se.minasidor.heating-service.booked': 'Bokad fjärrvärmeservice',
  'se.minasidor.heating-service.cancelled': 'Avbokad fjärrvärmeservice',
  'se.minasidor.power-hub.ordered': 'Beställning av Power Hub',
  'se.minasidor.han-port.activation-requested': 'Beställd aktivering av HAN-port',
  'se.minasidor.power-of-attorney.decided': 'Beslut om fullmakt',
  'se.minasidor.invoice-reference.changed': 'Ändrad fakturareferens',
  'se.minasidor.even-payment.signed-up': 'Utjämnad betalning tecknad',
  'se.minasidor.even-payment.ended': 'Utjämnad betalning avslutad',
  'se.minasidor.outage-notification-recipients.changed': 'Ändrade mottagare av avbrottsavisering',
  'se.minasidor.company-link.created': 'Ny koppling till företag',
  'se.minasidor.case.created': 'Nytt ärende',
  'se.minasidor.case.answered': 'Svar i ärende',
} satisfies Record<IntegrationEventType, string>;

/** The event's Swedish name; a type this web app does not know yet (a newer server) as it is called. */
export function eventName(type: string): string {
  return (EVENT_NAMES as Record<string, string>)[type] ?? type;
}

/** An instant as the date and time in Sweden: "2026-11-27 06:40". */
export function dateTime(instant: string): string {
  return `${swedishToday(new Date(instant))} ${clockTime(instant)}`;
}

export function statusLabel(delivery: Pick<WebhookDelivery, 'status'>): string {
  return delivery.status === 'failed' ? 'Gav upp' : 'Försöks igen automatiskt';
}

/** Why the last attempt failed, as the delivery recorded it. */
export function lastErrorText(delivery: Pick<WebhookDelivery, 'lastError'>): string {
  return delivery.lastError ?? 'Okänt fel';
}

/** The customer's later events that wait for this one (they are sent in order), or null when none does. */
export function heldBackText(heldBack: number): string | null {
  if (heldBack === 0) return null;
  return heldBack === 1 ? '1 senare händelse väntar' : `${heldBack} senare händelser väntar`;
}

/** What a retry set going: this event and those waiting behind it, in order. */
export function retriedText(heldBack: number): string {
  if (heldBack === 0) return 'Händelsen skickas igen.';
  const behind = heldBack === 1 ? 'den som väntar' : `de ${heldBack} som väntar`;
  return `Händelsen och ${behind} bakom den skickas igen, i kundens ordning.`;
}
