/**
 * A DateField's value in a form: the date it holds ('YYYY-MM-DD', null while empty or not a whole date) and the
 * field's own problem with what was typed (a half-typed date, a year beyond the picker's), which the form's schema
 * names before its own rules.
 */
export interface DateInput {
  date: string | null;
  problem: string | null;
}

/** A date field starting at `date` (or empty), nothing typed into it yet. */
export const dateInput = (date: string | null): DateInput => ({ date, problem: null });

/** What is wrong with a date field's value: the field's own problem, else `missing` while it holds no date. */
export const dateInputProblem = (input: DateInput, missing: string): string | null => input.problem ?? (input.date === null ? missing : null);
