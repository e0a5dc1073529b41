import Alert from '@mui/material/Alert';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { ActionButton } from '@/ui/action-button.tsx';
import { Section } from '@/ui/section.tsx';
import { checkContact, type ContactProblems, type ContactValues } from './contact-values.ts';
import type { ContactChanges } from './queries.ts';

interface ContactFormProps {
  saved: { email: string | null; phoneNumber: string | null };
  /** Without a selected account there is no number to change. */
  hasAccount: boolean;
  saving: boolean;
  savedText: string | null;
  /** The server's Swedish message when saving failed. */
  error: string | null;
  onSave: (changes: ContactChanges) => void;
  onEdit: () => void;
}

export const NOTHING_CHANGED = 'Du har inte ändrat något.';

/** The customer's own contact details, checked in Swedish before anything is sent (spec §5). */
export function ContactForm({ saved, hasAccount, saving, savedText, error, onSave, onEdit }: ContactFormProps) {
  const [values, setValues] = useState<ContactValues>({ email: saved.email ?? '', phoneNumber: saved.phoneNumber ?? '' });
  const [problems, setProblems] = useState<ContactProblems>({});
  const [tried, setTried] = useState(false);
  const [unchanged, setUnchanged] = useState(false);

  function change(field: keyof ContactValues, value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    setUnchanged(false);
    onEdit();
    // After the first attempt, the messages follow the typing.
    if (tried) {
      const checked = checkContact(next, saved);
      setProblems(checked.ok ? {} : checked.problems);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    const checked = checkContact(values, saved);
    setProblems(checked.ok ? {} : checked.problems);
    if (!checked.ok) return;
    const { changes, stored } = checked;
    setValues(stored);
    if (!hasAccount) delete changes.phoneNumber;
    if (Object.keys(changes).length === 0) {
      setUnchanged(true);
      return;
    }
    onSave(changes);
  }

  return (
    <Section title="Dina kontaktuppgifter" card spacing={2.5} onSubmit={submit}>
      <TextField
        label="Mejladress"
        type="email"
        autoComplete="email"
        required
        value={values.email}
        onChange={(event) => change('email', event.target.value)}
        error={problems.email !== undefined}
        helperText={problems.email}
        fullWidth
      />
      {hasAccount && (
        <TextField
          label="Mobilnummer"
          type="tel"
          autoComplete="tel-national"
          value={values.phoneNumber}
          onChange={(event) => change('phoneNumber', event.target.value)}
          error={problems.phoneNumber !== undefined}
          helperText={problems.phoneNumber ?? 'Svenskt mobilnummer, till exempel 070-123 45 67. Lämna tomt om du inte vill få sms.'}
          fullWidth
        />
      )}
      {savedText && (
        <Alert severity="success" role="status">
          {savedText}
        </Alert>
      )}
      {unchanged && (
        <Alert severity="info" role="status">
          {NOTHING_CHANGED}
        </Alert>
      )}
      {error && <Alert severity="error">{error}</Alert>}
      <div>
        <ActionButton type="submit" variant="contained" loading={saving}>
          Spara
        </ActionButton>
      </div>
    </Section>
  );
}
