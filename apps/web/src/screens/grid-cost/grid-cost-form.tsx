import { FUSE_SIZES } from '@mina-sidor/shared/contract';
import { checkGridCost, fuseAmps, GRID_COST_LABELS, type GridCostInput, type GridCostValues, gridCostInput } from '@mina-sidor/shared/grid-cost';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useEffect, useId } from 'react';
import { useSchemaForm } from '@/ui/schema-form.ts';
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

/**
 * The calculator's fields: checked in Swedish at each field by the schema the server uses too. A field's message
 * shows once it has been changed, every field's after a submit.
 */
export function GridCostForm({ initial, hints, place, onCalculate }: GridCostFormProps) {
  // The fields hold text, a fuse not yet chosen among it (''): what the schema reads, not yet its own input type.
  const form = useSchemaForm(gridCostInput, initial as never, { live: true });
  const taxHintId = useId();

  // The result follows the values as they are typed: recalculated while they are right, gone while one is wrong.
  useEffect(() => {
    const { unsubscribe } = form.watch((values) => {
      const checked = checkGridCost(values);
      onCalculate(checked.ok ? checked.input : null);
    });
    return unsubscribe;
  }, [form.watch, onCalculate]);

  const text = (field: 'yearlyKwh' | 'peakKw', inputMode: 'numeric' | 'decimal', example: string) => (
    <TextField
      label={GRID_COST_LABELS[field]}
      required
      {...form.field(field, hints?.[field] ?? example)}
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
    <Stack component="form" spacing={2.5} onSubmit={form.submit(onCalculate)} noValidate aria-label="Dina uppgifter">
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr 1fr' }, alignItems: 'start' }}>
        <TextField
          select
          label={GRID_COST_LABELS.fuseSize}
          required
          {...form.field('fuseSize', initial.fuseSize ? 'Enligt ditt elnätsavtal.' : 'Står på ditt elnätsavtal och din faktura.')}
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
              checked={form.values.reducedEnergyTax === 'true'}
              onChange={(event) => form.setField('reducedEnergyTax', String(event.target.checked) as 'true' | 'false')}
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
