import { type Cooling, m3PerMwhOf } from '@mina-sidor/shared/district-heating';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useMemo, useState } from 'react';
import { moneyOn, VAT_LABELS } from '@mina-sidor/shared/money';
import { formatMoney, formatNumber } from '@/lib/number-format.ts';
import { DataTable } from '@/ui/data-table.tsx';
import { Card, Section } from '@/ui/section.tsx';
import { celsius, flowPerEnergy, signedMoney } from './display.ts';
import { type CostLineKey, DELTA_BOUNDS, MWH_BOUNDS, meteredYear, parseInput, type SimulationInput, simulateYear } from './simulation.ts';
import { useSimulationState } from './simulation-state.ts';

const HEADING = 'Vad är en bättre avkylning värd?';
const LINE_NAMES: Record<CostLineKey, string> = {
  base: 'Basenergi',
  peak: 'Spetsenergi',
  flow: 'Flödesavgift (+) eller flödespremie (−)',
  fixed: 'Fast avgift',
};
const mwhText = (value: number) => formatNumber(value, 1).replace(/\u00a0/g, ' ');

/**
 * The simulation (the persisted `fjvSimulation` slice of spec §3.9): the last
 * twelve complete months' cost line by line, as metered and with the ΔT and yearly consumption the
 * customer chooses. Each month keeps its own prices, so the result is what that year would have
 * cost, not a forecast.
 */
export function SimulationSection({ cooling, customerId }: { cooling: Cooling; customerId: string }) {
  const headingId = useId();
  const metered = useMemo(() => meteredYear(cooling.year), [cooling.year]);
  const [chosen, choose] = useSimulationState(customerId, cooling.facilityKey);
  const input: SimulationInput = chosen ?? metered;
  const [mwhField, setMwhField] = useState(() => mwhText(input.yearlyMwh));
  const parsed = parseInput(mwhField, MWH_BOUNDS, 'MWh');
  const lines = useMemo(() => simulateYear(cooling.year, input), [cooling.year, input]);
  const total = { actual: lines.reduce((s, l) => s + l.actualOre, 0), simulated: lines.reduce((s, l) => s + l.simulatedOre, 0) };
  const difference = total.simulated - total.actual;
  const estimated = cooling.year.some((m) => m.m3PerMwh === null && m.tariff.flowMonths.includes(Number(m.month.slice(5, 7))));

  if (cooling.year.length === 0) return null;

  const setDelta = (deltaK: number) => choose({ ...input, deltaK });
  const onMwh = (text: string) => {
    setMwhField(text);
    const value = parseInput(text, MWH_BOUNDS, 'MWh');
    if (typeof value === 'number') choose({ ...input, yearlyMwh: value });
  };
  const reset = () => {
    choose(null);
    setMwhField(mwhText(metered.yearlyMwh));
  };

  return (
    <Section title={HEADING} headingId={headingId}>
      <Typography color="text.secondary">
        Ändra avkylningen eller årsförbrukningen och se vad de senaste tolv månaderna hade kostat, rad för rad, med priserna som gällde varje månad. Dina mätta
        värden: {celsius(metered.deltaK)} i avkylning oktober–april, när flödesavgiften gäller, och {mwhText(metered.yearlyMwh)} MWh.
        {estimated && ' En månad utan flödesvärden räknas med din uppmätta avkylning.'}
      </Typography>
      <Card>
        <Stack spacing={3}>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={{ xs: 2, md: 4 }} sx={{ alignItems: { md: 'flex-start' } }}>
            <Stack spacing={1} sx={{ flex: 1, minWidth: 0 }}>
              <Typography id={`${headingId}-delta`} component="label" sx={{ fontWeight: 700 }}>
                Avkylning (ΔT) oktober–april: {celsius(input.deltaK)}
              </Typography>
              {/* Room below for the target's mark label, so the line under the slider never runs into it (the Stack resets a child's own margins). */}
              <Box sx={{ px: 1, pb: 2 }}>
                <Slider
                  aria-labelledby={`${headingId}-delta`}
                  value={input.deltaK}
                  min={DELTA_BOUNDS.min}
                  max={DELTA_BOUNDS.max}
                  step={0.5}
                  onChange={(_, value) => setDelta(value as number)}
                  getAriaValueText={(value) => celsius(value)}
                  marks={[{ value: cooling.tariff.coolingTargetK, label: `Mål ${celsius(cooling.tariff.coolingTargetK)}` }]}
                />
              </Box>
              <Typography variant="body2" color="text.secondary">
                Ger {flowPerEnergy(m3PerMwhOf(input.deltaK))} (referens {flowPerEnergy(cooling.tariff.flow.referenceM3PerMwh)}).
              </Typography>
            </Stack>
            <TextField
              label="Årsförbrukning"
              value={mwhField}
              onChange={(event) => onMwh(event.target.value)}
              error={typeof parsed === 'string'}
              helperText={typeof parsed === 'string' ? parsed : `Mätt: ${mwhText(metered.yearlyMwh)} MWh`}
              slotProps={{ input: { endAdornment: <InputAdornment position="end">MWh</InputAdornment> }, htmlInput: { inputMode: 'decimal' } }}
              sx={{ width: { xs: '100%', md: '16rem' } }}
            />
          </Stack>
          <DataTable
            frame="card"
            caption={`Årets kostnad rad för rad, senaste tolv månaderna mot simulerat, ${VAT_LABELS[cooling.vatBasis]}`}
            describedBy={`${headingId}-result`}
            columns={[
              { label: 'Rad' },
              { label: 'Senaste 12 månaderna', numeric: true },
              { label: 'Simulerat', numeric: true },
              { label: 'Skillnad', numeric: true },
            ]}
            rows={lines.map((line) => ({
              key: line.key,
              cells: [LINE_NAMES[line.key], formatMoney(line.actualOre), formatMoney(line.simulatedOre), signedMoney(line.simulatedOre - line.actualOre)],
            }))}
            foot={[{ key: 'total', cells: ['Totalt', formatMoney(total.actual), formatMoney(total.simulated), signedMoney(difference)] }]}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
            <Typography id={`${headingId}-result`} role="status" sx={{ fontWeight: 700 }}>
              {difference === 0
                ? 'Samma årskostnad som med dina mätta värden.'
                : `${difference < 0 ? 'Lägre' : 'Högre'} årskostnad: ${moneyOn(Math.abs(difference), cooling.vatBasis)} ${difference < 0 ? 'mindre' : 'mer'} än med dina mätta värden.`}
            </Typography>
            <Button variant="outlined" onClick={reset} disabled={chosen === null} sx={{ alignSelf: { xs: 'flex-start', sm: 'center' }, flexShrink: 0 }}>
              Återställ till mätta värden
            </Button>
          </Stack>
        </Stack>
      </Card>
    </Section>
  );
}
