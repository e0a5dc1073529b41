import { DISTRICT_HEATING_MONTHS, districtHeatingEndpoints } from '@mina-sidor/shared/district-heating';
import { found, HttpError } from '../../http/http-error.ts';
import { route, type Module } from '../../http/module.ts';
import { addMonths, swedishToday } from '../../lib/swedish-time.ts';
import { topUpHeatMeterValues } from './demo-data.ts';
import { type DistrictHeatingPoint, findDistrictHeatingPoint, readDays, readMonthHours } from './repository.ts';
import { emptyMonth, lastMonths, monthCooling, monthFlowCharge, priceBasePeak, splitBasePeak, tariffFor, tariffsOver } from './rules.ts';
import { TARIFFS } from './tariffs.ts';

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

/** The pages' months (oldest first, this month last) and the point's hours in them. */
async function monthsOf(db: Parameters<typeof readMonthHours>[0], point: DistrictHeatingPoint) {
  const months = lastMonths(swedishToday().slice(0, 7), DISTRICT_HEATING_MONTHS);
  const end = addMonths(months.at(-1)!, 1);
  const hours = new Map((await readMonthHours(db, point.meteringPointId, months[0]!, end)).map((m) => [m.month, m]));
  return { months, end, hoursOf: (month: string) => hours.get(month) ?? emptyMonth(month) };
}

/**
 * Fjärrvärme's detail pages (issue 13 items 4–6, decision 0030): the cooling (ΔT) per month with the
 * simulation's year, the flow premium or charge, and the base and peak energy, of the customer's
 * district-heating point — all from its stored energy (meter_values) and flow (heat_meter_values).
 */
export const districtHeatingModule: Module = {
  name: 'district-heating',
  routes: () => [
    route(districtHeatingEndpoints.cooling, async ({ db, params, query }) => {
      const point = found(await findDistrictHeatingPoint(db, params.id, query.facility), NO_DISTRICT_HEATING);
      const { months, end, hoursOf } = await monthsOf(db, point);
      const tariffOf = (month: string) => tariffFor(month, TARIFFS, point.kind);
      const split = splitBasePeak(months, await readDays(db, point.meteringPointId, months[0]!, end), tariffOf);
      const shown = months.map((month) => ({ ...monthCooling(hoursOf(month)), baseKwh: split.get(month)!.baseKwh, peakKwh: split.get(month)!.peakKwh }));
      // The simulation's year: the twelve complete months before this one, each with its own prices.
      const year = shown.slice(-13, -1).flatMap((month) => {
        const tariff = tariffOf(month.month);
        return tariff ? [{ ...month, tariff }] : [];
      });
      const { facilityKey, facilityName, meteringPointId } = point;
      return { facilityKey, facilityName, meteringPointId, tariff: found(tariffOf(months.at(-1)!), NO_TARIFF), months: shown, year };
    }),
    route(districtHeatingEndpoints.flowCharge, async ({ db, params, query }) => {
      const point = found(await findDistrictHeatingPoint(db, params.id, query.facility), NO_DISTRICT_HEATING);
      companyOnly(point, 'Flödespremien visas bara för företagskunder.');
      const { months, hoursOf } = await monthsOf(db, point);
      const { facilityKey, facilityName, meteringPointId } = point;
      return {
        facilityKey,
        facilityName,
        meteringPointId,
        tariffs: tariffsOver(months, TARIFFS, point.kind),
        months: months.map((month) => monthFlowCharge(hoursOf(month), tariffFor(month, TARIFFS, point.kind))),
      };
    }),
    route(districtHeatingEndpoints.basePeak, async ({ db, params, query }) => {
      const point = found(await findDistrictHeatingPoint(db, params.id, query.facility), NO_DISTRICT_HEATING);
      companyOnly(point, 'Bas- och spetsenergin visas bara för företagskunder.');
      const months = lastMonths(swedishToday().slice(0, 7), DISTRICT_HEATING_MONTHS);
      const tariffOf = (month: string) => tariffFor(month, TARIFFS, point.kind);
      const split = splitBasePeak(months, await readDays(db, point.meteringPointId, months[0]!, addMonths(months.at(-1)!, 1)), tariffOf);
      const { facilityKey, facilityName, meteringPointId } = point;
      return {
        facilityKey,
        facilityName,
        meteringPointId,
        tariffs: tariffsOver(months, TARIFFS, point.kind),
        months: months.flatMap((month) => {
          const tariff = tariffOf(month);
          return tariff ? [priceBasePeak(month, split.get(month)!, tariff)] : [];
        }),
      };
    }),
  ],
  topUp: topUpHeatMeterValues,
};
