import type { Db } from '../../db/connection.ts';
import type { Module } from '../../http/module.ts';
import { DEMO_PRICE_LISTS } from './demo-price-lists.ts';
import { priceListsKind } from './integration-kind.ts';

/**
 * The demo's price lists, sent through the price-lists kind as the provider's systems send theirs
 * (checked, then written: at every start after the first, all unchanged).
 */
async function loadDemoPriceLists(db: Db): Promise<void> {
  const records = DEMO_PRICE_LISTS.map((record) => priceListsKind.record.parse(record));
  await db.transaction().execute(async (trx) => {
    const problems = await priceListsKind.check(
      trx,
      records.map((record, index) => ({ index, record })),
    );
    if (problems.length > 0) throw new Error(`the demo price lists are refused: ${problems.map((p) => `${p.key}: ${p.reason}`).join(' ')}`);
    await priceListsKind.write(trx, records);
  });
}

/**
 * Price lists and tariffs (issue 29 item 1, decision 0052): stored as the provider's systems send
 * them (integration-kind.ts), kept in memory per instance (store.ts) and given to the rules as data.
 * No routes of its own: the price-dependent screens read them through ModuleDeps.priceLists.
 */
export const priceListsModule: Module = {
  name: 'price-lists',
  topUp: loadDemoPriceLists,
};
