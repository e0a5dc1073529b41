import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Section } from '@/ui/section.tsx';

/** The contact details as text, for those who may only read them. */
export function ContactSummary({ email, phoneNumber }: { email: string | null; phoneNumber: string | null }) {
  return (
    <Section title="Kundens kontaktuppgifter" card>
      <Stack component="dl" spacing={2} sx={{ m: 0 }}>
        <Entry term="Mejladress" value={email} missing="Ingen mejladress angiven" />
        <Entry term="Mobilnummer" value={phoneNumber} missing="Inget mobilnummer angivet" />
      </Stack>
    </Section>
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
