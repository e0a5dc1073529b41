import type { HeatingService, HeatingServiceBooking } from '@mina-sidor/shared/heating-service';
import Stack from '@mui/material/Stack';
import { useQueryClient } from '@tanstack/react-query';
import { useApi } from '@/api/api-context.tsx';
import { useQuery } from '@/api/use-query.ts';
import type { Viewer } from '@/shell/viewer.ts';
import { PageHeader } from '@/shell/page-header.tsx';
import { type ViewerPageProps, ViewerScreen } from '@/shell/viewer-screen.tsx';
import { AccountFacilities } from '@/ui/account-facilities.tsx';
import { AgreementSection } from './agreement-section.tsx';
import { BookingSection } from './booking-section.tsx';
import { heatingServiceQueries } from './queries.ts';

/** Spec §2.6: the title depends on whether the customer is linked — the customer signs, the others read. */
const TITLES: Record<Viewer, string> = {
  customer: 'Teckna serviceavtal eller driftavtal',
  linked: 'Serviceavtal och driftavtal',
  staff: 'Serviceavtal och driftavtal',
};

/** Staff are told why there is no form; a linked user has the shell's banner and the agreement section's text. */
const STAFF_NOTE = 'Du ser kundens avtal och bokningar som personal. Kunden tecknar avtal och bokar service själv här på Mina sidor.';

/**
 * /fjarrvarme/avtal: ask to sign a service or operating agreement for the
 * district heating substation (sent as a message, spec §7), and book, see and cancel its service
 * visits (spec §3.9, §4.5).
 */
export function DistrictHeatingContractScreen() {
  return <ViewerScreen page={DistrictHeatingContract} />;
}

function DistrictHeatingContract({ customerId, customerAccountId, viewer }: ViewerPageProps) {
  const api = useApi();
  const queryClient = useQueryClient();
  const query = heatingServiceQueries.overview(api, customerId);
  // Times are taken by other customers all the time: fetched afresh when the page opens.
  const overview = useQuery({ ...query, refetchOnMount: 'always' });

  function update(change: (current: HeatingService) => HeatingService) {
    queryClient.setQueryData(query.queryKey, (current: HeatingService | undefined) => current && change(current));
    void queryClient.invalidateQueries({ queryKey: query.queryKey });
  }
  const booked = (booking: HeatingServiceBooking) =>
    update((s) => ({
      ...s,
      occasions: s.occasions.filter((o) => o.occasionId !== booking.occasion.occasionId),
      facilities: s.facilities.map((f) =>
        f.facilityKey === booking.facilityKey
          ? { ...f, bookings: [...f.bookings, booking].sort((a, b) => a.occasion.startsAt.localeCompare(b.occasion.startsAt)) }
          : f,
      ),
    }));
  // A cancelled booking leaves the confirmed list (spec §4.5); its time comes back with the server's answer.
  const cancelled = (bookingId: string) =>
    update((s) => ({ ...s, facilities: s.facilities.map((f) => ({ ...f, bookings: f.bookings.filter((b) => b.bookingId !== bookingId) })) }));

  return (
    <Stack spacing={4} sx={{ maxWidth: 880 }}>
      <PageHeader
        title={TITLES[viewer]}
        subtitle="Fjärrvärmecentralen i huset tar emot värmen från fjärrvärmenätet. Här tecknar du avtal för den och bokar service."
      />
      <AccountFacilities
        query={overview}
        facilitiesOf={(data) => data.facilities}
        customerAccountId={customerAccountId}
        viewer={viewer}
        staffNote={STAFF_NOTE}
        none="Det finns ingen anläggning med fjärrvärme på det valda kontot."
      >
        {(facility, data) => (
          <>
            <AgreementSection key={`agreement-${facility.facilityKey}`} customerId={customerId} facility={facility} viewer={viewer} />
            <BookingSection
              key={`booking-${facility.facilityKey}`}
              customerId={customerId}
              facility={facility}
              service={data}
              viewer={viewer}
              onBooked={booked}
              onCancelled={cancelled}
              onStale={() => void overview.refetch()}
            />
          </>
        )}
      </AccountFacilities>
    </Stack>
  );
}
