import { hrefOf, type EndpointInput, type EndpointSpec } from '@mina-sidor/shared';
import { z } from 'zod';

/** A server by its address: a test server, or the benchmark's real one (no import of the test server, which needs vitest). */
export type Reachable = { baseUrl: string };

export type Answer = { status: number; headers: Headers; text: string; body: unknown };

/** The URL of an endpoint on the test server, from its contract: tests never spell a path. */
export function urlOf<E extends EndpointSpec>(server: Reachable, endpoint: E, input: EndpointInput<E> | Record<string, never> = {}): string {
  return `${server.baseUrl}/api${hrefOf(endpoint, input as { params?: object; query?: object })}`;
}

/** Calls an endpoint over HTTP as the bearer's owner (or signed out), with its contract's method and path. */
export async function call<E extends EndpointSpec>(
  server: Reachable,
  endpoint: E,
  input: EndpointInput<E> | Record<string, never> = {},
  token?: string,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const body = (input as { body?: unknown }).body;
  const response = await fetch(urlOf(server, endpoint, input), {
    method: endpoint.method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = text;
  }
  return { status: response.status, headers: response.headers, text, body: parsed };
}

/** The answer's value, unwrapped from the endpoint's envelope after checking it against the contract's schema. */
export function valueIn<E extends EndpointSpec>(endpoint: E, answer: Answer) {
  if (endpoint.reply.kind !== 'json') throw new Error(`${endpoint.path} does not answer JSON`);
  return endpoint.reply.unwrap(z.parse(endpoint.reply.schema, answer.body) as never) as E['reply'] extends { unwrap: (body: never) => infer U } ? U : never;
}
