import { z } from 'zod/mini';

export const ROLES = ['KC', 'Admin', 'CompanyNotAssigned', 'NonCustomer'] as const;
export type Role = (typeof ROLES)[number];

/** Customer service (KC) and administrators: they may open any customer, read-only and audited (decision 0002). */
export const STAFF_ROLES: readonly Role[] = ['KC', 'Admin'];

/** Whether a login with these roles is staff: the server's access checks and the web app's rules both ask this. */
export function hasStaffRole(roles: readonly string[]): boolean {
  return roles.some((role) => (STAFF_ROLES as readonly string[]).includes(role));
}

/** Scopes of spec §4.4 as the embedded provider names them. */
export const API_SCOPES = ['minasidor_api', 'minasidor_profile', 'IdentityServerApi'] as const;
export const WEB_SCOPES = ['openid', 'profile', ...API_SCOPES, 'offline_access'] as const;

/** The identity profile claims of spec §3.9, as the ID token and user info carry them. */
export const identityClaims = z.object({
  sub: z.string(),
  name: z.optional(z.string()),
  role: z.optional(z.union([z.string(), z.array(z.string())])),
  amr: z.optional(z.union([z.string(), z.array(z.string())])),
  mecid: z.optional(z.string()),
});
export type IdentityClaims = z.infer<typeof identityClaims>;

/** Claims may hold one value or several; callers want a list. */
export function claimList(value: string | string[] | undefined): string[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}
