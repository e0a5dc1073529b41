import { REDUCED_ENERGY_TAX_MUNICIPALITIES } from '@mina-sidor/shared/grid-cost';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** The law's list (lag (1994:1776) om skatt på energi 11 kap. 12 §), folded away until asked for. */
export function ReducedTaxMunicipalities() {
  return (
    <Box component="details" sx={{ mt: 1.5, ml: 4, '& summary': { cursor: 'pointer', fontWeight: 700, color: 'primary.main', width: 'fit-content' } }}>
      <Typography component="summary">Vilka kommuner har sänkt energiskatt?</Typography>
      <Typography sx={{ mt: 1 }}>
        Enligt lagen om skatt på energi (1994:1776) 11 kap. 12 § gäller den sänkta skattesatsen el till hushåll och tjänsteföretag i följande kommuner.
      </Typography>
      <Box component="dl" sx={{ m: 0, mt: 1, '& dt': { fontWeight: 700, mt: 1 }, '& dd': { m: 0 } }}>
        {REDUCED_ENERGY_TAX_MUNICIPALITIES.map(({ county, municipalities, wholeCounty }) => (
          <div key={county}>
            <Typography component="dt">{wholeCounty ? `${county}, alla kommuner` : county}</Typography>
            <Typography component="dd">{municipalities.join(', ')}</Typography>
          </div>
        ))}
      </Box>
    </Box>
  );
}
