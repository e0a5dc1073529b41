import { type FacilityRecipients, MAX_RECIPIENTS_PER_FACILITY, type OutageRecipient } from '@mina-sidor/shared/outage-notification';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Card } from '@/ui/section.tsx';
import { AddRecipientForm } from './add-recipient-form.tsx';
import { facilityAddress, servicesText } from './display.ts';
import { RecipientList } from './recipient-list.tsx';

interface FacilityCardProps {
  customerId: string;
  facility: FacilityRecipients;
  /** False for a person who may only look: no form, no remove buttons. */
  mayChange: boolean;
  onAdded: (recipient: OutageRecipient) => void;
  onRemove: (recipient: OutageRecipient) => void;
}

/** One facility: where it is, which networks reach it, who is notified, and (for the customer) adding someone. */
export function FacilityCard({ customerId, facility, mayChange, onAdded, onRemove }: FacilityCardProps) {
  const headingId = useId();
  const full = facility.recipients.length >= MAX_RECIPIENTS_PER_FACILITY;
  return (
    <Card component="section" labelledBy={headingId}>
      <Stack spacing={2}>
        <div>
          <Typography id={headingId} variant="h3">
            {facility.displayName}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {facilityAddress(facility)}
          </Typography>
          {facility.services.length > 0 && (
            <Typography variant="body2" color="text.secondary">
              {servicesText(facility.services)}
            </Typography>
          )}
        </div>
        <RecipientList recipients={facility.recipients} labelledBy={headingId} onRemove={mayChange ? onRemove : null} />
        {mayChange && (
          <>
            <Divider />
            {full ? (
              <Typography color="text.secondary">
                Anläggningen har {MAX_RECIPIENTS_PER_FACILITY} mottagare, så många som går. Ta bort en mottagare om du vill lägga till någon annan.
              </Typography>
            ) : (
              <AddRecipientForm customerId={customerId} facility={facility} onAdded={onAdded} />
            )}
          </>
        )}
      </Stack>
    </Card>
  );
}
