import type { Report } from '@mina-sidor/shared/report';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useNavigate } from 'react-router';
import { useApi } from '@/api/api-context.tsx';
import { errorMessage } from '@/api/client.ts';
import { useQuery } from '@/api/use-query.ts';
import { useIdentity } from '@/auth/use-identity.ts';
import { useCurrentSelection } from '@/selection/selection-context.tsx';
import { Loading } from '@/shell/loading.tsx';
import { PageHeader } from '@/shell/page-header.tsx';
import { Card, Section } from '@/ui/section.tsx';
import { QueryState } from '@/shell/query-state.tsx';
import { sameOrder } from './display.ts';
import { OrderForm } from './order-form.tsx';
import { downloadLink, orderReport, reportQueries } from './queries.ts';
import { ReportList } from './report-list.tsx';

/**
 * /rapporter (spec §1, §2.6, §2.10 "reports"): order a report, follow it from köad to klar,
 * and download it through a single-use link to /ladda-ner/{token}. Only the customer orders;
 * staff see and download (the server refuses them an order too).
 */
export function ReportsScreen() {
  const selection = useCurrentSelection();
  const identity = useIdentity();
  if (!selection || !identity) return <Loading />;
  return <Reports customerId={selection.customerId} mayOrder={!identity.isStaff} />;
}

function Reports({ customerId, mayOrder }: { customerId: string; mayOrder: boolean }) {
  const api = useApi();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const listQuery = reportQueries.list(api, customerId);
  const list = useQuery(listQuery);

  function show(report: Report) {
    queryClient.setQueryData(listQuery.queryKey, (current: Report[] | undefined) => [report, ...(current ?? [])]);
    void queryClient.invalidateQueries({ queryKey: listQuery.queryKey });
  }
  const download = useMutation({
    mutationFn: (report: Report) => downloadLink(api, customerId, report.reportId),
    onSuccess: (url) => navigate(url),
  });
  const orderAgain = useMutation({ mutationFn: (report: Report) => orderReport(api, customerId, sameOrder(report)), onSuccess: show });
  const failed = download.isError ? download : orderAgain.isError ? orderAgain : null;
  const actions = {
    onDownload: (report: Report) => {
      orderAgain.reset();
      download.mutate(report);
    },
    onOrderAgain: mayOrder
      ? (report: Report) => {
          download.reset();
          orderAgain.mutate(report);
        }
      : null,
    busy: download.isPending ? download.variables.reportId : orderAgain.isPending ? orderAgain.variables.reportId : null,
    failed: failed?.variables ? { reportId: failed.variables.reportId, message: errorMessage(failed.error) } : null,
  };

  return (
    <Stack spacing={4}>
      <PageHeader subtitle="Beställ rapporter om din förbrukning och dina fakturor, och ladda ner dem som CSV, Excel eller PDF." />
      {!mayOrder && (
        <Alert severity="info" role="note">
          Du kan se och ladda ner kundens rapporter, men bara kunden själv kan beställa nya.
        </Alert>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          alignItems: 'start',
          maxWidth: mayOrder ? 1200 : 720,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: mayOrder ? 'minmax(0, 2fr) minmax(0, 3fr)' : 'minmax(0, 1fr)' },
        }}
      >
        {mayOrder && <OrderForm customerId={customerId} onOrdered={show} />}
        <Section title="Dina rapporter">
          <QueryState query={list} loading="Laddar rapporterna..." isEmpty={(data) => data.length === 0} empty={<NoReports mayOrder={mayOrder} />}>
            {(data) => <ReportList reports={data} actions={actions} />}
          </QueryState>
        </Section>
      </Box>
    </Stack>
  );
}

function NoReports({ mayOrder }: { mayOrder: boolean }) {
  const headingId = useId();
  return (
    <Card component="section" labelledBy={headingId}>
      <Stack spacing={1}>
        <Typography id={headingId} component="h3" sx={{ fontWeight: 700, fontSize: '1.0625rem' }}>
          Inga rapporter än
        </Typography>
        <Typography color="text.secondary">
          {mayOrder
            ? 'Rapporter du beställer visas här. Du kan ladda ner dem så länge de sparas.'
            : 'Kunden har inga rapporter just nu. Rapporter som kunden beställer visas här.'}
        </Typography>
      </Stack>
    </Card>
  );
}
