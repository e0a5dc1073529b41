import { invoiceReferencesUpdate, REFERENCE_FIELDS, type AccountInvoiceReferences, type ReferenceField } from '@mina-sidor/shared/invoice';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useApi } from '@/api/api-context.tsx';
import { errorMessage } from '@/api/client.ts';
import { ActionButton } from '@/ui/action-button.tsx';
import { useSchemaForm } from '@/ui/schema-form.ts';
import { Card, Section } from '@/ui/section.tsx';
import { changedText, referenceValues, type ReferenceValues } from './invoice-view.ts';
import { saveInvoiceReferences } from './queries.ts';

const FIELDS: readonly ReferenceField[] = ['yourReference', 'costCentre', 'orderNumber'];

/** What each field is for, below it until a problem is shown instead. */
const HINTS: Record<ReferenceField, string> = {
  yourReference: 'Till exempel den som tar emot fakturan.',
  costCentre: 'Er kod för kostnadsstället.',
  orderNumber: 'Er inköpsorder eller beställning.',
};

interface FormProps {
  customerId: string;
  account: AccountInvoiceReferences;
  onSaved: (stored: AccountInvoiceReferences) => void;
}

/** One account's references, checked with the contract's rules and messages before they are sent. */
export function ReferenceForm({ customerId, account, onSaved }: FormProps) {
  const api = useApi();
  const headingId = useId();
  /** The first issue day that carries the saved references, once saved. */
  const [savedFrom, setSavedFrom] = useState<string | null>(null);
  const form = useSchemaForm(invoiceReferencesUpdate, referenceValues(account.references), { onEdit: () => setSavedFrom(null) });
  const save = useMutation({
    mutationFn: (body: ReferenceValues) => saveInvoiceReferences(api, customerId, account.customerAccountId, body),
    onSuccess: (stored) => {
      onSaved(stored);
      form.reset(referenceValues(stored.references));
      setSavedFrom(stored.nextIssueDate);
    },
  });

  return (
    <Card component="section" labelledBy={headingId}>
      <Stack component="form" spacing={2.5} onSubmit={form.submit(save.mutate)} noValidate>
        <Stack spacing={0.5}>
          <Typography id={headingId} variant="h2">
            Referenser för {account.accountName}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {changedText(account)} Ändringar skrivs på fakturor från och med{' '}
            <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
              {account.nextIssueDate}
            </Box>
            .
          </Typography>
        </Stack>
        {FIELDS.map((field) => {
          const { label, max } = REFERENCE_FIELDS[field];
          return <TextField key={field} label={label} {...form.field(field, `${HINTS[field]} Högst ${max} tecken.`)} fullWidth />;
        })}
        {savedFrom && (
          <Alert severity="success" role="status">
            Fakturareferenserna är sparade. De skrivs på fakturor från och med{' '}
            <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
              {savedFrom}
            </Box>
            .
          </Alert>
        )}
        {save.isError && <Alert severity="error">{errorMessage(save.error)}</Alert>}
        <div>
          <ActionButton type="submit" variant="contained" loading={save.isPending}>
            Spara
          </ActionButton>
        </div>
      </Stack>
    </Card>
  );
}

/** The references read-only, for staff. */
export function ReferenceSummary({ account }: { account: AccountInvoiceReferences }) {
  return (
    <Section title={`Referenser för ${account.accountName}`} card>
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(9.5rem, 1fr))' }}>
        {FIELDS.map((field) => (
          <div key={field}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {REFERENCE_FIELDS[field].label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 700 }}>
              {account.references[field] ?? '–'}
            </Typography>
          </div>
        ))}
      </Box>
      <Typography variant="body2" color="text.secondary">
        {changedText(account)}
      </Typography>
    </Section>
  );
}
