import { POWER_HUB_ORDERS_WRITE_SCOPE, powerHubOrderRecord, type PowerHubOrderRecord } from '@mina-sidor/shared/power-hub-order-record';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { inSwedishTime } from '../../lib/swedish-time.ts';
import type { IndexedRecord, IntegrationKind, RecordProblem, WriteCounts } from '../../integration-inbound/kind.ts';
import { chunks, readByKey } from '../../integration-inbound/fields.ts';
import { daysOutOfOrder, type OrderProgress, progressAfter, refusedStep, sameProgress } from './progress.ts';
import { PROGRESS_COLUMNS } from './repository.ts';

/**
 * What the provider's order system did next with a Power Hub the customer ordered (decision 0057):
 * shipped, delivered or cancelled, keyed by the portal's order id. Only the progress is the source's: the order, its
 * address and contact stay as the customer placed them. An order moves forward only (progress.ts); a facility's one
 * open order (received or shipped) stays its only one, as no step opens an order again.
 */

type StoredOrder = OrderProgress & { customerId: string; orderedOn: string };

/** The stored orders among `ids`; locked when `lock`, so the progress compared is the progress overwritten. */
async function readOrders(trx: Transaction<Database>, ids: readonly string[], lock: boolean): Promise<Map<string, StoredOrder>> {
  const rows = await readByKey(
    ids,
    (chunk) => {
      const query = trx
        .selectFrom('power_hub_orders')
        .select(['order_id', 'customer_id', ...PROGRESS_COLUMNS])
        // The column is a uuid; the records' ids were checked to be UUIDs before they got here.
        .where(sql<boolean>`order_id = any(${chunk}::uuid[])`);
      return (lock ? query.forUpdate() : query).execute();
    },
    (row) => row.order_id,
  );
  const orders = new Map<string, StoredOrder>();
  for (const [id, row] of rows) {
    orders.set(id, {
      customerId: row.customer_id,
      orderedOn: inSwedishTime(new Date(row.ordered_at)).day,
      status: row.status,
      shippedOn: row.shipped_on,
      carrier: row.carrier,
      trackingNumber: row.tracking_number,
      trackingUrl: row.tracking_url,
      deliveredOn: row.delivered_on,
      cancelledOn: row.cancelled_on,
      cancellationReason: row.cancellation_reason,
    });
  }
  return orders;
}

/** The order must exist and be the customer's; the status may only move forward, and the days stay in order. */
async function check(trx: Transaction<Database>, records: readonly IndexedRecord<PowerHubOrderRecord>[]): Promise<RecordProblem[]> {
  const orders = await readOrders(
    trx,
    records.map((r) => r.record.orderId),
    false,
  );
  const problems: RecordProblem[] = [];
  for (const { index, record } of records) {
    const refuse = (reason: string) => problems.push({ index, key: record.orderId, reason });
    const stored = orders.get(record.orderId);
    if (!stored) {
      refuse(`Beställningen ${record.orderId} finns inte: orderId ska vara id:t i händelsen se.minasidor.power-hub.ordered (data.orderId).`);
      continue;
    }
    if (stored.customerId !== record.customerId) {
      refuse(`Beställningen ${record.orderId} hör inte till kunden ${record.customerId}.`);
      continue;
    }
    const step = refusedStep(stored.status, record.status);
    if (step) {
      refuse(step);
      continue;
    }
    const days = daysOutOfOrder(progressAfter(stored, record), stored.orderedOn);
    if (days) refuse(days);
  }
  return problems;
}

async function write(trx: Transaction<Database>, records: readonly PowerHubOrderRecord[]): Promise<WriteCounts> {
  const counts: WriteCounts = { inserted: 0, updated: 0, unchanged: 0 };
  // Orders come one by one as they ship: a batch is small, and each changed order is one update.
  for (const chunk of chunks(records, 1_000)) {
    const orders = await readOrders(
      trx,
      chunk.map((r) => r.orderId),
      true,
    );
    for (const record of chunk) {
      const stored = orders.get(record.orderId)!;
      const after = progressAfter(stored, record);
      if (sameProgress(stored, after)) {
        counts.unchanged++;
        continue;
      }
      counts.updated++;
      await trx
        .updateTable('power_hub_orders')
        .set({
          status: after.status,
          shipped_on: after.shippedOn,
          carrier: after.carrier,
          tracking_number: after.trackingNumber,
          tracking_url: after.trackingUrl,
          delivered_on: after.deliveredOn,
          cancelled_on: after.cancelledOn,
          cancellation_reason: after.cancellationReason,
        })
        .where(sql<boolean>`order_id = ${record.orderId}::uuid`)
        .execute();
    }
  }
  return counts;
}

/** The example customer's Power Hub, handed to PostNord (docs/integration.md, "Power Hub orders"). */
export const POWER_HUB_ORDER_EXAMPLE = {
  orderId: '4e8b7f2c-3a6d-4b1e-8c9f-0a2d5e7b1c44',
  customerId: '10000000001',
  status: 'shipped',
  shippedOn: '2026-11-27',
  carrier: 'PostNord',
  trackingNumber: '00370712345678901234',
  trackingUrl: 'https://tracking.postnord.com/se/?id=00370712345678901234',
};

export const powerHubOrdersKind: IntegrationKind<PowerHubOrderRecord> = {
  name: 'power-hub-orders',
  scope: POWER_HUB_ORDERS_WRITE_SCOPE,
  title: 'Beställningar av Power Hub: skickad, levererad eller avbruten',
  record: powerHubOrderRecord,
  key: (record) => record.orderId,
  check,
  write,
  example: [POWER_HUB_ORDER_EXAMPLE],
};
