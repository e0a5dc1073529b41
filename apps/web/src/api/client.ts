import { apiError } from '@mina-sidor/shared';
import type { z } from 'zod';

const GENERIC_MESSAGE = 'Något gick fel. Försök igen senare.';

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

export interface ApiClient {
  get<S extends z.ZodType>(path: string, schema: S, signal?: AbortSignal): Promise<z.infer<S>>;
}

export interface ApiClientOptions {
  /** From the runtime config: '/api' or an absolute URL. */
  apiBase: string;
  /** The current access token, or null to call without one. */
  getAccessToken: () => Promise<string | null>;
}

export function createApiClient({ apiBase, getAccessToken }: ApiClientOptions): ApiClient {
  const base = apiBase.replace(/\/+$/, '');
  return {
    async get(path, schema, signal) {
      const token = await getAccessToken();
      const headers: Record<string, string> = { Accept: 'application/json' };
      if (token) headers.Authorization = `Bearer ${token}`;
      const response = await send(`${base}${path}`, { headers, signal });
      if (!response.ok) throw await toRequestError(response);
      const body = schema.safeParse(await response.json().catch(() => undefined));
      if (!body.success) {
        throw new ApiRequestError('Svaret från servern gick inte att läsa. Försök igen senare.', response.status, 'invalid_response');
      }
      return body.data;
    },
  };
}

async function send(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    if (init.signal?.aborted) throw error;
    throw new ApiRequestError('Vi når inte servern just nu. Kontrollera din anslutning och försök igen.', 0, 'network_error');
  }
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
