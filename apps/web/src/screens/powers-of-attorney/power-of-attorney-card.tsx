import type { PoaDecision, PowerOfAttorney } from '@mina-sidor/shared/power-of-attorney';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { type Fact, Facts } from '@/ui/facts.tsx';
import { Card } from '@/ui/section.tsx';
import { DECISION_TEXTS, poaDate, poaEndDate } from './display.ts';

interface PowerOfAttorneyCardProps {
  poa: PowerOfAttorney;
  purpose: string;
  /** Ny and Väntande share a group: there the card says which it is. */
  showStatus: boolean;
  /** The decisions offered; none for a person who may only look. */
  decisions: PoaDecision[];
  onDecide: (decision: PoaDecision) => void;
}

/** One power of attorney: who asked, for which metering point, its dates (spec §2.7) and what the customer can do with it. */
export function PowerOfAttorneyCard({ poa, purpose, showStatus, decisions, onDecide }: PowerOfAttorneyCardProps) {
  const titleId = useId();
  const dates: Fact[] = [
    ['Mottagen', poaDate(poa.receivedStartDateTime)],
    ['Besvarad', poaDate(poa.responseStartDateTime)],
    ['Gäller från', poaDate(poa.actualReportStartDateTime)],
    ['Gäller till', poaEndDate(poa.actualReportEndDateTime)],
  ];
  return (
    <Card component="li" labelledBy={titleId}>
      <Stack spacing={2}>
        <Stack spacing={0.5}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography id={titleId} variant="h3">
              {poa.requester}
            </Typography>
            {showStatus && <Chip label={poa.statusMP} size="small" color={poa.statusMP === 'Ny' ? 'primary' : 'default'} />}
          </Stack>
          <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {purpose}
          </Typography>
        </Stack>
        <Facts facts={dates} columns={{ xs: 2, md: 4 }} />
        {decisions.length > 0 && (
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {decisions.map((decision) => (
              <Button key={decision} variant={decision === 'approve' ? 'contained' : 'outlined'} aria-describedby={titleId} onClick={() => onDecide(decision)}>
                {DECISION_TEXTS[decision].action}
              </Button>
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
