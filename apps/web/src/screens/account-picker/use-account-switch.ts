import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useAuth } from '@/auth/auth-context.tsx';
import { useNavigate } from 'react-router';
import { useApi } from '@/api/api-context.tsx';
import { errorMessage } from '@/api/client.ts';
import { clearRenewalFlag, storedRenewalFlag } from '@/auth/renewal.ts';
import { leaveFor } from '@/lib/leave.ts';
import { useRuntimeConfig } from '@/lib/runtime-config-context.tsx';
import { wait } from '@/lib/wait.ts';
import { forgetAccount, rememberAccount } from '@/selection/remembered-account.ts';
import { selectCustomer } from '@/selection/select-customer.ts';
import { useSelectionStore } from '@/selection/selection-context.tsx';
import { useTelemetry } from '@/telemetry/telemetry-context.tsx';
import type { PickerAccount } from './accounts.ts';
import { switchDestination } from './switch-destination.ts';

/** Spec §4.3 and §9: the person sees "Byter konto till …" for a second before the next page. */
export const SWITCH_REDIRECT_DELAY_MS = 1000;

export type SwitchState = { status: 'idle' } | { status: 'switching'; account: PickerAccount } | { status: 'failed'; message: string };

/**
 * Spec §4.3: the chosen account becomes current, is remembered (or
 * forgotten) for this login, the customer is reloaded; then, at the earliest
 * after 1 s, on to the destination.
 */
export function useAccountSwitch(redirect: string | null) {
  const api = useApi();
  const queryClient = useQueryClient();
  const store = useSelectionStore();
  const { publicSiteUrl } = useRuntimeConfig();
  const navigate = useNavigate();
  const { tracker } = useTelemetry();
  const { user } = useAuth();
  const subject = user?.profile.sub ?? '';
  const [state, setState] = useState<SwitchState>({ status: 'idle' });
  // The token at the end of the switch (a renewal may happen meanwhile) is the one to hand over.
  const accessToken = useRef('');
  useEffect(() => {
    accessToken.current = user?.access_token ?? '';
  }, [user]);

  const switchTo = useCallback(
    async (account: PickerAccount, remember: boolean | 'unchanged') => {
      setState({ status: 'switching', account });
      if (remember === true) rememberAccount(subject, account);
      if (remember === false) forgetAccount(subject);
      try {
        const [customer] = await Promise.all([
          selectCustomer({ api, queryClient, store }, { subject, customerId: account.customerId, customerAccountId: account.customerAccountId, reload: true }),
          wait(SWITCH_REDIRECT_DELAY_MS),
        ]);
        const destination = switchDestination({
          customer,
          redirect,
          renewal: storedRenewalFlag(),
          publicSiteUrl,
          accessToken: accessToken.current,
        });
        clearRenewalFlag();
        tracker.accountChanged();
        if (destination.kind === 'renewal') leaveFor(destination.url);
        else await navigate(destination.path, { replace: true });
      } catch (error) {
        setState({ status: 'failed', message: errorMessage(error) });
      }
    },
    [api, queryClient, store, subject, redirect, publicSiteUrl, tracker, navigate],
  );

  return { state, switchTo };
}
