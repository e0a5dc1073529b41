import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { accountQueries } from '@/api/account/queries.ts';
import { useApi } from '@/api/api-context.tsx';
import { errorMessage } from '@/api/client.ts';
import { customerQueries } from '@/api/customers/queries.ts';
import { useQuery } from '@/api/use-query.ts';
import { safeRedirectTarget } from '@/auth/redirect-target.ts';
import { clearRenewalFlag } from '@/auth/renewal.ts';
import { useIdentity } from '@/auth/use-identity.ts';
import { paths } from '@/lib/paths.ts';
import { rememberedAccount } from '@/selection/remembered-account.ts';
import { hasSelectedCustomer, type UserSelection } from '@/selection/selection.ts';
import { useCurrentSelection } from '@/selection/selection-context.tsx';
import { Loading } from '@/shell/loading.tsx';
import { StatusMessage } from '@/shell/status-message.tsx';
import { AccountPicker } from './account-picker.tsx';
import { accountKey, pickerAccounts, type PickerAccount } from './accounts.ts';
import { useAccountSwitch } from './use-account-switch.ts';

const TITLE_ID = 'account-picker-title';

/**
 * /switch-user/{customerAccountId?} (spec §2.1, §2.2): the account picker, as
 * a modal with `showModal=true`. `autoLogin=true` takes the account this login
 * remembered; a customerAccountId in the path takes that account.
 */
export function AccountPickerScreen() {
  const api = useApi();
  const identity = useIdentity();
  const { customerAccountId } = useParams();
  const [params] = useSearchParams();
  const showModal = params.get('showModal') === 'true';
  const autoLogin = params.get('autoLogin') === 'true';
  const redirect = params.get('redirect');
  const subject = identity?.claims.sub ?? '';
  const mecid = identity?.claims.mecid;

  const account = useQuery(accountQueries.current(api));
  const own = useQuery({ ...customerQueries.detail(api, mecid ?? ''), enabled: Boolean(mecid) });
  const selection = useCurrentSelection();
  const [remember, setRemember] = useState(() => rememberedAccount(subject) !== null);
  const { state, switchTo } = useAccountSwitch(redirect);

  const loadError = account.error ?? own.error;
  const accounts = account.isPending || (mecid && own.isPending) || loadError ? null : pickerAccounts(own.data ?? null, account.data ?? null);

  const autoChosen = useRef(false);
  useEffect(() => {
    if (!accounts || autoChosen.current) return;
    autoChosen.current = true;
    const remembered = autoLogin ? rememberedAccount(subject) : null;
    const wanted = customerAccountId
      ? accounts.find((a) => a.customerAccountId === customerAccountId)
      : remembered && accounts.find((a) => accountKey(a) === accountKey(remembered));
    if (wanted) void switchTo(wanted, 'unchanged');
  }, [accounts, autoLogin, customerAccountId, subject, switchTo]);

  function body(): ReactNode {
    if (state.status === 'switching') return <StatusMessage>Byter konto till {state.account.name}</StatusMessage>;
    if (loadError) return <Alert severity="error">{errorMessage(loadError)}</Alert>;
    if (!accounts) return <Loading />;
    if (accounts.length === 0) {
      return (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Typography>Det finns inga konton att välja.</Typography>
          <Button variant="outlined" component={RouterLink} to={paths.home}>
            Till startsidan
          </Button>
        </Stack>
      );
    }
    return (
      <Stack spacing={2}>
        {state.status === 'failed' && <Alert severity="error">{state.message}</Alert>}
        <AccountPicker
          accounts={accounts}
          currentKey={currentKey(selection)}
          remember={remember}
          onRememberChange={setRemember}
          onSelect={(chosen: PickerAccount) => void switchTo(chosen, remember)}
        />
      </Stack>
    );
  }

  // Someone who already has a selection may keep it; right after sign-in there is nothing to go back to.
  const cancel =
    hasSelectedCustomer(selection) && state.status !== 'switching' ? (
      <Button
        variant="outlined"
        component={RouterLink}
        to={safeRedirectTarget(redirect) ?? paths.home}
        // Keeping the current account is declining the renewal handover that waited for a choice.
        onClick={clearRenewalFlag}
      >
        Avbryt
      </Button>
    ) : null;

  if (showModal) return <PickerDialog cancel={cancel}>{body()}</PickerDialog>;
  return (
    <Stack spacing={3} sx={{ alignItems: 'stretch', maxWidth: 640 }}>
      <Typography variant="h1">Konton</Typography>
      {body()}
      {cancel && <div>{cancel}</div>}
    </Stack>
  );
}

function currentKey(selection: UserSelection | null): string | null {
  if (!hasSelectedCustomer(selection) || !selection.customerAccountId) return null;
  return accountKey({ customerId: selection.customerId, customerAccountId: selection.customerAccountId });
}

function PickerDialog({ cancel, children }: { cancel: ReactNode; children: ReactNode }) {
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  return (
    <Dialog open fullScreen={fullScreen} fullWidth maxWidth="sm" aria-labelledby={TITLE_ID}>
      <DialogTitle id={TITLE_ID} component="h1" sx={{ fontSize: '1.5rem', fontWeight: 800 }}>
        Konton
      </DialogTitle>
      <DialogContent>{children}</DialogContent>
      {cancel && <DialogActions sx={{ px: 3, pb: 2 }}>{cancel}</DialogActions>}
    </Dialog>
  );
}
