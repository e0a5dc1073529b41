import { randomUUID } from 'node:crypto';
import { CUSTOMER_STATUS, LEGAL_PART } from '@mina-sidor/shared';
import { sql } from 'kysely';
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
  const user =
    (await db.selectFrom('users').selectAll().where('personnummer', '=', normalized).executeTakeFirst()) ?? (await createLoginOfCustomer(db, normalized));
  // One message whether the number is unknown or its sign-in fails: the form must not tell which numbers have a login.
  if (!user) return { ok: false, message: SIGN_IN_FAILED };
  return { ok: true, user };
}

/**
 * The login of a private customer the provider's systems sent (decision 0051), made at its first sign-in: the
 * identity server knows a person by personnummer, and its mecid is the customer whose identification number that is.
 * Of several such customers, an active one first, then the lowest id. Undefined when no private customer has the number.
 */
async function createLoginOfCustomer(db: Db, personnummer: string): Promise<UserRow | undefined> {
  const customer = await db
    .selectFrom('customers')
    .select(['customer_id', 'name', 'email'])
    .where('identification_number', '=', personnummer)
    .where('legal_part_id', '=', LEGAL_PART.person)
    .orderBy(sql`case when status_id = ${CUSTOMER_STATUS.active} then 0 else 1 end`)
    .orderBy('customer_id')
    .executeTakeFirst();
  if (!customer) return undefined;
  const userId = randomUUID();
  // Two first sign-ins at once make one login: the other finds it.
  await db
    .insertInto('users')
    .values({
      user_id: userId,
      subject: userId,
      persona_key: null,
      personnummer,
      display_name: customer.name,
      email: customer.email,
      roles: [],
      company_login: false,
      customer_id: customer.customer_id,
    })
    .onConflict((conflict) => conflict.column('personnummer').doNothing())
    .execute();
  return db.selectFrom('users').selectAll().where('personnummer', '=', personnummer).executeTakeFirst();
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
