/** An error whose message is Swedish and safe to show; the error handler turns it into `{ error: { code, message } }`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export const notFound = (message = 'Resursen hittades inte.') => new HttpError(404, 'not_found', message);
export const forbidden = (message = 'Du har inte behörighet att göra det här.') => new HttpError(403, 'forbidden', message);
