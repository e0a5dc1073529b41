import { useMutation } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useAuth } from '@/auth/auth-context.tsx';
import { useApi } from '@/api/api-context.tsx';
import { errorMessage } from '@/api/client.ts';
import { ActionButton } from '@/ui/action-button.tsx';
import { useSchemaForm } from '@/ui/schema-form.ts';
import { type CompanyLinkField, companyLinkForm, EMPTY_COMPANY_LINK } from './company-link-form.ts';
import { linkCompany } from './link-company.ts';

/** Long enough to read the confirmation before the sign-in starts over. */
export const RESTART_SIGN_IN_DELAY_MS = 2000;

const FIELDS: { name: CompanyLinkField; label: string; autoComplete: string; inputMode?: 'numeric' | 'email'; type?: string }[] = [
  { name: 'companyCustomerNumber', label: 'Kundnummer', autoComplete: 'off', inputMode: 'numeric' },
  { name: 'companyIdentificationNumber', label: 'Organisationsnummer', autoComplete: 'off' },
  { name: 'userName', label: 'Namn', autoComplete: 'name' },
  { name: 'userEmail', label: 'Mejl', autoComplete: 'email', inputMode: 'email', type: 'email' },
];

/** The company-link form of spec §5; on success sign-in restarts, so the new company comes with the new tokens. */
export function CompanyLinkFormView({ defaultName }: { defaultName: string }) {
  const api = useApi();
  const { signinRedirect } = useAuth();
  const form = useSchemaForm(companyLinkForm, { ...EMPTY_COMPANY_LINK, userName: defaultName });
  const link = useMutation({ mutationFn: linkCompany.bind(null, api) });

  useEffect(() => {
    if (!link.isSuccess) return;
    const timer = setTimeout(() => void signinRedirect(), RESTART_SIGN_IN_DELAY_MS);
    return () => clearTimeout(timer);
  }, [link.isSuccess, signinRedirect]);

  if (link.isSuccess) {
    return (
      <Alert severity="success" role="status">
        Du är nu kopplad mot företaget.
      </Alert>
    );
  }
  return (
    <Box component="form" noValidate onSubmit={form.submit(link.mutate)} aria-label="Lägg till nytt företag">
      <Stack spacing={2.5}>
        <Typography>Fyll i företagets kundnummer och organisationsnummer, och ditt namn och din mejladress. Kundnumret finns på fakturan.</Typography>
        {FIELDS.map((field) => (
          <TextField
            key={field.name}
            label={field.label}
            {...form.field(field.name, ' ')}
            autoComplete={field.autoComplete}
            type={field.type ?? 'text'}
            required
            fullWidth
            slotProps={{ htmlInput: { inputMode: field.inputMode } }}
          />
        ))}
        {link.isError && <Alert severity="error">{errorMessage(link.error)}</Alert>}
        <div>
          <ActionButton type="submit" variant="contained" size="large" loading={link.isPending}>
            Lägg till företag
          </ActionButton>
        </div>
      </Stack>
    </Box>
  );
}
