import type { PeakMonth } from '@mina-sidor/shared/peak-power';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useApi } from '@/api/api-context.tsx';
import { useQuery } from '@/api/use-query.ts';
import { moneyOn } from '@mina-sidor/shared/money';
import { paths } from '@/lib/paths.ts';
import { clockTime, longDate, monthName } from '@/lib/swedish.ts';
import { PageHeader } from '@/shell/page-header.tsx';
import { StatusMessage } from '@/shell/status-message.tsx';
import { Facts } from '@/ui/facts.tsx';
import { ChartPanelPlaceholder } from '@/ui/charts/lazy-time-series-chart.tsx';
import { DataTable } from '@/ui/data-table.tsx';
import { Section } from '@/ui/section.tsx';
import { QueryState } from '@/shell/query-state.tsx';
import { ComparisonSection } from './comparison-section.tsx';
import { hourLabel, kw, modelSentence, thresholdSentence } from './display.ts';
import { HoursChart } from './hours-chart.tsx';
import { type ShownFacility, WithPeakFacility } from './peak-facility.tsx';
import { peakPowerQueries } from './queries.ts';

/**
 * /el/effekttopp-elnat (spec §2.6, §9): this month's peak so far under the power
 * tariff — the billed peak, the hours behind it, the projected fee and the threshold — and the
 * last 12 months' grid fee against the fuse tariff (/el/jamfora-elnatsavgift leads here).
 */
export function PeakPowerScreen() {
  return (
    <Stack spacing={4} sx={{ maxWidth: 1100 }}>
      <PageHeader subtitle="Elnätsavgiften beror på månadens högsta effekttopp. Här ser du toppen hittills den här månaden och vad den kostar." />
      <WithPeakFacility>
        {(shown) => (
          <>
            <ThisMonth shown={shown} />
            <ComparisonSection shown={shown} />
          </>
        )}
      </WithPeakFacility>
    </Stack>
  );
}

function ThisMonth({ shown }: { shown: ShownFacility }) {
  const api = useApi();
  const month = useQuery(peakPowerQueries.current(api, { customerId: shown.customerId, facilityKey: shown.facility.facilityKey }));
  return (
    <Section title={month.data ? `Effekttopp i ${monthName(month.data.month)}` : 'Effekttopp den här månaden'} spacing={3}>
      <QueryState
        query={month}
        loading={
          // The month's figures, chart and hours take more than a screen: that room is kept while they
          // load, so the link and the comparison below do not jump out of view when they arrive.
          <Box sx={{ minHeight: '100vh' }}>
            <ChartPanelPlaceholder>
              <StatusMessage>Laddar...</StatusMessage>
            </ChartPanelPlaceholder>
          </Box>
        }
      >
        {(data) => <MonthSoFar month={data!} />}
      </QueryState>
      <Typography>
        <Link component={RouterLink} to={paths.peakHistory} sx={{ fontWeight: 700 }}>
          Tidigare effekttoppar
        </Link>{' '}
        – de 13 senaste månadernas toppar och avgifter.
      </Typography>
    </Section>
  );
}

function MonthSoFar({ month }: { month: PeakMonth }) {
  const peak = month.peaks[0];
  const countedUntil = `Räknat till ${longDate(month.countedUntil)} kl. ${clockTime(month.countedUntil)}, den senaste hela timmen.`;
  if (!month.model) return <Alert severity="info">{thresholdSentence(month)}</Alert>;
  return (
    <Stack spacing={3}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={2}>
          <Facts
            minColumnWidth="13rem"
            facts={[
              [month.model.peaks === 1 ? 'Debiterad effekttopp' : `Medel av ${month.model.peaks} toppar`, peak ? kw(month.billedKw) : 'Ingen ännu'],
              ['När', peak ? hourLabel(peak.day, peak.hour) : '–'],
              ['Beräknad effektavgift', moneyOn(month.feeOre, month.vatBasis)],
              ['Tröskel', month.thresholdKw === null ? '–' : kw(month.thresholdKw)],
            ]}
          />
          <Typography variant="body2" color="text.secondary">
            {countedUntil}
          </Typography>
        </Stack>
      </Paper>
      <Alert severity="info" role="note">
        {thresholdSentence(month)}
      </Alert>
      <Typography>{modelSentence(month.model)}</Typography>
      <HoursChart month={month} />
      <TopHours month={month} />
    </Stack>
  );
}

function TopHours({ month }: { month: PeakMonth }) {
  const billed = new Set(month.peaks.map((p) => p.start));
  return (
    <Section title="Månadens högsta timmar" level={3} spacing={1.5}>
      {month.topHours.length === 0 ? (
        <Typography>Ingen timme har räknats ännu den här månaden.</Typography>
      ) : (
        <DataTable
          frame="outlined"
          caption="De timmar med högst effekt som räknas mot effektavgiften, högst först."
          columns={[{ label: 'Timme' }, { label: 'Effekt', numeric: true }, { label: 'Avgift' }]}
          rows={month.topHours.map((h) => ({ key: h.start, cells: [hourLabel(h.day, h.hour), kw(h.countedKw), billed.has(h.start) ? 'Debiteras' : ''] }))}
        />
      )}
    </Section>
  );
}
