import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SignOutButton } from '@/shell/sign-out-button.tsx';

/** /non-customer (spec §2.1, §4.1): signed in, but without an active customer account. */
export function NonCustomerScreen() {
  return (
    <Stack spacing={3} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="h1">Du är inte kund hos oss ännu</Typography>
      <Typography>Du är inloggad, men vi hittar inget aktivt kundkonto som hör till dig. Mina sidor är till för dig som är kund hos oss.</Typography>
      <section aria-labelledby="become-customer">
        <Typography id="become-customer" variant="h2" sx={{ mb: 1 }}>
          Så blir du kund
        </Typography>
        <Typography>
          Vi levererar el, fjärrvärme samt vatten och avlopp. Kontakta vår kundservice så hjälper vi dig att teckna avtal. När du har blivit kund kan du logga
          in här igen och se din förbrukning, dina fakturor och dina avtal.
        </Typography>
      </section>
      <section aria-labelledby="invited">
        <Typography id="invited" variant="h2" sx={{ mb: 1 }}>
          Har du fått en inbjudan?
        </Typography>
        <Typography>Har någon bjudit in dig att se sina sidor? Öppna länken i inbjudan, så kopplas kontot till din inloggning.</Typography>
      </section>
      <SignOutButton variant="contained" />
    </Stack>
  );
}
