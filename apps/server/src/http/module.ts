import type { EndpointSpec, EndpointValue } from '@mina-sidor/shared';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { $ZodType } from 'zod/v4/core';
import type { Caller } from '../auth/caller.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/connection.ts';
import type { ValueChanges } from '../db/value-changes.ts';
import type { EventOutbox } from '../integration-events/outbox.ts';
import type { FileMaker } from '../files/file-task.ts';
import type { JobHandler, JobQueue } from '../jobs/queue.ts';
import type { PriceListStore } from '../modules/price-lists/index.ts';

type Parsed<S> = S extends $ZodType ? z.output<S> : undefined;

/** What a handler is given: the validated input, who calls, and the customer the access policy let through. */
export interface HandlerContext<E extends EndpointSpec> {
  params: Parsed<E['params']>;
  query: Parsed<E['query']>;
  body: Parsed<E['body']>;
  /** Null only on an endpoint that allows callers without a bearer (a capability). */
  caller: E['access'] extends { signedOut: true } ? Caller | null : Caller;
  /** The customer the access policy checked, resolved from the input (null when the endpoint names none). */
  customerId: string | null;
  db: Db;
  reply: FastifyReply;
}

/** A JSON answer serialized once, for answers kept in a cache; made only by `serialized()`. */
export class SerializedBody<V> {
  declare private readonly value: V;
  constructor(readonly bytes: Buffer) {}
}

/** A file answer (spec §7 POST /download): sent as an attachment with its name. */
export interface FileBody {
  fileName: string;
  contentType: string;
  content: Buffer;
}

type Returned<E extends EndpointSpec> = E['reply'] extends { kind: 'file' } ? FileBody : EndpointValue<E> | SerializedBody<EndpointValue<E>>;

export interface ModuleRoute {
  endpoint: EndpointSpec;
  handle: (context: HandlerContext<EndpointSpec>) => Promise<unknown>;
}

/** A route of a module: its contract and a thin handler that returns the unwrapped value. */
export function route<const E extends EndpointSpec>(endpoint: E, handle: (context: HandlerContext<E>) => Promise<Returned<E>>): ModuleRoute {
  return { endpoint, handle: handle as unknown as ModuleRoute['handle'] };
}

/** The envelope of the endpoint's answer around `value`, validated and encoded once. */
export function serialized<const E extends EndpointSpec>(endpoint: E, value: EndpointValue<E>): SerializedBody<EndpointValue<E>> {
  if (endpoint.reply.kind !== 'json') throw new Error(`${endpoint.path} does not answer JSON`);
  const body = z.parse(endpoint.reply.schema, endpoint.reply.wrap(value as never));
  return new SerializedBody(Buffer.from(JSON.stringify(body)));
}

/** What every module's routes may use besides the database. */
export interface ModuleDeps {
  config: Config;
  /** Background work: a route queues a job, any instance runs it (jobs/queue.ts). */
  jobs: JobQueue;
  /** Changes to meter values made by any instance: a version to key cached answers by (db/value-changes.ts). */
  valueChanges: ValueChanges;
  /** The price lists in force, kept per instance and read again when any instance changes them (modules/price-lists/store.ts). */
  priceLists: PriceListStore;
  /** Events for the provider's systems, recorded in the transaction of the change (integration-events/outbox.ts). */
  events: EventOutbox;
  /** Makes export files off the event loop (files/file-threads.ts). */
  files: FileMaker;
  /** The time now: the real clock, or a fixed one in tests of what a screen shows at a given moment. */
  now: () => Date;
}

/** What a module's job handlers may use. */
export interface JobDeps {
  db: Db;
  config: Config;
  files: FileMaker;
}

/**
 * A feature module (apps/server/src/modules/<name>/): its routes and its background jobs. Its data comes from the
 * provider's systems and the customers; the demo world is a source of its own (demo-source/).
 */
export interface Module {
  name: string;
  routes?: (deps: ModuleDeps) => ModuleRoute[];
  jobs?: (deps: JobDeps) => JobHandler[];
}
