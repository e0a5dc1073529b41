import Typography from '@mui/material/Typography';
import { ConsumptionView } from './consumption-view.tsx';

/**
 * /el/eloverskott: the production metering point measures the electricity the
 * solar panels feed into the grid (inmatning) — the surplus the customer sells —
 * shown beside what the household bought from the grid in the same intervals.
 */
export function ElectricitySurplusScreen() {
  return (
    <>
      <ConsumptionView
        title="Elöverskott"
        serviceName="elproduktion"
        filter={{ service: 'EL', type: 'PRODUCTION' }}
        totalLabel="Inmatad el"
        alongside={{ filter: { service: 'EL', type: 'CONSUMPTION' }, label: 'Köpt el' }}
      />
      <Typography color="text.secondary" sx={{ mt: 3 }}>
        Elöverskott är den el dina solceller producerar men som du inte använder själv. Den matas ut på elnätet och du får betalt för den. Köpt el är den el du
        tar från elnätet när solcellerna inte räcker till.
      </Typography>
    </>
  );
}
