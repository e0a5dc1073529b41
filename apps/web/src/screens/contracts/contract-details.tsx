import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useApi } from '@/api/api-context.tsx';
import { useQuery } from '@/api/use-query.ts';
import { componentPriceOre, formatPrice, VAT_LABELS } from '@mina-sidor/shared/money';
import { StatusMessage } from '@/shell/status-message.tsx';
import { bindingText, noticePeriodText } from './contract-view.ts';
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
  const pricesId = useId();
  const details = useQuery(contractQueries.details(api, customerId, contractId));
  if (details.isPending) return <StatusMessage>Laddar priser och villkor...</StatusMessage>;
  if (!details.data) {
    return <Typography color="text.secondary">Det finns inga priser eller villkor att visa för avtalet just nu.</Typography>;
  }
  const { priceComponents, bindingPeriodEnd, noticePeriodMonths, vatBasis } = details.data;
  return (
    <Stack spacing={2}>
      {priceComponents.length > 0 && (
        <Stack spacing={1}>
          <Typography id={pricesId} variant="h4" sx={{ fontSize: '1rem', fontWeight: 700 }}>
            Priser
          </Typography>
          <Table
            size="small"
            aria-labelledby={pricesId}
            // The outer cells without their padding, so the table lines up with the card's other text.
            sx={{ '& th:first-of-type': { pl: 0 }, '& td:last-of-type, & th:last-of-type': { pr: 0 } }}
          >
            <TableHead>
              <TableRow>
                <TableCell>Prisdel</TableCell>
                <TableCell align="right">Pris {VAT_LABELS[vatBasis]}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {priceComponents.map((component) => (
                <TableRow key={component.name}>
                  <TableCell component="th" scope="row">
                    {component.name}
                  </TableCell>
                  <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                    {priceText(component.price, component.unit)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
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
