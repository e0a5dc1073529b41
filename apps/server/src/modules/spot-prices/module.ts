import { spotPriceEndpoints } from '@mina-sidor/shared/spot-price';
import { found } from '../../http/http-error.ts';
import { route, type Module } from '../../http/module.ts';
import { handler } from '../../jobs/queue.ts';
import { addDays, addMonths, swedishToday } from '../../lib/swedish-time.ts';
import { findVatBasis } from '../customers/index.ts';
import { vatOn, inForce } from '../price-lists/index.ts';
import { fetchDuePrices, fetchSpotPrices } from './fetch.ts';
import { findElectricityContracts, findFacility, listFacilities, readEnergy, readPrices } from './repository.ts';
import { spotPriceDayOf, spotPriceMonthOf } from './rules.ts';
import { yourPriceOf } from './your-price.ts';

// Another customer's facility is answered like an unknown one, so facility keys cannot be probed.
const UNKNOWN_FACILITY = 'Anläggningen hittades inte.';

/**
 * Spotpriser: the day-ahead prices of the price area of a customer's facility,
 * per day and per month with the customer's consumption-weighted average; Ditt elpris
 * (decision 0072): the customer's own price from its contract and the price lists. Prices come from files
 * (`npm run import:spot-prices`), from the configured source on a schedule, or the demo data.
 */
export const spotPricesModule: Module = {
  name: 'spot-prices',
  routes: ({ priceLists }) => [
    route(spotPriceEndpoints.facilities, async ({ db, params }) => listFacilities(db, params.id)),
    route(spotPriceEndpoints.day, async ({ db, params, query }) => {
      const { area } = found(await findFacility(db, params.id, query.facility), UNKNOWN_FACILITY);
      const prices = await readPrices(db, area, query.day, addDays(query.day, 1));
      const vatPercent = inForce(vatOn(query.day, (await priceLists.current()).lists.vat), 'vat', query.day);
      return spotPriceDayOf({ facilityKey: query.facility, area, day: query.day, today: swedishToday(), prices, vatPercent });
    }),
    route(spotPriceEndpoints.month, async ({ db, params, query }) => {
      const { area, meteringPointId } = found(await findFacility(db, params.id, query.facility), UNKNOWN_FACILITY);
      const from = `${query.month}-01`;
      const to = `${addMonths(query.month, 1)}-01`;
      const [prices, energy] = await Promise.all([readPrices(db, area, from, to), meteringPointId ? readEnergy(db, meteringPointId, from, to) : []]);
      const vatPercent = inForce(vatOn(from, (await priceLists.current()).lists.vat), 'vat', from);
      return spotPriceMonthOf({ facilityKey: query.facility, area, month: query.month, today: swedishToday(), prices, energy, vatPercent });
    }),
    // Ditt elpris: the day asked for (the web app asks for today) and the next, from the customer's contracts (decision 0072).
    route(spotPriceEndpoints.yourPrice, async ({ db, params, query }) => {
      const { area, sellsSurplus } = found(await findFacility(db, params.id, query.facility), UNKNOWN_FACILITY);
      const next = addDays(query.day, 1);
      const [contracts, basis, prices] = await Promise.all([
        findElectricityContracts(db, params.id, query.facility, query.day),
        findVatBasis(db, params.id),
        readPrices(db, area, query.day, addDays(next, 1)),
      ]);
      return yourPriceOf({
        facilityKey: query.facility,
        area,
        basis,
        contracts,
        sellsSurplus,
        days: [query.day, next].map((day) => ({ day, prices: prices.filter((p) => p.day === day) })),
        today: swedishToday(),
        now: new Date(),
        lists: (await priceLists.current()).lists,
      });
    }),
  ],
  // The schedule exists only where a price source is configured.
  jobs: ({ db, config }) => {
    const template = config.spotPriceUrl;
    return template ? [handler(fetchSpotPrices, async () => void (await fetchDuePrices(db, template)))] : [];
  },
};
