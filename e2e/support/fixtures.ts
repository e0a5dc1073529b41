import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import { CUSTOMER_STATUS, EMPTY_GUID, LEGAL_PART, MESSAGE_STATUS, UTILITY_TYPES } from '@mina-sidor/shared';
import { invoiceIdOf } from '@mina-sidor/shared/invoice';
import { POA_NO_DATE } from '@mina-sidor/shared/power-of-attorney';
import Personnummer from 'personnummer';
import { afterAll, afterEach, inject } from 'vitest';
import { sql } from 'kysely';
import { openDatabase, type Db } from '../../apps/server/src/db/connection.ts';
import { PROVIDER } from '../../apps/server/src/modules/invoices/provider.ts';
import { invoiceDates, ocrFor } from '../../apps/server/src/modules/invoices/rules.ts';
import { CUSTOMER_IDS, type Persona } from '../../apps/server/src/demo-source/personas.ts';

/**
 * The data a journey changes, made for that journey alone, in the e2e server's
 * database, and removed after each test. A journey signs in with a login of its
 * own (by typing its personnummer on the login page), so the shared demo
 * personas stay as they are whatever ran before, and every file passes alone
 * and in any order.
 */

export type LoginSpec = {
  displayName: string;
  roles?: string[];
  companyLogin?: boolean;
  /** The organisation a company login represents (its orgnr claim, ten digits). */
  organisationNumber?: string | null;
  /** The customer the login is (its mecid). */
  customerId?: string | null;
};

export type Login = { userId: string; personnummer: string; displayName: string };
export type Invitation = { code: string; customerId: string };
export type Mail = { subject: string | null; body: string };
export type PowerOfAttorneyRequest = { permissionId: string; requester: string; meteringPointId: string };
export type UnreadMessage = { messageId: string; subject: string; body: string };
export type Customer = {
  customerId: string;
  customerNumber: string;
  customerAccountId: string;
  name: string;
  email: string;
  /** The customer's own login. */
  login: Login;
};

/** A login shaped like a demo persona (name, roles, company login and organisation, customer), but a row of its own. */
export function loginLike(persona: Persona): LoginSpec {
  return {
    displayName: persona.displayName,
    roles: persona.roles,
    companyLogin: persona.companyLogin,
    organisationNumber: persona.organisationNumber,
    customerId: persona.customerKey ? CUSTOMER_IDS[persona.customerKey] : null,
  };
}

const digits = (count: number) => Array.from({ length: count }, () => randomInt(10)).join('');

/** The Luhn check digit of a personnummer's ten digits without it (YYMMDDNNN). */
function luhnCheckDigit(nineDigits: string): number {
  const sum = [...nineDigits].reduce((total, char, index) => {
    const product = Number(char) * (index % 2 === 0 ? 2 : 1);
    return total + Math.floor(product / 10) + (product % 10);
  }, 0);
  return (10 - (sum % 10)) % 10;
}

/**
 * A valid personnummer (YYYYMMDDNNNC, as the users table keeps them) with a birth number 980–999,
 * which Skatteverket keeps for test identities: never a real person's.
 */
export function testPersonnummer(): string {
  const born = new Date(Date.UTC(1940, 0, 1) + randomInt(60 * 365) * 86_400_000);
  const date = born.toISOString().slice(0, 10).replaceAll('-', '');
  const withoutCheck = `${date.slice(2)}${randomInt(980, 1000)}`;
  const personnummer = `${date.slice(0, 2)}${withoutCheck}${luhnCheckDigit(withoutCheck)}`;
  if (!Personnummer.valid(personnummer)) throw new Error(`made an invalid personnummer: ${personnummer}`);
  return personnummer;
}

/** PostgreSQL's unique_violation: a drawn personnummer or id is taken, draw again. */
const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505';

async function withFreshValues<T>(insert: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await insert();
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 5) throw error;
    }
  }
}

/**
 * Registers the file's hooks (clean up after each test, close the connection after the file)
 * and returns the makers. Call it once, at the top of a test file.
 */
