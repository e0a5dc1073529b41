import { ConsumptionView } from './consumption-view.tsx';

/** /fjarrvarme/fjarrvarmeforbrukning: the heat delivered to the property, in kWh per hour and up. */
export function DistrictHeatingConsumptionScreen() {
  return <ConsumptionView title="Fjärrvärmeförbrukning" serviceName="fjärrvärme" filter={{ service: 'FJV', type: 'CONSUMPTION' }} />;
}
