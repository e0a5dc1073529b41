import { claimList, hasStaffRole } from '@mina-sidor/shared';
import type { JWTPayload } from 'jose';

/** Who is calling the API, as the verified access token says. */
export type Caller = {
  subject: string;
  customerId: string | null;
  roles: string[];
  companyLogin: boolean;
  /** The organisation a company login represents (the `orgnr` claim, ten digits); null without one. */
  organisationNumber: string | null;
  /** The token's scopes: which service a machine's token is for. */
  scopes: string[];
  /** A person signed in (see isPersonToken); otherwise a machine's token, which only a service's endpoints take. */
  person: boolean;
};

const asList = (value: unknown) => claimList(typeof value === 'string' || Array.isArray(value) ? (value as string | string[]) : undefined);

export function callerFromClaims(claims: JWTPayload): Caller {
  return {
    subject: String(claims.sub ?? ''),
    customerId: typeof claims.mecid === 'string' && claims.mecid !== '' ? claims.mecid : null,
    roles: asList(claims.role),
    companyLogin: asList(claims.amr).includes('Company'),
    organisationNumber: organisationNumberOf(claims.orgnr),
    scopes: scopesOf(claims.scope ?? claims.scp),
    person: isPersonToken(claims),
  };
}

/**
 * A person's token is recognised by what only a person's has, never by what a machine's lacks (a
 * missing scope made one a person before): a subject that is not the client the token
 * was issued to, and how the person signed in (`amr`, part of the identity profile every person's
 * token carries, spec §3.9). Client credentials have no subject (IdentityServer), the client id as
 * subject (oidc-provider), or a subject of their own but no sign-in method.
 */
function isPersonToken(claims: JWTPayload): boolean {
  const { sub } = claims;
  if (typeof sub !== 'string' || sub === '') return false;
  if ([claims.client_id, claims.azp, claims.cid].includes(sub)) return false;
  return asList(claims.amr).some((method) => typeof method === 'string' && method !== '');
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

export const isStaff = (caller: Caller) => hasStaffRole(caller.roles);
