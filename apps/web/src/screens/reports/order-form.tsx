import { type Report, REPORT_FORMATS, type ReportFormat, type ReportKind, type ReportOrder } from '@mina-sidor/shared/report';
import Alert from '@mui/material/Alert';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { useApi } from '@/api/api-context.tsx';
import { errorMessage } from '@/api/client.ts';
import { customerQueries } from '@/api/customers/queries.ts';
import { useQuery } from '@/api/use-query.ts';
import { swedishToday } from '@/lib/swedish.ts';
import { ActionButton } from '@/ui/action-button.tsx';
import { DateField } from '@/ui/date-field.tsx';
import { dateInput } from '@/ui/date-input.ts';
import { useSchemaForm } from '@/ui/schema-form.ts';
import { Section } from '@/ui/section.tsx';
import { FORMAT_NAMES, reportOrderForm } from './display.ts';
import { orderReport } from './queries.ts';

const ALL_FACILITIES = '';
/** The years an invoice summary is offered for: this one and the ten before it. */
const YEAR_CHOICES = 11;

/** The calendar year before today's: what most people want a report of first. */
function lastYear(): number {
  return Number(swedishToday().slice(0, 4)) - 1;
}

interface OrderFormProps {
  customerId: string;
  /** Called with the report as ordered (köad), for the list to show at once. */
  onOrdered: (report: Report) => void;
}

/** "Beställ rapport": consumption per month for a period, or a year's invoices; CSV, Excel or PDF. */
export function OrderForm({ customerId, onOrdered }: OrderFormProps) {
  const api = useApi();
  const kindId = useId();
  const formatId = useId();
  const facilities = useQuery(customerQueries.facilities(api, customerId)).data ?? [];
  const year = lastYear();
  const order = useMutation({
    mutationFn: (body: ReportOrder) => orderReport(api, customerId, body),
    onSuccess: onOrdered,
  });
  const form = useSchemaForm(reportOrderForm, {
    kind: 'consumption',
    format: 'csv',
    facilityKey: ALL_FACILITIES,
    from: dateInput(`${year}-01-01`),
    to: dateInput(`${year}-12-31`),
    year: String(year),
  });
  const { kind, format } = form.values;

  return (
    <Section
      title="Beställ rapport"
      card
      spacing={2.5}
      onSubmit={form.submit(
        (body) => order.mutate(body),
        () => order.reset(),
      )}
    >
      <Typography color="text.secondary">Rapporten skapas i bakgrunden. Den visas i listan och kan laddas ner när den är klar.</Typography>
      <FormControl component="fieldset">
        <FormLabel component="legend" id={kindId}>
          Rapport
        </FormLabel>
        <RadioGroup aria-labelledby={kindId} value={kind} onChange={(event) => form.setField('kind', event.target.value as ReportKind)}>
          <FormControlLabel value="consumption" control={<Radio />} label="Förbrukning per månad, anläggning och tjänst" />
          <FormControlLabel value="invoice-summary" control={<Radio />} label="Fakturasammanställning för ett år" />
        </RadioGroup>
      </FormControl>
      {kind === 'consumption' ? (
        <>
          <TextField select label="Anläggning" {...form.field('facilityKey')} slotProps={{ select: { native: true }, inputLabel: { shrink: true } }} fullWidth>
            <option value={ALL_FACILITIES}>Alla anläggningar</option>
            {facilities.map((facility) => (
              <option key={facility.facilityKey} value={facility.facilityKey}>
                {facility.displayName}
              </option>
            ))}
          </TextField>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <DateField label="Från och med" {...form.dateField('from')} required />
            <DateField label="Till och med" {...form.dateField('to')} required />
          </Stack>
        </>
      ) : (
        <TextField select label="År" {...form.field('year')} slotProps={{ select: { native: true }, inputLabel: { shrink: true } }} sx={{ maxWidth: 200 }}>
          {Array.from({ length: YEAR_CHOICES }, (_, i) => year + 1 - i).map((choice) => (
            <option key={choice} value={choice}>
              {choice}
            </option>
          ))}
        </TextField>
      )}
      <FormControl component="fieldset">
        <FormLabel component="legend" id={formatId}>
          Format
        </FormLabel>
        <RadioGroup row aria-labelledby={formatId} value={format} onChange={(event) => form.setField('format', event.target.value as ReportFormat)}>
          {REPORT_FORMATS.map((choice) => (
            <FormControlLabel key={choice} value={choice} control={<Radio />} label={FORMAT_NAMES[choice]} />
          ))}
        </RadioGroup>
      </FormControl>
      {order.isSuccess && (
        <Alert severity="success" role="status">
          Rapporten är beställd. Du kan ladda ner den när den är klar.
        </Alert>
      )}
      {order.isError && <Alert severity="error">{errorMessage(order.error)}</Alert>}
      <div>
        <ActionButton type="submit" variant="contained" loading={order.isPending}>
          Beställ rapport
        </ActionButton>
      </div>
    </Section>
  );
}
