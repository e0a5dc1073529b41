import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Navigate } from 'react-router';
import { accountQueries } from '@/api/account/queries.ts';
import { useApi } from '@/api/api-context.tsx';
import { customerQueries } from '@/api/customers/queries.ts';
import { useQuery } from '@/api/use-query.ts';
import { belongsOnNonCustomerPage, firstSignInStep } from '@/auth/post-sign-in.ts';
import { useIdentity } from '@/auth/use-identity.ts';
import { paths } from '@/lib/paths.ts';
import { Loading } from '@/shell/loading.tsx';
import { SignOutButton } from '@/shell/sign-out-button.tsx';

/**
 * /non-customer (spec §2.1, §4.1): signed in, but without an active customer account. Someone
 * the sign-in would send elsewhere (an active customer opening the address) goes to the start
 * page, which takes them on to their own pages.
 */
export function NonCustomerScreen() {
  const api = useApi();
  const claims = useIdentity()?.claims;
  const account = useQuery(accountQueries.current(api));
  const first = claims ? firstSignInStep(claims, account.data ?? null, { invitationCode: null, redirectTarget: null, renewal: null }) : null;
  const customerId = first?.kind === 'load-customer' ? first.customerId : '';
  const customer = useQuery({ ...customerQueries.detail(api, customerId), enabled: customerId !== '' });

  if (!claims || account.isPending || (customerId !== '' && customer.isPending)) return <Loading />;
  // Without an answer the page stays what it always was: it only explains and offers to sign out.
  const failed = account.isError || customer.isError;
  if (!failed && !belongsOnNonCustomerPage(claims, account.data ?? null, customer.data ?? null)) return <Navigate to={paths.home} replace />;
  return <NotACustomer />;
}

function NotACustomer() {
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
