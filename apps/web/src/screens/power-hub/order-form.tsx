import type { NewPowerHubOrder, PowerHubFacility, PowerHubOrder } from '@mina-sidor/shared/power-hub';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useApi } from '@/api/api-context.tsx';
import { errorMessage } from '@/api/client.ts';
import { ActionButton } from '@/ui/action-button.tsx';
import { checkOrder, type Field, FIELD_LABELS, type FormValues, initialValues } from './display.ts';
import { placeOrder } from './queries.ts';

const INPUTS: Record<Field, { type: string; autoComplete: string }> = {
  street: { type: 'text', autoComplete: 'street-address' },
  postalCode: { type: 'text', autoComplete: 'postal-code' },
  city: { type: 'text', autoComplete: 'address-level2' },
  name: { type: 'text', autoComplete: 'name' },
  email: { type: 'email', autoComplete: 'email' },
  mobilePhone: { type: 'tel', autoComplete: 'tel' },
};

interface OrderFormProps {
  customerId: string;
  facility: PowerHubFacility;
  onOrdered: (order: PowerHubOrder) => void;
}

/** The delivery address and contact, prefilled and checked in Swedish at each field before the order is sent. */
export function OrderForm({ customerId, facility, onOrdered }: OrderFormProps) {
  const api = useApi();
  const [values, setValues] = useState<FormValues>(() => initialValues(facility));
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const [tried, setTried] = useState(false);
  const order = useMutation({ mutationFn: (body: NewPowerHubOrder) => placeOrder(api, customerId, facility.facilityKey, body), onSuccess: onOrdered });

  function change(field: Field, value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    order.reset();
    // After the first attempt, the messages follow the typing.
    if (tried) {
      const checked = checkOrder(next);
      setProblems(checked.ok ? {} : checked.problems);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    order.reset();
    const checked = checkOrder(values);
    setProblems(checked.ok ? {} : checked.problems);
    if (checked.ok) order.mutate(checked.order);
  }

  const field = (name: Field, gridColumn?: object) => (
    <TextField
      key={name}
      label={FIELD_LABELS[name]}
      type={INPUTS[name].type}
      autoComplete={INPUTS[name].autoComplete}
      required
      value={values[name]}
      onChange={(event) => change(name, event.target.value)}
      error={problems[name] !== undefined}
      helperText={problems[name]}
      sx={gridColumn}
      fullWidth
    />
  );

  return (
    <Stack component="form" spacing={3} onSubmit={submit} noValidate aria-label={`Beställ Power Hub till ${facility.displayName}`}>
      <Stack component="fieldset" spacing={2} sx={{ border: 0, p: 0, m: 0 }}>
        <Typography component="legend" variant="h3" sx={{ fontSize: '1.125rem', fontWeight: 700, mb: 2 }}>
          Leveransadress
        </Typography>
        {field('street')}
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '180px 1fr' } }}>
          {field('postalCode')}
          {field('city')}
        </Box>
      </Stack>
      <Stack component="fieldset" spacing={2} sx={{ border: 0, p: 0, m: 0 }}>
        <Typography component="legend" variant="h3" sx={{ fontSize: '1.125rem', fontWeight: 700, mb: 2 }}>
          Kontaktperson
        </Typography>
        {field('name')}
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          {field('email')}
          {field('mobilePhone')}
        </Box>
      </Stack>
      <Typography color="text.secondary">Vi bekräftar beställningen med e-post till adressen ovan. Här ser du hur beställningen går.</Typography>
      {order.isError && <Alert severity="error">{errorMessage(order.error)}</Alert>}
      <div>
        <ActionButton type="submit" variant="contained" loading={order.isPending}>
          Beställ Power Hub
        </ActionButton>
      </div>
    </Stack>
  );
}