export function fileFixtures() {
  let db: Promise<Db> | undefined;
  const database = () => {
    db ??= openDatabase({ kind: 'postgres', url: inject('databaseUrl') });
    return db;
  };
  const cleanups: (() => Promise<unknown>)[] = [];

  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  afterAll(async () => {
    await (await db)?.destroy();
  });

  async function login(spec: LoginSpec, personnummer?: string): Promise<Login> {
    const d = await database();
    const made = await withFreshValues(async () => {
      const userId = randomUUID();
      const row = {
        user_id: userId,
        subject: userId,
        persona_key: null,
        personnummer: personnummer ?? testPersonnummer(),
        display_name: spec.displayName,
        email: null,
        roles: spec.roles ?? [],
        company_login: spec.companyLogin ?? false,
        organisation_number: spec.organisationNumber ?? null,
        customer_id: spec.customerId ?? null,
      };
      await d.insertInto('users').values(row).execute();
      return { userId, personnummer: row.personnummer, displayName: row.display_name };
    });
    // Its links, invitation acceptances and company-link requests go with it (foreign keys).
    cleanups.push(() => d.deleteFrom('users').where('user_id', '=', made.userId).execute());
    return made;
  }

  return {
    /** A new login (users row) with a personnummer of its own. */
    login,

    /** The customer a login is now (its mecid), as the server stored it. */
    async customerOf(made: Login): Promise<string | null> {
      const row = await (await database()).selectFrom('users').select('customer_id').where('user_id', '=', made.userId).executeTakeFirstOrThrow();
      return row.customer_id;
    },

    /** An open invitation to view the customer's account (/bekrafta_konto/{code}). */
    async invitation(customerId: string = CUSTOMER_IDS.foretag): Promise<Invitation> {
      const d = await database();
      const code = randomBytes(12).toString('base64url');
      await d
        .insertInto('invitations')
        .values({ code, customer_id: customerId, email: 'inbjuden.e2e@example.se', accepted_at: null, accepted_by: null, expires_at: null })
        .execute();
      cleanups.push(() => d.deleteFrom('invitations').where('code', '=', code).execute());
      return { code, customerId };
    },

    /**
     * An e-mail address of the journey's own. The e2e server has no SMTP, so its job queue writes the
     * mail to the outbox table; `mail()` waits for the newest one to the address. The mail and the
     * invitations sent to the address go afterwards.
     */
    async mailbox(): Promise<{ address: string; mail: () => Promise<Mail> }> {
      const d = await database();
      const address = `e2e.${randomBytes(6).toString('hex')}@example.se`;
      cleanups.push(async () => {
        await d.deleteFrom('outbox').where('recipient', '=', address).execute();
        await d.deleteFrom('invitations').where('email', '=', address).execute();
      });
      async function mail(): Promise<Mail> {
        const deadline = Date.now() + 30_000;
        for (;;) {
          const row = await d.selectFrom('outbox').select(['subject', 'body']).where('recipient', '=', address).orderBy('id', 'desc').executeTakeFirst();
          if (row) return row;
          if (Date.now() > deadline) throw new Error(`no mail to ${address} in the outbox within 30 s`);
          await new Promise((resolve) => setTimeout(resolve, 250));
        }
      }
      return { address, mail };
    },

    /** A power of attorney's status now, and the decisions stored for it (who, what, when), oldest first. */
    async powerOfAttorneyState(permissionId: string) {
      const d = await database();
      const { status_mp } = await d.selectFrom('powers_of_attorney').select('status_mp').where('permission_id', '=', permissionId).executeTakeFirstOrThrow();
      const decisions = await d
        .selectFrom('power_of_attorney_decisions')
        .select(['decision', 'decided_by', 'decided_at'])
        .where('permission_id', '=', permissionId)
        .orderBy('decided_at')
        .execute();
      return { status: status_mp, decisions };
    },

    /**
     * A new request (statusMP Ny, not yet answered) from a company to read the meter values of the
     * customer's electricity metering point (spec §2.7); its decisions go with it.
     */
    async powerOfAttorney(customerId: string, requester: string): Promise<PowerOfAttorneyRequest> {
      const d = await database();
      const point = await d
        .selectFrom('metering_points')
        .innerJoin('facilities', 'facilities.facility_key', 'metering_points.facility_key')
        .select('metering_points.metering_point_id')
        .where('facilities.customer_id', '=', customerId)
        .where('metering_points.service', '=', 'EL')
        .executeTakeFirstOrThrow();
      const permissionId = `P-E2E-${randomBytes(6).toString('hex')}`;
      const noDate = `${POA_NO_DATE}T00:00:00Z`;
      await d
        .insertInto('powers_of_attorney')
        .values({
          permission_id: permissionId,
          customer_id: customerId,
          status_mp: 'Ny',
          requester,
          metering_point_id: point.metering_point_id,
          received_start: new Date().toISOString(),
          response_start: noDate,
          report_start: noDate,
          report_end: null,
        })
        .execute();
      cleanups.push(() => d.deleteFrom('powers_of_attorney').where('permission_id', '=', permissionId).execute());
      return { permissionId, requester, meteringPointId: point.metering_point_id };
    },

    /** An unread message in the customer's inbox, sent now: the newest there. */
    async unreadMessage(customerId: string, { subject, body }: { subject: string; body: string }): Promise<UnreadMessage> {
      const d = await database();
      const messageId = `M-E2E-${randomBytes(6).toString('hex')}`;
      await d
        .insertInto('messages')
        .values({ message_id: messageId, customer_id: customerId, subject, body, category: 'Information', status_key: MESSAGE_STATUS.unread })
        .execute();
      cleanups.push(() => d.deleteFrom('messages').where('message_id', '=', messageId).execute());
      return { messageId, subject, body };
    },

    /**
     * A disruption in the network (no notices: written as the demo's are, straight into the table),
     * reaching the facilities whose postal code starts with the prefix and that have the service.
     */
    async disruption(input: {
      service: 'EL' | 'FJV' | 'VA';
      postalCodePrefix: string;
      area: string;
      title: string;
      description: string;
      planned: boolean;
      startsAt: Date;
      endsAt: Date | null;
    }): Promise<{ disruptionId: string }> {
      const d = await database();
      const disruptionId = `D-E2E-${randomBytes(6).toString('hex')}`;
      const { postalCodePrefix, startsAt, endsAt, ...text } = input;
      await d
        .insertInto('disruptions')
        .values({ disruption_id: disruptionId, postal_code_prefix: postalCodePrefix, starts_at: startsAt, ends_at: endsAt, ...text })
        .execute();
      cleanups.push(() => d.deleteFrom('disruptions').where('disruption_id', '=', disruptionId).execute());
      return { disruptionId };
    },

    /** The outage-notice recipients of the customer as stored, removed ones too, oldest first: who added and removed them. */
    async outageRecipients(customerId: string) {
      const d = await database();
      return d
        .selectFrom('outage_recipients')
        .select(['channel', 'address', 'added_by', 'removed_by', 'removed_at'])
        .where('customer_id', '=', customerId)
        .orderBy('added_at')
        .execute();
    },

    /**
     * A demo account's invoice references, which the journey may change: put back as they were
     * afterwards. `stored()` reads them as they are now.
     */
    async invoiceReferences(customerAccountId: string) {
      const d = await database();
      const stored = () => d.selectFrom('invoice_references').selectAll().where('customer_account_id', '=', customerAccountId).executeTakeFirst();
      const before = await stored();
      cleanups.push(async () => {
        await d.deleteFrom('invoice_references').where('customer_account_id', '=', customerAccountId).execute();
        if (before) await d.insertInto('invoice_references').values(before).execute();
      });
      return { before, stored };
    },

    /**
     * Monthly invoices of the customer's account (an amount to pay per 'YYYY-MM', VAT included, and
     * paid), each with a fixed fee and its 25 % VAT as lines: what utjämnad betalning's estimate
     * sums. They go with the customer (foreign keys), and so does an agreement made from them.
     */
    async monthlyInvoices(customer: Customer, amountsOre: Record<string, number>): Promise<void> {
      const d = await database();
      for (const [month, amountOre] of Object.entries(amountsOre)) {
        if (amountOre % 5 !== 0) throw new Error(`${amountOre} öre has no whole net at 25 % VAT`);
        const netOre = (amountOre * 4) / 5;
        const dates = invoiceDates(month);
        const invoiceId = invoiceIdOf(month, customer.customerAccountId);
        await d.transaction().execute(async (trx) => {
          await trx
            .insertInto('invoices')
            .values({
              invoice_id: invoiceId,
              customer_id: customer.customerId,
              customer_account_id: customer.customerAccountId,
              invoice_number: invoiceId.slice(1),
              ocr: ocrFor(invoiceId.slice(1)),
              issue_date: dates.issueDate,
              due_date: dates.dueDate,
              period_from: dates.periodFrom,
              period_to: dates.periodTo,
              amount_ore: amountOre,
              net_ore: netOre,
              vat_ore: amountOre - netOre,
              paid_at: dates.dueDate,
              payment_method: 'autogiro',
              bankgiro: PROVIDER.bankgiro,
              recipient: [customer.name, 'Testvägen 1', '131 40 Nacka'],
              your_reference: null,
              cost_centre: null,
              order_number: null,
            })
            .execute();
          const line = { invoice_id: invoiceId, facility: null, service: null, quantity: null, unit: null, unit_price_ore: null };
          await trx
            .insertInto('invoice_lines')
            .values([
              { ...line, line_no: 1, kind: 'fixed', facility: 'Villa E2E', service: 'EL', description: 'Elnät och el', amount_ore: netOre },
              { ...line, line_no: 2, kind: 'vat', description: 'Moms 25 %', amount_ore: amountOre - netOre },
            ])
            .execute();
        });
      }
    },

    /** The account's even-payment agreements as stored, oldest first: who signed up and ended them, and when. */
    async evenPaymentAgreements(customerAccountId: string) {
      return (await database())
        .selectFrom('even_payment_agreements')
        .select(['monthly_part_ore', 'annual_estimate_ore', 'start_month', 'signed_up_by', 'ended_month', 'ended_by'])
        .where('customer_account_id', '=', customerAccountId)
        .orderBy('signed_up_at')
        .execute();
    },

    /**
     * The customer's first webhook delivery, once the provider's system has refused it, as it is after a day of
     * refusals: given up (the server gives up after WEBHOOK_RETRY_HOURS, 24; a journey cannot wait that long).
     * Its event id. The customer's events go after the test (the feed keeps them otherwise).
     */
    async givenUpDelivery(customerId: string): Promise<string> {
      const d = await database();
      cleanups.push(async () => {
        await d.deleteFrom('integration_events').where('customer_id', '=', customerId).execute();
        await d.deleteFrom('integration_event_streams').where('customer_id', '=', customerId).execute();
      });
      const deadline = Date.now() + 30_000;
      for (;;) {
        const refused = await d
          .selectFrom('webhook_deliveries')
          .select('event_id')
          .where('customer_id', '=', customerId)
          .where('attempts', '>', 0)
          .orderBy('sequence')
          .executeTakeFirst();
        if (refused) {
          await d.updateTable('webhook_deliveries').set({ status: 'failed' }).where('event_id', '=', refused.event_id).execute();
          return refused.event_id;
        }
        if (Date.now() > deadline) throw new Error(`no refused delivery for customer ${customerId} in 30 s`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    },

    /** A message's status key now. */
    async messageStatus(messageId: string): Promise<number> {
      const d = await database();
      return (await d.selectFrom('messages').select('status_key').where('message_id', '=', messageId).executeTakeFirstOrThrow()).status_key;
    },

    /** The reports the login orders are removed after the test (with their download links): the customer keeps only its own. */
    removeReportsOrderedBy(made: Login): void {
      // A fixture login's subject is its user id.
      cleanups.push(async () => (await database()).deleteFrom('reports').where('ordered_by', '=', made.userId).execute());
    },

    /**
     * The customer's consumption per service and local month over days [from, to], straight from
     * the stored meter values: whole Wh (electricity, heat) or litres (water), keyed "EL|2026-08".
     */
    async storedConsumption(customerId: string, from: string, to: string): Promise<Map<string, number>> {
      const { rows } = await sql<{ key: string; units: string }>`
        select p.service || '|' || to_char(v.ts at time zone 'Europe/Stockholm', 'YYYY-MM') as key, sum(v.value)::text as units
        from meter_values v join metering_points p using (metering_point_id) join facilities f using (facility_key)
        where f.customer_id = ${customerId} and p.type = 'CONSUMPTION'
          and (v.ts at time zone 'Europe/Stockholm')::date between ${from}::date and ${to}::date
        group by 1`.execute(await database());
      return new Map(rows.map((r) => [r.key, Number(r.units)]));
    },

    /**
     * An active private customer with an e-mail address, one account and a house with electricity
     * (no meter values), and its own login: whose panel participation and feedback a journey may change.
     */
    async customer({ name, email, postalCode = '131 40' }: { name: string; email: string; postalCode?: string }): Promise<Customer> {
      const d = await database();
      const personnummer = testPersonnummer();
      const made = await withFreshValues(async () => {
        const customerId = `3${digits(10)}`;
        const customerNumber = `8${digits(6)}`;
        const customerAccountId = `${customerNumber}001`;
        const facilityKey = `${customerNumber}-F01`;
        await d.transaction().execute(async (trx) => {
          await trx
            .insertInto('customers')
            .values({
              customer_id: customerId,
              customer_number: customerNumber,
              name,
              display_name: name,
              identification_number: personnummer,
              email,
              customer_type_id: 1,
              customer_type_name: 'INDIVIDUAL',
              legal_part_id: LEGAL_PART.person,
              status_id: CUSTOMER_STATUS.active,
              group_id: EMPTY_GUID,
              flex_account: false,
              direct_debit: true,
              use_new_landing_page: false,
            })
            .execute();
          await trx
            .insertInto('customer_accounts')
            .values({
              customer_account_id: customerAccountId,
              customer_id: customerId,
              customer_number: customerNumber,
              status_id: CUSTOMER_STATUS.active,
              legal_part_id: LEGAL_PART.person,
              name,
              phone_number: null,
              source_system_id: 1,
              source_system_name: 'Kundsystem',
              sort_order: 0,
            })
            .execute();
          await trx
            .insertInto('facilities')
            .values({
              facility_key: facilityKey,
              customer_id: customerId,
              display_name: 'Villa E2E',
              address: 'Testvägen 1',
              postal_code: postalCode,
              city: 'Nacka',
              sort_order: 0,
            })
            .execute();
          await trx.insertInto('facility_accounts').values({ facility_key: facilityKey, customer_account_id: customerAccountId }).execute();
          await trx
            .insertInto('facility_services')
            .values({ facility_key: facilityKey, service_id: UTILITY_TYPES.EL, name: 'EL', reading_type: 'AUTOMATIC' })
            .execute();
          await trx
            .insertInto('metering_points')
            .values({
              metering_point_id: `735999${digits(12)}`,
              facility_key: facilityKey,
              service: 'EL',
              type: 'CONSUMPTION',
              meter_number: digits(8),
              base_power: null,
            })
            .execute();
        });
        return { customerId, customerNumber, customerAccountId };
      });
      cleanups.push(async () => {
        // Keyed by customer, without foreign keys: what the journey left behind.
        await d.deleteFrom('feedback').where('customer_id', '=', made.customerId).execute();
        await d.deleteFrom('panel_participation').where('customer_number', '=', made.customerNumber).execute();
        // Accounts, facilities and metering points go with it (foreign keys).
        await d.deleteFrom('customers').where('customer_id', '=', made.customerId).execute();
      });
      // Registered after the customer's, so it is removed first.
      const own = await login({ displayName: name, customerId: made.customerId }, personnummer);
      return { ...made, name, email, login: own };
    },
  };
}
