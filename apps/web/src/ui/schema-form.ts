import { zodResolver } from '@hookform/resolvers/zod';
import { type ChangeEvent, type FormEvent, type ReactNode, useRef } from 'react';
import {
  type DefaultValues,
  type FieldError,
  type FieldPath,
  type FieldPathByValue,
  type FieldPathValue,
  type FieldValues,
  get,
  type Resolver,
  useForm,
} from 'react-hook-form';
import { z } from 'zod/mini';
import type { $ZodType, input, output } from 'zod/v4/core';
import swedish from 'zod/v4/locales/sv.js';
import type { DateInput } from './date-input.ts';

// A check without a message of its own (a length, a type) speaks Swedish here as on the server, not "Invalid input":
// set where forms show messages, so the first page does not carry the locale (decision 0065).
z.config(swedish());

/** A form's schema: any zod 4 build's (classic or mini), its input the form's values. */
type FormSchema = $ZodType<unknown, FieldValues>;

/**
 * A form checked by a zod schema, in the portal's way: nothing is said until the first attempt to send,
 * then the messages follow the typing; on a failed attempt the first wrong field takes the focus. The
 * messages are the schema's own, so the form says in Swedish what the server would.
 *
 * `field(name, hint)` gives a MUI TextField what it needs: its value, the handlers, the ref that takes the
 * focus, and the message or else the hint as its helper text (MUI ties that to the input by aria-describedby).
 */
export function useSchemaForm<S extends FormSchema>(
  schema: S,
  defaultValues: DefaultValues<input<S>>,
  {
    onEdit,
    live = false,
  }: {
    /** Runs on every change of a field (to take away the last answer's message, say). */
    onEdit?: () => void;
    /**
     * For a form whose result follows the typing (a calculator): a changed field's message shows at once, before any
     * attempt, and the messages of every field changed so far follow each change, as a rule can tie two fields.
     */
    live?: boolean;
  } = {},
) {
  const form = useForm<input<S>, unknown, output<S>>({
    // The resolver's overloads cannot see through a generic schema; the cast restates what they return. Sync: the
    // messages show in the same turn as the click or keystroke (no schema here checks anything asynchronously).
    resolver: zodResolver(schema as never, undefined, { mode: 'sync' }) as unknown as Resolver<input<S>, unknown, output<S>>,
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });
  const values = form.watch();
  const changed = useRef(new Set<FieldPath<input<S>>>()).current;

  /** A field changed: checked at once when it is no text input or the form is live; after the first attempt, every field. */
  function check(name: FieldPath<input<S>>) {
    changed.add(name);
    void form.trigger(form.formState.isSubmitted ? undefined : live ? [...changed] : name);
  }

  function problem(name: FieldPath<input<S>>): string | undefined {
    return (get(form.formState.errors, name) as FieldError | undefined)?.message;
  }

  function field(name: FieldPath<input<S>>, hint?: ReactNode) {
    const { ref, onChange, ...handlers } = form.register(name);
    const message = problem(name);
    return {
      ...handlers,
      onChange: (event: ChangeEvent) => {
        onEdit?.();
        const done = onChange(event);
        if (live) check(name);
        return done;
      },
      value: get(values, name) ?? '',
      inputRef: ref,
      error: message !== undefined,
      helperText: message ?? hint,
    };
  }

  /**
   * For a field that is no text input (a chosen file, a radio group): its value, checked at once; after the first
   * attempt the whole form, as a choice can change another field's rule (sms or e-mail).
   */
  function setField<N extends FieldPath<input<S>>>(name: N, value: FieldPathValue<input<S>, N>) {
    onEdit?.();
    form.setValue(name, value);
    check(name);
  }

  /**
   * A DateField's props for a field holding a `DateInput`: the field's own problem with what is typed (a half-typed
   * date, a year beyond the picker's) shows at once, the schema's messages from the first attempt on, as a text
   * field's do; a wrong date takes the focus like any wrong field.
   */
  function dateField(name: FieldPathByValue<input<S>, DateInput>) {
    const { date, problem: own } = get(values, name) as DateInput;
    return {
      value: date,
      onChange: (typed: string | null, typedProblem: string | null) => {
        onEdit?.();
        form.setValue(name, { date: typed, problem: typedProblem } satisfies DateInput as FieldPathValue<input<S>, typeof name>);
        // Not checked before an attempt: a check's answer renders the picker again between two keys, and a section
        // typed fast is lost.
        if (form.formState.isSubmitted) check(name);
      },
      error: own ?? problem(name) ?? null,
      focusRef: form.register(name).ref,
    };
  }

  /**
   * The form's onSubmit: `onValid` gets the schema's output (trimmed, normalised) when every field is right;
   * `onAttempt` runs first on every attempt (to clear the last answer's message, say).
   */
  function submit(onValid: (values: output<S>) => void, onAttempt?: () => void) {
    // Only the values: a mutation's `mutate` would take handleSubmit's second argument, the event, for its options.
    const checked = form.handleSubmit((checkedValues) => onValid(checkedValues));
    return (event: FormEvent) => {
      onAttempt?.();
      void checked(event);
    };
  }

  return { ...form, values, field, setField, dateField, problem, submit };
}
