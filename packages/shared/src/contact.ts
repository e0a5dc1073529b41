import { z } from 'zod/mini';
import { isEmailAddress } from './email-address.ts';

/**
 * An e-mail address with the spec's messages (§5, §8), by the one rule the mail job also sends by
 * (email-address.ts). Stored in NFC: "å" typed as a + ring (as macOS does) is the same address.
 */
export const email = z.string().check(
  z.trim(),
  z.minLength(1, { message: 'Ange en mejladress' }),
  z.maxLength(254, { message: 'Ange en giltig mejladress' }),
  // An overwrite, not a transform: the input and output types stay strings for the OpenAPI document.
  z.overwrite((typed) => typed.normalize('NFC')),
  z.refine(isEmailAddress, { message: 'Ange en giltig mejladress' }),
);
