import type { PowerHubFacility, PowerHubOrder } from '@mina-sidor/shared/power-hub';
import { type Insertable, type Selectable, sql } from 'kysely';
import type { Db } from '../../db/connection.ts';
import type { PowerHubOrdersTable } from '../../db/schema.ts';
import { swedishToday } from '../../lib/swedish-time.ts';
import { movedOut } from '../customers/index.ts';

/**
 * What the provider's order system reported of an order (integration-kind.ts), its days as YYYY-MM-DD (a date read as
 * a Date would be midnight in the server's zone).
 */
export const PROGRESS_COLUMNS = [
  'status',
  'ordered_at',
  'carrier',
  'tracking_number',
  'tracking_url',
  'cancellation_reason',
  sql<string | null>`shipped_on::text`.as('shipped_on'),
  sql<string | null>`delivered_on::text`.as('delivered_on'),
  sql<string | null>`cancelled_on::text`.as('cancelled_on'),
] as const;

/** An order's columns, as the customer's list shows it. */
const ORDER_COLUMNS = [
  'order_id',
  'facility_key',
  'street',
  'postal_code',
  'city',
  'contact_name',
  'contact_email',
  'contact_mobile',
  ...PROGRESS_COLUMNS,
] as const;

type Day = 'shipped_on' | 'delivered_on' | 'cancelled_on';
type OrderRow = Omit<Selectable<PowerHubOrdersTable>, 'customer_id' | 'ordered_by' | Day> & Record<Day, string | null>;

function toOrder(r: OrderRow): PowerHubOrder {
  return {
    orderId: r.order_id,
    facilityKey: r.facility_key,
    status: r.status,
    deliveryAddress: { street: r.street, postalCode: r.postal_code, city: r.city },
    contact: { name: r.contact_name, email: r.contact_email, mobilePhone: r.contact_mobile },
    orderedAt: new Date(r.ordered_at).toISOString(),
    shippedOn: r.shipped_on,
    carrier: r.carrier,
    trackingNumber: r.tracking_number,
    trackingUrl: r.tracking_url,
    deliveredOn: r.delivered_on,
    cancelledOn: r.cancelled_on,
    cancellationReason: r.cancellation_reason,
  };
}

/** The customer's facilities with electricity, each with the form's starting values and its orders, newest first. */
export async function listPowerHubFacilities(db: Db, customerId: string): Promise<PowerHubFacility[]> {
  const [customer, facilities, accounts, orders] = await Promise.all([
    db.selectFrom('customers').select(['name', 'email']).where('customer_id', '=', customerId).executeTakeFirst(),
    db
      .selectFrom('facilities as f')
      .select(['f.facility_key', 'f.display_name', 'f.address', 'f.postal_code', 'f.city'])
      .where('f.customer_id', '=', customerId)
      // A moved-out facility is no longer offered for an order (decision 0051).
      .where((eb) => eb.not(movedOut(eb.ref('f.facility_key'), swedishToday())))
      .where((eb) =>
        eb.exists(
          eb.selectFrom('facility_services as s').select('s.facility_key').whereRef('s.facility_key', '=', 'f.facility_key').where('s.name', '=', 'EL'),
        ),
      )
      .orderBy('f.sort_order')
      .orderBy('f.facility_key')
      .execute(),
    db
      .selectFrom('customer_accounts as a')
      .leftJoin('facility_accounts as fa', 'fa.customer_account_id', 'a.customer_account_id')
      .select(['a.customer_account_id', 'a.phone_number', 'fa.facility_key'])
      .where('a.customer_id', '=', customerId)
      .orderBy('a.sort_order')
      .execute(),
    db.selectFrom('power_hub_orders').select(ORDER_COLUMNS).where('customer_id', '=', customerId).orderBy('ordered_at', 'desc').orderBy('order_id').execute(),
  ]);
  const anyPhone = accounts.find((a) => a.phone_number)?.phone_number ?? '';
  return facilities.map((f) => {
    const own = accounts.filter((a) => a.facility_key === f.facility_key);
    return {
      facilityKey: f.facility_key,
      displayName: f.display_name,
      customerAccountIds: own.map((a) => a.customer_account_id),
      prefill: {
        deliveryAddress: { street: f.address, postalCode: f.postal_code, city: f.city },
        contact: { name: customer?.name ?? '', email: customer?.email ?? '', mobilePhone: own.find((a) => a.phone_number)?.phone_number ?? anyPhone },
      },
      orders: orders.filter((o) => o.facility_key === f.facility_key).map(toOrder),
    };
  });
}

/**
 * The customer's facility with electricity, locked until the transaction ends so two orders cannot
 * both pass the open-order check, with its orders; undefined when the customer has no such facility.
 */
export async function facilityForOrder(db: Db, customerId: string, facilityKey: string) {
  const facility = await db
    .selectFrom('facilities as f')
    .select(['f.facility_key', 'f.display_name'])
    .where('f.customer_id', '=', customerId)
    .where('f.facility_key', '=', facilityKey)
    .where((eb) => eb.not(movedOut(eb.ref('f.facility_key'), swedishToday())))
    .where((eb) =>
      eb.exists(eb.selectFrom('facility_services as s').select('s.facility_key').whereRef('s.facility_key', '=', 'f.facility_key').where('s.name', '=', 'EL')),
    )
    .forUpdate()
    .executeTakeFirst();
  if (!facility) return undefined;
  const orders = await db.selectFrom('power_hub_orders').select('status').where('facility_key', '=', facilityKey).execute();
  return { displayName: facility.display_name, orders };
}

/** A new order as the customer placed it: nothing reported yet. */
export async function addOrder(db: Db, row: Omit<Insertable<PowerHubOrdersTable>, 'ordered_at'> & { ordered_at: Date }): Promise<PowerHubOrder> {
  const stored = await db.insertInto('power_hub_orders').values(row).returning(ORDER_COLUMNS).executeTakeFirstOrThrow();
  return toOrder(stored);
}
