import { type FormEvent, useState } from 'react';
import type { Checked } from './case-form-values.ts';

/**
 * A case form's values and Swedish messages: a chosen file is checked at once, the other fields
 * after the first attempt to send, and then as they are typed. `onValid` gets the checked request.
 */
export function useCheckedForm<V extends { file: File | null }, R, P extends { file?: string }>(
  empty: V,
  check: (values: V) => Checked<R, P>,
  { onValid, onEdit }: { onValid: (checked: { request: R; file: File | null }) => void; onEdit?: () => void },
) {
  const [values, setValues] = useState<V>(empty);
  const [problems, setProblems] = useState<P | Record<string, never>>({});
  const [tried, setTried] = useState(false);

  function change<K extends keyof V>(field: K, value: V[K]) {
    const next = { ...values, [field]: value };
    setValues(next);
    onEdit?.();
    if (tried || field === 'file') {
      const checked = check(next);
      const found: Partial<P> = checked.ok ? {} : checked.problems;
      setProblems((tried ? found : { file: found.file }) as P);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    onEdit?.();
    const checked = check(values);
    setProblems(checked.ok ? {} : checked.problems);
    if (checked.ok) onValid({ request: checked.request, file: checked.file });
  }

  function reset() {
    setValues(empty);
    setTried(false);
    setProblems({});
  }

  return { values, problems: problems as Partial<P>, change, submit, reset };
}
