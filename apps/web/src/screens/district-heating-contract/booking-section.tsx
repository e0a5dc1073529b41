import type { HeatingService, HeatingServiceBooking, HeatingServiceFacility } from '@mina-sidor/shared/heating-service';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useApi } from '@/api/api-context.tsx';
import { errorMessage } from '@/api/client.ts';
import { ConfirmDialog } from '@/ui/confirm-dialog.tsx';
import { Card } from '@/ui/section.tsx';
import { BookingForm } from './booking-form.tsx';
import { BookingList } from './booking-list.tsx';
import type { Viewer } from '@/shell/viewer.ts';
import { activityName, dayName, timeWindow } from './display.ts';
import { cancelBooking } from './queries.ts';

interface BookingSectionProps {
  customerId: string;
  facility: HeatingServiceFacility;
  service: HeatingService;
  viewer: Viewer;
  onBooked: (booking: HeatingServiceBooking) => void;
  onCancelled: (bookingId: string) => void;
  /** The server refused a booking (a time just taken): the page asks it again for the free times. */
  onStale: () => void;
}

/** Service visits to the substation (spec §3.9, §4.5): the confirmed bookings, cancelling one, and booking a free time. */
export function BookingSection({ customerId, facility, service, viewer, onBooked, onCancelled, onStale }: BookingSectionProps) {
  const api = useApi();
  const headingId = useId();
  const [asked, setAsked] = useState<{ booking: HeatingServiceBooking; open: boolean } | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const cancel = useMutation({
    mutationFn: (booking: HeatingServiceBooking) => cancelBooking(api, customerId, booking.bookingId),
    onSuccess: (_answer, booking) => {
      setAsked(null);
      setDone(`${describe(service, booking)} är avbokat. Tiden är ledig igen.`);
      onCancelled(booking.bookingId);
    },
  });
  const coming = facility.bookings.filter((b) => b.cancellable);
  const earlier = facility.bookings.filter((b) => !b.cancellable).reverse();

  return (
    <Card component="section" labelledBy={headingId}>
      <Stack spacing={3}>
        <Typography id={headingId} variant="h2">
          Boka service
        </Typography>
        {done && (
          <Alert severity="success" role="status" onClose={() => setDone(null)}>
            {done}
          </Alert>
        )}
        <BookingList
          title="Bokade besök"
          empty="Du har inga bokade besök."
          bookings={coming}
          service={service}
          onCancel={viewer === 'customer' ? (booking) => setAsked({ booking, open: true }) : undefined}
        />
        {earlier.length > 0 && <BookingList title="Tidigare besök" bookings={earlier} service={service} />}
        {viewer === 'customer' ? (
          <BookingForm
            customerId={customerId}
            facility={facility}
            service={service}
            onBooked={(booking) => {
              setDone(`Tiden är bokad: ${describe(service, booking)}.`);
              onBooked(booking);
            }}
            onRefused={onStale}
          />
        ) : (
          <Typography color="text.secondary">Bara kunden själv kan boka och avboka besök.</Typography>
        )}
      </Stack>
      <ConfirmDialog
        open={asked?.open ?? false}
        question={
          asked && {
            title: 'Avboka besöket?',
            consequence: `${describe(service, asked.booking)} avbokas och tiden blir ledig för andra.`,
            confirm: 'Avboka',
            danger: true,
          }
        }
        busy={cancel.isPending}
        error={cancel.isError ? errorMessage(cancel.error) : null}
        onConfirm={() => asked && !cancel.isPending && cancel.mutate(asked.booking)}
        onCancel={() => {
          cancel.reset();
          setAsked((current) => current && { ...current, open: false });
        }}
      />
    </Card>
  );
}

/** "Service av fjärrvärmecentral onsdag 25 november 2026 kl. 08:00–10:00". */
function describe(service: HeatingService, booking: HeatingServiceBooking): string {
  return `${activityName(service, booking.occasion.activity)} ${dayName(booking.occasion.startsAt, true)} kl. ${timeWindow(booking.occasion)}`;
}
