import { checkGridCost, GRID_COST_FIELDS, GRID_COST_LABELS, gridCostEndpoints } from '@mina-sidor/shared/grid-cost';
import { HttpError } from '../../http/http-error.ts';
import { route, type Module } from '../../http/module.ts';
import { swedishToday } from '../../lib/swedish-time.ts';
import { gridCostFacilities } from './repository.ts';
import { gridCost, pricesOn } from './rules.ts';

/**
 * Beräkna din elnätskostnad (issue 12 item 5, decision 0024): what the calculator starts from for
 * the customer's facilities, and the calculation with the price lists in force today. A value the
 * form would refuse is a 422 naming every wrong field in Swedish, never a number.
 */
export const gridCostModule: Module = {
  name: 'grid-cost',
  routes: () => [
    route(gridCostEndpoints.facilities, async ({ db, params }) => gridCostFacilities(db, params.id, swedishToday())),
    route(gridCostEndpoints.calculate, async ({ query }) => {
      const checked = checkGridCost(query);
      if (!checked.ok) {
        const problems = GRID_COST_FIELDS.flatMap((field) => (checked.problems[field] ? [`${GRID_COST_LABELS[field]}: ${checked.problems[field]}`] : []));
        throw new HttpError(422, 'invalid_grid_cost_input', problems.join(' '));
      }
      return gridCost(checked.input, pricesOn(swedishToday()));
    }),
  ],
};
