import { z } from 'zod/mini';

// Its own module: the first page checks a code before sign-in, without the invitation endpoints.
/** Invitation codes are base64 (spec §2.1: stored locally only if they look like it). */
export const invitationCode = z.string().check(z.maxLength(200), z.regex(/^[A-Za-z0-9+/_-]+={0,2}$/, { message: 'Inbjudningskoden är ogiltig.' }));
