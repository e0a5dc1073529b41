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
  /Connection terminated|Client has encountered a connection error|Connection ended unexpectedly|Query read timeout|connect ECONNREFUSED/i;

/**
 * A statement cancelled after waiting too long: statement_timeout or a cancel (57014), lock_timeout
 * (55P03), or no pooled connection free in time (every one is taken, most often by statements
 * waiting for a lock). The database is there; it is busy.
 */
const BUSY_CODES = new Set(['57014', '55P03']);
const BUSY_MESSAGES = /timeout exceeded when trying to connect/i;

/**
 * The disk under the database is full: PostgreSQL's disk_full (53100, "could not extend file"),
 * Node's ENOSPC, and PGlite's file system (Emscripten's ErrnoError with WASI's errno 51, ENOSPC;
 * 22 is EFBIG, a file over the process's size limit), which comes without a message.
 */
const DISK_FULL_CODES = new Set(['53100', 'ENOSPC', 'EFBIG']);
const PGLITE_DISK_FULL_ERRNOS = new Set([51, 22]);

type Failure = { message?: unknown; name?: unknown; code?: unknown; errno?: unknown; cause?: unknown };

/** Whether the error or one of its causes passes the test. Not only Errors: PGlite's file system throws an ErrnoError that is not one. */
function matches(error: unknown, test: (error: Failure) => boolean): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const failure = error as Failure;
  return test(failure) || (failure.cause !== undefined && matches(failure.cause, test));
}

const messageOf = (error: Failure) => (typeof error.message === 'string' ? error.message : '');

const codeIn = (codes: Set<string>) => (error: { code?: unknown }) => typeof error.code === 'string' && codes.has(error.code);

/** Whether an error says the database cannot be reached (as opposed to a failing statement). */
export function isUnavailable(error: unknown): boolean {
  return matches(
    error,
    (e) => codeIn(UNAVAILABLE_CODES)(e) || (typeof e.code === 'string' && e.code.startsWith('08')) || UNAVAILABLE_MESSAGES.test(messageOf(e)),
  );
}

/** Whether a statement gave up waiting (a lock, the statement timeout, a free connection). */
export function isBusy(error: unknown): boolean {
  return matches(error, (e) => codeIn(BUSY_CODES)(e) || BUSY_MESSAGES.test(messageOf(e)));
}

/** Whether the database could not write for want of disk. */
export function isDiskFull(error: unknown): boolean {
  return matches(error, (e) => codeIn(DISK_FULL_CODES)(e) || (e.name === 'ErrnoError' && typeof e.errno === 'number' && PGLITE_DISK_FULL_ERRNOS.has(e.errno)));
}

/** How far back the share of failed statements is counted, in one-second steps. */
const WINDOW_SECONDS = 10;
/** The share of failed statements (the database not there) over the window that makes the database unavailable. */
const UNAVAILABLE_SHARE = 0.2;
/** Unavailable until this long has passed without a failure: an outage that comes and goes is one outage. */
const RECOVERY_MS = 3_000;
/** A busy or full disk episode ends after this long without another such error: a new one is logged again. */
const EPISODE_MS = 10_000;

/** Logs the first of a run of like events, and again only after a quiet EPISODE_MS. */
class Episodes {
  private last = Number.NEGATIVE_INFINITY;

  constructor(private readonly now: () => number) {}

  /** Whether this event begins a new episode; either way it extends the current one. */
  begins(): boolean {
    const now = this.now();
    const begins = now - this.last > EPISODE_MS;
    this.last = now;
    return begins;
  }

  get ongoing(): boolean {
    return this.now() - this.last <= EPISODE_MS;
  }
}

const reasonOf = (error: unknown) => ({
  code: (error as { code?: unknown }).code ?? (error as { errno?: unknown }).errno,
  reason: error instanceof Error ? error.message : String(error),
});

/**
 * Whether the database is reachable, judged by the statements of the last ten seconds: unavailable
 * once a fifth of them failed to reach it (all of them, in a full outage, at the first failure), and
 * available again after three seconds without such a failure (on a busy machine the failures of a
 * partial outage can lie a second apart). A partial outage (PostgreSQL's connection
 * slots taken, a part of the requests refused) is then one outage, logged once when it starts and
 * once when it ends, rather than a flip for every request, and readiness sees it. A full disk and
 * statements that waited too long are logged once per episode; a full disk makes the instance
 * not ready while it lasts.
 */
export class DatabaseHealth {
  private downSince: number | null = null;
  private lastFailure = Number.NEGATIVE_INFINITY;
  /** Per second of the window: [second, statements that reached the database, statements that did not]. */
  private readonly seconds: [number, number, number][] = [];
  private readonly busyEpisodes: Episodes;
  private readonly diskFullEpisodes: Episodes;

  constructor(
    private log: HealthLog,
    private readonly now: () => number = Date.now,
  ) {
    this.busyEpisodes = new Episodes(now);
    this.diskFullEpisodes = new Episodes(now);
  }

  /** Logs from here on to this logger (the app's, once it exists). */
  logTo(log: HealthLog): void {
    this.log = log;
  }

  /** Whether the database is reachable. */
  get available(): boolean {
    return this.downSince === null;
  }

  /** Whether this instance should get traffic: the database reachable and its disk not full. */
  get ready(): boolean {
    return this.available && !this.diskFullEpisodes.ongoing;
  }

  reached(): void {
    this.count(1, 0);
    if (this.downSince === null || this.now() - this.lastFailure < RECOVERY_MS) return;
    const seconds = (this.now() - this.downSince) / 1000;
    this.downSince = null;
    this.log.info({ downSeconds: seconds }, 'database reachable again');
  }

  lost(error: unknown): void {
    this.count(0, 1);
    this.lastFailure = this.now();
    if (this.downSince !== null || this.failedShare() < UNAVAILABLE_SHARE) return;
    this.downSince = this.now();
    this.log.warn({ ...reasonOf(error), failedShare: Number(this.failedShare().toFixed(2)) }, 'database unreachable');
  }

  /** A statement gave up waiting (a lock held long, the statement timeout, the pool all taken). */
  busy(error: unknown): void {
    if (this.busyEpisodes.begins()) this.log.warn(reasonOf(error), 'database busy: statements give up waiting');
  }

  /** A write failed for want of disk. */
  diskFull(error: unknown): void {
    if (this.diskFullEpisodes.begins()) this.log.warn(reasonOf(error), 'database disk full');
  }

  private count(reached: number, failed: number): void {
    const second = Math.floor(this.now() / 1000);
    const last = this.seconds.at(-1);
    if (last?.[0] === second) {
      last[1] += reached;
      last[2] += failed;
    } else {
      this.seconds.push([second, reached, failed]);
    }
    while (this.seconds.length > 0 && this.seconds[0]![0] <= second - WINDOW_SECONDS) this.seconds.shift();
  }

  private failedShare(): number {
    let reached = 0;
    let failed = 0;
    for (const [, r, f] of this.seconds) {
      reached += r;
      failed += f;
    }
    return failed / Math.max(1, reached + failed);
  }
}
