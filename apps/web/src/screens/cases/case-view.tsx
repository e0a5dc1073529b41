import { CASE_CATEGORY_LABELS, type CaseDetail } from '@mina-sidor/shared/case';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { useApi } from '@/api/api-context.tsx';
import { useQuery } from '@/api/use-query.ts';
import { paths } from '@/lib/paths.ts';
import { PageHeader } from '@/shell/page-header.tsx';
import { QueryState } from '@/shell/query-state.tsx';
import { type Fact, Facts } from '@/ui/facts.tsx';
import { CaseHistory } from './case-history.tsx';
import { CaseStatusChip } from './case-list.tsx';
import { newCasePath } from './case-paths.ts';
import { dateTime, type Reader } from './display.ts';
import { caseQueries } from './queries.ts';
import { ReplyForm } from './reply-form.tsx';

interface CaseViewProps {
  customerId: string;
  caseId: string;
  mayWrite: boolean;
  /** Set right after the case was opened: its number, to confirm it. */
  justOpened: boolean;
}

const BACK = { label: 'Alla ärenden', to: paths.cases };

/** One case: what it is about, where it stands, its history, and the customer's answer while it is open. */
export function CaseView({ customerId, caseId, mayWrite, justOpened }: CaseViewProps) {
  const api = useApi();
  const queryClient = useQueryClient();
  const detailQuery = caseQueries.detail(api, customerId, caseId);
  const found = useQuery(detailQuery);
  const reader: Reader = mayWrite ? 'customer' : 'other';

  function replied(updated: CaseDetail) {
    queryClient.setQueryData(detailQuery.queryKey, updated);
    // The list's status and last change follow.
    void queryClient.invalidateQueries({ queryKey: caseQueries.list(api, customerId).queryKey });
  }

  // The header stands while the case loads, with its number until its subject is known.
  const loaded = found.data;
  return (
    <Stack spacing={4}>
      <Stack spacing={1.5}>
        <PageHeader overline={BACK} title={loaded?.subject ?? `Ärende ${caseId}`} />
        {loaded && (
          <div>
            <CaseStatusChip status={loaded.status} reader={reader} />
          </div>
        )}
      </Stack>
      <QueryState query={found} loading="Laddar ärendet...">
        {(detail) => <CaseBody detail={detail} customerId={customerId} mayWrite={mayWrite} justOpened={justOpened} onReplied={replied} />}
      </QueryState>
    </Stack>
  );
}

function CaseBody({
  detail,
  customerId,
  mayWrite,
  justOpened,
  onReplied,
}: Omit<CaseViewProps, 'caseId'> & { detail: CaseDetail; onReplied: (updated: CaseDetail) => void }) {
  const reader: Reader = mayWrite ? 'customer' : 'other';
  const facts: Fact[] = [
    ['Ärendenummer', detail.caseId],
    ['Kategori', CASE_CATEGORY_LABELS[detail.category]],
    ['Skapat', dateTime(detail.createdAt)],
    ['Senast ändrat', dateTime(detail.updatedAt)],
  ];
  return (
    <>
      {justOpened && (
        <Alert severity="success" role="status">
          Tack! Ditt ärende {detail.caseId} har skickats till kundservice.
        </Alert>
      )}
      <Facts facts={facts} columns={{ xs: 2, md: 4 }} />
      <Box sx={{ maxWidth: 760, display: 'grid', gap: 4 }}>
        <CaseHistory customerId={customerId} caseId={detail.caseId} events={detail.events} reader={reader} />
        {!mayWrite && (
          <Alert severity="info" role="note">
            Du kan läsa ärendet, men bara kunden själv kan svara i det.
          </Alert>
        )}
        {mayWrite &&
          (detail.status === 'closed' ? (
            <Alert
              severity="info"
              role="note"
              action={
                <Button component={RouterLink} to={newCasePath} color="inherit" size="small">
                  Nytt ärende
                </Button>
              }
            >
              Ärendet är avslutat och kan inte besvaras. Har du fler frågor kan du skapa ett nytt ärende.
            </Alert>
          ) : (
            <ReplyForm key={detail.caseId} customerId={customerId} caseId={detail.caseId} onReplied={onReplied} />
          ))}
      </Box>
    </>
  );
}
