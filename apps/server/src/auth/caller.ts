import { claimList } from '@mina-sidor/shared';
import type { JWTPayload } from 'jose';

/** Who is calling the API, as the verified access token says. */
export type Caller = {
  subject: string;
  customerId: string | null;
  roles: string[];
  companyLogin: boolean;
};

export function callerFromClaims(claims: JWTPayload): Caller {
  const asList = (value: unknown) =>
    claimList(typeof value === 'string' || Array.isArray(value) ? (value as string | string[]) : undefined);
  return {
    subject: String(claims.sub ?? ''),
    customerId: typeof claims.mecid === 'string' && claims.mecid !== '' ? claims.mecid : null,
    roles: asList(claims.role),
    companyLogin: asList(claims.amr).includes('Company'),
  };
}

export const isStaff = (caller: Caller) => caller.roles.includes('KC') || caller.roles.includes('Admin');
