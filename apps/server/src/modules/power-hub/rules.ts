import { OPEN_POWER_HUB_ORDER_STATUSES, type NewPowerHubOrder, type PowerHubOrderStatus } from '@mina-sidor/shared/power-hub';

/** A facility takes a new order unless one is still open (received or on its way). */
export function mayOrder(orders: readonly { status: PowerHubOrderStatus }[]): boolean {
  return !orders.some((o) => OPEN_POWER_HUB_ORDER_STATUSES.includes(o.status));
}

/** The confirmation e-mail: what was ordered, where it goes and what happens next. No price: the spec gives none. */
export function orderConfirmationEmail(input: { facilityName: string; order: NewPowerHubOrder; orderId: string }): { subject: string; text: string } {
  const { deliveryAddress: to, contact } = input.order;
  return {
    subject: 'Vi har tagit emot din beställning av Power Hub',
    text: [
      `Hej ${contact.name}!`,
      '',
      `Tack för din beställning av Power Hub till ${input.facilityName}.`,
      '',
      'Leveransadress:',
      to.street,
      `${to.postalCode} ${to.city}`,
      '',
      `Kontaktperson: ${contact.name}, ${contact.mobilePhone}`,
      `Ordernummer: ${input.orderId}`,
      '',
      'Power Hub ansluts till elmätarens kundport (HAN-porten). Vi aktiverar porten om den inte redan är aktiv,',
      'och skickar din Power Hub med post. Du kan följa beställningen under Beställ Power Hub på Mina sidor.',
      '',
      'Vänliga hälsningar',
      'Kundservice',
    ].join('\n'),
  };
}
