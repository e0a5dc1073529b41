import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { isOrganisationNumber } from '@mina-sidor/shared';
import { formatIdentificationNumber } from '@/lib/identification-number.ts';
import { paths } from '@/lib/paths.ts';
import type { EnvironmentTools } from '../nav-model.ts';

const COPIED_MESSAGE_MS = 3000;

/** Spec §2.5: outside production, the Debug link, the click-to-copy number and the version label. */
export function EnvironmentToolsPanel({ tools, onNavigate }: { tools: EnvironmentTools; onNavigate?: () => void }) {
  const shown = formatIdentificationNumber(tools.identificationNumber);
  const kind = isOrganisationNumber(tools.identificationNumber) ? 'organisationsnumret' : 'personnumret';
  const [status, setStatus] = useState('');
  useEffect(() => {
    if (!status) return;
    const timer = setTimeout(() => setStatus(''), COPIED_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [status]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(shown);
      setStatus('Kopierat!');
    } catch {
      setStatus('Det gick inte att kopiera.');
    }
  }

  return (
    <Stack spacing={0.5} sx={{ px: 2, py: 1.5, alignItems: 'flex-start' }}>
      <Link component={RouterLink} to={paths.debug} onClick={onNavigate} variant="body2">
        Debug
      </Link>
      {shown && (
        <Button
          size="small"
          variant="text"
          onClick={() => void copy()}
          aria-label={`Kopiera ${kind} ${shown}`}
          endIcon={<ContentCopyIcon aria-hidden />}
          sx={{ px: 0, minWidth: 0 }}
        >
          {shown}
        </Button>
      )}
      <Typography role="status" variant="body2" sx={{ minHeight: '1.25rem' }}>
        {status}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Version {tools.buildLabel}
      </Typography>
    </Stack>
  );
}
