import { checkGridCost, GRID_COST_FIELDS, GRID_COST_LABELS, gridCostEndpoints } from '@mina-sidor/shared/grid-cost';
import { meterValueCache } from '../../db/meter-value-cache.ts';
import { HttpError } from '../../http/http-error.ts';
import { route, type Module } from '../../http/module.ts';
import { swedishToday } from '../../lib/swedish-time.ts';
import { gridCostFacilities, type PointFigures, readPointFigures } from './repository.ts';
import { gridCost, pricesOn } from './rules.ts';

const FIGURES_TTL_MS = 10 * 60_000;
const FIGURES_CACHE_BYTES = 4 * 1024 * 1024;

/**
 * Beräkna din elnätskostnad (decision 0024): what the calculator starts from for
 * the customer's facilities, and the calculation with the price lists in force today. A value the
 * form would refuse is a 422 naming every wrong field in Swedish, never a number.
 */
export const gridCostModule: Module = {
  name: 'grid-cost',
  routes: ({ valueChanges, priceLists }) => {
    // Whole months change only when a meter value is corrected (or the peak models do): a point's are
    // kept per version of its values and of the price lists.
    const keptFigures = meterValueCache<PointFigures>(valueChanges, {
      maxBytes: FIGURES_CACHE_BYTES,
      sizeOf: (figures) => 64 + figures.months.length * 64,
      ttlMs: FIGURES_TTL_MS,
    });
    return [
      route(gridCostEndpoints.facilities, async ({ db, params }) => {
        const { lists, version } = await priceLists.current();
        const figuresOf = (meteringPointId: string, months: readonly string[]) => {
          const read = () => readPointFigures(db, meteringPointId, months, lists.peakModels);
          return keptFigures.through(keptFigures.version(meteringPointId, version), `${months[0]}|${months.at(-1)}`, read);
        };
        return gridCostFacilities(db, params.id, swedishToday(), figuresOf);
      }),
      route(gridCostEndpoints.calculate, async ({ query }) => {
        const checked = checkGridCost(query);
        if (!checked.ok) {
          const problems = GRID_COST_FIELDS.flatMap((field) => (checked.problems[field] ? [`${GRID_COST_LABELS[field]}: ${checked.problems[field]}`] : []));
          throw new HttpError(422, 'invalid_grid_cost_input', problems.join(' '));
        }
        const today = swedishToday();
        return gridCost(checked.input, pricesOn(today, (await priceLists.current()).lists), query.vatBasis);
      }),
    ];
  },
};
