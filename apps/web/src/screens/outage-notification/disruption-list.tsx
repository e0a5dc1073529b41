import type { Disruption, DisruptionStatus } from '@mina-sidor/shared/disruption';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { utilityName } from '@/lib/swedish.ts';
import { Card } from '@/ui/section.tsx';
import { dateAndTime, endFact, facilityNames, STATUS_LABELS } from './display.ts';

/** An ongoing outage stands out, a planned one is the portal's own colour, a mended one is done (MUI's warning and info fail AA under white text). */
const STATUS_COLORS: Record<DisruptionStatus, ChipProps['color']> = { pågår: 'error', planerat: 'primary', åtgärdat: 'success' };

/** The disruption information: ongoing and planned disruptions at the customer's facilities, and those mended in the last week. */
export function DisruptionList({ disruptions, headingId }: { disruptions: Disruption[]; headingId: string }) {
  if (disruptions.length === 0) {
    return (
      <Card>
        <Typography sx={{ fontWeight: 700 }}>Inga avbrott just nu</Typography>
        <Typography color="text.secondary">Det finns inga pågående eller planerade avbrott vid dina anläggningar.</Typography>
      </Card>
    );
  }
  return (
    <Stack component="ul" aria-labelledby={headingId} spacing={2} sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {disruptions.map((disruption) => (
        <DisruptionCard key={disruption.disruptionId} disruption={disruption} />
      ))}
    </Stack>
  );
}

function DisruptionCard({ disruption }: { disruption: Disruption }) {
  const titleId = useId();
  const end = endFact(disruption);
  const facts: [string, string][] = [
    ['Område', disruption.area],
    ['Start', dateAndTime(disruption.startsAt)],
    [end.label, end.value],
    ['Berör', facilityNames(disruption)],
  ];
  return (
    <Card component="li" labelledBy={titleId}>
      <Stack spacing={1.5}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <Chip label={STATUS_LABELS[disruption.status]} color={STATUS_COLORS[disruption.status]} size="small" sx={{ fontWeight: 700 }} />
          <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 700 }}>
            {utilityName(disruption.service)} · {disruption.planned ? 'Planerat arbete' : 'Driftstörning'}
          </Typography>
        </Stack>
        <Typography id={titleId} variant="h3">
          {disruption.title}
        </Typography>
        <Typography>{disruption.description}</Typography>
        <Stack
          component="dl"
          // One label width for every card, so the facts line up down the list.
          sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '9rem 1fr' }, columnGap: 2, rowGap: { xs: 0, sm: 0.5 } }}
        >
          {facts.map(([label, value]) => (
            <Fact key={label} label={label} value={value} />
          ))}
        </Stack>
      </Stack>
    </Card>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary" sx={{ fontWeight: 700 }}>
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </>
  );
}
