import { describe, expect, it } from 'vitest';
import { mayOrder, orderConfirmationEmail } from './rules.ts';

describe('the power hub rules', () => {
  it('takes an order unless one is received or shipped', () => {
    expect(mayOrder([])).toBe(true);
    expect(mayOrder([{ status: 'delivered' }, { status: 'cancelled' }])).toBe(true);
    expect(mayOrder([{ status: 'delivered' }, { status: 'received' }])).toBe(false);
    expect(mayOrder([{ status: 'shipped' }])).toBe(false);
  });

  it('confirms by e-mail where it goes and who is the contact, without a price', () => {
    const mail = orderConfirmationEmail({
      facilityName: 'Villa Solbacken',
      orderId: 'abc',
      order: {
        deliveryAddress: { street: 'Solbackevägen 12', postalCode: '131 40', city: 'Nacka' },
        contact: { name: 'Anna Andersson', email: 'anna@example.se', mobilePhone: '070-123 45 67' },
      },
    });
    expect(mail.subject).toBe('Vi har tagit emot din beställning av Power Hub');
    expect(mail.text).toContain('Tack för din beställning av Power Hub till Villa Solbacken.');
    expect(mail.text).toContain('Solbackevägen 12\n131 40 Nacka');
    expect(mail.text).toContain('Kontaktperson: Anna Andersson, 070-123 45 67');
    expect(mail.text).not.toMatch(/kr\b/);
  });
});
