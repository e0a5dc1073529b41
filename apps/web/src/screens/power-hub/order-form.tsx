import { type NewPowerHubOrder, newPowerHubOrder, type PowerHubFacility, type PowerHubOrder } from '@mina-sidor/shared/power-hub';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useApi } from '@/api/api-context.tsx';
import { errorMessage } from '@/api/client.ts';
import { ActionButton } from '@/ui/action-button.tsx';
import { useSchemaForm } from '@/ui/schema-form.ts';
import { placeOrder } from './queries.ts';

type Field = 'deliveryAddress.street' | 'deliveryAddress.postalCode' | 'deliveryAddress.city' | 'contact.name' | 'contact.email' | 'contact.mobilePhone';

const INPUTS: Record<Field, { label: string; type: string; autoComplete: string }> = {
  'deliveryAddress.street': { label: 'Gatuadress', type: 'text', autoComplete: 'street-address' },
  'deliveryAddress.postalCode': { label: 'Postnummer', type: 'text', autoComplete: 'postal-code' },
  'deliveryAddress.city': { label: 'Ort', type: 'text', autoComplete: 'address-level2' },
  'contact.name': { label: 'Namn', type: 'text', autoComplete: 'name' },
  'contact.email': { label: 'E-post', type: 'email', autoComplete: 'email' },
  'contact.mobilePhone': { label: 'Mobilnummer', type: 'tel', autoComplete: 'tel' },
};

interface OrderFormProps {
  customerId: string;
  facility: PowerHubFacility;
  onOrdered: (order: PowerHubOrder) => void;
}

/** The delivery address and contact, prefilled and checked in Swedish at each field by the contract's schema before the order is sent. */
export function OrderForm({ customerId, facility, onOrdered }: OrderFormProps) {
  const api = useApi();
  const order = useMutation({ mutationFn: (body: NewPowerHubOrder) => placeOrder(api, customerId, facility.facilityKey, body), onSuccess: onOrdered });
  const form = useSchemaForm(newPowerHubOrder, facility.prefill, { onEdit: () => order.reset() });

  const field = (name: Field, gridColumn?: object) => (
    <TextField
      key={name}
      label={INPUTS[name].label}
      type={INPUTS[name].type}
      autoComplete={INPUTS[name].autoComplete}
      required
      {...form.field(name)}
      sx={gridColumn}
      fullWidth
    />
  );

  return (
    <Stack
      component="form"
      spacing={3}
      onSubmit={form.submit(
        (checked) => order.mutate(checked),
        () => order.reset(),
      )}
      noValidate
      aria-label={`Beställ Power Hub till ${facility.displayName}`}
    >
      <Stack component="fieldset" spacing={2} sx={{ border: 0, p: 0, m: 0 }}>
        <Typography component="legend" variant="h3" sx={{ fontSize: '1.125rem', fontWeight: 700, mb: 2 }}>
          Leveransadress
        </Typography>
        {field('deliveryAddress.street')}
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '180px 1fr' } }}>
          {field('deliveryAddress.postalCode')}
          {field('deliveryAddress.city')}
        </Box>
      </Stack>
      <Stack component="fieldset" spacing={2} sx={{ border: 0, p: 0, m: 0 }}>
        <Typography component="legend" variant="h3" sx={{ fontSize: '1.125rem', fontWeight: 700, mb: 2 }}>
          Kontaktperson
        </Typography>
        {field('contact.name')}
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          {field('contact.email')}
          {field('contact.mobilePhone')}
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
