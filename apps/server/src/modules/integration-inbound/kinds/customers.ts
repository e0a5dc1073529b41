import { CUSTOMER_TYPE_NAMES, EMPTY_GUID, LEGAL_PART } from '@mina-sidor/shared';
import { email } from '@mina-sidor/shared/contact';
import { MOBILE_NUMBER_INVALID, normalisedSwedishMobile } from '@mina-sidor/shared/phone-number';
import type { Insertable, Transaction } from 'kysely';
import Organisationsnummer from 'organisationsnummer';
import Personnummer from 'personnummer';
import { z } from 'zod';
import type { CustomerAccountsTable, CustomersTable, Database, ParentOrganizationsTable } from '../../../db/schema.ts';
import type { IndexedRecord, IntegrationKind, RecordProblem, WriteCounts } from '../../../integration-inbound/kind.ts';
import { among, chunks, ids, readByKey, text, textOf, WRITE_CHUNK } from '../../../integration-inbound/fields.ts';

/** Customer and account status as the customer system numbers them: 1 active, 2 inactive (an ended account keeps its history). */
const status = z.strictObject({ id: z.union([z.literal(1), z.literal(2)], { error: 'Status ska vara 1 (aktiv) eller 2 (inaktiv).' }) });

/**
 * A Swedish mobile number by phone-number.ts's rule, stored as it normalises it. Parsed once, not checked and then
 * normalised as the contact form's schema does: the parse is most of a customer's validation, 100,000 times a load.
 */
const mobileNumber = z
  .string()
  .trim()
  .max(30, MOBILE_NUMBER_INVALID)
  .transform((typed, context) => {
    const normalised = normalisedSwedishMobile(typed);
    if (normalised === null) context.addIssue({ code: 'custom', message: MOBILE_NUMBER_INVALID });
    return normalised ?? typed;
  });

/** Any phone number a person can be called on, as the customer system writes it: digits, spaces, +, - and parentheses. */
const anyPhone = z
  .string()
  .trim()
  .regex(/^\+?[\d\s()-]{5,30}$/, 'Telefonnumret ska vara 5–30 siffror, mellanslag, bindestreck eller parenteser, till exempel 08-555 010 20.');

const account = z.strictObject({
  customerAccountId: ids.customerAccount,
  /** The number the account is known by on invoices; the customer's number when absent. */
  customerNumber: z
    .string()
    .regex(/^\d{1,20}$/, 'Kundkontots nummer ska vara 1–20 siffror.')
    .optional(),
  name: text(200, 'Kundkontots namn'),
  status,
  phoneNumber: anyPhone.nullable().optional(),
  sourceSystem: z.strictObject({ id: z.number().int().min(0).max(1_000_000), name: text(100, 'Källsystemets namn') }),
});

/**
 * The organisation a group customer is part of (its parent company), as the customer system registers it: shown on
 * the customer's page of the group. The parent's own customer id when the parent is a customer too.
 */
const parentOrganization = z.strictObject({
  organizationId: text(100, 'Moderorganisationens id'),
  name: text(200, 'Moderorganisationens namn'),
  organizationNumber: textOf('Moderorganisationens organisationsnummer')
    .trim()
    .max(20)
    .refine((number) => Organisationsnummer.valid(number), 'Moderorganisationens organisationsnummer är inte giltigt (NNNNNN-NNNN, kontrollsiffran räknas).'),
  customerId: ids.customer.nullable().optional(),
});

