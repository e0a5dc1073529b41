import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

/** The contact details as text, for those who may only read them. */
export function ContactSummary({ email, phoneNumber }: { email: string | null; phoneNumber: string | null }) {
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
        Kundens kontaktuppgifter
      </Typography>
      <Stack component="dl" spacing={2} sx={{ m: 0 }}>
        <Entry term="Mejladress" value={email} missing="Ingen mejladress angiven" />
        <Entry term="Mobilnummer" value={phoneNumber} missing="Inget mobilnummer angivet" />
      </Stack>
    </Paper>
  );
}

function Entry({ term, value, missing }: { term: string; value: string | null; missing: string }) {
  return (
    <div>
      <Typography component="dt" color="text.secondary" variant="body2">
        {term}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 700, overflowWrap: 'anywhere', ...(value ? {} : { fontWeight: 400, fontStyle: 'italic' }) }}>
        {value ?? missing}
      </Typography>
    </div>
  );
}
