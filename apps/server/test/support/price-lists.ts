import { priceListRecord } from '@mina-sidor/shared/price-list';
import { DEMO_PRICE_LISTS } from '../../src/demo-source/world/price-lists.ts';
import { type PriceLists, priceListsOf } from '../../src/modules/price-lists/lists.ts';

/** The demo's price lists as the rules read them: the figures the worked examples of the unit tests are computed by hand from. */
export const DEMO_LISTS: PriceLists = priceListsOf(DEMO_PRICE_LISTS.map((record) => priceListRecord.parse(record)));
