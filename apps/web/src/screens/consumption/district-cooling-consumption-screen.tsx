import { ConsumptionView } from './consumption-view.tsx';

/** /fjarrkyla: the cooling delivered to the property, in kWh per hour and up; most of it in summer. */
export function DistrictCoolingConsumptionScreen() {
  return <ConsumptionView title="Fjärrkyla" serviceName="fjärrkyla" filter={{ service: 'FJK', type: 'CONSUMPTION' }} />;
}
