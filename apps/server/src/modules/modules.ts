import type { Module } from '../http/module.ts';
import { accountModule } from './account/module.ts';
import { casesModule } from './cases/module.ts';
import { consumptionModule } from './consumption/module.ts';
import { contractsModule } from './contracts/module.ts';
import { customersModule } from './customers/module.ts';
import { disruptionsModule } from './disruptions/module.ts';
import { districtHeatingModule } from './district-heating/module.ts';
import { evenPaymentModule } from './even-payment/module.ts';
import { feedbackModule } from './feedback/module.ts';
import { gridCostModule } from './grid-cost/module.ts';
import { groupReportModule } from './group-report/module.ts';
import { hanPortModule } from './han-port/module.ts';
import { heatingComparisonModule } from './heating-comparison/module.ts';
import { heatingServiceModule } from './heating-service/module.ts';
import { highVoltageModule } from './high-voltage/module.ts';
import { invitationsModule } from './invitations/module.ts';
import { integrationEventsModule } from './integration-events/module.ts';
import { integrationInboundModule } from './integration-inbound/module.ts';
import { invoicesModule } from './invoices/module.ts';
import { mailModule } from './mail/module.ts';
import { messagesModule } from './messages/module.ts';
import { meterReadingsModule } from './meter-readings/module.ts';
import { meterValueImportModule } from './meter-value-import/module.ts';
import { outageNotificationModule } from './outage-notification/module.ts';
import { overviewModule } from './overview/module.ts';
import { panelModule } from './panel/module.ts';
import { peakPowerModule } from './peak-power/module.ts';
import { powerHubModule } from './power-hub/module.ts';
import { powersOfAttorneyModule } from './powers-of-attorney/module.ts';
import { reportsModule } from './reports/module.ts';
import { smsModule } from './sms/module.ts';
import { spotPricesModule } from './spot-prices/module.ts';
import { staffModule } from './staff/module.ts';

/** Every feature module, one line each: its routes and its jobs. The demo world is not one (demo-source/parts.ts). */
export const MODULES: readonly Module[] = [
  customersModule,
  accountModule,
  invitationsModule,
  contractsModule,
  messagesModule,
  casesModule,
  powersOfAttorneyModule,
  panelModule,
  feedbackModule,
  consumptionModule,
  invoicesModule,
  evenPaymentModule,
  reportsModule,
  disruptionsModule,
  outageNotificationModule,
  hanPortModule,
  powerHubModule,
  heatingServiceModule,
  highVoltageModule,
  districtHeatingModule,
  heatingComparisonModule,
  groupReportModule,
  spotPricesModule,
  gridCostModule,
  peakPowerModule,
  meterReadingsModule,
  meterValueImportModule,
  overviewModule,
  staffModule,
  integrationEventsModule,
  integrationInboundModule,
  mailModule,
  smsModule,
];
