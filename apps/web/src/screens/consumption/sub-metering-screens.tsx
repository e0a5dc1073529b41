import { ConsumptionView } from './consumption-view.tsx';

// Undermätning: the property's sub-meters of a service, each a part of the main meter's use (a
// floor, a tenant, a laundry room). A facility often has several; the view's point choice picks one.

/** /undermatning-el */
export function ElectricitySubMeteringScreen() {
  return <ConsumptionView title="Undermätning el" serviceName="undermätning av el" filter={{ service: 'EL', type: 'SUBMETER' }} />;
}

/** /undermatning-fjarrvarme */
export function DistrictHeatingSubMeteringScreen() {
  return <ConsumptionView title="Undermätning fjärrvärme" serviceName="undermätning av fjärrvärme" filter={{ service: 'FJV', type: 'SUBMETER' }} />;
}

/** /undermatning-vatten */
export function WaterSubMeteringScreen() {
  return <ConsumptionView title="Undermätning vatten" serviceName="undermätning av vatten" filter={{ service: 'VA', type: 'SUBMETER' }} />;
}
