import type { EndpointSpec } from '@mina-sidor/shared';

/** A demo customer to build an example request for: the tests that sweep every endpoint call each one with it. */
export interface ExampleCustomer {
  customerId: string;
  customerNumber: string;
  customerAccountId: string;
}

/** A valid request of one endpoint for a customer. */
export interface ExampleRequest {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
}

export type Example = (customer: ExampleCustomer) => ExampleRequest;

/** Endpoints with their example requests: test data, kept out of the contracts so that none reaches the browser. */
export type Examples = readonly (readonly [EndpointSpec, Example])[];
