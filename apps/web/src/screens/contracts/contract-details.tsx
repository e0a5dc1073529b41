import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useApi } from '@/api/api-context.tsx';
import { useQuery } from '@/api/use-query.ts';
import type { ContractDetails as ContractDetailsData } from '@mina-sidor/shared/contract';
import { componentPriceOre, formatPrice, VAT_LABELS } from '@mina-sidor/shared/money';
import { QueryState } from '@/shell/query-state.tsx';
import { bindingText, noticePeriodText } from './contract-view.ts';
import { DataTable } from '@/ui/data-table.tsx';
import { Facts } from '@/ui/facts.tsx';
import { contractQueries } from './queries.ts';

/** A price component in its unit, as every screen writes that price: "101,56 kr/kW", "9,38 öre/kWh". */
function priceText(price: number, unit: string): string {
  const { ore, unit: per } = componentPriceOre(price, unit);
  return formatPrice(ore, per);
}

/** A contract's prices and terms, fetched when the person opens them; none when the fetch fails (spec §4.5). */
export function ContractDetails({ customerId, contractId }: { customerId: string; contractId: string }) {
  const api = useApi();
  const details = useQuery(contractQueries.details(api, customerId, contractId));
  // No details, or none to be had, is said the same way (spec §4.5).
  const none = <Typography color="text.secondary">Det finns inga priser eller villkor att visa för avtalet just nu.</Typography>;
  return (
    <QueryState query={details} loading="Laddar priser och villkor..." failed={none} isEmpty={(data) => !data} empty={none}>
      {(data) => <Details details={data!} />}
    </QueryState>
  );
}

function Details({ details }: { details: ContractDetailsData }) {
  const { priceComponents, bindingPeriodEnd, noticePeriodMonths, vatBasis } = details;
  return (
    <Stack spacing={2}>
      {priceComponents.length > 0 && (
        <Stack spacing={1}>
          <Typography variant="h4" sx={{ fontSize: '1rem', fontWeight: 700 }}>
            Priser
          </Typography>
          <DataTable
            frame="card"
            caption="Priser"
            hideCaption
            columns={[{ label: 'Prisdel' }, { label: `Pris ${VAT_LABELS[vatBasis]}`, numeric: true }]}
            rows={priceComponents.map((component) => ({ key: component.name, cells: [component.name, priceText(component.price, component.unit)] }))}
          />
        </Stack>
      )}
      <Facts
        facts={[
          ['Bindningstid', bindingText(bindingPeriodEnd), bindingPeriodEnd !== null],
          ['Uppsägningstid', noticePeriodText(noticePeriodMonths)],
        ]}
      />
    </Stack>
  );
}
