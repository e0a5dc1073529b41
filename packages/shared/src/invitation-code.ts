import { z } from 'zod';

// Its own module: the first page checks a code before sign-in, without the invitation endpoints.
/** Invitation codes are base64 (spec §2.1: stored locally only if they look like it). */
export const invitationCode = z
  .string()
  .max(200)
  .regex(/^[A-Za-z0-9+/_-]+={0,2}$/, { message: 'Inbjudningskoden är ogiltig.' });
