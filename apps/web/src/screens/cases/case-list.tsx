import { CASE_CATEGORY_LABELS, type CaseStatus, type CaseSummary, casePagePath } from '@mina-sidor/shared/case';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { dateTime, type Reader, statusLabel } from './display.ts';

/** The status as a chip; a case that waits for the customer is the one to notice. */
export function CaseStatusChip({ status, reader }: { status: CaseStatus; reader: Reader }) {
  const needsCustomer = status === 'waiting-for-customer';
  return (
    <Chip
      label={statusLabel(status, reader)}
      size="small"
      color={status === 'closed' ? 'default' : 'primary'}
      variant={needsCustomer || status === 'closed' ? 'filled' : 'outlined'}
      sx={{ fontWeight: 700 }}
    />
  );
}

/** The customer's cases, the last changed first: subject (the way in), status, category and last change. */
export function CaseList({ cases, reader }: { cases: CaseSummary[]; reader: Reader }) {
  return (
    <Stack component="ul" aria-label="Ärenden" spacing={1.5} sx={{ m: 0, p: 0, listStyle: 'none', maxWidth: 1020 }}>
      {cases.map((item) => (
        <CaseRow key={item.caseId} item={item} reader={reader} />
      ))}
    </Stack>
  );
}

function CaseRow({ item, reader }: { item: CaseSummary; reader: Reader }) {
  const subjectId = useId();
  return (
    <Paper
      component="li"
      aria-labelledby={subjectId}
      variant="outlined"
      // The whole card opens the case: the link's area is stretched over it.
      sx={{ position: 'relative', p: { xs: 2, sm: 2.5 }, borderRadius: 3, '&:hover': { borderColor: 'primary.main' } }}
    >
      <Stack spacing={1}>
        <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
          <Link
            id={subjectId}
            component={RouterLink}
            to={casePagePath(item.caseId)}
            underline="hover"
            sx={{ fontWeight: 700, fontSize: '1.0625rem', overflowWrap: 'anywhere', '&::after': { content: '""', position: 'absolute', inset: 0 } }}
          >
            {item.subject}
          </Link>
          <CaseStatusChip status={item.status} reader={reader} />
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {CASE_CATEGORY_LABELS[item.category]} · Ärende {item.caseId} · Senast ändrat <time dateTime={item.updatedAt}>{dateTime(item.updatedAt)}</time>
        </Typography>
      </Stack>
    </Paper>
  );
}
