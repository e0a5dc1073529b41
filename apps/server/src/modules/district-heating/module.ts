import { DISTRICT_HEATING_MONTHS, districtHeatingEndpoints, type Tariff } from '@mina-sidor/shared/district-heating';
import { found, HttpError } from '../../http/http-error.ts';
import type { Db } from '../../db/connection.ts';
import { meterValueCache } from '../../db/meter-value-cache.ts';
import type { ValueChanges } from '../../db/value-changes.ts';
import { route, type Module } from '../../http/module.ts';
import { addMonths, swedishToday } from '../../lib/swedish-time.ts';
import { type DistrictHeatingPoint, findDistrictHeatingPoint, readDays, readMonthHours } from './repository.ts';
import { findVatBasis } from '../customers/index.ts';
import { vatPercentFor } from '../price-lists/index.ts';
import {
  emptyMonth,
  lastMonths,
  type MonthHours,
  monthCooling,
  monthFlowCharge,
  priceBasePeak,
  splitBasePeak,
  tariffFor,
  tariffOnBasis,
  tariffsOver,
} from './rules.ts';

const NO_DISTRICT_HEATING = 'Det finns ingen fjärrvärmemätning för anläggningen.';
const NO_TARIFF = 'Det finns ingen prismodell för fjärrvärmen den här månaden.';

/**
 * The flow premium and the base and peak energy are "hidden unless allowed" (spec §2.6); the web app
 * shows them to company customers (rule districtHeatingDetails) and the server answers the others
 * the same way: as a page that does not exist for them (404, as high voltage without its metering),
 * since their own data is theirs to read (access.read) — there is just no such figure in their tariff view.
 */
function companyOnly(point: DistrictHeatingPoint, message: string): void {
  if (point.kind !== 'company') throw new HttpError(404, 'company_only', message);
}

/** Closed months change only when a meter value is corrected; 24 months of a point are about 4 KB. */
const CLOSED_MONTHS_TTL_MS = 10 * 60_000;
const CLOSED_MONTHS_CACHE_BYTES = 8 * 1024 * 1024;

type HoursReader = (db: Db, point: DistrictHeatingPoint) => Promise<{ months: string[]; end: string; hoursOf: (month: string) => MonthHours }>;

/**
 * The pages' months (oldest first, this month last) and the point's hours in them: the closed
 * months' sums kept per point and version of its values (summing two years of hours is most of an
 * answer's time), this month's read afresh.
 */
function monthHoursReader(valueChanges: ValueChanges): HoursReader {
  const closedMonths = meterValueCache<MonthHours[]>(valueChanges, {
    maxBytes: CLOSED_MONTHS_CACHE_BYTES,
    sizeOf: (months) => 64 + months.length * 160,
    ttlMs: CLOSED_MONTHS_TTL_MS,
  });
  return async (db, point) => {
    const months = lastMonths(swedishToday().slice(0, 7), DISTRICT_HEATING_MONTHS);
    const current = months.at(-1)!;
    const end = addMonths(current, 1);
    const { meteringPointId } = point;
    const closed = await closedMonths.through(closedMonths.version(meteringPointId), `${months[0]}|${current}`, () =>
      readMonthHours(db, meteringPointId, months[0]!, current),
    );
    const hours = new Map([...closed, ...(await readMonthHours(db, meteringPointId, current, end))].map((m) => [m.month, m]));
    return { months, end, hoursOf: (month: string) => hours.get(month) ?? emptyMonth(month) };
  };
}

/**
 * Fjärrvärme's detail pages (decision 0030): the cooling (ΔT) per month with the
 * simulation's year, the flow premium or charge, and the base and peak energy, of the customer's
 * district-heating point — all from its stored energy (meter_values) and flow (heat_meter_values).
 */
export const districtHeatingModule: Module = {
  name: 'district-heating',
  routes: ({ valueChanges, priceLists }) => {
    const monthsOf = monthHoursReader(valueChanges);
    const listsNow = async () => (await priceLists.current()).lists;
    const tariffsNow = async () => (await listsNow()).districtHeating;
    return [
      route(districtHeatingEndpoints.cooling, async ({ db, params, query }) => {
        const point = found(await findDistrictHeatingPoint(db, params.id, query.facility), NO_DISTRICT_HEATING);
        const { months, end, hoursOf } = await monthsOf(db, point);
        const lists = await listsNow();
        const tariffs = lists.districtHeating;
        const tariffOf = (month: string) => tariffFor(month, tariffs, point.kind);
        const split = splitBasePeak(months, await readDays(db, point.meteringPointId, months[0]!, end), tariffOf);
        const shown = months.map((month) => ({ ...monthCooling(hoursOf(month)), baseKwh: split.get(month)!.baseKwh, peakKwh: split.get(month)!.peakKwh }));
        // The simulation's year: the twelve complete months before this one, each with its own prices, on the customer's VAT basis.
        const vatBasis = await findVatBasis(db, params.id);
        // Each month's prices at the VAT rate in force in it (decision 0052).
        const onBasis = (tariff: Tariff, month: string) => tariffOnBasis(tariff, vatBasis, vatPercentFor(vatBasis, `${month}-01`, lists.vat));
        const year = shown.slice(-13, -1).flatMap((month) => {
          const tariff = tariffOf(month.month);
          return tariff ? [{ ...month, tariff: onBasis(tariff, month.month) }] : [];
        });
        const { facilityKey, facilityName, meteringPointId } = point;
        const tariff = onBasis(found(tariffOf(months.at(-1)!), NO_TARIFF), months.at(-1)!);
        return { facilityKey, facilityName, meteringPointId, tariff, months: shown, year, vatBasis };
      }),
      route(districtHeatingEndpoints.flowCharge, async ({ db, params, query }) => {
        const point = found(await findDistrictHeatingPoint(db, params.id, query.facility), NO_DISTRICT_HEATING);
        companyOnly(point, 'Flödespremien visas bara för företagskunder.');
        const { months, hoursOf } = await monthsOf(db, point);
        const tariffs = await tariffsNow();
        const { facilityKey, facilityName, meteringPointId } = point;
        return {
          facilityKey,
          facilityName,
          meteringPointId,
          tariffs: tariffsOver(months, tariffs, point.kind),
          months: months.map((month) => monthFlowCharge(hoursOf(month), tariffFor(month, tariffs, point.kind))),
        };
      }),
      route(districtHeatingEndpoints.basePeak, async ({ db, params, query }) => {
        const point = found(await findDistrictHeatingPoint(db, params.id, query.facility), NO_DISTRICT_HEATING);
        companyOnly(point, 'Bas- och spetsenergin visas bara för företagskunder.');
        const months = lastMonths(swedishToday().slice(0, 7), DISTRICT_HEATING_MONTHS);
        const tariffs = await tariffsNow();
        const tariffOf = (month: string) => tariffFor(month, tariffs, point.kind);
        const split = splitBasePeak(months, await readDays(db, point.meteringPointId, months[0]!, addMonths(months.at(-1)!, 1)), tariffOf);
        const { facilityKey, facilityName, meteringPointId } = point;
        return {
          facilityKey,
          facilityName,
          meteringPointId,
          tariffs: tariffsOver(months, tariffs, point.kind),
          months: months.flatMap((month) => {
            const tariff = tariffOf(month);
            return tariff ? [priceBasePeak(month, split.get(month)!, tariff)] : [];
          }),
        };
      }),
    ];
  },
};
