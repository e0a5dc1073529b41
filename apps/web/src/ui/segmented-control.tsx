import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { ReactNode } from 'react';

export interface Segment<T> {
  value: T;
  label: ReactNode;
  disabled?: boolean;
}

export interface SegmentedControlProps<T> {
  /** What the choice is about ("Visa per", "Moms"): the group's name for screen readers. */
  label: string;
  value: T;
  options: readonly Segment<T>[];
  onChange: (value: T) => void;
}

/**
 * One of a few views of the same figures (Kvart…År, Diagram/Värmekarta, Med/Utan moms): the chosen
 * one filled in the primary colour, so that it stands out in both themes, not MUI's faint grey.
 * Choosing the chosen one again keeps it (a view is always chosen). Wraps on a narrow screen.
 */
export function SegmentedControl<T extends string | number | boolean>({ label, value, options, onChange }: SegmentedControlProps<T>) {
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={value}
      onChange={(_event, next: T | null) => next !== null && onChange(next)}
      aria-label={label}
      sx={{
        flexWrap: 'wrap',
        alignSelf: 'flex-start',
        '& .MuiToggleButton-root': { px: { xs: 1.25, sm: 2 } },
        '& .MuiToggleButton-root.Mui-selected': {
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          fontWeight: 700,
          '&:hover': { bgcolor: 'primary.dark' },
        },
      }}
    >
      {options.map((option) => (
        <ToggleButton key={String(option.value)} value={option.value} disabled={option.disabled}>
          {option.label}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
