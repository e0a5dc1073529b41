import type { HeatingService, HeatingServiceBooking, HeatingServiceFacility } from '@mina-sidor/shared/heating-service';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useApi } from '@/api/api-context.tsx';
import { errorMessage } from '@/api/client.ts';
import { ActionButton } from '@/ui/action-button.tsx';
import { activityName, comingBooking, dayName, occasionsByDay, timeWindow } from './display.ts';
import { bookOccasion } from './queries.ts';

/** Days of times shown at first; the rest on request, so the form stays short on a phone. */
const FIRST_DAYS = 8;
const NO_TIME = 'Välj en tid.';

interface BookingFormProps {
  customerId: string;
  facility: HeatingServiceFacility;
  service: HeatingService;
  onBooked: (booking: HeatingServiceBooking) => void;
  /** The server refused (a time someone else just took): the free times are asked for again. */
  onRefused: () => void;
}

/** Choose what the visit is for and a free time, and book it. */
export function BookingForm({ customerId, facility, service, onBooked, onRefused }: BookingFormProps) {
  const api = useApi();
  const activityId = useId();
  const timeId = useId();
  const [activity, setActivity] = useState(service.activities[0]?.code ?? '');
  const [occasionId, setOccasionId] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [allDays, setAllDays] = useState(false);
  const book = useMutation({
    mutationFn: (chosen: string) => bookOccasion(api, customerId, facility.facilityKey, chosen),
    onSuccess: (booking) => {
      setOccasionId(null);
      onBooked(booking);
    },
    onError: onRefused,
  });

  const days = occasionsByDay(service.occasions, activity);
  const shown = allDays ? days : days.slice(0, FIRST_DAYS);
  const booked = comingBooking(facility, activity);
  const description = service.activities.find((a) => a.code === activity)?.description;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (book.isPending) return;
    setProblem(occasionId ? null : NO_TIME);
    if (occasionId) book.mutate(occasionId);
  }

  return (
    <Stack component="form" spacing={3} onSubmit={submit} noValidate aria-label="Boka ett besök">
      <Stack component="fieldset" spacing={1} sx={{ border: 0, p: 0, m: 0 }}>
        <Typography component="legend" id={activityId} sx={{ fontWeight: 700, mb: 1 }}>
          Vad gäller besöket?
        </Typography>
        <RadioGroup
          aria-labelledby={activityId}
          value={activity}
          onChange={(event) => {
            setActivity(event.target.value);
            setOccasionId(null);
            setProblem(null);
            book.reset();
          }}
        >
          {service.activities.map((a) => (
            <FormControlLabel key={a.code} value={a.code} control={<Radio />} label={a.name} />
          ))}
        </RadioGroup>
        {description && <Typography color="text.secondary">{description}</Typography>}
      </Stack>

      {booked ? (
        <Typography>
          Du har redan en bokad tid för {activityName(service, activity).toLowerCase()} {dayName(booked.occasion.startsAt, true)} kl.{' '}
          {timeWindow(booked.occasion)}. Avboka den först om du vill välja en annan tid.
        </Typography>
      ) : days.length === 0 ? (
        <Typography>Det finns inga lediga tider för {activityName(service, activity).toLowerCase()} just nu. Nya tider läggs ut varje vecka.</Typography>
      ) : (
        <Stack component="fieldset" spacing={1} sx={{ border: 0, p: 0, m: 0 }} aria-describedby={problem ? `${timeId}-problem` : undefined}>
          <Typography component="legend" id={timeId} sx={{ fontWeight: 700, mb: 1 }}>
            Ledig tid
          </Typography>
          <RadioGroup
            aria-labelledby={timeId}
            value={occasionId ?? ''}
            onChange={(event) => {
              setOccasionId(event.target.value);
              setProblem(null);
              book.reset();
            }}
          >
            {shown.map((day) => (
              <Box
                key={day.day}
                role="group"
                aria-label={day.label}
                sx={{
                  display: 'grid',
                  gridTemplateColumns: { xs: '1fr', sm: '200px 1fr' },
                  alignItems: 'center',
                  py: 0.5,
                  borderBottom: 1,
                  borderColor: 'divider',
                }}
              >
                <Typography sx={{ fontWeight: 600, '&::first-letter': { textTransform: 'uppercase' } }}>{day.label}</Typography>
                <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 2 }}>
                  {day.occasions.map((o) => (
                    <FormControlLabel key={o.occasionId} value={o.occasionId} control={<Radio />} label={timeWindow(o)} />
                  ))}
                </Stack>
              </Box>
            ))}
          </RadioGroup>
          {problem && (
            <FormHelperText id={`${timeId}-problem`} error>
              {problem}
            </FormHelperText>
          )}
          {days.length > shown.length && (
            <div>
              <Button onClick={() => setAllDays(true)}>Visa fler tider</Button>
            </div>
          )}
        </Stack>
      )}

      {book.isError && <Alert severity="error">{errorMessage(book.error)}</Alert>}
      {!booked && days.length > 0 && (
        <div>
          <ActionButton type="submit" variant="contained" loading={book.isPending}>
            Boka tiden
          </ActionButton>
        </div>
      )}
    </Stack>
  );
}
