import type { GroupReportFormat, GroupReportQuery, GroupReportResolution } from '@mina-sidor/shared/group-report';
import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useApi } from '@/api/api-context.tsx';
import { errorMessage } from '@/api/client.ts';
import { useQuery } from '@/api/use-query.ts';
import { swedishToday } from '@/lib/swedish.ts';
import { useCurrentSelection } from '@/selection/selection-context.tsx';
import { Loading } from '@/shell/loading.tsx';
import { FiguresPlaceholder } from '@/shell/facility-query-page.tsx';
import { PageHeader } from '@/shell/page-header.tsx';
import { QueryState } from '@/shell/query-state.tsx';
import { PeriodControls } from './period-controls.tsx';
import { daysFit, initialChoice, type PeriodChoice, periodText, queryOf } from './period.ts';
import { downloadGroupReport, groupReportQueries } from './queries.ts';
import { ReportFigures } from './report-figures.tsx';
import { SeriesTable } from './series-table.tsx';
import { ServiceChart } from './service-chart.tsx';
import { SitesTable } from './sites-table.tsx';

const SUBTITLE = 'Koncernens förbrukning per anläggning och tjänst enligt huvudmätarna, med summor och de särskilda tidsserierna.';

/**
 * /koncernrapport (spec §2.6): the group's consumption for a month, a year or a
 * period of its own, per day or month — sums overall, per service and per site, one service's
 * group total as a chart with its table per site, the special time series, and the figures as a
 * CSV or Excel file made by the server.
 */
export function GroupReportScreen() {
  const selection = useCurrentSelection();
  if (!selection) return <Loading />;
  return <GroupReportPage customerId={selection.customerId} />;
}

function GroupReportPage({ customerId }: { customerId: string }) {
  const api = useApi();
  const today = swedishToday();
  const [choice, setChoice] = useState<PeriodChoice>(() => initialChoice(today));
  const [resolution, setResolution] = useState<GroupReportResolution>('day');
  const [service, setService] = useState('EL');
  const query = queryOf(choice, resolution);
  const report = useQuery({ ...groupReportQueries.report(api, customerId, query ?? { from: today, to: today, resolution }), enabled: query !== null });
  const data = query ? (report.data ?? null) : null;
  const daysDisabled = query !== null && !daysFit(query.from, query.to);
  return (
    <Stack spacing={3}>
      <PageHeader subtitle={SUBTITLE} />
      <PeriodControls
        today={today}
        choice={choice}
        onChoice={setChoice}
        resolution={query?.resolution ?? resolution}
        onResolution={setResolution}
        daysDisabled={daysDisabled}
      />
      {query !== null && (
        <QueryState query={report} notFoundIsInfo loading={<FiguresPlaceholder />}>
          {() =>
            !data ? null : data.sites.length === 0 ? (
              <Alert severity="info">Koncernen har inga anläggningar med mätpunkter för förbrukning.</Alert>
            ) : (
              <>
                <Typography component="h2" variant="h6" aria-live="polite">
                  {periodText(data)}
                </Typography>
                {data.services.every((s) => s.values.every((v) => v === null)) && <Alert severity="info">Det finns inga mätvärden för perioden.</Alert>}
                <ReportFigures report={data} />
                {data.services.length > 0 && (
                  <ServiceChart report={data} service={service} onService={setService} exports={<ExportButtons customerId={customerId} query={query} />} />
                )}
                <SitesTable report={data} />
                {data.timeSeries.length > 0 && <SeriesTable report={data} />}
              </>
            )
          }
        </QueryState>
      )}
    </Stack>
  );
}

/** The figures on screen as a file: the server writes it from the same sums. */
function ExportButtons({ customerId, query }: { customerId: string; query: GroupReportQuery }) {
  const api = useApi();
  const [busy, setBusy] = useState<GroupReportFormat | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const download = async (format: GroupReportFormat) => {
    setBusy(format);
    setProblem(null);
    try {
      await downloadGroupReport(api, customerId, query, format);
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setBusy(null);
    }
  };
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        <Button variant="outlined" startIcon={<DownloadIcon />} disabled={busy !== null} onClick={() => void download('csv')}>
          Ladda ner CSV
        </Button>
        <Button variant="outlined" startIcon={<DownloadIcon />} disabled={busy !== null} onClick={() => void download('xlsx')}>
          Ladda ner Excel
        </Button>
      </Stack>
      {problem && <Alert severity="error">{problem}</Alert>}
    </Stack>
  );
}
