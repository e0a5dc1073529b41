import { DATE_PICKER_BOUNDS } from '@mina-sidor/shared/text';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { svSE } from '@mui/x-date-pickers/locales';
import type { DateValidationError } from '@mui/x-date-pickers/models';
import { format, isValid, parseISO } from 'date-fns';
import { sv } from 'date-fns/locale/sv';

/** Spec §5: the mask is day.month.year; the picker offers 1900-01-01 to 2099-12-31 (spec §9). */
export const DATE_FORMAT = 'dd.MM.yyyy';
const MIN = parseISO(DATE_PICKER_BOUNDS.min);
const MAX = parseISO(DATE_PICKER_BOUNDS.max);
const LOCALE_TEXT = svSE.components.MuiLocalizationProvider.defaultProps.localeText;

/** What the field says about a date it cannot take (null: nothing wrong). */
export function dateProblem(error: DateValidationError): string | null {
  if (error === null) return null;
  if (error === 'minDate' || error === 'maxDate') return `Välj ett datum mellan ${DATE_PICKER_BOUNDS.min} och ${DATE_PICKER_BOUNDS.max}.`;
  return 'Ange datumet som dd.mm.åååå.';
}

export interface DateFieldProps {
  label: string;
  /** 'YYYY-MM-DD', or null while empty or not a whole date. */
  value: string | null;
  /** The date typed or picked ('YYYY-MM-DD'), or null for none; with the field's own problem with it. */
  onChange: (value: string | null, problem: string | null) => void;
  /** A problem the form found (such as the period's order), shown when the field has none of its own. */
  error?: string | null;
  required?: boolean;
}

/**
 * The app's one date field (spec §5): typed as dd.mm.åååå in sections, or picked from a calendar
 * bounded to 1900-01-01–2099-12-31, in Swedish with weeks from Monday. Speaks ISO dates to the form.
 */
export function DateField({ label, value, onChange, error = null, required = false }: DateFieldProps) {
  const date = value ? parseISO(value) : null;
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={sv} localeText={LOCALE_TEXT}>
      <DatePicker
        label={label}
        value={date}
        format={DATE_FORMAT}
        minDate={MIN}
        maxDate={MAX}
        onChange={(next, context) => {
          const whole = next !== null && isValid(next);
          onChange(whole ? format(next, 'yyyy-MM-dd') : null, dateProblem(context.validationError));
        }}
        slotProps={{ textField: { required, error: error !== null, helperText: error ?? undefined, fullWidth: true } }}
      />
    </LocalizationProvider>
  );
}
