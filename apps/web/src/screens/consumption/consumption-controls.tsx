import type { MeteringPointSummary, Resolution } from '@mina-sidor/shared/consumption';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import FormControl from '@mui/material/FormControl';
import IconButton from '@mui/material/IconButton';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SegmentedControl } from '@/ui/segmented-control.tsx';

export const RESOLUTION_LABELS: Record<Resolution, string> = {
  'quarter-hour': 'Kvart',
  hour: 'Timme',
  day: 'Dag',
  week: 'Vecka',
  month: 'Månad',
  year: 'År',
};

export const RESOLUTION_CHOICES = (Object.keys(RESOLUTION_LABELS) as Resolution[]).map((value) => ({ value, label: RESOLUTION_LABELS[value] }));

/**
 * What a point can be shown per: a meter read by hand (its readings spread over days) or read once
 * a day has no quarter-hours or hours to show (decision 0071).
 */
export function resolutionChoicesFor(point: Pick<MeteringPointSummary, 'readManually' | 'resolutionMinutes'>) {
  const daily = point.readManually || point.resolutionMinutes >= 1440;
  return daily ? RESOLUTION_CHOICES.filter((c) => c.value !== 'quarter-hour' && c.value !== 'hour') : RESOLUTION_CHOICES;
}

interface Props<C extends string> {
  points: MeteringPointSummary[];
  point: MeteringPointSummary;
  onChoosePoint: (id: string) => void;
  /** What the period can be shown per (the chart's resolutions, the heatmap's spans) and the one chosen. */
  choices: readonly { value: C; label: string }[];
  chosen: C;
  onChoose: (value: C) => void;
  /** The period, as its heading: "november 2026". */
  heading: string;
  onStep: (direction: -1 | 1) => void;
  canGoForward: boolean;
}

export function ConsumptionControls<C extends string>({ points, point, onChoosePoint, choices, chosen, onChoose, heading, onStep, canGoForward }: Props<C>) {
  return (
    <Stack spacing={2}>
      {points.length > 1 && (
        <FormControl sx={{ maxWidth: 480 }}>
          <InputLabel id="metering-point-label">Mätpunkt</InputLabel>
          <Select labelId="metering-point-label" label="Mätpunkt" value={point.meteringPointId} onChange={(e) => onChoosePoint(e.target.value)}>
            {points.map((p) => (
              <MenuItem key={p.meteringPointId} value={p.meteringPointId}>
                {/* A sub-meter is known by its name ("Undermätare plan 2"), a main meter by its id. */}
                {p.facilityName} – {p.name ?? p.meteringPointId}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
      )}
      <SegmentedControl label="Visa per" value={chosen} options={choices} onChange={onChoose} />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <IconButton onClick={() => onStep(-1)} aria-label="Föregående period">
          <ChevronLeftIcon />
        </IconButton>
        <Typography
          component="h2"
          variant="h6"
          aria-live="polite"
          sx={{ minWidth: 0, textAlign: 'center', flex: { xs: 1, sm: 'none' }, '&::first-letter': { textTransform: 'uppercase' } }}
        >
          {heading}
        </Typography>
        <IconButton onClick={() => onStep(1)} aria-label="Nästa period" disabled={!canGoForward}>
          <ChevronRightIcon />
        </IconButton>
      </Stack>
    </Stack>
  );
}
