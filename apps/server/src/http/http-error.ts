/** An error whose message is Swedish and safe to show; the error handler turns it into `{ error: { code, message } }`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    /** For a 401: the RFC 6750 error description of the WWW-Authenticate header (ASCII). */
    readonly challenge?: string,
    /** More for a machine to read beside the message (an import's summary of its refused rows). */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const notFound = (message = 'Resursen hittades inte.') => new HttpError(404, 'not_found', message);
export const forbidden = (message = 'Du har inte behörighet att göra det här.') => new HttpError(403, 'forbidden', message);

/** The value, or a 404 with the message when there is none: repositories return data, routes answer HTTP. */
export function found<T>(value: T | null | undefined, message: string): T {
  if (value === null || value === undefined) throw notFound(message);
  return value;
}
