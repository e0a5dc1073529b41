import { z } from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';

/**
 * One declaration per endpoint (docs/decisions/0009-endpoint-contracts.md): the only place that
 * spells its path. The server registers the route, validates and serializes from it and applies
 * its access in one pre-handler; the OpenAPI document, the web app's fetcher and query key, and
 * the tests that sweep every endpoint all derive from it.
 */

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * What a customer-scoped endpoint does with the customer's data (spec §6, decision 0002):
 * - read: see it (the customer itself, a linked user, staff);
 * - restricted-read: see invoice references or reports, hidden for linked users;
 * - change: change anything, only as the customer itself;
 * - agreement: change agreements or order a power hub, which linked users explicitly may not.
 */
export type CustomerNeed = 'read' | 'restricted-read' | 'change' | 'agreement';

/**
 * A linked user reaches the customer it is linked to for `read` only: what is hidden for linked users is
 * every other need. The server's policy refuses by it and the web app hides its routes by it.
 */
export function linkedUserMay(need: CustomerNeed): need is 'read' {
  return need === 'read';
}

/** Where a customer-scoped endpoint names its customer, and what the value is. */
export interface CustomerLocator {
  in: 'params' | 'query' | 'body';
  key: string;
  /** The customer id itself (default), its customer number, or a download token issued for the customer. */
  as?: 'customer-id' | 'customer-number' | 'download-token';
  /** When the value is absent the endpoint concerns the caller only (feedback names a customer only when it is not the caller's own). */
  optional?: boolean;
}

export type Access =
  /** A signed-in caller, nothing customer-scoped (its own account, feedback, invitations). */
  | { kind: 'signed-in' }
  /** A caller signed in with a company e-identification (amr Company). */
  | { kind: 'company-login' }
  /** Customer service (KC) or an administrator. */
  | { kind: 'staff' }
  /**
   * A customer's data. `signedOut`: no bearer is needed, the value located is the capability
   * (a download token); a bearer that is sent must still be allowed the customer.
   */
  | { kind: 'customer'; need: CustomerNeed; customer: CustomerLocator; signedOut?: boolean }
  /**
   * A machine, not a person: a token carrying this scope (OAuth 2.0 client credentials, e.g. the
   * metering system's). Every person's token is refused, staff's too: none carries the scope.
   */
  | { kind: 'service'; scope: string };

const BY_ID: CustomerLocator = { in: 'params', key: 'id' };
const customerAccess =
  (need: CustomerNeed) =>
  (customer: CustomerLocator = BY_ID): Access => ({ kind: 'customer', need, customer });

export const access = {
  signedIn: { kind: 'signed-in' } as Access,
  companyLogin: { kind: 'company-login' } as Access,
  staff: { kind: 'staff' } as Access,
  read: customerAccess('read'),
  restrictedRead: customerAccess('restricted-read'),
  change: customerAccess('change'),
  agreement: customerAccess('agreement'),
  /** The located value is the capability; a bearer is optional and checked when sent. */
  capability: (need: CustomerNeed, customer: CustomerLocator): Access => ({ kind: 'customer', need, customer, signedOut: true }),
  service: (scope: string): Access => ({ kind: 'service', scope }),
};

/**
 * How an answer travels: the handler returns `Value`, the server wraps it in the spec's envelope,
 * the web app unwraps it to `Unwrapped` (spec §7: "data.data[0] is the customer", "data[0]", …).
 */
export interface JsonReply<S extends $ZodType = $ZodType, Value = unknown, Unwrapped = unknown> {
  kind: 'json';
  status: 200 | 201;
  schema: S;
  wrap: (value: Value) => z.output<S>;
  unwrap: (body: z.output<S>) => Unwrapped;
}
/** 204 No Content. */
export interface EmptyReply {
  kind: 'empty';
  status: 204;
}
/** A file: the body is the file, its name in Content-Disposition (spec §7 POST /download). */
export interface FileReply {
  kind: 'file';
  status: 200;
}
export type Reply = JsonReply<$ZodType, never, unknown> | EmptyReply | FileReply;

const listOf = <T extends $ZodType>(item: T) => z.object({ data: z.array(item) });

