import { ConsumptionView } from './consumption-view.tsx';

/** /tappvarmvatten: the hot water drawn from the taps, in m³ per hour and up. */
export function TapHotWaterConsumptionScreen() {
  return <ConsumptionView title="Tappvarmvatten" serviceName="tappvarmvatten" filter={{ service: 'TVV', type: 'CONSUMPTION' }} />;
}
