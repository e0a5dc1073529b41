import type { HeatingService, HeatingServiceBooking } from '@mina-sidor/shared/heating-service';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { activityName, dayName, timeWindow } from './display.ts';

interface BookingListProps {
  title: string;
  /** Said when there are none; a list without it is left out when empty. */
  empty?: string;
  bookings: HeatingServiceBooking[];
  service: HeatingService;
  /** Offered for each booking when the viewer may cancel. */
  onCancel?: (booking: HeatingServiceBooking) => void;
}

/** Confirmed visits, each with its activity, day and time; coming ones can be cancelled, earlier ones are done. */
export function BookingList({ title, empty, bookings, service, onCancel }: BookingListProps) {
  const headingId = useId();
  return (
    <Stack spacing={1.5}>
      <Typography id={headingId} variant="h3">
        {title}
      </Typography>
      {bookings.length === 0 ? (
        <Typography>{empty}</Typography>
      ) : (
        <List aria-labelledby={headingId} disablePadding sx={{ border: 1, borderColor: 'divider', borderRadius: 3 }}>
          {bookings.map((booking, index) => {
            const name = activityName(service, booking.occasion.activity);
            const when = `${dayName(booking.occasion.startsAt, true)} kl. ${timeWindow(booking.occasion)}`;
            return (
              <ListItem key={booking.bookingId} divider={index < bookings.length - 1} sx={{ py: 1.5 }}>
                <Stack
                  direction={{ xs: 'column', sm: 'row' }}
                  spacing={1}
                  sx={{ width: '100%', justifyContent: 'space-between', alignItems: { sm: 'center' } }}
                >
                  <div>
                    <Typography sx={{ fontWeight: 700 }}>{name}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      {when}
                    </Typography>
                  </div>
                  {booking.cancellable ? (
                    onCancel && (
                      <Button
                        variant="outlined"
                        color="error"
                        onClick={() => onCancel(booking)}
                        aria-label={`Avboka ${name} ${when}`}
                        sx={{ alignSelf: 'flex-start' }}
                      >
                        Avboka
                      </Button>
                    )
                  ) : (
                    <Chip label="Genomfört" color="success" sx={{ alignSelf: { xs: 'flex-start', sm: 'center' }, fontWeight: 700 }} />
                  )}
                </Stack>
              </ListItem>
            );
          })}
        </List>
      )}
    </Stack>
  );
}