export const reply = {
  /** `{ "data": [item] }`: data.data[0] is the item. */
  dataFirst: <T extends $ZodType>(item: T, status: 200 | 201 = 200): JsonReply<ReturnType<typeof listOf<T>>, z.output<T>, z.output<T> | undefined> => ({
    kind: 'json',
    status,
    schema: listOf(item),
    wrap: (value) => ({ data: [value] }),
    unwrap: (body) => body.data[0],
  }),
  /** `{ "data": [item, …] }`: the list. */
  dataList: <T extends $ZodType>(item: T): JsonReply<ReturnType<typeof listOf<T>>, z.output<T>[], z.output<T>[]> => ({
    kind: 'json',
    status: 200,
    schema: listOf(item),
    wrap: (value) => ({ data: value }),
    unwrap: (body) => body.data,
  }),
  /** `[item]`: data[0] is the item (the provider's v1 calls). */
  first: <T extends $ZodType>(item: T): JsonReply<z.ZodMiniArray<T>, z.output<T>, z.output<T> | undefined> => ({
    kind: 'json',
    status: 200,
    schema: z.array(item),
    wrap: (value) => [value],
    unwrap: (body) => body[0],
  }),
  /** The whole body is the value. */
  whole: <T extends $ZodType>(schema: T): JsonReply<T, z.output<T>, z.output<T>> => ({
    kind: 'json',
    status: 200,
    schema,
    wrap: (value) => value,
    unwrap: (body) => body,
  }),
  empty: (): EmptyReply => ({ kind: 'empty', status: 204 }),
  file: (): FileReply => ({ kind: 'file', status: 200 }),
};

type AnyObject = $ZodType<Record<string, unknown>>;

export interface EndpointSpec {
  method: Method;
  /** Relative to the API base (`/api`), with `:name` parameters: `/v2/customers/:id`. */
  path: string;
  /** One Swedish line for the OpenAPI document. */
  summary: string;
  /** The OpenAPI document's group for the endpoint; without one, the name of the server module that registers it. */
  tag?: string;
  params?: AnyObject;
  query?: AnyObject;
  body?: $ZodType;
  reply: Reply;
  access: Access;
  /**
   * The most bytes of request body this endpoint takes, when more than the server's default (64 KB):
   * a file that travels as base64 in the JSON body (decision 0017).
   */
  bodyLimit?: number;
  /**
   * A read that may cost the server seconds of database and CPU time: a long series at a fine
   * resolution, a file made on request. A caller may have only a few of these running at once
   * (per server instance); one more is answered 429 with Retry-After (decision 0044).
   */
  expensive?: true;
}

/** Keeps the literal types of a declaration (and checks it). */
export function endpoint<const E extends EndpointSpec>(spec: E): E {
  return spec;
}

type InputPart<E extends EndpointSpec, K extends 'params' | 'query' | 'body'> = E[K] extends $ZodType ? { [P in K]: z.input<E[K]> } : { [P in K]?: never };
/** What a caller sends: the endpoint's params, query and body, each only where it declares one. */
export type EndpointInput<E extends EndpointSpec> = InputPart<E, 'params'> & InputPart<E, 'query'> & InputPart<E, 'body'>;
/** A handler of a 204 returns nothing, which TypeScript types as void (an async function without a return). */
// biome-ignore lint/suspicious/noConfusingVoidType: the return type of such a handler is void, not undefined.
type Nothing = void;
/** What the server's handler returns. */
export type EndpointValue<E extends EndpointSpec> =
  E['reply'] extends JsonReply<$ZodType, infer V, unknown> ? V : E['reply'] extends EmptyReply ? Nothing : never;
/** What the web app gets once the envelope is unwrapped. */
export type EndpointResult<E extends EndpointSpec> = E['reply'] extends JsonReply<$ZodType, never, infer U> ? U : undefined;

/** `METHOD /path`: an endpoint's name in logs, tests and query keys. */
export const endpointName = (e: Pick<EndpointSpec, 'method' | 'path'>) => `${e.method} ${e.path}`;

/** The path with its parameters filled in and the query appended (undefined values left out). */
export function hrefOf(e: Pick<EndpointSpec, 'path'>, input: { params?: object; query?: object } = {}): string {
  const params = (input.params ?? {}) as Record<string, unknown>;
  const path = e.path.replace(/:(\w+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined || value === null) throw new Error(`${e.path}: the parameter ${name} is missing`);
    return encodeURIComponent(String(value));
  });
  const entries = Object.entries(input.query ?? {}).filter(
    (entry): entry is [string, string | number | boolean] => entry[1] !== undefined && entry[1] !== null,
  );
  const search = entries.map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`).join('&');
  return search ? `${path}?${search}` : path;
}

/** The customer id an input names directly, when the endpoint locates its customer by id. */
export function customerIdOf(e: EndpointSpec, input: { params?: object; query?: object; body?: unknown }): string | null {
  if (e.access.kind !== 'customer' || (e.access.customer.as ?? 'customer-id') !== 'customer-id') return null;
  const part = input[e.access.customer.in] as Record<string, unknown> | undefined;
  const value = part?.[e.access.customer.key];
  return typeof value === 'string' ? value : null;
}
