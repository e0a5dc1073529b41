import type { CustomerSearchHit } from '@mina-sidor/shared/staff';
import { sql } from 'kysely';
import type { Db } from '../../db/connection.ts';

/** Staff search over name, customer number and personnummer/organisationsnummer. */
export async function searchCustomers(db: Db, query: string): Promise<CustomerSearchHit[]> {
  const digits = query.replace(/[^0-9]/g, '');
  const pattern = `%${query.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await db
    .selectFrom('customers')
    .select(['customer_id', 'customer_number', 'name', 'identification_number', 'customer_type_name', 'status_id'])
    .where((eb) => {
      const ors = [eb(sql`lower(name)`, 'like', pattern)];
      if (digits.length >= 4) {
        ors.push(eb('customer_number', 'like', `${digits}%`));
        // Personnummer may be typed with or without century and dash.
        ors.push(eb('identification_number', 'like', `%${digits}%`));
      }
      return eb.or(ors);
    })
    .orderBy('name')
    .limit(50)
    .execute();
  return rows.map((r) => ({
    customerId: r.customer_id,
    customerNumber: r.customer_number,
    name: r.name,
    identificationNumber: r.identification_number,
    customerType: r.customer_type_name,
    status: r.status_id,
  }));
}
