import { newOutageRecipient } from '@mina-sidor/shared/outage-notification';
import { describe, expect, it } from 'vitest';
import { endFact, facilityNames, servicesText, waterInformationUrl } from './display.ts';

/** The first message, as the form shows it at the address. */
const problem = (typed: { channel: 'sms' | 'email'; address: string }) => newOutageRecipient.safeParse(typed).error?.issues[0]?.message;

describe('the disruption information’s texts', () => {
  it('tells when a disruption is expected to be over, when it was, or that nobody knows yet', () => {
    expect(endFact({ status: 'pågår', endsAt: '2026-11-26T12:00:00Z' })).toEqual({ label: 'Beräknas klart', value: '26 november 2026 kl. 13:00' });
    expect(endFact({ status: 'pågår', endsAt: null })).toEqual({ label: 'Beräknas klart', value: 'Inte känt ännu' });
    expect(endFact({ status: 'åtgärdat', endsAt: '2026-11-26T23:30:00Z' })).toEqual({ label: 'Klart', value: '27 november 2026 kl. 00:30' });
  });

  it('names the facilities reached, and a facility’s services, as a Swedish list', () => {
    const reached = (...names: string[]) => ({ facilities: names.map((displayName, i) => ({ facilityKey: `F${i}`, displayName })) });
    expect(facilityNames(reached('Villa Solbacken'))).toBe('Villa Solbacken');
    expect(facilityNames(reached('Sickla', 'Finntorp', 'Ektorp'))).toBe('Sickla, Finntorp och Ektorp');
    expect(servicesText(['EL', 'VA'])).toBe('Gäller avbrott i el och vatten och avlopp');
  });

  it('links to the public site’s water information, however the site’s address ends', () => {
    expect(waterInformationUrl('https://www.example-energi.se/')).toBe('https://www.example-energi.se/vatten-och-avlopp/driftinformation');
  });

  it('checks a recipient by the contract’s rules and gives the number in its stored form', () => {
    expect(newOutageRecipient.parse({ channel: 'sms', address: '0733456789' })).toEqual({ channel: 'sms', address: '073-345 67 89' });
    expect(problem({ channel: 'email', address: 'anna@' })).toBe('Ange en giltig mejladress');
  });

  it('takes an international address and refuses a one-letter top-level domain, by the rule the mail job sends by (decision 0040)', () => {
    expect(newOutageRecipient.parse({ channel: 'email', address: 'åsa@räksmörgås.se' })).toEqual({ channel: 'email', address: 'åsa@räksmörgås.se' });
    expect(problem({ channel: 'email', address: 'anna@example.s' })).toBe('Ange en giltig mejladress');
  });
});