const record = z
  .strictObject({
    customerId: ids.customer,
    customerNumber: textOf('Kundnumret').regex(/^\d{1,20}$/, 'Kundnumret ska vara 1–20 siffror.'),
    customerType: z.strictObject({ id: z.number().int().min(0).max(9999), name: z.enum(CUSTOMER_TYPE_NAMES) }),
    legalPart: z.strictObject({ id: z.union([z.literal(1), z.literal(2)], { error: 'Juridisk form ska vara 1 (person) eller 2 (organisation).' }) }),
    status,
    /** The group (koncern) the customer belongs to; null for none. */
    groupId: z.guid('Koncern-id ska vara ett UUID (8-4-4-4-12 hexadecimala tecken).').nullable().optional(),
    /** A personnummer (legal part 1) or an organisationsnummer (legal part 2), with or without century and dash. */
    identificationNumber: textOf('Person- eller organisationsnumret').trim().max(20),
    name: text(200, 'Namnet'),
    displayName: text(200, 'Visningsnamnet').optional(),
    email: z.nullable(email),
    /** The customer's mobile number (Swedish), kept on its first account as the portal's own contact page does (spec §3.3). */
    mobilePhone: mobileNumber.nullable().optional(),
    paymentInfo: z.strictObject({ flexAccount: z.boolean(), directDebit: z.boolean() }).optional(),
    /** The group's parent organisation; null or left out: none (a stored one is removed). */
    parentOrganization: parentOrganization.nullable().optional(),
    customerAccounts: z.array(account).min(1, 'En kund har minst ett kundkonto.').max(500),
  })
  .superRefine((customer, context) => {
    const pin = customer.identificationNumber;
    if (customer.legalPart.id === LEGAL_PART.person && !Personnummer.valid(pin)) {
      context.addIssue({ code: 'custom', path: ['identificationNumber'], message: 'Personnumret är inte giltigt (ÅÅÅÅMMDD-NNNN, kontrollsiffran räknas).' });
    } else if (customer.legalPart.id === LEGAL_PART.company && !Organisationsnummer.valid(pin)) {
      context.addIssue({
        code: 'custom',
        path: ['identificationNumber'],
        message: 'Organisationsnumret är inte giltigt (NNNNNN-NNNN, kontrollsiffran räknas).',
      });
    }
    if (customer.customerType.name === 'INDIVIDUAL' && customer.legalPart.id !== LEGAL_PART.person) {
      context.addIssue({ code: 'custom', path: ['legalPart', 'id'], message: 'En kund av typen INDIVIDUAL är en person: juridisk form 1.' });
    }
    if (customer.customerType.name === 'ORGANIZATION' && customer.legalPart.id !== LEGAL_PART.company) {
      context.addIssue({ code: 'custom', path: ['legalPart', 'id'], message: 'En kund av typen ORGANIZATION är en organisation: juridisk form 2.' });
    }
    if (customer.parentOrganization && customer.legalPart.id !== LEGAL_PART.company) {
      context.addIssue({ code: 'custom', path: ['parentOrganization'], message: 'Bara en organisation (juridisk form 2) har en moderorganisation.' });
    }
    if (customer.parentOrganization?.customerId === customer.customerId) {
      context.addIssue({ code: 'custom', path: ['parentOrganization', 'customerId'], message: 'En kund kan inte vara sin egen moderorganisation.' });
    }
    const accountIds = customer.customerAccounts.map((a) => a.customerAccountId);
    const twice = accountIds.find((id, i) => accountIds.indexOf(id) !== i);
    if (twice) context.addIssue({ code: 'custom', path: ['customerAccounts'], message: `Kundkontot ${twice} står två gånger.` });
  });

export type CustomerRecord = z.output<typeof record>;

/**
 * The identification number as the portal stores it and the sign-in looks it up: a personnummer in twelve digits
 * (198003129809), an organisationsnummer in ten (5561234567).
 */
export function storedIdentificationNumber(legalPartId: number, typed: string): string {
  return legalPartId === LEGAL_PART.person ? Personnummer.parse(typed).format(true) : Organisationsnummer.parse(typed).format(false).replace(/\D/g, '');
}

type CustomerRow = Insertable<CustomersTable>;
type AccountRow = Insertable<CustomerAccountsTable>;
type ParentRow = Insertable<ParentOrganizationsTable>;

const CUSTOMER_COLUMNS = [
  'customer_number',
  'name',
  'display_name',
  'identification_number',
  'email',
  'customer_type_id',
  'customer_type_name',
  'legal_part_id',
  'status_id',
  'group_id',
  'flex_account',
  'direct_debit',
] as const;
const ACCOUNT_COLUMNS = [
  'customer_id',
  'customer_number',
  'status_id',
  'legal_part_id',
  'name',
  'phone_number',
  'source_system_id',
  'source_system_name',
  'sort_order',
] as const;

const PARENT_COLUMNS = ['organization_id', 'name', 'organization_number', 'parent_customer_id'] as const;

/** The rows a record is stored as. */
export function rowsOf(customer: CustomerRecord): { customer: CustomerRow; accounts: AccountRow[]; parent: ParentRow | null } {
  const parent = customer.parentOrganization;
  return {
    customer: {
      customer_id: customer.customerId,
      customer_number: customer.customerNumber,
      name: customer.name,
      display_name: customer.displayName ?? customer.name,
      identification_number: storedIdentificationNumber(customer.legalPart.id, customer.identificationNumber),
      email: customer.email,
      customer_type_id: customer.customerType.id,
      customer_type_name: customer.customerType.name,
      legal_part_id: customer.legalPart.id,
      status_id: customer.status.id,
      group_id: (customer.groupId ?? EMPTY_GUID).toLowerCase(),
      flex_account: customer.paymentInfo?.flexAccount ?? false,
      direct_debit: customer.paymentInfo?.directDebit ?? false,
      // The portal's own setting, not the source's: a new customer starts without it, an update leaves it (CUSTOMER_COLUMNS).
      use_new_landing_page: false,
    },
    accounts: customer.customerAccounts.map((a, index) => ({
      customer_account_id: a.customerAccountId,
      customer_id: customer.customerId,
      customer_number: a.customerNumber ?? customer.customerNumber,
      status_id: a.status.id,
      legal_part_id: customer.legalPart.id,
      name: a.name,
      phone_number: (index === 0 ? customer.mobilePhone : undefined) ?? a.phoneNumber ?? null,
      source_system_id: a.sourceSystem.id,
      source_system_name: a.sourceSystem.name,
      sort_order: index,
    })),
    parent: parent
      ? {
          customer_id: customer.customerId,
          organization_id: parent.organizationId,
          name: parent.name,
          organization_number: storedIdentificationNumber(LEGAL_PART.company, parent.organizationNumber),
          parent_customer_id: parent.customerId ?? null,
        }
      : null,
  };
}

