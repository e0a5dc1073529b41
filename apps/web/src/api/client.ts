import { apiError, hrefOf, type EndpointInput, type EndpointResult, type EndpointSpec, type Reply } from '@mina-sidor/shared';
import { z } from 'zod/mini';

export const GENERIC_MESSAGE = 'Något gick fel. Försök igen senare.';
const NETWORK_MESSAGE = 'Vi når inte servern just nu. Kontrollera din anslutning och försök igen.';

/** A failed API call. `message` is Swedish and safe to show. */
export class ApiRequestError extends Error {
  override readonly name = 'ApiRequestError';

  constructor(
    message: string,
    /** HTTP status; 0 when the server could not be reached. */
    readonly status: number,
    readonly code: string,
  ) {
    super(message);
  }
}

/** For a caller that has nothing to fall back on when the network failed. */
export function networkError(): ApiRequestError {
  return new ApiRequestError(NETWORK_MESSAGE, 0, 'network_error');
}

/** An endpoint that answers with JSON, or with nothing (204). */
export type Callable<E extends EndpointSpec> = E & { reply: { kind: 'json' | 'empty' } };
/** An endpoint whose answer is a file. */
export type FileEndpoint<E extends EndpointSpec> = E & { reply: { kind: 'file' } };

/**
 * What a call gives once the server answered: the contract's unwrapped value. Where the envelope
 * may hold nothing (`data[0]` missing, a 204) that is `null`, so it never reads as the `undefined`
 * of an unreachable server.
 */
export type Answer<E extends EndpointSpec> = Exclude<EndpointResult<E>, undefined> | (undefined extends EndpointResult<E> ? null : never);

/**
 * Spec §7: network errors are swallowed, not rethrown — a call resolves
 * `undefined` when the server could not be reached, so a passing network
 * blip never reaches the UI as an error (queries keep their previous data,
 * see `orPrevious`). Every answer the server did give that is not 2xx
 * rejects with an `ApiRequestError`.
 */
export interface ApiClient {
  /** Calls one endpoint of the contract: its path filled from `input`, its body sent as JSON, its answer parsed and unwrapped. */
  call<E extends EndpointSpec>(endpoint: Callable<E>, input: EndpointInput<E>, signal?: AbortSignal): Promise<Answer<E> | undefined>;
  /** A file download: the raw answer, whatever its status (the caller maps statuses to its own texts). */
  download<E extends EndpointSpec>(endpoint: FileEndpoint<E>, input: EndpointInput<E>, signal?: AbortSignal): Promise<Response | undefined>;
}

export interface ApiClientOptions {
  /** From the runtime config: '/api' or an absolute URL. */
  apiBase: string;
  /** The current access token, or null to call without one. */
  getAccessToken: () => Promise<string | null>;
}

/** A contract's input as the URL and the body need it. */
export type CallInput = { params?: object; query?: object; body?: unknown };

export function createApiClient({ apiBase, getAccessToken }: ApiClientOptions): ApiClient {
  const base = apiBase.replace(/\/+$/, '');

  async function send(endpoint: EndpointSpec, input: CallInput, signal: AbortSignal | undefined) {
    const token = await getAccessToken();
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (token) headers.Authorization = `Bearer ${token}`;
    if (input.body !== undefined) headers['Content-Type'] = 'application/json';
    try {
      return await fetch(`${base}${hrefOf(endpoint, input)}`, {
        method: endpoint.method,
        headers,
        body: input.body === undefined ? undefined : JSON.stringify(input.body),
        signal,
      });
    } catch (error) {
      if (signal?.aborted) throw error;
      return undefined;
    }
  }

  async function call<E extends EndpointSpec>(endpoint: Callable<E>, input: EndpointInput<E>, signal?: AbortSignal): Promise<Answer<E> | undefined> {
    const response = await send(endpoint, input as CallInput, signal);
    if (!response) return undefined;
    if (!response.ok) throw await toRequestError(response);
    const reply: Reply = endpoint.reply;
    if (reply.kind !== 'json') return null as Answer<E>;
    const body = z.safeParse(reply.schema, await response.json().catch(() => undefined));
    if (!body.success) {
      throw new ApiRequestError('Svaret från servern gick inte att läsa. Försök igen senare.', response.status, 'invalid_response');
    }
    // The body passed the contract's schema, so its unwrapped value is this endpoint's result.
    return (reply.unwrap(body.data) ?? null) as Answer<E>;
  }

  return {
    call,
    download: (endpoint, input, signal) => send(endpoint, input as CallInput, signal),
  };
}

/** The server's Swedish message and code from an answer that is not 2xx (a generic message when it gave none). */
export async function toRequestError(response: Response): Promise<ApiRequestError> {
  const body = apiError.safeParse(await response.json().catch(() => undefined));
  return body.success
    ? new ApiRequestError(body.data.error.message, response.status, body.data.error.code)
    : new ApiRequestError(GENERIC_MESSAGE, response.status, 'unknown');
}

/** The Swedish text to show for a failed query. */
export function errorMessage(error: unknown): string {
  return error instanceof ApiRequestError ? error.message : GENERIC_MESSAGE;
}
