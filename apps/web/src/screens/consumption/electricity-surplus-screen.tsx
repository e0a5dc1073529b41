import Typography from '@mui/material/Typography';
import { ConsumptionView } from './consumption-view.tsx';

/**
 * /el/eloverskott: the production metering point measures the electricity the
 * solar panels feed into the grid (inmatning) — the surplus the customer sells.
 */
export function ElectricitySurplusScreen() {
  return (
    <>
      <ConsumptionView title="Elöverskott" serviceName="elproduktion" filter={{ service: 'EL', type: 'PRODUCTION' }} totalLabel="Inmatad el" />
      <Typography color="text.secondary" sx={{ mt: 3 }}>
        Elöverskott är den el dina solceller producerar men som du inte använder själv. Den matas ut på elnätet och du får betalt för den.
        Din egen förbrukning ser du under Elförbrukning.
      </Typography>
    </>
  );
}
