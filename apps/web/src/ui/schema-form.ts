import { zodResolver } from '@hookform/resolvers/zod';
import type { ChangeEvent, FormEvent, ReactNode } from 'react';
import { type DefaultValues, type FieldError, type FieldPath, type FieldPathValue, type FieldValues, get, type Resolver, useForm } from 'react-hook-form';
import { z } from 'zod/mini';
import type { $ZodType, input, output } from 'zod/v4/core';
import swedish from 'zod/v4/locales/sv.js';

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
  { onEdit }: { /** Runs on every change of a field (to take away the last answer's message, say). */ onEdit?: () => void } = {},
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
        return onChange(event);
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
    void form.trigger(form.formState.isSubmitted ? undefined : name);
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

  return { ...form, values, field, setField, problem, submit };
}
