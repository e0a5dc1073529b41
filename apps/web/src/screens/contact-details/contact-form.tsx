import Alert from '@mui/material/Alert';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { ActionButton } from '@/ui/action-button.tsx';
import { useSchemaForm } from '@/ui/schema-form.ts';
import { Section } from '@/ui/section.tsx';
import { contactChanges, contactForm } from './contact-values.ts';
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
  const [unchanged, setUnchanged] = useState(false);
  const form = useSchemaForm(
    contactForm,
    { email: saved.email ?? '', phoneNumber: saved.phoneNumber ?? '' },
    {
      onEdit: () => {
        setUnchanged(false);
        onEdit();
      },
    },
  );

  function save(checked: { email: string; phoneNumber: string | null }) {
    const { changes, stored } = contactChanges(checked, saved);
    // The values as stored (the number normalised); the messages keep following the typing.
    form.reset(stored, { keepIsSubmitted: true });
    if (!hasAccount) delete changes.phoneNumber;
    if (Object.keys(changes).length === 0) {
      setUnchanged(true);
      return;
    }
    onSave(changes);
  }

  return (
    <Section title="Dina kontaktuppgifter" card spacing={2.5} onSubmit={form.submit(save)}>
      <TextField label="Mejladress" type="email" autoComplete="email" required {...form.field('email')} fullWidth />
      {hasAccount && (
        <TextField
          label="Mobilnummer"
          type="tel"
          autoComplete="tel-national"
          {...form.field('phoneNumber', 'Svenskt mobilnummer, till exempel 070-123 45 67. Lämna tomt om du inte vill få sms.')}
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
