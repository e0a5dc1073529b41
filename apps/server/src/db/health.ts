/** A logger as pino and Fastify's request log have it. */
export interface HealthLog {
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
}

/** SQLSTATE classes and codes that mean "the server is not there", not "the query is wrong". */
const UNAVAILABLE_CODES = new Set([
  '57P01',
  '57P02',
  '57P03',
  '53300',
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EPIPE',
  'EAI_AGAIN',
]);
const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended unexpectedly|Query read timeout|connect ECONNREFUSED/i;

/** Whether an error says the database cannot be reached (as opposed to a failing statement). */
export function isUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) return true;
  return UNAVAILABLE_MESSAGES.test(error.message) || (error.cause !== undefined && isUnavailable(error.cause));
}

/**
 * Whether the database is reachable, as the last statements found it. An outage is logged once
 * when it starts and once when it ends, with its length, rather than once per request.
 */
export class DatabaseHealth {
  private downSince: number | null = null;

  constructor(private log: HealthLog) {}

  /** Logs from here on to this logger (the app's, once it exists). */
  logTo(log: HealthLog): void {
    this.log = log;
  }

  get available(): boolean {
    return this.downSince === null;
  }

  lost(error: unknown): void {
    if (this.downSince !== null) return;
    this.downSince = Date.now();
    this.log.warn({ code: (error as { code?: unknown }).code, reason: error instanceof Error ? error.message : String(error) }, 'database unreachable');
  }

  reached(): void {
    if (this.downSince === null) return;
    const seconds = (Date.now() - this.downSince) / 1000;
    this.downSince = null;
    this.log.info({ downSeconds: seconds }, 'database reachable again');
  }
}