const sameColumns = <Row extends Record<string, unknown>>(columns: readonly (keyof Row)[], stored: Row, incoming: Row) =>
  columns.every((column) => stored[column] === incoming[column]);

/**
 * Customer numbers and account ids are the customer's own: another customer, stored or in the batch, may not have them.
 * A parent organisation's customer id is a customer stored or earlier in the batch.
 */
async function check(trx: Transaction<Database>, records: readonly IndexedRecord<CustomerRecord>[]): Promise<RecordProblem[]> {
  const problems: RecordProblem[] = [];
  const parentIds = records.flatMap((r) => r.record.parentOrganization?.customerId ?? []);
  const [byNumber, accounts, parents] = await Promise.all([
    readByKey(
      records.map((r) => r.record.customerNumber),
      (chunk) => trx.selectFrom('customers').select(['customer_id', 'customer_number']).where(among('customer_number', chunk)).execute(),
      (row) => row.customer_number,
    ),
    readByKey(
      records.flatMap((r) => r.record.customerAccounts.map((a) => a.customerAccountId)),
      (chunk) => trx.selectFrom('customer_accounts').select(['customer_account_id', 'customer_id']).where(among('customer_account_id', chunk)).execute(),
      (row) => row.customer_account_id,
    ),
    readByKey(
      parentIds,
      (chunk) => trx.selectFrom('customers').select('customer_id').where(among('customer_id', chunk)).execute(),
      (row) => row.customer_id,
    ),
  ]);
  const customersSoFar = new Set<string>();
  const numberInBatch = new Map<string, string>();
  const accountInBatch = new Map<string, string>();
  for (const { index, record: customer } of records) {
    const key = customer.customerId;
    const stored = byNumber.get(customer.customerNumber);
    const earlier = numberInBatch.get(customer.customerNumber);
    if (stored && stored.customer_id !== key) {
      problems.push({ index, key, reason: `Kundnumret ${customer.customerNumber} har redan kunden ${stored.customer_id}.` });
    } else if (earlier !== undefined && earlier !== key) {
      problems.push({ index, key, reason: `Kundnumret ${customer.customerNumber} har redan kunden ${earlier} tidigare i batchen.` });
    } else {
      numberInBatch.set(customer.customerNumber, key);
    }
    for (const { customerAccountId } of customer.customerAccounts) {
      const owner = accounts.get(customerAccountId)?.customer_id ?? accountInBatch.get(customerAccountId);
      if (owner !== undefined && owner !== key) {
        problems.push({ index, key, reason: `Kundkontot ${customerAccountId} hör till kunden ${owner}: ett kundkonto byter inte kund.` });
      } else {
        accountInBatch.set(customerAccountId, key);
      }
    }
    const parentId = customer.parentOrganization?.customerId;
    if (parentId && !parents.has(parentId) && !customersSoFar.has(parentId)) {
      problems.push({ index, key, reason: `Moderorganisationens kund ${parentId} finns inte: skicka den kunden först.` });
    }
    customersSoFar.add(key);
  }
  return problems;
}

/**
 * Upserts each customer, its accounts and its parent organisation. Accounts the record does not list are left as they
 * are: an account ends with a status (2, inactive), never by being left out, so its invoices and history stay. A parent
 * organisation is a registration, not history: one no longer sent is removed.
 */
