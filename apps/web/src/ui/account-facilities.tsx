import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { ofAccount } from '@/lib/swedish.ts';
import { QueryState } from '@/shell/query-state.tsx';
import type { Viewer } from '@/shell/viewer.ts';
import { FacilitySelect } from './facility-select.tsx';

interface AccountFacility {
  facilityKey: string;
  displayName: string;
  customerAccountIds: readonly string[];
}

interface AccountFacilitiesProps<T, F extends AccountFacility> {
  query: UseQueryResult<T>;
  /** The facilities in the answer; those of the selected account are offered. */
  facilitiesOf: (data: T) => readonly F[];
  customerAccountId: string | null;
  viewer: Viewer;
  /** Why staff see no form: the customer does this here themself. */
  staffNote: string;
  /** What the page says when the account has no such facility. */
  none: string;
  children: (facility: F, data: T) => ReactNode;
}

/**
 * The body of a page about one of the selected account's facilities at a time (an order, an agreement): staff's
 * note, the query's states, the choice among the account's facilities when it has more than one, and the one chosen.
 */
export function AccountFacilities<T, F extends AccountFacility>({
  query,
  facilitiesOf,
  customerAccountId,
  viewer,
  staffNote,
  none,
  children,
}: AccountFacilitiesProps<T, F>) {
  const [chosen, setChosen] = useState<string | null>(null);
  return (
    <>
      {viewer === 'staff' && (
        <Alert severity="info" role="note">
          {staffNote}
        </Alert>
      )}
      <QueryState query={query}>
        {(data) => {
          const shown = ofAccount(facilitiesOf(data), customerAccountId);
          const facility = shown.find((f) => f.facilityKey === chosen) ?? shown[0];
          if (!facility) return <Typography>{none}</Typography>;
          return (
            <>
              {shown.length > 1 && <FacilitySelect facilities={shown} chosen={facility} onChoose={setChosen} />}
              {children(facility, data)}
            </>
          );
        }}
      </QueryState>
    </>
  );
}
