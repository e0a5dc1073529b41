import { useMutation } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type FormEvent } from 'react';
import { useAuth } from '@/auth/auth-context.tsx';
import { useApi } from '@/api/api-context.tsx';
import { errorMessage } from '@/api/client.ts';
import { ActionButton } from '@/ui/action-button.tsx';
import { EMPTY_COMPANY_LINK, validateCompanyLink, type CompanyLinkErrors, type CompanyLinkField, type CompanyLinkValues } from './company-link-form.ts';
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
  const [values, setValues] = useState<CompanyLinkValues>({ ...EMPTY_COMPANY_LINK, userName: defaultName });
  const [errors, setErrors] = useState<CompanyLinkErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const link = useMutation({ mutationFn: linkCompany.bind(null, api) });

  useEffect(() => {
    if (!link.isSuccess) return;
    const timer = setTimeout(() => void signinRedirect(), RESTART_SIGN_IN_DELAY_MS);
    return () => clearTimeout(timer);
  }, [link.isSuccess, signinRedirect]);

  function change(field: CompanyLinkField, value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    // After the first attempt, messages follow the typing.
    if (submitted) {
      const result = validateCompanyLink(next);
      setErrors(result.ok ? {} : result.errors);
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    const result = validateCompanyLink(values);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    link.mutate(result.request);
  }

  if (link.isSuccess) {
    return (
      <Alert severity="success" role="status">
        Du är nu kopplad mot företaget.
      </Alert>
    );
  }
  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label="Lägg till nytt företag">
      <Stack spacing={2.5}>
        <Typography>Fyll i företagets kundnummer och organisationsnummer, och ditt namn och din mejladress. Kundnumret finns på fakturan.</Typography>
        {FIELDS.map((field) => (
          <TextField
            key={field.name}
            name={field.name}
            label={field.label}
            value={values[field.name]}
            onChange={(event) => change(field.name, event.target.value)}
            error={Boolean(errors[field.name])}
            helperText={errors[field.name] ?? ' '}
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
