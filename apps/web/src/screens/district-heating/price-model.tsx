import type { Tariff } from '@mina-sidor/shared/district-heating';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { DataTable, type DataColumn } from '@/ui/data-table.tsx';
import { Section } from '@/ui/section.tsx';
import { COMPANY_PRICES, validity } from './display.ts';

/** The tariff versions the page's months span, newest first, with their validity: the price model as data. */
export function PriceModel({ tariffs, columns, cells, note }: { tariffs: Tariff[]; columns: DataColumn[]; cells: (tariff: Tariff) => string[]; note: string }) {
  return (
    <Section title="Prismodell">
      <Paper variant="outlined">
        <DataTable
          caption={`Prismodellen och när den gäller. ${COMPANY_PRICES}.`}
          columns={[{ label: 'Gäller' }, ...columns]}
          rows={[...tariffs].reverse().map((t) => ({ key: t.validFrom, cells: [validity(t), ...cells(t)] }))}
        />
      </Paper>
      <Typography variant="body2" color="text.secondary">
        {note}
      </Typography>
    </Section>
  );
}
