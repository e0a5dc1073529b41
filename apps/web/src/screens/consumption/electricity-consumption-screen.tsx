import { ConsumptionView } from './consumption-view.tsx';

/** /el/elforbrukning */
export function ElectricityConsumptionScreen() {
  return <ConsumptionView title="Elförbrukning" serviceName="el" filter={{ service: 'EL', type: 'CONSUMPTION' }} />;
}
