import { apiError } from '@mina-sidor/shared';
import type { z } from 'zod';

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

/**
 * Spec §7: network errors are swallowed, not rethrown — `get`, `post` and
 * `put` resolve `undefined` when the server could not be reached, so a passing
 * network blip never reaches the UI as an error (queries keep their previous
 * data, see `orPrevious`). Every answer the server did give that is not 2xx
 * rejects with an `ApiRequestError`.
 */
export interface ApiClient {
  get<S extends z.ZodType>(path: string, schema: S, signal?: AbortSignal): Promise<z.infer<S> | undefined>;
  post<S extends z.ZodType>(path: string, body: unknown, schema: S, signal?: AbortSignal): Promise<z.infer<S> | undefined>;
  put<S extends z.ZodType>(path: string, body: unknown, schema: S, signal?: AbortSignal): Promise<z.infer<S> | undefined>;
  /** A file download: the raw answer, whatever its status (the caller maps statuses to its own texts). */
  download(path: string, body: unknown, signal?: AbortSignal): Promise<Response | undefined>;
}

export interface ApiClientOptions {
  /** From the runtime config: '/api' or an absolute URL. */
  apiBase: string;
  /** The current access token, or null to call without one. */
  getAccessToken: () => Promise<string | null>;
}

export function createApiClient({ apiBase, getAccessToken }: ApiClientOptions): ApiClient {
  const base = apiBase.replace(/\/+$/, '');

  async function send(path: string, init: { method: string; body?: unknown; signal?: AbortSignal | undefined }) {
    const token = await getAccessToken();
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (token) headers.Authorization = `Bearer ${token}`;
    if (init.body !== undefined) headers['Content-Type'] = 'application/json';
    try {
      return await fetch(`${base}${path}`, {
        method: init.method,
        headers,
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        signal: init.signal,
      });
    } catch (error) {
      if (init.signal?.aborted) throw error;
      return undefined;
    }
  }

  async function parsed<S extends z.ZodType>(response: Response | undefined, schema: S) {
    if (!response) return undefined;
    if (!response.ok) throw await toRequestError(response);
    const body = schema.safeParse(await response.json().catch(() => undefined));
    if (!body.success) {
      throw new ApiRequestError('Svaret från servern gick inte att läsa. Försök igen senare.', response.status, 'invalid_response');
    }
    return body.data as z.infer<S>;
  }

  return {
    async get(path, schema, signal) {
      return parsed(await send(path, { method: 'GET', signal }), schema);
    },
    async post(path, body, schema, signal) {
      return parsed(await send(path, { method: 'POST', body, signal }), schema);
    },
    async put(path, body, schema, signal) {
      return parsed(await send(path, { method: 'PUT', body, signal }), schema);
    },
    download(path, body, signal) {
      return send(path, { method: 'POST', body, signal });
    },
  };
}

async function toRequestError(response: Response): Promise<ApiRequestError> {
  const body = apiError.safeParse(await response.json().catch(() => undefined));
  return body.success
    ? new ApiRequestError(body.data.error.message, response.status, body.data.error.code)
    : new ApiRequestError(GENERIC_MESSAGE, response.status, 'unknown');
}

/** The Swedish text to show for a failed query. */
export function errorMessage(error: unknown): string {
  return error instanceof ApiRequestError ? error.message : GENERIC_MESSAGE;
}
