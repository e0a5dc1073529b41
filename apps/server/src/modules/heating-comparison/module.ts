import { COMPARISON_MONTHS, heatingComparisonEndpoints } from '@mina-sidor/shared/heating-comparison';
import { found } from '../../http/http-error.ts';
import { route, type Module } from '../../http/module.ts';
import { addMonths, swedishToday } from '../../lib/swedish-time.ts';
import { CATEGORY_AVERAGES, CATEGORY_SOURCE } from './categories.ts';
import { findComparisonPoint, readDays, readTemperatures } from './repository.ts';
import { compareMonths, monthsBetween, normalYear, rollingYears, summerBaseKwhPerDay } from './rules.ts';

const NO_DISTRICT_HEATING = 'Det finns ingen fjärrvärmemätning för anläggningen.';

/**
 * Jämförelse (decision 0031): the district-heating use of the customer's facility
 * per m² against its building category's average, metered and normalised to a normal year with
 * degree days from the stored outdoor temperatures, over the 24 complete months before this one.
 */
export const heatingComparisonModule: Module = {
  name: 'heating-comparison',
  routes: () => [
    route(heatingComparisonEndpoints.comparison, async ({ db, params, query }) => {
      const point = found(await findComparisonPoint(db, params.id, query.facility), NO_DISTRICT_HEATING);
      const current = swedishToday().slice(0, 7);
      const months = monthsBetween(addMonths(current, -COMPARISON_MONTHS), addMonths(current, -1));
      const [days, temperatures] = await Promise.all([readDays(db, point.meteringPointId, months[0]!, current), readTemperatures(db, current)]);
      const normal = normalYear(temperatures, Number(current.slice(0, 4)));
      const baseKwhPerDay = summerBaseKwhPerDay(days);
      const compared = compareMonths(months, days, temperatures, normal.degreeDays, baseKwhPerDay, point.building);
      const { facilityKey, facilityName, meteringPointId, building } = point;
      return {
        facilityKey,
        facilityName,
        meteringPointId,
        building: building && {
          ...building,
          categoryName: CATEGORY_AVERAGES[building.category].name,
          categoryKwhPerM2Year: CATEGORY_AVERAGES[building.category].kwhPerM2Year,
          categorySource: CATEGORY_SOURCE,
        },
        normalYears: normal.years,
        baseKwhPerDay,
        months: compared,
        years: rollingYears(compared, building),
      };
    }),
  ],
};
