import type { Db } from '../db/connection.ts';
import type { DemoBase, DemoOptions, DemoRows } from './rows.ts';
import { demoCases } from './world/cases.ts';
import { topUpMeterValues } from './world/consumption.ts';
import { sendDemoContracts } from './world/contracts.ts';
import { demoLogins, sendDemoCustomers } from './world/customer-system.ts';
import { topUpDisruptions } from './world/disruptions.ts';
import { topUpHeatMeterValues } from './world/district-heating.ts';
import { sendDemoSpecialTimeSeries } from './world/group-report.ts';
import { demoHanPorts } from './world/han-port.ts';
import { demoHeatingService, topUpOccasions } from './world/heating-service.ts';
import { topUpReactiveEnergy } from './world/high-voltage.ts';
import { demoInvitations } from './world/invitations.ts';
import { demoInvoiceReferences, topUpInvoices } from './world/invoices.ts';
import { sendDemoMessages } from './world/messages.ts';
import { topUpMeterReadings } from './world/meter-readings.ts';
import { demoOutageRecipients } from './world/outage-notification.ts';
import { demoPanel } from './world/panel.ts';
import { demoPowerHubOrders } from './world/power-hub.ts';
import { sendDemoPowersOfAttorney } from './world/powers-of-attorney.ts';
import { sendDemoPriceLists } from './world/price-lists.ts';
import { topUpDemoReports } from './world/reports.ts';
import { topUpSpotPrices } from './world/spot-prices.ts';

/**
 * One part of the demo world. Into an empty database, once: the integration batches the provider's systems would send
 * (`send`, through the inbound API's code path: send.ts), then rows of what customers did before the demo began
 * (`rows`). At every start: a top-up of time-bound data (meter values, invoices, disruptions) up to the day.
 */
export interface DemoPart {
  name: string;
  send?: (db: Db, base: DemoBase) => Promise<void>;
  rows?: (base: DemoBase) => DemoRows;
  topUp?: (db: Db, options: DemoOptions) => Promise<void>;
}

/**
 * The demo world, one line a part, in the order it is written and topped up: the customers first, the rest refer to
 * them; the price lists and the meter values before the invoices billed from them; the reports after the consumption
 * and invoices they are made from.
 */
export const DEMO_PARTS: readonly DemoPart[] = [
  { name: 'customers', send: sendDemoCustomers, rows: demoLogins },
  { name: 'invitations', rows: demoInvitations },
  { name: 'contracts', send: sendDemoContracts },
  { name: 'price-lists', send: sendDemoPriceLists },
  { name: 'messages', send: sendDemoMessages },
  { name: 'cases', rows: demoCases },
  { name: 'powers-of-attorney', send: sendDemoPowersOfAttorney },
  { name: 'panel', rows: demoPanel },
  { name: 'consumption', topUp: topUpMeterValues },
  { name: 'invoices', rows: demoInvoiceReferences, topUp: topUpInvoices },
  { name: 'reports', topUp: topUpDemoReports },
  { name: 'disruptions', topUp: topUpDisruptions },
  { name: 'outage-notification', rows: demoOutageRecipients },
  { name: 'han-port', rows: demoHanPorts },
  { name: 'power-hub', rows: demoPowerHubOrders },
  { name: 'heating-service', rows: demoHeatingService, topUp: topUpOccasions },
  { name: 'high-voltage', topUp: topUpReactiveEnergy },
  { name: 'district-heating', topUp: topUpHeatMeterValues },
  { name: 'group-report', send: sendDemoSpecialTimeSeries },
  { name: 'spot-prices', topUp: topUpSpotPrices },
  { name: 'meter-readings', topUp: topUpMeterReadings },
];
