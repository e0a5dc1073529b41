import { describe, expect, it } from 'vitest';
import { permanentRefusal } from './smtp.ts';

// The shape of nodemailer's errors: the SMTP command, the server's reply and its code.
const refused = (command: string, responseCode: number, response: string) => Object.assign(new Error('refused'), { command, responseCode, response });

describe('a refusal no retry mends (SMTP)', () => {
  it('is a 5xx to the recipient or to the message, with the server’s reply', () => {
    expect(permanentRefusal(refused('RCPT TO', 550, '550 5.1.1 User unknown'))).toBe(
      'Mottagarens e-postserver tog inte emot meddelandet: 550 5.1.1 User unknown',
    );
    expect(permanentRefusal(refused('RCPT TO', 553, '553 5.6.7 SMTPUTF8 is required'))).toContain('SMTPUTF8 is required');
    expect(permanentRefusal(refused('DATA', 554, '554 5.7.1 Message rejected'))).toContain('Message rejected');
  });

  it('is not a 4xx, a refused login or sender (the portal’s configuration), or a server that is away', () => {
    expect(permanentRefusal(refused('RCPT TO', 451, '451 4.3.0 Try again later'))).toBeNull();
    expect(permanentRefusal(refused('AUTH PLAIN', 535, '535 5.7.8 Authentication failed'))).toBeNull();
    expect(permanentRefusal(refused('MAIL FROM', 550, '550 5.7.1 Sender not allowed'))).toBeNull();
    expect(permanentRefusal(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ESOCKET' }))).toBeNull();
  });
});
