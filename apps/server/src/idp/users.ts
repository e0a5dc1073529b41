import Personnummer from 'personnummer';
import type { Db } from '../db/connection.ts';
import type { UserRow } from '../db/schema.ts';

export function findUserBySubject(db: Db, subject: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('subject', '=', subject).executeTakeFirst();
}

export function findUserByPersona(db: Db, key: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('persona_key', '=', key).executeTakeFirst();
}

export function listPersonaUsers(db: Db): Promise<UserRow[]> {
  return db.selectFrom('users').selectAll().where('persona_key', 'is not', null).execute();
}

/** Spec §5 leaves it open; one message for every failure after a valid number. */
export const SIGN_IN_FAILED = 'Inloggningen gick inte. Kontrollera personnumret eller välj en av testpersonerna ovan.';

export type PersonnummerLookup = { ok: true; user: UserRow } | { ok: false; message: string };

/** Sign-in by typed personnummer: valid checksum first, then a known login. */
export async function findUserByPersonnummer(db: Db, input: string): Promise<PersonnummerLookup> {
  const trimmed = input.trim();
  if (!trimmed) return { ok: false, message: 'Skriv ditt personnummer.' };
  if (!Personnummer.valid(trimmed)) {
    return {
      ok: false,
      message: 'Personnumret är inte giltigt. Skriv det som ÅÅÅÅMMDD-NNNN och kontrollera siffrorna.',
    };
  }
  const normalized = Personnummer.parse(trimmed).format(true);
  const user = await db.selectFrom('users').selectAll().where('personnummer', '=', normalized).executeTakeFirst();
  // One message whether the number is unknown or its sign-in fails: the form must not tell which numbers have a login.
  if (!user) return { ok: false, message: SIGN_IN_FAILED };
  return { ok: true, user };
}

/** The identity profile of spec §3.9 as claims: role (list) and mecid (customer id). */
export function profileClaims(user: UserRow): {
  name: string;
  given_name: string;
  family_name: string;
  role?: string[];
  mecid?: string;
  orgnr?: string;
} {
  const [given = user.display_name, ...rest] = user.display_name.split(' ');
  return {
    name: user.display_name,
    given_name: given,
    family_name: rest.join(' '),
    ...(user.roles.length > 0 ? { role: user.roles } : {}),
    ...(user.customer_id ? { mecid: user.customer_id } : {}),
    // The organisation a company e-identification represents (README: claims of an external provider).
    ...(user.company_login && user.organisation_number ? { orgnr: user.organisation_number } : {}),
  };
}
