import type { PGlite, Results } from '@electric-sql/pglite';
import {
  CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryResult,
  RawNode,
} from 'kysely';

/**
 * Embedded PGlite is one connection shared by every request. A caller holds it from acquire to
 * release, so the statements of one request never run inside another request's open transaction
 * (where they would be committed or rolled back with it). kysely-pglite hands the connection to
 * every caller at once, which is why this dialect replaces it.
 */
export function pgliteDialect(client: PGlite, afterClose: () => Promise<void> = async () => {}): Dialect {
  return {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new ExclusiveDriver(client, afterClose),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  };
}

class ExclusiveDriver implements Driver {
  readonly #client: PGlite;
  readonly #afterClose: () => Promise<void>;
  #free: Promise<void> = Promise.resolve();

  constructor(client: PGlite, afterClose: () => Promise<void>) {
    this.#client = client;
    this.#afterClose = afterClose;
  }

  async init() {}

  async acquireConnection(): Promise<DatabaseConnection> {
    const previous = this.#free;
    let release!: () => void;
    this.#free = new Promise((resolve) => {
      release = resolve;
    });
    await previous;
    return new PGliteConnection(this.#client, release);
  }

  async releaseConnection(connection: DatabaseConnection) {
    (connection as PGliteConnection).release();
  }

  async beginTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw('begin'));
  }

  async commitTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async destroy() {
    try {
      await this.#client.close();
    } finally {
      await this.#afterClose();
    }
  }
}

const toQueryResult = <R>(result: Results<R>): QueryResult<R> => ({
  rows: result.rows,
  numAffectedRows: result.affectedRows === undefined ? undefined : BigInt(result.affectedRows),
});

class PGliteConnection implements DatabaseConnection {
  constructor(
    private readonly client: PGlite,
    readonly release: () => void,
  ) {}

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    // Raw SQL without parameters may hold several statements (the job queue's own schema and
    // locked sections); only the simple protocol of `exec` runs them. The last one answers.
    if (compiled.parameters.length === 0 && RawNode.is(compiled.query)) {
      const results = await this.client.exec(compiled.sql);
      const last = results.at(-1);
      return last ? toQueryResult(last as Results<R>) : { rows: [] };
    }
    return toQueryResult(await this.client.query<R>(compiled.sql, [...compiled.parameters]));
  }

  // biome-ignore lint/correctness/useYield: PGlite cannot stream; Kysely only calls this for .stream(), which the app never uses.
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('PGlite does not stream query results.');
  }
}
