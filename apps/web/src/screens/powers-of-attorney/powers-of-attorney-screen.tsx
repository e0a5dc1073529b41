import type { PoaDecision, PowerOfAttorney } from '@mina-sidor/shared/power-of-attorney';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useApi } from '@/api/api-context.tsx';
import { errorMessage } from '@/api/client.ts';
import { useQuery } from '@/api/use-query.ts';
import { Loading } from '@/shell/loading.tsx';
import { useViewer } from '@/shell/viewer.ts';
import { PageHeader } from '@/shell/page-header.tsx';
import { QueryState } from '@/shell/query-state.tsx';
import { useOutcomeFocus } from '@/ui/outcome-focus.ts';
import { Section } from '@/ui/section.tsx';
import { type AskedDecision, DecisionDialog } from './decision-dialog.tsx';
import { DECISION_TEXTS, groupPowersOfAttorney, type PoaGroupView } from './display.ts';
import { PowerOfAttorneyCard } from './power-of-attorney-card.tsx';
import { decidePowerOfAttorney, powersOfAttorneyQueries } from './queries.ts';

/**
 * /el/fullmakter (spec §2.6, §2.7, §2.10 "powers of attorney"): requests from electricity
 * suppliers and service companies to read the customer's meter values — new ones to approve or
 * reject, active ones to end, and those no longer in force.
 */
export function PowersOfAttorneyScreen() {
  const seen = useViewer();
  if (!seen) return <Loading />;
  // Spec §6: a linked user may look but not change; staff read only. The API refuses both as well.
  return <PowersOfAttorney customerId={seen.selection.customerId} mayDecide={seen.viewer === 'customer'} />;
}

function PowersOfAttorney({ customerId, mayDecide }: { customerId: string; mayDecide: boolean }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const listQuery = powersOfAttorneyQueries.list(api, customerId);
  const list = useQuery(listQuery);
  const [asked, setAsked] = useState<AskedDecision | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const doneRef = useOutcomeFocus<HTMLDivElement>(done);
  const decide = useMutation({
    mutationFn: ({ poa, decision }: { poa: PowerOfAttorney; decision: PoaDecision }) => decidePowerOfAttorney(api, customerId, poa.permissionId, decision),
    onSuccess: (decided, { poa, decision }) => {
      // The answer is the power of attorney as it is now: it moves to its new group at once.
      queryClient.setQueryData(listQuery.queryKey, (current) => current?.map((p) => (p.permissionId === decided.permissionId ? decided : p)));
      setDone(DECISION_TEXTS[decision].done(poa));
      setAsked((current) => current && { ...current, open: false });
    },
  });

  function ask(poa: PowerOfAttorney, decision: PoaDecision) {
    decide.reset();
    setDone(null);
    setAsked({ poa, decision, open: true });
  }

  return (
    <Stack spacing={4}>
      <PageHeader subtitle="Elhandelsföretag och energitjänstföretag behöver din fullmakt för att få läsa mätvärden från din elmätare." />
      {!mayDecide && (
        <Alert severity="info" role="note">
          Du kan se fullmakterna, men bara kunden själv kan godkänna, avvisa eller avsluta dem.
        </Alert>
      )}
      {done && (
        <Alert severity="success" role="status" tabIndex={-1} ref={doneRef} onClose={() => setDone(null)}>
          {done}
        </Alert>
      )}
      {/* Spec §8: a failed fetch is an empty list, silently (the query's own fallback; this covers any error left). */}
      <QueryState query={list} isEmpty={(data) => data.length === 0} empty={<NoPowersOfAttorney />} failed={<NoPowersOfAttorney />}>
        {(data) => groupPowersOfAttorney(data).map((group) => <PowerOfAttorneyGroup key={group.group} group={group} mayDecide={mayDecide} onDecide={ask} />)}
      </QueryState>
      <DecisionDialog
        asked={asked}
        sending={decide.isPending}
        error={decide.isError ? errorMessage(decide.error) : null}
        onConfirm={() => asked && decide.mutate(asked)}
        onCancel={() => setAsked((current) => current && { ...current, open: false })}
      />
    </Stack>
  );
}

function PowerOfAttorneyGroup({
  group,
  mayDecide,
  onDecide,
}: {
  group: PoaGroupView;
  mayDecide: boolean;
  onDecide: (poa: PowerOfAttorney, decision: PoaDecision) => void;
}) {
  const headingId = useId();
  return (
    <Section title={group.title} headingId={headingId}>
      <Stack component="ul" aria-labelledby={headingId} spacing={2} sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {group.items.map((poa) => (
          <PowerOfAttorneyCard
            key={poa.permissionId}
            poa={poa}
            purpose={group.purpose(poa.meteringPointId)}
            showStatus={group.group === 'pending'}
            decisions={mayDecide ? group.decisions : []}
            onDecide={(decision) => onDecide(poa, decision)}
          />
        ))}
      </Stack>
    </Section>
  );
}

function NoPowersOfAttorney() {
  return (
    <Section title="Inga fullmakter" card spacing={1}>
      <Typography color="text.secondary">När ett elhandelsföretag eller energitjänstföretag ber om att få läsa dina mätvärden visas förfrågan här.</Typography>
    </Section>
  );
}
