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
import { QueryState } from '@/shell/query-state.tsx';
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
  const customerId = selection?.customerId ?? '';
  const list = useQuery({ ...peakPowerQueries.facilities(api, customerId), enabled: customerId !== '' });
  // Without a selection the list is not asked for: it stays loading.
  return (
    <QueryState query={list}>
      {(facilities) =>
        selection && (
          <FacilityChoice
            facilities={facilitiesInView(facilities, { facilityKey: selection.property.facilityKey, customerAccountId: selection.customerAccountId })}
            customerId={customerId}
          >
            {children}
          </FacilityChoice>
        )
      }
    </QueryState>
  );
}

function FacilityChoice({
  facilities,
  customerId,
  children,
}: {
  facilities: PeakFacility[];
  customerId: string;
  children: (shown: ShownFacility) => ReactNode;
}) {
  const labelId = useId();
  const [chosen, setChosen] = useState<string | null>(null);
  const facility = facilities.find((f) => f.facilityKey === chosen) ?? facilities[0];
  if (!facility) return <Alert severity="info">Det finns ingen anläggning med effektavgift på elnätet här.</Alert>;
  return (
    <Stack spacing={4}>
      {facilities.length > 1 && (
        <FormControl sx={{ maxWidth: 480 }}>
          <InputLabel id={labelId}>Anläggning</InputLabel>
          <Select labelId={labelId} label="Anläggning" value={facility.facilityKey} onChange={(e) => setChosen(e.target.value)}>
            {facilities.map((f) => (
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
