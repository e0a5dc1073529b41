import { type Report, REPORT_STATUS } from '@mina-sidor/shared/report';
import DownloadIcon from '@mui/icons-material/Download';
import ReplayIcon from '@mui/icons-material/Replay';
import Alert from '@mui/material/Alert';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { ActionButton } from '@/ui/action-button.tsx';
import { PROGRESS_TEXT, reportDetails, STATUS_TEXT, when } from './display.ts';

// MUI's info blue under white text is below WCAG AA contrast; the theme's primary is not.
const STATUS_COLORS: Record<Report['status'], ChipProps['color']> = { köad: 'default', pågår: 'primary', klar: 'success', misslyckad: 'error' };

export interface ReportActions {
  /** Fetches a download link and opens the download page. */
  onDownload: (report: Report) => void;
  /** Orders a failed report again; null where the person may not order. */
  onOrderAgain: ((report: Report) => void) | null;
  /** The report whose action is under way, and the failure of the last one (the server's message). */
  busy: string | null;
  failed: { reportId: string; message: string } | null;
}

/** "Dina rapporter": each report with its status; finished ones download, failed ones can be ordered again. */
export function ReportList({ reports, actions }: { reports: Report[]; actions: ReportActions }) {
  return (
    <Stack component="ul" aria-label="Rapporter" spacing={1.5} sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {reports.map((report) => (
        <ReportItem key={report.reportId} report={report} actions={actions} />
      ))}
    </Stack>
  );
}

function ReportItem({ report, actions }: { report: Report; actions: ReportActions }) {
  const nameId = useId();
  const failure = actions.failed?.reportId === report.reportId ? actions.failed.message : null;
  return (
    <Paper component="li" aria-labelledby={nameId} variant="outlined" sx={{ p: { xs: 2, sm: 2.5 }, borderRadius: 3 }}>
      <Stack spacing={1.5}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}>
          <Stack spacing={0.5} sx={{ minWidth: 0 }}>
            <Typography id={nameId} component="h3" sx={{ fontWeight: 700, fontSize: '1.0625rem', overflowWrap: 'anywhere' }}>
              {report.name}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {reportDetails(report)}
            </Typography>
          </Stack>
          <Chip label={STATUS_TEXT[report.status]} color={STATUS_COLORS[report.status]} size="small" sx={{ alignSelf: 'flex-start', fontWeight: 700 }} />
        </Stack>
        {PROGRESS_TEXT[report.status] && <Typography variant="body2">{PROGRESS_TEXT[report.status]}</Typography>}
        {report.status === REPORT_STATUS.failed && (
          <Alert severity="error" sx={{ py: 0 }}>
            {report.failureMessage}
          </Alert>
        )}
        {failure && <Alert severity="error">{failure}</Alert>}
        {report.status === REPORT_STATUS.done && (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
            <ActionButton
              variant="contained"
              startIcon={<DownloadIcon />}
              loading={actions.busy === report.reportId}
              onClick={() => actions.onDownload(report)}
              aria-describedby={nameId}
              sx={{ alignSelf: 'flex-start' }}
            >
              Ladda ner
            </ActionButton>
            <Typography variant="body2" color="text.secondary">
              Sparas till {when(report.removedAt)}
            </Typography>
          </Stack>
        )}
        {report.status === REPORT_STATUS.failed && actions.onOrderAgain && (
          <ActionButton
            variant="outlined"
            startIcon={<ReplayIcon />}
            loading={actions.busy === report.reportId}
            onClick={() => actions.onOrderAgain?.(report)}
            aria-describedby={nameId}
            sx={{ alignSelf: 'flex-start' }}
          >
            Beställ igen
          </ActionButton>
        )}
      </Stack>
    </Paper>
  );
}
