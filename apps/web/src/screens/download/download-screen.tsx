import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { useApi } from '@/api/api-context.tsx';
import { paths } from '@/lib/paths.ts';
import { saveFile } from '@/lib/save-file.ts';
import { downloadReport } from './download-report.ts';

const NO_TOKEN = 'Ingen token angiven i URL:en.';

/** Spec §4.5: idle, then downloading with progress, then success or error. */
type DownloadState =
  | { status: 'idle' }
  | { status: 'downloading'; percent: number | null }
  | { status: 'done'; fileName: string }
  | { status: 'failed'; message: string };

/**
 * /ladda-ner/{downloadToken} (spec §2.3): the link to a report. Reachable
 * signed out (spec §4.4): the token is the permission; a signed-in person's
 * token is sent along and must match the report's customer.
 */
export function DownloadScreen() {
  const { downloadToken = '' } = useParams();
  const api = useApi();
  const [state, setState] = useState<DownloadState>(downloadToken ? { status: 'idle' } : { status: 'failed', message: NO_TOKEN });
  const started = useRef(false);

  const start = useCallback(async () => {
    setState({ status: 'downloading', percent: null });
    const result = await downloadReport(api, downloadToken, (percent) => setState({ status: 'downloading', percent }));
    if (!result.ok) {
      setState({ status: 'failed', message: result.message });
      return;
    }
    saveFile(result.file, result.fileName);
    setState({ status: 'done', fileName: result.fileName });
  }, [api, downloadToken]);

  useEffect(() => {
    // Starts by itself, once (StrictMode runs effects twice; the token works only once).
    if (!downloadToken || started.current) return;
    started.current = true;
    void start();
  }, [downloadToken, start]);

  return (
    <Stack spacing={3} sx={{ alignItems: 'flex-start', maxWidth: 560 }}>
      <Typography variant="h1">Ladda ner rapporten</Typography>
      {state.status === 'downloading' && <Progress percent={state.percent} />}
      {state.status === 'done' && (
        <Alert severity="success" role="status">
          <AlertTitle>Nedladdningen är klar!</AlertTitle>
          Filen {state.fileName} finns bland dina hämtade filer.
        </Alert>
      )}
      {state.status === 'failed' && <Alert severity="error">{state.message}</Alert>}
      <Button variant="contained" onClick={() => void start()} disabled={!downloadToken || state.status === 'downloading'}>
        Ladda ner rapport
      </Button>
      {/* A link works once: another download of the report takes a new one, from the list. */}
      {(state.status === 'done' || state.status === 'failed') && (
        <Link component={RouterLink} to={paths.reports}>
          Till rapporterna
        </Link>
      )}
    </Stack>
  );
}

function Progress({ percent }: { percent: number | null }) {
  return (
    <Box sx={{ width: '100%' }}>
      <Typography role="status" sx={{ mb: 1 }}>
        {percent === null ? 'Laddar ner...' : `Laddar ner... ${percent} %`}
      </Typography>
      <LinearProgress aria-label="Nedladdning" variant={percent === null ? 'indeterminate' : 'determinate'} value={percent ?? undefined} />
    </Box>
  );
}
