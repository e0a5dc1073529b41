import { z } from 'zod';

const emailPattern = /^[^\s@\p{Cc}]+@[^\s@\p{Cc}]+\.[^\s@\p{Cc}]+$/u;
const phonePattern = /^\+?[0-9 ()-]{6,20}$/;

/** An e-mail address with the spec's messages (§5, §8). */
export const email = z
  .string()
  .trim()
  .min(1, { message: 'Ange en mejladress' })
  .max(254, { message: 'Ange en giltig mejladress' })
  .regex(emailPattern, { message: 'Ange en giltig mejladress' });

export const phoneNumber = z.string().trim().regex(phonePattern, { message: 'Ange ett giltigt telefonnummer' });
