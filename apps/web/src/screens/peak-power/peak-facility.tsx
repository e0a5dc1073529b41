import type { PeakFacility } from '@mina-sidor/shared/peak-power';
import Alert from '@mui/material/Alert';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import { type ReactNode, useId, useState } from 'react';
import { useApi } from '@/api/api-context.tsx';
import { useQuery } from '@/api/use-query.ts';
import { useCurrentSelection } from '@/selection/selection-context.tsx';
import { LoadFailed } from '@/shell/load-failed.tsx';
import { Loading } from '@/shell/loading.tsx';
import { facilitiesInView } from './display.ts';
import { peakPowerQueries } from './queries.ts';

export type ShownFacility = { customerId: string; facility: PeakFacility };

/**
 * The facility the peak pages are about: the selected property's with a peak fee, a choice when a
 * group or an account has several; the list's loading, error and empty states on the way.
 */
export function WithPeakFacility({ children }: { children: (shown: ShownFacility) => ReactNode }) {
  const api = useApi();
  const selection = useCurrentSelection();
  const labelId = useId();
  const customerId = selection?.customerId ?? '';
  const list = useQuery({ ...peakPowerQueries.facilities(api, customerId), enabled: customerId !== '' });
  const [chosen, setChosen] = useState<string | null>(null);
  if (!selection || list.isPending) return <Loading />;
  if (list.isError) return <LoadFailed error={list.error} onRetry={() => void list.refetch()} />;
  const shown = facilitiesInView(list.data, { facilityKey: selection.property.facilityKey, customerAccountId: selection.customerAccountId });
  const facility = shown.find((f) => f.facilityKey === chosen) ?? shown[0];
  if (!facility) return <Alert severity="info">Det finns ingen anläggning med effektavgift på elnätet här.</Alert>;
  return (
    <Stack spacing={4}>
      {shown.length > 1 && (
        <FormControl sx={{ maxWidth: 480 }}>
          <InputLabel id={labelId}>Anläggning</InputLabel>
          <Select labelId={labelId} label="Anläggning" value={facility.facilityKey} onChange={(e) => setChosen(e.target.value)}>
            {shown.map((f) => (
              <MenuItem key={f.facilityKey} value={f.facilityKey}>
                {f.facilityName}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
      )}
      {children({ customerId, facility })}
    </Stack>
  );
}
