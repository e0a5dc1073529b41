import type { MeteringPointSummary, Resolution } from '@mina-sidor/shared/consumption';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import FormControl from '@mui/material/FormControl';
import IconButton from '@mui/material/IconButton';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { periodLabel, type Period } from './period.ts';

export const RESOLUTION_LABELS: Record<Resolution, string> = {
  'quarter-hour': 'Kvart',
  hour: 'Timme',
  day: 'Dag',
  week: 'Vecka',
  month: 'Månad',
  year: 'År',
};

interface Props {
  points: MeteringPointSummary[];
  point: MeteringPointSummary;
  onChoosePoint: (id: string) => void;
  period: Period;
  onResolution: (resolution: Resolution) => void;
  onStep: (direction: -1 | 1) => void;
  canGoForward: boolean;
}

export function ConsumptionControls({ points, point, onChoosePoint, period, onResolution, onStep, canGoForward }: Props) {
  return (
    <Stack spacing={2}>
      {points.length > 1 && (
        <FormControl sx={{ maxWidth: 480 }}>
          <InputLabel id="metering-point-label">Mätpunkt</InputLabel>
          <Select labelId="metering-point-label" label="Mätpunkt" value={point.meteringPointId} onChange={(e) => onChoosePoint(e.target.value)}>
            {points.map((p) => (
              <MenuItem key={p.meteringPointId} value={p.meteringPointId}>
                {p.facilityName} – {p.meteringPointId}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
      )}
      <ToggleButtonGroup
        exclusive
        size="small"
        value={period.resolution}
        onChange={(_, value: Resolution | null) => value && onResolution(value)}
        aria-label="Visa per"
        sx={{ flexWrap: 'wrap' }}
      >
        {(Object.keys(RESOLUTION_LABELS) as Resolution[]).map((r) => (
          <ToggleButton key={r} value={r} sx={{ px: { xs: 1.25, sm: 2 } }}>
            {RESOLUTION_LABELS[r]}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
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
          {periodLabel(period)}
        </Typography>
        <IconButton onClick={() => onStep(1)} aria-label="Nästa period" disabled={!canGoForward}>
          <ChevronRightIcon />
        </IconButton>
      </Stack>
    </Stack>
  );
}
