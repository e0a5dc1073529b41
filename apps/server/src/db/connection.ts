import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql, type LogEvent } from 'kysely';
import pg from 'pg';
import { lockDataDirectory } from './data-dir-lock.ts';
import { isBusy, isDiskFull, isUnavailable, type DatabaseHealth } from './health.ts';
import { pgliteDialect } from './pglite-dialect.ts';
import type { Database } from './schema.ts';

export type Db = Kysely<Database>;

export type DatabaseTarget =
  /** `lockTimeoutMs`: a statement waiting longer for a lock gives up (55P03); off for the start's migrations and the commands. */
  | { kind: 'postgres'; url: string; lockTimeoutMs?: number }
  | { kind: 'pglite'; dataDir: string }
  /** In memory; `template` is a data directory PGlite dumped (dumpDataDir), to start from instead of an empty cluster. */
  | { kind: 'pglite-memory'; template?: Blob };

/** A server that accepts the connection but never answers must not hang a request, nor the start. */
const CONNECT_TIMEOUT_MS = 5_000;
const STATEMENT_TIMEOUT_MS = 30_000;
/** The readiness probe's connection and statement: a balancer asks every few seconds. */
const PROBE_TIMEOUT_MS = 2_000;
/** How the server's connections name themselves in pg_stat_activity. */
const APPLICATION_NAME = 'mina-sidor';

/**
 * Every statement's outcome tells the health whether the database is there; an idle connection
 * that dies (a restart, pg_terminate_backend) is dropped and replaced by the pool, never fatal.
 */
function watch(health: DatabaseHealth | undefined) {
  return (event: LogEvent) => {
    if (event.level === 'query') health?.reached();
    else if (isUnavailable(event.error)) health?.lost(event.error);
    else if (isBusy(event.error)) health?.busy(event.error);
    else if (isDiskFull(event.error)) health?.diskFull(event.error);
  };
}

/** Answers whether the database takes a statement now, without waiting behind the requests' pool. */
export type Probe = { check(): Promise<void>; close(): Promise<void> };

const probes = new WeakMap<Db, Probe>();

/** The readiness probe of the database a Db was opened on (openDatabase). */
export function probeOf(db: Db): Probe | undefined {
  return probes.get(db);
}

/**
 * On PostgreSQL a connection of its own, opened again after any failure: while a long lock fills the
 * pool with waiting statements, readiness still tells whether the database answers.
 */
function postgresProbe(url: string): Probe {
  let client: Promise<pg.Client> | null = null;
  const connect = async () => {
    const next = new pg.Client({
      connectionString: url,
      connectionTimeoutMillis: PROBE_TIMEOUT_MS,
      query_timeout: PROBE_TIMEOUT_MS,
      application_name: `${APPLICATION_NAME}-readyz`,
    });
    next.on('error', () => undefined);
    await next.connect();
    return next;
  };
  const drop = async () => {
    const dropped = client;
    client = null;
    await dropped?.then((c) => c.end()).catch(() => undefined);
  };
  return {
    async check() {
      client ??= connect();
      try {
        await (await client).query('select 1');
      } catch (error) {
        await drop();
        throw error;
      }
    },
    close: drop,
  };
}

/**
 * Listens on a channel of PostgreSQL's notifications until the returned function is called: on a connection of its
 * own on PostgreSQL (`onLost` when it goes), on the one client on PGlite (never lost).
 */
export type Listen = (channel: string, onMessage: (payload: string) => void, onLost: (error: unknown) => void) => Promise<() => Promise<void>>;

const listeners = new WeakMap<Db, Listen>();

/** How to listen to notifications of the database a Db was opened on (openDatabase). */
export function listenerOf(db: Db): Listen | undefined {
  return listeners.get(db);
}

function postgresListener(url: string): Listen {
  return async (channel, onMessage, onLost) => {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, keepAlive: true });
    let ended = false;
    const lost = (error: unknown) => {
      if (ended) return;
      ended = true;
      onLost(error);
    };
    client.on('error', lost);
    client.on('end', () => lost(new Error('the listening connection ended')));
    client.on('notification', (message) => {
      if (message.channel === channel) onMessage(message.payload ?? '');
    });
    try {
      await client.connect();
      await client.query(`listen ${client.escapeIdentifier(channel)}`);
    } catch (error) {
      ended = true;
      await client.end().catch(() => undefined);
      throw error;
    }
    return async () => {
      ended = true;
      await client.end().catch(() => undefined);
    };
  };
}

function pgliteListener(client: PGlite): Listen {
  return async (channel, onMessage) => client.listen(channel, onMessage);
}

/**
 * PostgreSQL through `pg` when a URL is given, else embedded PGlite on disk, which this process then
 * holds alone until the Db is destroyed (a second opener gets DataDirectoryInUse).
 */
export async function openDatabase(target: DatabaseTarget, health?: DatabaseHealth): Promise<Db> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: target.url,
      max: 10,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      statement_timeout: STATEMENT_TIMEOUT_MS,
      ...(target.lockTimeoutMs ? { lock_timeout: target.lockTimeoutMs } : {}),
      query_timeout: STATEMENT_TIMEOUT_MS + CONNECT_TIMEOUT_MS,
      application_name: APPLICATION_NAME,
      keepAlive: true,
    });
    // An idle connection that dies (a restart, pg_terminate_backend) is dropped by the pool and
    // tells the health; it is never fatal.
    pool.on('error', (error) => health?.lost(error));
    // One a request holds (between the statements of a transaction) errs on the client itself,
    // which pg-pool leaves unheard while it is out: Node would end the process. Heard here, the
    // request's next statement fails instead (and tells the health); the pool drops the client.
    pool.on('connect', (client) => client.on('error', () => undefined));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log: watch(health) });
    listeners.set(db, postgresListener(target.url));
    probes.set(db, postgresProbe(target.url));
    return db;
  }
  let client: PGlite;
  let release = async () => {};
  if (target.kind === 'pglite') {
    const dir = path.join(target.dataDir, 'pglite');
    await mkdir(dir, { recursive: true });
    release = await lockDataDirectory(target.dataDir);
    client = await PGlite.create(dir).catch(async (error: unknown) => {
      await release();
      throw error;
    });
  } else {
    client = await PGlite.create(target.template ? { loadDataDir: target.template } : {});
  }
  const db = new Kysely<Database>({ dialect: pgliteDialect(client, release), log: watch(health) });
  listeners.set(db, pgliteListener(client));
  // One connection, taken in turn: the probe takes its turn like any statement (no lock waits on PGlite).
  probes.set(db, { check: async () => void (await sql`select 1`.execute(db)), close: async () => undefined });
  return db;
}