async function write(trx: Transaction<Database>, records: readonly CustomerRecord[]): Promise<WriteCounts> {
  const counts: WriteCounts = { inserted: 0, updated: 0, unchanged: 0 };
  for (const chunk of chunks(records, WRITE_CHUNK)) {
    const rows = chunk.map(rowsOf);
    const customerIds = rows.map((r) => r.customer.customer_id);
    const accountIds = rows.flatMap((r) => r.accounts.map((a) => a.customer_account_id));
    const [storedCustomers, storedAccounts, storedParents] = await Promise.all([
      trx.selectFrom('customers').selectAll().where(among('customer_id', customerIds)).execute(),
      trx.selectFrom('customer_accounts').selectAll().where(among('customer_account_id', accountIds)).execute(),
      trx.selectFrom('parent_organizations').selectAll().where(among('customer_id', customerIds)).execute(),
    ]);
    const customers = new Map(storedCustomers.map((row) => [row.customer_id, row]));
    const accounts = new Map(storedAccounts.map((row) => [row.customer_account_id, row]));
    const parents = new Map(storedParents.map((row) => [row.customer_id, row]));
    const changedCustomers: CustomerRow[] = [];
    const changedAccounts: AccountRow[] = [];
    const changedParents: ParentRow[] = [];
    const parentsRemoved: string[] = [];
    for (const row of rows) {
      const stored = customers.get(row.customer.customer_id);
      const customerChanged = !stored || !sameColumns(CUSTOMER_COLUMNS, stored as CustomerRow, row.customer);
      if (customerChanged) changedCustomers.push(row.customer);
      const accountsChanged = row.accounts.filter((a) => {
        const storedAccount = accounts.get(a.customer_account_id);
        return !storedAccount || !sameColumns(ACCOUNT_COLUMNS, storedAccount as AccountRow, a);
      });
      changedAccounts.push(...accountsChanged);
      const storedParent = parents.get(row.customer.customer_id);
      const parentChanged = row.parent ? !storedParent || !sameColumns(PARENT_COLUMNS, storedParent as ParentRow, row.parent) : storedParent !== undefined;
      if (parentChanged && row.parent) changedParents.push(row.parent);
      if (parentChanged && !row.parent) parentsRemoved.push(row.customer.customer_id);
      if (!stored) counts.inserted++;
      else if (customerChanged || accountsChanged.length > 0 || parentChanged) counts.updated++;
      else counts.unchanged++;
    }
    if (changedCustomers.length > 0) {
      await trx
        .insertInto('customers')
        .values(changedCustomers)
        .onConflict((conflict) =>
          conflict.column('customer_id').doUpdateSet((eb) => Object.fromEntries(CUSTOMER_COLUMNS.map((column) => [column, eb.ref(`excluded.${column}`)]))),
        )
        .execute();
    }
    // A company may have hundreds of accounts: they are written in chunks of their own.
    for (const accounts of chunks(changedAccounts, WRITE_CHUNK)) {
      await trx
        .insertInto('customer_accounts')
        .values(accounts)
        .onConflict((conflict) =>
          conflict
            .column('customer_account_id')
            .doUpdateSet((eb) => Object.fromEntries(ACCOUNT_COLUMNS.map((column) => [column, eb.ref(`excluded.${column}`)]))),
        )
        .execute();
    }
    await writeParents(trx, changedParents, parentsRemoved);
  }
  return counts;
}

/** After their customers: a parent organisation refers to its customer. */
async function writeParents(trx: Transaction<Database>, changed: ParentRow[], removed: string[]): Promise<void> {
  if (changed.length > 0) {
    await trx
      .insertInto('parent_organizations')
      .values(changed)
      .onConflict((conflict) =>
        conflict.column('customer_id').doUpdateSet((eb) => Object.fromEntries(PARENT_COLUMNS.map((column) => [column, eb.ref(`excluded.${column}`)]))),
      )
      .execute();
  }
  if (removed.length > 0) await trx.deleteFrom('parent_organizations').where(among('customer_id', removed)).execute();
}

/** A private customer with one account, as the customer system sends it (docs/integration.md has more). */
export const CUSTOMER_EXAMPLE = {
  customerId: '10000000701',
  customerNumber: '5000701',
  customerType: { id: 1, name: 'INDIVIDUAL' },
  legalPart: { id: 1 },
  status: { id: 1 },
  groupId: null,
  identificationNumber: '19900114-9807',
  name: 'Greta Granberg',
  email: 'greta.granberg@example.se',
  mobilePhone: '070-765 43 21',
  paymentInfo: { flexAccount: false, directDebit: true },
  customerAccounts: [{ customerAccountId: '5000701001', name: 'Greta Granberg', status: { id: 1 }, sourceSystem: { id: 1, name: 'Kundsystem' } }],
};

export const customersKind: IntegrationKind<CustomerRecord> = {
  name: 'customers',
  scope: 'minasidor_customers_write',
  title: 'Kunder (personer och organisationer) med sina kundkonton',
  record,
  key: (customer) => customer.customerId,
  check,
  write,
  example: [CUSTOMER_EXAMPLE],
};
