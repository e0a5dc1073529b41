import { DATE_PICKER_BOUNDS } from '@mina-sidor/shared/text';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { svSE } from '@mui/x-date-pickers/locales';
import type { DateValidationError } from '@mui/x-date-pickers/models';
import { format, isValid, parseISO } from 'date-fns';
import { sv } from 'date-fns/locale/sv';
import { type KeyboardEvent, type Ref, useImperativeHandle, useRef } from 'react';

/** Spec §5: the mask is day.month.year; the picker offers 1900-01-01 to 2099-12-31 (spec §9). */
export const DATE_FORMAT = 'dd.MM.yyyy';
const MIN = parseISO(DATE_PICKER_BOUNDS.min);
const MAX = parseISO(DATE_PICKER_BOUNDS.max);
const LOCALE_TEXT = svSE.components.MuiLocalizationProvider.defaultProps.localeText;
/** Spec §9: the mask's undo history keeps 100 states. */
export const UNDO_STATES = 100;

/** What the field says about a date it cannot take (null: nothing wrong). */
export function dateProblem(error: DateValidationError): string | null {
  if (error === null) return null;
  if (error === 'minDate' || error === 'maxDate') return `Välj ett datum mellan ${DATE_PICKER_BOUNDS.min} och ${DATE_PICKER_BOUNDS.max}.`;
  return 'Ange datumet som dd.mm.åååå.';
}

/** The field's earlier values (oldest first, at most `UNDO_STATES`) and those undone since, to redo. */
export interface UndoHistory {
  past: readonly (string | null)[];
  future: readonly (string | null)[];
}

/** A change from `current` to `next`: `current` is kept to undo to, the oldest state dropped beyond the limit; redo is lost. */
export function recordChange(history: UndoHistory, current: string | null, next: string | null): UndoHistory {
  if (next === current) return history;
  return { past: [...history.past, current].slice(-UNDO_STATES), future: [] };
}

/** One step back (undo) or forward (redo) from `current`: the value to show and the history after it, or null with nothing to step to. */
export function step(history: UndoHistory, current: string | null, direction: 'undo' | 'redo'): { value: string | null; history: UndoHistory } | null {
  const from = direction === 'undo' ? history.past : history.future;
  if (from.length === 0) return null;
  const value = from.at(-1) as string | null;
  const rest = from.slice(0, -1);
  return direction === 'undo'
    ? { value, history: { past: rest, future: [...history.future, current] } }
    : { value, history: { past: [...history.past, current].slice(-UNDO_STATES), future: rest } };
}

/** The field's own problem with a value it is stepped back or forward to: only its bounds can be wrong (a whole date). */
const boundsProblem = (value: string | null) =>
  value !== null && (value < DATE_PICKER_BOUNDS.min || value > DATE_PICKER_BOUNDS.max) ? dateProblem('maxDate') : null;

/** Ctrl+Z (⌘Z) undoes; Ctrl+Y and Ctrl+Shift+Z (⌘⇧Z) redo. */
function undoKey(event: KeyboardEvent): 'undo' | 'redo' | null {
  if (!(event.ctrlKey || event.metaKey) || event.altKey) return null;
  const key = event.key.toLowerCase();
  if (key === 'z') return event.shiftKey ? 'redo' : 'undo';
  return key === 'y' ? 'redo' : null;
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
  /** Given what focuses the field (its first section): the form's way to take the user to a wrong date. */
  focusRef?: Ref<{ focus: () => void }>;
}

/**
 * The app's one date field (spec §5): typed as dd.mm.åååå in sections, or picked from a calendar
 * bounded to 1900-01-01–2099-12-31, in Swedish with weeks from Monday; Ctrl+Z and Ctrl+Y step
 * through its last 100 states (spec §9). Speaks ISO dates to the form.
 */
export function DateField({ label, value, onChange, error = null, required = false, focusRef }: DateFieldProps) {
  const date = value ? parseISO(value) : null;
  const box = useRef<HTMLDivElement>(null);
  // The sections are not one input. One handle for the field's life: a form keeps the one it was given.
  const focusHandle = useRef({ focus: () => box.current?.querySelector<HTMLElement>('[role="spinbutton"]')?.focus() }).current;
  useImperativeHandle(focusRef, () => focusHandle, [focusHandle]);
  // A ref, not state: stepping changes the value through the form, which renders the field again anyway.
  const history = useRef<UndoHistory>({ past: [], future: [] });
  // Captured before the picker's sections see the keys: they would otherwise take Z and Y as typing.
  function onKeyDownCapture(event: KeyboardEvent) {
    const direction = undoKey(event);
    if (!direction) return;
    event.preventDefault();
    event.stopPropagation();
    const stepped = step(history.current, value, direction);
    if (!stepped) return;
    history.current = stepped.history;
    onChange(stepped.value, boundsProblem(stepped.value));
  }
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={sv} localeText={LOCALE_TEXT}>
      <div ref={box} onKeyDownCapture={onKeyDownCapture}>
        <DatePicker
          label={label}
          value={date}
          format={DATE_FORMAT}
          minDate={MIN}
          maxDate={MAX}
          onChange={(next, context) => {
            const whole = next !== null && isValid(next);
            const iso = whole ? format(next, 'yyyy-MM-dd') : null;
            history.current = recordChange(history.current, value, iso);
            onChange(iso, dateProblem(context.validationError));
          }}
          slotProps={{ textField: { required, error: error !== null, helperText: error ?? undefined, fullWidth: true } }}
        />
      </div>
    </LocalizationProvider>
  );
}
