import type { HanPort } from '@mina-sidor/shared/han-port';
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { useApi } from '@/api/api-context.tsx';
import { errorMessage } from '@/api/client.ts';
import { ActionButton } from '@/ui/action-button.tsx';
import { Card } from '@/ui/section.tsx';
import { STATUS_LABELS, statusText } from './display.ts';
import { requestActivation } from './queries.ts';

// Colours with enough contrast in both themes (as the invoice and case chips): only an active port is filled.
const CHIP_COLORS = { inactive: 'default', requested: 'primary', active: 'success' } as const;

interface MeterCardProps {
  customerId: string;
  port: HanPort;
  /** False for a person who may only look: no button. */
  mayRequest: boolean;
  onChanged: (port: HanPort) => void;
}

/** One meter: where it is, its port's state, and (for the customer, while it is off) the request. */
export function MeterCard({ customerId, port, mayRequest, onChanged }: MeterCardProps) {
  const api = useApi();
  const headingId = useId();
  const request = useMutation({ mutationFn: () => requestActivation(api, customerId, port.meteringPointId), onSuccess: onChanged });
  return (
    <Card component="section" labelledBy={headingId}>
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}>
          <div>
            <Typography id={headingId} variant="h3">
              {port.facilityName}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {port.address}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              Mätpunkt {port.meteringPointId} · Mätare {port.meterNumber}
            </Typography>
          </div>
          <Chip
            label={STATUS_LABELS[port.status]}
            color={CHIP_COLORS[port.status]}
            variant={port.status === 'active' ? 'filled' : 'outlined'}
            sx={{ alignSelf: 'flex-start', fontWeight: 700 }}
          />
        </Stack>
        <Typography>{statusText(port)}</Typography>
        {port.status === 'inactive' &&
          (mayRequest ? (
            <div>
              <ActionButton variant="contained" loading={request.isPending} onClick={() => request.mutate()}>
                Beställ aktivering
              </ActionButton>
            </div>
          ) : (
            <Typography variant="body2" color="text.secondary">
              Bara kunden själv kan beställa aktivering.
            </Typography>
          ))}
        {request.isSuccess && (
          <Alert severity="success" role="status">
            Tack! Vi har tagit emot din beställning. Porten på mätaren vid {port.facilityName} aktiveras inom några arbetsdagar.
          </Alert>
        )}
        {request.isError && <Alert severity="error">{errorMessage(request.error)}</Alert>}
      </Stack>
    </Card>
  );
}
