import { claimList } from '@mina-sidor/shared';
import type { JWTPayload } from 'jose';

/** Who is calling the API, as the verified access token says. */
export type Caller = {
  subject: string;
  customerId: string | null;
  roles: string[];
  companyLogin: boolean;
  /** The organisation a company login represents (the `orgnr` claim, ten digits); null without one. */
  organisationNumber: string | null;
  /** The token's scopes: a service's token is told by its scope. */
  scopes: string[];
};

export function callerFromClaims(claims: JWTPayload): Caller {
  const asList = (value: unknown) => claimList(typeof value === 'string' || Array.isArray(value) ? (value as string | string[]) : undefined);
  return {
    subject: String(claims.sub ?? ''),
    customerId: typeof claims.mecid === 'string' && claims.mecid !== '' ? claims.mecid : null,
    roles: asList(claims.role),
    companyLogin: asList(claims.amr).includes('Company'),
    organisationNumber: organisationNumberOf(claims.orgnr),
    scopes: scopesOf(claims.scope ?? claims.scp),
  };
}

/**
 * `scope` as RFC 9068 writes it (space-separated), or a list as IdentityServer writes it; `scp` where a provider
 * (Entra ID, Okta) uses that name instead, also either way.
 */
function scopesOf(claim: unknown): string[] {
  if (typeof claim === 'string') return claim.split(' ').filter(Boolean);
  return Array.isArray(claim) ? claim.filter((scope): scope is string => typeof scope === 'string') : [];
}

/** An organisationsnummer claim as its ten digits (with or without dash or century prefix); null when it is none. */
function organisationNumberOf(claim: unknown): string | null {
  if (typeof claim !== 'string') return null;
  const digits = claim.replace(/\D/g, '').slice(-10);
  return digits.length === 10 ? digits : null;
}

export const isStaff = (caller: Caller) => caller.roles.includes('KC') || caller.roles.includes('Admin');
