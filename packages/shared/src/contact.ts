import { z } from 'zod';
import { isEmailAddress } from './email-address.ts';

/**
 * An e-mail address with the spec's messages (§5, §8), by the one rule the mail job also sends by
 * (email-address.ts). Stored in NFC: "å" typed as a + ring (as macOS does) is the same address.
 */
export const email = z
  .string()
  .trim()
  .min(1, { message: 'Ange en mejladress' })
  .max(254, { message: 'Ange en giltig mejladress' })
  // An overwrite, not a transform: the input and output types stay strings for the OpenAPI document.
  .overwrite((typed) => typed.normalize('NFC'))
  .refine(isEmailAddress, { message: 'Ange en giltig mejladress' });
