import { CASE_QUERY_PARAM, type CaseDetail, casePagePath } from '@mina-sidor/shared/case';
import Alert from '@mui/material/Alert';
import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useApi } from '@/api/api-context.tsx';
import { useQuery } from '@/api/use-query.ts';
import { paths } from '@/lib/paths.ts';
import { Loading } from '@/shell/loading.tsx';
import { useViewer } from '@/shell/viewer.ts';
import { PageHeader } from '@/shell/page-header.tsx';
import { Section } from '@/ui/section.tsx';
import { QueryState } from '@/shell/query-state.tsx';
import { CaseList } from './case-list.tsx';
import { NEW_CASE_PARAM, newCasePath } from './case-paths.ts';
import { CaseView } from './case-view.tsx';
import { NewCaseForm } from './new-case-form.tsx';
import { caseQueries } from './queries.ts';

/**
 * /arenden, "Ärenden" (spec §1, §2.6): the customer's cases with customer service — the list, one
 * case with its history, and a new case. A linked user and staff read them; only the customer
 * writes (spec §6; the API refuses the others too).
 */
export function CasesScreen() {
  const seen = useViewer();
  if (!seen) return <Loading />;
  return <Cases customerId={seen.selection.customerId} mayWrite={seen.viewer === 'customer'} />;
}

/** Set as the navigation's state when the form has just opened the case. */
interface OpenedState {
  opened: string;
}

function Cases({ customerId, mayWrite }: { customerId: string; mayWrite: boolean }) {
  const [params] = useSearchParams();
  const location = useLocation();
  const caseId = params.get(CASE_QUERY_PARAM);
  const creating = mayWrite && params.has(NEW_CASE_PARAM);
  const view = caseId ?? (creating ? NEW_CASE_PARAM : 'list');
  // The views share a path, which the shell's scroll restoration keys on: a new view starts at its top.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect follows the view, it reads nothing of it.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [view]);
  if (caseId !== null) {
    const opened = (location.state as OpenedState | null)?.opened === caseId;
    return <CaseView key={caseId} customerId={customerId} caseId={caseId} mayWrite={mayWrite} justOpened={opened} />;
  }
  if (creating) return <NewCase customerId={customerId} />;
  return <CaseOverview customerId={customerId} mayWrite={mayWrite} />;
}

function NewCase({ customerId }: { customerId: string }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  function opened(created: CaseDetail) {
    queryClient.setQueryData(caseQueries.detail(api, customerId, created.caseId).queryKey, created);
    void queryClient.invalidateQueries({ queryKey: caseQueries.list(api, customerId).queryKey });
    // In place of the form: back from the case goes to the list, not to a form already sent.
    navigate(casePagePath(created.caseId), { replace: true, state: { opened: created.caseId } satisfies OpenedState });
  }

  return (
    <Stack spacing={4}>
      <PageHeader overline={{ label: 'Alla ärenden', to: paths.cases }} title="Nytt ärende" />
      <NewCaseForm customerId={customerId} onOpened={opened} />
    </Stack>
  );
}

function CaseOverview({ customerId, mayWrite }: { customerId: string; mayWrite: boolean }) {
  const api = useApi();
  const list = useQuery(caseQueries.list(api, customerId));
  return (
    <Stack spacing={4}>
      <PageHeader subtitle="Frågor och ärenden hos kundservice, med svaren och allt som hänt i dem." />
      {mayWrite ? (
        <div>
          <Button component={RouterLink} to={newCasePath} variant="contained" startIcon={<AddIcon aria-hidden />}>
            Nytt ärende
          </Button>
        </div>
      ) : (
        <Alert severity="info" role="note">
          Du kan läsa kundens ärenden, men bara kunden själv kan skapa ärenden och svara i dem.
        </Alert>
      )}
      <QueryState query={list} loading="Laddar ärendena..." isEmpty={(data) => data.length === 0} empty={<NoCases mayWrite={mayWrite} />}>
        {(data) => <CaseList cases={data} reader={mayWrite ? 'customer' : 'other'} />}
      </QueryState>
    </Stack>
  );
}

function NoCases({ mayWrite }: { mayWrite: boolean }) {
  return (
    <Section title="Inga ärenden" card spacing={1}>
      <Typography color="text.secondary">
        {mayWrite ? 'Har du en fråga till kundservice? Skapa ett nytt ärende, så får du svaret här.' : 'Kunden har inga ärenden hos kundservice.'}
      </Typography>
    </Section>
  );
}
