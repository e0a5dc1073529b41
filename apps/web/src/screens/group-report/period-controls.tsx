import type { GroupReportResolution } from '@mina-sidor/shared/group-report';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import { monthName } from '@/lib/swedish.ts';
import { DateField } from '@/ui/date-field.tsx';
import { customProblems, monthChoices, type PeriodChoice, yearChoices } from './period.ts';
import { SegmentedControl } from '@/ui/segmented-control.tsx';

interface Props {
  today: string;
  choice: PeriodChoice;
  onChoice: (choice: PeriodChoice) => void;
  resolution: GroupReportResolution;
  onResolution: (resolution: GroupReportResolution) => void;
  /** Days cannot be shown (the period is longer than a year). */
  daysDisabled: boolean;
}

const KINDS = [
  ['month', 'Månad'],
  ['year', 'År'],
  ['custom', 'Egen period'],
] as const;

/** The period (a month, a year or days of one's own) and whether to show it per day or per month. */
export function PeriodControls({ today, choice, onChoice, resolution, onResolution, daysDisabled }: Props) {
  const problems = choice.kind === 'custom' ? customProblems(choice.from, choice.to) : null;
  const switchTo = (kind: PeriodChoice['kind']) => {
    if (kind === choice.kind) return;
    if (kind === 'month') onChoice({ kind, month: today.slice(0, 7) });
    else if (kind === 'year') onChoice({ kind, year: today.slice(0, 4) });
    else onChoice({ kind, from: `${today.slice(0, 4)}-01-01`, to: today });
  };
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, flexWrap: 'wrap', rowGap: 2 }}>
        <SegmentedControl label="Period" value={choice.kind} options={KINDS.map(([kind, label]) => ({ value: kind, label }))} onChange={switchTo} />
        <SegmentedControl
          label="Visa per"
          value={resolution}
          options={[
            { value: 'day', label: 'Per dag', disabled: daysDisabled },
            { value: 'month', label: 'Per månad' },
          ]}
          onChange={onResolution}
        />
      </Stack>
      {choice.kind === 'month' && (
        <FormControl sx={{ maxWidth: 320 }}>
          <InputLabel id="group-report-month">Månad</InputLabel>
          <Select labelId="group-report-month" label="Månad" value={choice.month} onChange={(e) => onChoice({ kind: 'month', month: e.target.value })}>
            {monthChoices(today).map((month) => (
              <MenuItem key={month} value={month} sx={{ '&::first-letter': { textTransform: 'uppercase' } }}>
                {monthName(month)}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
      )}
      {choice.kind === 'year' && (
        <FormControl sx={{ maxWidth: 320 }}>
          <InputLabel id="group-report-year">År</InputLabel>
          <Select labelId="group-report-year" label="År" value={choice.year} onChange={(e) => onChoice({ kind: 'year', year: e.target.value })}>
            {yearChoices(today).map((year) => (
              <MenuItem key={year} value={year}>
                {year}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
      )}
      {choice.kind === 'custom' && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ maxWidth: 560 }}>
          <DateField label="Från och med" required value={choice.from} error={problems?.from ?? null} onChange={(from) => onChoice({ ...choice, from })} />
          <DateField label="Till och med" required value={choice.to} error={problems?.to ?? null} onChange={(to) => onChoice({ ...choice, to })} />
        </Stack>
      )}
    </Stack>
  );
}
