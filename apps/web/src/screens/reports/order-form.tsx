import { type Report, REPORT_FORMATS, type ReportFormat, type ReportOrder, reportOrder } from '@mina-sidor/shared/report';
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
import { type FormEvent, useId, useState } from 'react';
import { useApi } from '@/api/api-context.tsx';
import { errorMessage } from '@/api/client.ts';
import { customerQueries } from '@/api/customers/queries.ts';
import { useQuery } from '@/api/use-query.ts';
import { swedishToday } from '@/lib/swedish.ts';
import { ActionButton } from '@/ui/action-button.tsx';
import { DateField } from '@/ui/date-field.tsx';
import { Section } from '@/ui/section.tsx';
import { FORMAT_NAMES } from './display.ts';
import { orderReport } from './queries.ts';

type Kind = ReportOrder['kind'];
type DateName = 'from' | 'to';

const ALL_FACILITIES = '';
const MISSING_DATE = 'Ange ett datum.';
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
  const [kind, setKind] = useState<Kind>('consumption');
  const [format, setFormat] = useState<ReportFormat>('csv');
  const [facilityKey, setFacilityKey] = useState(ALL_FACILITIES);
  const [dates, setDates] = useState<Record<DateName, string | null>>({ from: `${year}-01-01`, to: `${year}-12-31` });
  const [typed, setTyped] = useState<Record<DateName, string | null>>({ from: null, to: null });
  const [chosenYear, setChosenYear] = useState(year);
  const [problems, setProblems] = useState<Partial<Record<string, string>>>({});
  const order = useMutation({
    mutationFn: (body: ReportOrder) => orderReport(api, customerId, body),
    onSuccess: onOrdered,
  });

  function changeDate(name: DateName, value: string | null, problem: string | null) {
    setDates((current) => ({ ...current, [name]: value }));
    setTyped((current) => ({ ...current, [name]: problem }));
    setProblems((current) => ({ ...current, [name]: undefined }));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    order.reset();
    if (kind === 'consumption' && (typed.from || typed.to || !dates.from || !dates.to)) {
      setProblems({ from: dates.from ? undefined : MISSING_DATE, to: dates.to ? undefined : MISSING_DATE });
      return;
    }
    const body =
      kind === 'consumption' ? { kind, format, from: dates.from, to: dates.to, ...(facilityKey ? { facilityKey } : {}) } : { kind, format, year: chosenYear };
    // The server's own rules, so the form says what it would (the period's order and length).
    const checked = reportOrder.safeParse(body);
    if (!checked.success) {
      setProblems(Object.fromEntries(checked.error.issues.map((issue) => [String(issue.path[0] ?? 'form'), issue.message])));
      return;
    }
    setProblems({});
    order.mutate(checked.data);
  }

  const dateError = (name: DateName) => typed[name] ?? problems[name] ?? null;
  return (
    <Section title="Beställ rapport" card spacing={2.5} onSubmit={submit}>
      <Typography color="text.secondary">Rapporten skapas i bakgrunden. Den visas i listan och kan laddas ner när den är klar.</Typography>
      <FormControl component="fieldset">
        <FormLabel component="legend" id={kindId}>
          Rapport
        </FormLabel>
        <RadioGroup aria-labelledby={kindId} value={kind} onChange={(event) => setKind(event.target.value as Kind)}>
          <FormControlLabel value="consumption" control={<Radio />} label="Förbrukning per månad, anläggning och tjänst" />
          <FormControlLabel value="invoice-summary" control={<Radio />} label="Fakturasammanställning för ett år" />
        </RadioGroup>
      </FormControl>
      {kind === 'consumption' ? (
        <>
          <TextField
            select
            label="Anläggning"
            value={facilityKey}
            onChange={(event) => setFacilityKey(event.target.value)}
            error={problems.facilityKey !== undefined}
            helperText={problems.facilityKey}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            fullWidth
          >
            <option value={ALL_FACILITIES}>Alla anläggningar</option>
            {facilities.map((facility) => (
              <option key={facility.facilityKey} value={facility.facilityKey}>
                {facility.displayName}
              </option>
            ))}
          </TextField>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <DateField
              label="Från och med"
              value={dates.from}
              onChange={(value, problem) => changeDate('from', value, problem)}
              error={dateError('from')}
              required
            />
            <DateField label="Till och med" value={dates.to} onChange={(value, problem) => changeDate('to', value, problem)} error={dateError('to')} required />
          </Stack>
        </>
      ) : (
        <TextField
          select
          label="År"
          value={String(chosenYear)}
          onChange={(event) => setChosenYear(Number(event.target.value))}
          error={problems.year !== undefined}
          helperText={problems.year}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ maxWidth: 200 }}
        >
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
        <RadioGroup row aria-labelledby={formatId} value={format} onChange={(event) => setFormat(event.target.value as ReportFormat)}>
          {REPORT_FORMATS.map((choice) => (
            <FormControlLabel key={choice} value={choice} control={<Radio />} label={FORMAT_NAMES[choice]} />
          ))}
        </RadioGroup>
      </FormControl>
      {problems.form && <Alert severity="error">{problems.form}</Alert>}
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
