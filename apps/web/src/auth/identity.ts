import { claimList, hasStaffRole, identityClaims, type IdentityClaims } from '@mina-sidor/shared';

export interface Identity {
  claims: IdentityClaims;
  /** Customer-service staff (KC) and administrators may open any customer. */
  isStaff: boolean;
}

/** The signed-in person as the ID token and user info describe them; null if the claims are unusable. */
export function toIdentity(profile: unknown): Identity | null {
  const parsed = identityClaims.safeParse(profile);
  if (!parsed.success) return null;
  return { claims: parsed.data, isStaff: isStaff(parsed.data) };
}

export function hasRole(claims: IdentityClaims, role: string): boolean {
  return claimList(claims.role).includes(role);
}

export function isStaff(claims: IdentityClaims): boolean {
  return hasStaffRole(claimList(claims.role));
}
