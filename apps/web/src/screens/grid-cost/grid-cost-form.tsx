import { FUSE_SIZES } from '@mina-sidor/shared/contract';
import {
  checkGridCost,
  fuseAmps,
  GRID_COST_FIELDS,
  GRID_COST_LABELS,
  type GridCostField,
  type GridCostInput,
  type GridCostValues,
} from '@mina-sidor/shared/grid-cost';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, useId, useRef, useState } from 'react';
import { ReducedTaxMunicipalities } from './reduced-tax-municipalities.tsx';

interface GridCostFormProps {
  initial: Required<GridCostValues>;
  /** What a prefilled field is based on, shown under it. */
  hints: { yearlyKwh: string; peakKw: string } | null;
  /** The facility's place, and whether it is a municipality with reduced tax, for the box's hint. */
  place: { city: string; reducedTaxMunicipality: string | null } | null;
  /** Checked input to calculate, or null while a value is wrong: no number may stand beside a wrong value. */
  onCalculate: (input: GridCostInput | null) => void;
}

type Problems = Partial<Record<GridCostField, string>>;

/** The calculator's fields: checked in Swedish at each field by the schema the server uses too. */
export function GridCostForm({ initial, hints, place, onCalculate }: GridCostFormProps) {
  const [values, setValues] = useState(initial);
  const [problems, setProblems] = useState<Problems>({});
  const [tried, setTried] = useState(false);
  const [touched, setTouched] = useState<ReadonlySet<GridCostField>>(new Set());
  const inputs = useRef<Partial<Record<GridCostField, HTMLInputElement | null>>>({});
  const taxHintId = useId();

  // The result follows the values as they are typed: recalculated while they are right, gone while
  // one is wrong. A field's message shows once it has been changed, every field's after a submit.
  function change(field: GridCostField, value: string) {
    const next = { ...values, [field]: value };
    const changed = new Set(touched).add(field);
    setValues(next);
    setTouched(changed);
    const checked = checkGridCost(next);
    onCalculate(checked.ok ? checked.input : null);
    const found: Problems = checked.ok ? {} : checked.problems;
    setProblems(tried ? found : Object.fromEntries(Object.entries(found).filter(([name]) => changed.has(name as GridCostField))));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    const checked = checkGridCost(values);
    setProblems(checked.ok ? {} : checked.problems);
    onCalculate(checked.ok ? checked.input : null);
    if (checked.ok) return;
    const first = GRID_COST_FIELDS.find((field) => checked.problems[field] !== undefined);
    if (first) inputs.current[first]?.focus();
  }

  const text = (field: 'yearlyKwh' | 'peakKw', inputMode: 'numeric' | 'decimal', example: string) => (
    <TextField
      label={GRID_COST_LABELS[field]}
      required
      value={values[field]}
      onChange={(event) => change(field, event.target.value)}
      error={problems[field] !== undefined}
      helperText={problems[field] ?? hints?.[field] ?? example}
      inputRef={(element: HTMLInputElement | null) => {
        inputs.current[field] = element;
      }}
      slotProps={{ htmlInput: { inputMode, autoComplete: 'off' } }}
      fullWidth
    />
  );

  const taxHint = place
    ? place.reducedTaxMunicipality
      ? `Anläggningen ligger i ${place.reducedTaxMunicipality}, som har sänkt energiskatt.`
      : `Orten ${place.city} är inte en av kommunerna med sänkt energiskatt.`
    : 'Gäller hushåll och tjänsteföretag i vissa kommuner i norra Sverige.';

  return (
    <Stack component="form" spacing={2.5} onSubmit={submit} noValidate aria-label="Dina uppgifter">
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr 1fr' }, alignItems: 'start' }}>
        <TextField
          select
          label={GRID_COST_LABELS.fuseSize}
          required
          value={values.fuseSize}
          onChange={(event) => change('fuseSize', event.target.value)}
          error={problems.fuseSize !== undefined}
          helperText={problems.fuseSize ?? (initial.fuseSize ? 'Enligt ditt elnätsavtal.' : 'Står på ditt elnätsavtal och din faktura.')}
          inputRef={(element: HTMLSelectElement | null) => {
            inputs.current.fuseSize = element as HTMLInputElement | null;
          }}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          fullWidth
        >
          <option value="">Välj säkring</option>
          {FUSE_SIZES.map((fuse) => (
            <option key={fuse} value={fuse}>
              {fuseAmps(fuse)} A
            </option>
          ))}
        </TextField>
        {text('yearlyKwh', 'numeric', 'I hela kWh, till exempel 20\u00a0000.')}
        {text('peakKw', 'decimal', 'Din högsta timme i månaden, till exempel 3,5.')}
      </Box>
      <Box>
        <FormControlLabel
          control={
            <Checkbox
              checked={values.reducedEnergyTax === 'true'}
              onChange={(event) => change('reducedEnergyTax', String(event.target.checked))}
              slotProps={{ input: { 'aria-describedby': taxHintId } }}
            />
          }
          label="Anläggningen ligger i en kommun med sänkt energiskatt"
        />
        <FormHelperText id={taxHintId} sx={{ mt: 0, ml: 4 }}>
          {taxHint}
        </FormHelperText>
        <ReducedTaxMunicipalities />
      </Box>
      <div>
        <Button type="submit" variant="contained">
          Beräkna
        </Button>
      </div>
    </Stack>
  );
}
