import { endpointName, type EndpointSpec } from '@mina-sidor/shared';
import { INTEGRATION_KINDS } from '../../../src/modules/integration-inbound/registry.ts';
import { accountExamples } from './account.ts';
import { caseExamples } from './case.ts';
import { consumptionExamples } from './consumption.ts';
import { contactDetailsExamples } from './contact-details.ts';
import { contractExamples } from './contract.ts';
import { customerExamples } from './customer.ts';
import { disruptionExamples } from './disruption.ts';
import { districtHeatingExamples } from './district-heating.ts';
import { evenPaymentExamples } from './even-payment.ts';
import { feedbackExamples } from './feedback.ts';
import { gridCostExamples } from './grid-cost.ts';
import { groupReportExamples } from './group-report.ts';
import { hanPortExamples } from './han-port.ts';
import { heatingComparisonExamples } from './heating-comparison.ts';
import { heatingServiceExamples } from './heating-service.ts';
import { highVoltageExamples } from './high-voltage.ts';
import { integrationEventExamples } from './integration-event.ts';
import { invitationExamples } from './invitation.ts';
import { invoiceRecordExamples } from './invoice-record.ts';
import { invoiceExamples } from './invoice.ts';
import { messageExamples } from './message.ts';
import { meterReadingExamples } from './meter-reading.ts';
import { meterValueImportExamples } from './meter-value-import.ts';
import { outageNotificationExamples } from './outage-notification.ts';
import { outboxExamples } from './outbox.ts';
import { overviewExamples } from './overview.ts';
import { panelExamples } from './panel.ts';
import { peakPowerExamples } from './peak-power.ts';
import { powerHubExamples } from './power-hub.ts';
import { powerOfAttorneyExamples } from './power-of-attorney.ts';
import { reportExamples } from './report.ts';
import { spotPriceExamples } from './spot-price.ts';
import { staffExamples } from './staff.ts';
import type { Example, ExampleCustomer, ExampleRequest, Examples } from './example.ts';

export type { ExampleCustomer, ExampleRequest } from './example.ts';

/** Each inbound kind's endpoint takes its kind's example batch. */
const inboundExamples: Examples = INTEGRATION_KINDS.map((kind) => [kind.endpoint, () => ({ body: kind.example })]);

const EXAMPLES: ReadonlyMap<string, Example> = new Map(
  [
    ...accountExamples,
    ...caseExamples,
    ...consumptionExamples,
    ...contactDetailsExamples,
    ...contractExamples,
    ...customerExamples,
    ...disruptionExamples,
    ...districtHeatingExamples,
    ...evenPaymentExamples,
    ...feedbackExamples,
    ...gridCostExamples,
    ...groupReportExamples,
    ...hanPortExamples,
    ...heatingComparisonExamples,
    ...heatingServiceExamples,
    ...highVoltageExamples,
    ...integrationEventExamples,
    ...invitationExamples,
    ...invoiceRecordExamples,
    ...invoiceExamples,
    ...messageExamples,
    ...meterReadingExamples,
    ...meterValueImportExamples,
    ...outageNotificationExamples,
    ...outboxExamples,
    ...overviewExamples,
    ...panelExamples,
    ...peakPowerExamples,
    ...powerHubExamples,
    ...powerOfAttorneyExamples,
    ...reportExamples,
    ...spotPriceExamples,
    ...staffExamples,
    ...inboundExamples,
  ].map(([endpoint, example]) => [endpointName(endpoint), example]),
);

/** The endpoints that have an example, by name (`METHOD /path`). */
export const ENDPOINTS_WITH_EXAMPLES: readonly string[] = [...EXAMPLES.keys()];

/** Every example request, for the customer. */
export const allExampleRequests = (customer: ExampleCustomer): ExampleRequest[] => [...EXAMPLES.values()].map((example) => example(customer));

/** A valid request of the endpoint for the customer: what the tests that sweep every endpoint send. */
export function exampleRequest(endpoint: EndpointSpec, customer: ExampleCustomer): ExampleRequest {
  const example = EXAMPLES.get(endpointName(endpoint));
  if (!example) throw new Error(`${endpointName(endpoint)} has no example request in test/support/examples`);
  return example(customer);
}
