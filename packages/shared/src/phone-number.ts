import { parsePhoneNumberFromString } from 'libphonenumber-js/core';
import { z } from 'zod/mini';
import { SWEDISH_MOBILE_METADATA } from './swedish-mobile-metadata.ts';
import { line } from './text.ts';

// A module of its own: only the contact-details screen and the server load the phone-number library, not the first page.

export const MOBILE_NUMBER_INVALID = 'Ange ett giltigt svenskt mobilnummer, till exempel 070-123 45 67.';

/**
 * A Swedish mobile number however it is typed ("070-123 45 67", "+46 70 123 45 67",
 * "0046701234567") in the one form it is stored and shown in: the Swedish national form
 * "070-123 45 67", which is what the customer reads on invoices and what the SMS service accepts.
 * Null for a landline, a foreign number or anything that is no number: only a Swedish mobile
 * receives the utility's text messages.
 */
export function normalisedSwedishMobile(typed: string): string | null {
  return swedishMobile(typed)?.formatNational() ?? null;
}

function swedishMobile(typed: string) {
  // Sweden's mobile-only metadata (generated, scripts/swedish-mobile-metadata.mjs) makes isValid()
  // refuse landlines, and leaves every other country's numbers unparsed.
  const parsed = parsePhoneNumberFromString(typed.trim(), 'SE', SWEDISH_MOBILE_METADATA);
  return parsed?.country === 'SE' && parsed.isValid() ? parsed : undefined;
}

/** A Swedish mobile number, stored normalised (see normalisedSwedishMobile). */
export const phoneNumber = line(30).check(
  z.trim(),
  z.refine((typed) => normalisedSwedishMobile(typed) !== null, { message: MOBILE_NUMBER_INVALID }),
  // An overwrite, not a transform: the input and output types stay strings for the OpenAPI document.
  z.overwrite((typed) => normalisedSwedishMobile(typed) ?? typed),
);

/** A Swedish mobile number in the international E.164 form an SMS gateway wants ("+46701234567"); null when it is none. */
export function e164SwedishMobile(typed: string): string | null {
  return swedishMobile(typed)?.number ?? null;
}
