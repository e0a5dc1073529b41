import { ConsumptionView } from './consumption-view.tsx';

/** /vatten-avlopp/vattenforbrukning: the water used, in m³ per day and up. */
export function WaterConsumptionScreen() {
  return <ConsumptionView title="Vattenförbrukning" serviceName="vatten" filter={{ service: 'VA', type: 'CONSUMPTION' }} />;
}
