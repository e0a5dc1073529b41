import { z } from 'zod';

export const ROLES = ['KC', 'Admin', 'CompanyNotAssigned', 'NonCustomer'] as const;
export type Role = (typeof ROLES)[number];

/** Scopes of spec §4.4 as the embedded provider names them. */
export const API_SCOPES = ['minasidor_api', 'minasidor_profile', 'IdentityServerApi'] as const;
export const WEB_SCOPES = ['openid', 'profile', ...API_SCOPES, 'offline_access'] as const;

/** The identity profile claims of spec §3.9, as the ID token and user info carry them. */
export const identityClaims = z.object({
  sub: z.string(),
  name: z.string().optional(),
  role: z.union([z.string(), z.array(z.string())]).optional(),
  amr: z.union([z.string(), z.array(z.string())]).optional(),
  mecid: z.string().optional(),
});
export type IdentityClaims = z.infer<typeof identityClaims>;

/** Claims may hold one value or several; callers want a list. */
export function claimList(value: string | string[] | undefined): string[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}
