import type { Disruption } from '@mina-sidor/shared/disruption';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { disruptionPeriod, serviceLabel } from './overview-text.ts';

/** A disruption at the property: ongoing ones warn, planned ones inform (the server's status, as on /avisering-vid-avbrott). */
export function DisruptionAlert({ disruption }: { disruption: Disruption }) {
  const titleId = useId();
  const ongoing = disruption.status === 'pågår';
  return (
    // Part of the page, not news: a region rather than the alert role, which would interrupt a screen reader.
    <Alert severity={ongoing ? 'warning' : 'info'} role="region" aria-labelledby={titleId}>
      <Typography variant="body2" sx={{ fontWeight: 700, textTransform: 'uppercase', letterSpacing: '0.06em', fontSize: '0.75rem' }}>
        {ongoing ? 'Pågående avbrott' : 'Planerat avbrott'} · {serviceLabel(disruption.service)}
      </Typography>
      <AlertTitle id={titleId} component="h2" sx={{ fontWeight: 700, fontSize: '1rem', mt: 0.5 }}>
        {disruption.title}
      </AlertTitle>
      <Typography variant="body2">{disruption.description}</Typography>
      <Typography variant="body2" sx={{ mt: 1, fontWeight: 700 }}>
        {disruptionPeriod(disruption)}
      </Typography>
    </Alert>
  );
}
