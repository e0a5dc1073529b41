import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SignOutButton } from '@/shell/sign-out-button.tsx';

export function NonCustomerScreen() {
  return (
    <Stack spacing={3} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="h1">Du är inte kund hos oss ännu</Typography>
      <Typography>
        Du är inloggad, men vi hittar inget kundkonto som hör till dig. Mina sidor är till för dig som är kund hos oss.
      </Typography>
      <section aria-labelledby="become-customer">
        <Typography id="become-customer" variant="h2" sx={{ mb: 1 }}>
          Så blir du kund
        </Typography>
        <Typography>
          Vi levererar el, fjärrvärme samt vatten och avlopp. Kontakta vår kundservice så hjälper vi dig att teckna
          avtal. När du har blivit kund kan du logga in här igen och se din förbrukning, dina fakturor och dina avtal.
        </Typography>
      </section>
      <SignOutButton variant="contained" />
    </Stack>
  );
}
