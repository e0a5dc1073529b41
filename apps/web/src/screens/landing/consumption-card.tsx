import type { MonthComparison } from '@mina-sidor/shared/overview';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/lib/paths.ts';
import { useHasRoute } from '@/shell/current-route.tsx';
import { OverviewCard } from './overview-card.tsx';
import { adjustmentText, changeText, monthName, quantity, sameMonthLastYear, serviceLabel } from './overview-text.ts';

/** Where each service's consumption is shown in full (spec §2.6); a link shows only where the route exists for the person. */
const CONSUMPTION_PAGES: Record<string, { path: string; label: string }> = {
  EL: { path: paths.electricityConsumption, label: 'Se din elförbrukning' },
  FJV: { path: paths.districtHeatingConsumption, label: 'Se din fjärrvärmeförbrukning' },
  VA: { path: paths.waterConsumption, label: 'Se din vattenförbrukning' },
  FJK: { path: paths.districtCooling, label: 'Se din förbrukning av fjärrkyla' },
  TVV: { path: paths.tapHotWater, label: 'Se din förbrukning av tappvarmvatten' },
};

/** Each service's last complete month against the same month last year. */
export function ConsumptionCard({ rows, showBars }: { rows: MonthComparison[]; showBars: boolean }) {
  const month = rows[0]?.month;
  return (
    <OverviewCard title={month ? `Förbrukning i ${monthName(month)}` : 'Förbrukning'} wide>
      {rows.length === 0 ? (
        <Typography>Det finns ingen förbrukning att visa för den här anläggningen.</Typography>
      ) : (
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fit, minmax(220px, 1fr))' } }}>
          {rows.map((row) => (
            <ServiceConsumption key={row.service} row={row} showBars={showBars} />
          ))}
        </Box>
      )}
    </OverviewCard>
  );
}

function ServiceConsumption({ row, showBars }: { row: MonthComparison; showBars: boolean }) {
  const page = CONSUMPTION_PAGES[row.service];
  const linked = useHasRoute(page?.path ?? '');
  const adjusted = adjustmentText(row);
  return (
    <Stack spacing={0.5}>
      <Typography component="h3" variant="body1" sx={{ fontWeight: 700 }}>
        {serviceLabel(row.service)}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography sx={{ fontSize: '1.75rem', fontWeight: 800, lineHeight: 1.2 }}>{row.value === null ? '–' : quantity(row.value, row.unit)}</Typography>
        {adjusted && <Chip label="Justerad" color="warning" size="small" sx={{ fontWeight: 700 }} />}
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {row.value === null ? `Inga mätvärden för ${monthName(row.month)}.` : changeText(row)}
      </Typography>
      {adjusted && <Typography variant="body2">{adjusted}</Typography>}
      {showBars && <ComparisonBars row={row} />}
      {page && linked && (
        <Link component={RouterLink} to={page.path} variant="body2" sx={{ fontWeight: 700, pt: 0.5 }}>
          {page.label}
        </Link>
      )}
    </Stack>
  );
}

/** The beta overview's picture of the comparison; the same figures are in the text above, so it is hidden from screen readers. */
function ComparisonBars({ row }: { row: MonthComparison }) {
  const max = Math.max(row.value ?? 0, row.lastYearValue ?? 0) || 1;
  const bars = [
    { label: monthName(row.month), value: row.value, color: 'primary.main' },
    { label: monthName(sameMonthLastYear(row.month)), value: row.lastYearValue, color: 'action.disabled' },
  ];
  return (
    <Stack spacing={0.75} aria-hidden sx={{ pt: 1 }}>
      {bars.map((bar) => (
        <Box key={bar.label}>
          <Typography variant="caption" color="text.secondary">
            {bar.label}
          </Typography>
          <Box sx={{ height: 10, borderRadius: 5, bgcolor: 'action.hover' }}>
            <Box sx={{ height: '100%', borderRadius: 5, bgcolor: bar.color, width: `${((bar.value ?? 0) / max) * 100}%` }} />
          </Box>
        </Box>
      ))}
    </Stack>
  );
}
