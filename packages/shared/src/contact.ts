import { z } from 'zod';

const emailPattern = /^[^\s@\p{Cc}]+@[^\s@\p{Cc}]+\.[^\s@\p{Cc}]+$/u;

/** An e-mail address with the spec's messages (§5, §8). */
export const email = z
  .string()
  .trim()
  .min(1, { message: 'Ange en mejladress' })
  .max(254, { message: 'Ange en giltig mejladress' })
  .regex(emailPattern, { message: 'Ange en giltig mejladress' });
