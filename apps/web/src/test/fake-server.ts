import { endpointName, type EndpointSpec, type EndpointValue, type Reply as ContractReply } from '@mina-sidor/shared';
import { vi } from 'vitest';

/** A request as the fake server read it. */
export interface FakeRequest {
  /** `METHOD /path` of the contract that matched; the method and path asked for when none did. */
  name: string;
  params: Record<string, string>;
  query: Record<string, string>;
  body: unknown;
  headers: Headers;
}

/** An answer given exactly as written: a status and a JSON body (an error, a broken envelope). */
export class Reply {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {}
}

/** The server's error answer (`{ error: { code, message } }`). */
export const failure = (status: number, code: string, message: string) => new Reply(status, { error: { code, message } });

/** What the server answers for a call nobody gave an answer for. */
export const notFound = failure(404, 'not_found', 'Resursen hittades inte.');

/** The server is not reached: `fetch` rejects, as the browser's does. */
export const NETWORK_ERROR = Symbol('network error');

/** A JSON answer as the portal server gives it. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

type Outcome<E extends EndpointSpec> = EndpointValue<E> | Reply | Response | typeof NETWORK_ERROR;
/**
 * How a contract is answered: the value its handler returns (the server wraps it in the
 * contract's envelope), an exact `Reply`, a raw `Response`, `NETWORK_ERROR`, or a function of the
 * request giving one of those.
 */
export type FakeAnswer<E extends EndpointSpec> = Outcome<E> | ((request: FakeRequest) => Outcome<E> | Promise<Outcome<E>>);

export type ContractAnswer = readonly [EndpointSpec, FakeAnswer<EndpointSpec>];

/** One contract's answer, typed by the contract. */
export function answer<E extends EndpointSpec>(endpoint: E, respond: FakeAnswer<E>): ContractAnswer {
  return [endpoint, respond as FakeAnswer<EndpointSpec>];
}

/**
 * An answer held back until `release()`: for what a screen shows while it waits. A gate rather than
 * the request's own promise, so releasing works whether or not the request has arrived yet.
 */
export function heldAnswer<E extends EndpointSpec>(endpoint: E, outcome: Outcome<E>): { answer: ContractAnswer; release: () => void } {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { answer: answer(endpoint, () => released.then(() => outcome)), release };
}

interface FakeServer {
  fetch: typeof fetch;
  /** Every request, in order. */
  requests: FakeRequest[];
  /** The requests one contract answered. */
  requestsTo(endpoint: EndpointSpec): FakeRequest[];
  /** More answers; for a contract answered twice, the later answer wins. */
  answer(...answers: readonly ContractAnswer[]): void;
}

function pathPattern(path: string) {
  const names: string[] = [];
  const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = new RegExp(
    `^${escaped.replace(/:(\w+)/g, (_match, name: string) => {
      names.push(name);
      return '([^/]+)';
    })}$`,
  );
  return (pathname: string): Record<string, string> | null => {
    const match = pattern.exec(pathname);
    return match ? Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(match[i + 1] ?? '')])) : null;
  };
}

function toResponse(endpoint: EndpointSpec, outcome: Outcome<EndpointSpec>): Response {
  if (outcome === NETWORK_ERROR) throw new TypeError('Failed to fetch');
  if (outcome instanceof Response) return outcome;
  if (outcome instanceof Reply) return jsonResponse(outcome.body, outcome.status);
  const reply: ContractReply = endpoint.reply;
  if (reply.kind === 'empty') return new Response(null, { status: 204 });
  if (reply.kind === 'file') throw new Error(`${endpointName(endpoint)} answers a file: give it a Response`);
  // A value of this contract: the server's handler result, enveloped as the server does.
  return jsonResponse((reply.wrap as (value: unknown) => unknown)(outcome), reply.status);
}

/**
 * A `fetch` that answers like the portal server, by contract: a request is matched to a contract
 * by method and path pattern, and answered with what was given for it; anything else is a 404.
 */
function createFakeServer(answers: readonly ContractAnswer[] = [], { base = '/api' }: { base?: string } = {}): FakeServer {
  const table = [...answers];
  const basePath = new URL(base, 'http://localhost').pathname.replace(/\/+$/, '');
  const requests: FakeRequest[] = [];

  async function fakeFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const pathname = url.pathname.startsWith(basePath) ? url.pathname.slice(basePath.length) : url.pathname;
    const request: Omit<FakeRequest, 'name' | 'params'> = {
      query: Object.fromEntries(url.searchParams),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      headers: new Headers(init?.headers),
    };
    for (let i = table.length - 1; i >= 0; i -= 1) {
      const [endpoint, respond] = table[i] as ContractAnswer;
      const params = endpoint.method === method ? pathPattern(endpoint.path)(pathname) : null;
      if (!params) continue;
      const matched = { ...request, name: endpointName(endpoint), params };
      requests.push(matched);
      return toResponse(endpoint, typeof respond === 'function' ? await respond(matched) : respond);
    }
    requests.push({ ...request, name: `${method} ${pathname}`, params: {} });
    return jsonResponse(notFound.body, notFound.status);
  }

  return {
    fetch: vi.fn(fakeFetch),
    requests,
    requestsTo: (endpoint) => requests.filter((request) => request.name === endpointName(endpoint)),
    answer: (...more) => void table.push(...more),
  };
}

/** A fake server standing in for `fetch` for the rest of the test. */
export function stubServer(answers: readonly ContractAnswer[] = []): FakeServer {
  const server = createFakeServer(answers);
  vi.stubGlobal('fetch', server.fetch);
  return server;
}
