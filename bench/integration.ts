import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { hrefOf } from '@mina-sidor/shared';
import { luhnCheckDigit } from '@mina-sidor/shared/check-digit';
import { contactDetailsEndpoints } from '@mina-sidor/shared/contact-details';
import { Webhook } from 'standardwebhooks';
import { openDatabase } from '../apps/server/src/db/connection.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { loadDemoData } from '../apps/server/src/demo-source/load.ts';
import { INTEGRATION_CLIENT, INTEGRATION_SECRET, IntegrationClient } from '../apps/server/test/support/integration-client.ts';
import { signIn } from '../apps/server/test/support/oidc-login.ts';
import { Receiver, until } from '../apps/server/test/support/webhook-receiver.ts';
// @ts-expect-error -- plain .mjs script shared with the tests, without type declarations
import { createDatabase, freePort } from '../scripts/postgres-cluster.mjs';
import { runAlone } from './run-alone.ts';
import { startServer } from './server.ts';

/**
 * The integration API's part of `npm run bench` (reported, not asserted): a customer information system's
 * nightly full load — customers with an account, facilities with their metering points, contracts — as NDJSON through
 * POST /api/v1/integration/{customers,facilities,contracts} to a real server on PostgreSQL, then the same load again
 * (every record unchanged); then signed events out: persons change their contact details through the API and a
 * webhook receiver in this process counts them in. `tsx bench/integration.ts` runs it alone, on a cluster of its
 * own, and writes bench/results/integration.{md,json}.
 */
const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 100_000);
/**
 * Records a request. 20,000 customers are about 9 MB of NDJSON (facilities and contracts a little more), far under
 * the 64 MB a request may hold, yet each request is one transaction the server holds in memory whole and a part
 * refused costs only itself to send again: a customer system sends its nightly load in parts of this order.
 */
const RECORDS_PER_REQUEST = 20_000;
/** Every this many customers is an organisation (legal part 2), the rest private persons. */
const ORGANISATION_EVERY = 50;
/** Every this many facilities has water (a VA metering point and contract) besides electricity. */
const WATER_EVERY = 5;
/**
 * Persons of the load who act. The embedded sign-in takes 30 logins a minute from one address (app.ts), so 200 would
 * spend seven minutes signing in; 60 (two minutes' worth) still give many customers' streams of events side by side,
 * delivered WEBHOOK_CONCURRENCY (16) customers at a time, each customer's one after another.
 */
const EVENT_CUSTOMERS = Math.min(Number(process.env.BENCH_EVENT_CUSTOMERS ?? 60), CUSTOMERS - Math.floor(CUSTOMERS / 50));
const EVENTS = Number(process.env.BENCH_EVENTS ?? 2_000);
/** Customers acting at the same time: browsers of different persons, each saving one change after another. */
const ACTING_AT_ONCE = 20;
/** As production runs it: the setting's default, the longest an event waits before its delivery job is picked up. */
const JOB_POLLING_SECONDS = '2';
/** Deliveries whose signature is checked with the Standard Webhooks library: every this many. */
const VERIFY_EVERY = 20;
const WEBHOOK_SECRET = `whsec_${Buffer.from('bench-webhook-secret-0123456789ab').toString('base64')}`;
const KINDS = ['customers', 'facilities', 'contracts'] as const;
type Kind = (typeof KINDS)[number];

type Sent = { records: number; requests: number; seconds: number; recordsPerSecond: number; inserted: number; updated: number; unchanged: number };
type Load = { kinds: Record<Kind, Sent>; records: number; seconds: number; recordsPerSecond: number };
export type IntegrationBench = {
  customers: number;
  organisations: number;
  facilities: number;
  meteringPoints: number;
  contracts: number;
  ndjsonBytes: Record<Kind, number>;
  recordsPerRequest: number;
  first: Load;
  again: Load;
  /** The longest /healthz answer while batches were written (both loads), and how many were asked. */
  health: { maxMs: number; samples: number };
  events: {
    customers: number;
    actions: number;
    delivered: number;
    duplicates: number;
    outOfOrder: number;
    verified: number;
    seconds: number;
    eventsPerSecond: number;
    actionsSeconds: number;
    /** From an event's `time` (its commit) to its arrival at the receiver. */
    p50Ms: number;
    p99Ms: number;
    maxMs: number;
    jobPollingSeconds: number;
  };
};

const log = (message: string) => process.stdout.write(`${new Date().toISOString().slice(11, 19)} integration: ${message}\n`);
const seconds = (from: number) => Math.round((performance.now() - from) / 10) / 100;
const pad = (n: number, width: number) => String(n).padStart(width, '0');
const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

// Ids of their own, apart from the demo world's (customers 1000000…, metering points 735999100…).
const customerId = (i: number) => `9${pad(i, 10)}`;
const accountId = (i: number) => `8${pad(i, 9)}`;
const facilityKey = (i: number) => `B${pad(i, 7)}-F01`;
const elPoint = (i: number) => `735999800${pad(i, 9)}`;
const isOrganisation = (i: number) => i % ORGANISATION_EVERY === 0;
const hasWater = (i: number) => i % WATER_EVERY === 0;

/** A valid personnummer, a different one for each i: a birth day in 1940–1994 and a serial number, with its check digit. */
export function personnummer(i: number): string {
  const born = new Date(Date.UTC(1940, 0, 1) + (i % 20_000) * 86_400_000);
  const serial = 100 + Math.floor(i / 20_000);
  const date = born.toISOString().slice(0, 10).replaceAll('-', '');
  const nine = `${date.slice(2)}${pad(serial, 3)}`;
  return `${date}-${pad(serial, 3)}${luhnCheckDigit(nine)}`;
}

/** A valid organisationsnummer (a limited company's, 556…: its third digit at least 2), a different one for each i. */
export function organisationsnummer(i: number): string {
  const nine = `556${pad(i, 6)}`;
  return `${nine.slice(0, 6)}-${nine.slice(6)}${luhnCheckDigit(nine)}`;
}

function customer(i: number) {
  const organisation = isOrganisation(i);
  const name = organisation ? `Bänkföretaget ${i} AB` : `Kund ${i} Bänksson`;
  return {
    customerId: customerId(i),
    customerNumber: pad(i, 7),
    customerType: organisation ? { id: 2, name: 'ORGANIZATION' } : { id: 1, name: 'INDIVIDUAL' },
    legalPart: { id: organisation ? 2 : 1 },
    status: { id: 1 },
    identificationNumber: organisation ? organisationsnummer(i) : personnummer(i),
    name,
    email: `kund${i}@example.se`,
    mobilePhone: `070-${pad(i % 10_000_000, 7).replace(/(\d{3})(\d{2})(\d{2})/, '$1 $2 $3')}`,
    customerAccounts: [{ customerAccountId: accountId(i), name, status: { id: 1 }, sourceSystem: { id: 1, name: 'Kundsystem' } }],
  };
}

function facility(i: number) {
  const water = hasWater(i);
  return {
    facilityKey: facilityKey(i),
    customerId: customerId(i),
    displayName: isOrganisation(i) ? `Kontor ${i}` : `Villa ${i}`,
    address: `Bänkvägen ${(i % 200) + 1}`,
    postalCode: pad(10_000 + (i % 89_999), 5),
    city: 'Nacka',
    priceArea: (['SE1', 'SE2', 'SE3', 'SE4'] as const)[i % 4],
    gridArea: 'Bänknätet',
    building: { category: isOrganisation(i) ? 'kontor' : 'villa', heatedAreaM2: 80 + (i % 150) },
    accounts: [{ customerAccountId: accountId(i), movedOutOn: null }],
    services: [{ name: 'EL', readingType: 'AUTOMATIC' }, ...(water ? [{ name: 'VA', readingType: 'MANUAL' }] : [])],
    meteringPoints: [
      { meteringPointId: elPoint(i), service: 'EL', type: 'CONSUMPTION', meterNumber: `M${pad(i, 8)}`, basePower: null, name: null },
      ...(water
        ? [{ meteringPointId: `VA-8${pad(i, 8)}`, service: 'VA', type: 'CONSUMPTION', meterNumber: `W${pad(i, 8)}`, basePower: null, name: null }]
        : []),
    ],
  };
}

function contract(i: number) {
  return {
    contractId: `K9${pad(i, 8)}`,
    customerId: customerId(i),
    customerAccountId: accountId(i),
    facilityKey: facilityKey(i),
    utilityType: 'EL',
    productNumber: 'EL SÄK EFF',
    productName: 'Elnät effekttariff',
    startDate: '2026-01-01',
    endDate: null,
    meteringPointId: elPoint(i),
    fuseSize: '20A',
    bindingPeriodEnd: null,
    noticePeriodMonths: 3,
    priceComponents: [
      { name: 'Fast avgift', price: 395, unit: 'kr/mån' },
      { name: 'Effektavgift', price: 81.25, unit: 'kr/kW' },
      { name: 'Överföring', price: 7.5, unit: 'öre/kWh' },
    ],
  };
}

const RECORD_OF: Record<Kind, (i: number) => unknown> = { customers: customer, facilities: facility, contracts: contract };

/** The load of a kind as the NDJSON requests it is sent in. */
function ndjsonParts(kind: Kind): string[] {
  const parts: string[] = [];
  for (let from = 1; from <= CUSTOMERS; from += RECORDS_PER_REQUEST) {
    const lines: string[] = [];
    for (let i = from; i < Math.min(from + RECORDS_PER_REQUEST, CUSTOMERS + 1); i++) lines.push(JSON.stringify(RECORD_OF[kind](i)));
    parts.push(`${lines.join('\n')}\n`);
  }
  return parts;
}

/** Asks /healthz one after another while `busy` holds: the longest answer says how long the event loop was held. */
function watchHealth(url: string) {
  let busy = true;
  let maxMs = 0;
  let samples = 0;
  const done = (async () => {
    while (busy) {
      const t = performance.now();
      await (await fetch(`${url}/healthz`)).arrayBuffer();
      maxMs = Math.max(maxMs, performance.now() - t);
      samples++;
      await new Promise((r) => setTimeout(r, 20));
    }
  })();
  return async () => {
    busy = false;
    await done;
    return { maxMs: Math.round(maxMs), samples };
  };
}

async function sendLoad(client: IntegrationClient, parts: Record<Kind, string[]>, expect: 'inserted' | 'unchanged'): Promise<Load> {
  const kinds = {} as Record<Kind, Sent>;
  const started = performance.now();
  for (const kind of KINDS) {
    const from = performance.now();
    const sent: Sent = { records: 0, requests: 0, seconds: 0, recordsPerSecond: 0, inserted: 0, updated: 0, unchanged: 0 };
    for (const part of parts[kind]) {
      const { status, summary, body } = await client.send(kind, part);
      if (status !== 200) throw new Error(`${kind} answered ${status}: ${JSON.stringify(body).slice(0, 600)}`);
      sent.records += summary.records;
      sent.inserted += summary.inserted;
      sent.updated += summary.updated;
      sent.unchanged += summary.unchanged;
      sent.requests++;
    }
    if (sent[expect] !== sent.records) throw new Error(`${kind}: expected every record ${expect}, got ${JSON.stringify(sent)}`);
    sent.seconds = seconds(from);
    sent.recordsPerSecond = Math.round(sent.records / sent.seconds);
    kinds[kind] = sent;
    log(`${kind}: ${sent.records} records in ${sent.requests} requests, ${sent.seconds} s = ${sent.recordsPerSecond} records/s (${expect})`);
  }
  const records = KINDS.reduce((sum, kind) => sum + kinds[kind].records, 0);
  const total = seconds(started);
  return { kinds, records, seconds: total, recordsPerSecond: Math.round(records / total) };
}

/** A person's sign-in, waiting out the sign-in page's limit of logins a minute from one address. */
async function signInPatiently(url: string, pin: string): Promise<string> {
  for (;;) {
    try {
      return (await signIn(url, { personnummer: pin })).access_token;
    } catch (error) {
      if (!String(error).includes('login failed: 429')) throw error;
      await new Promise((r) => setTimeout(r, 5_000));
    }
  }
}

/**
 * Persons acting at once, each saving new contact details one change after another as its browser would, until
 * `actions` are made; the receiver must then hold one event for each, signed, in each customer's order.
 */
async function measureEvents(url: string, receiver: Receiver, persons: { customerId: string; token: string }[]) {
  const change = async (n: number) => {
    const person = persons[n % persons.length]!;
    const response = await fetch(`${url}/api${hrefOf(contactDetailsEndpoints.updateCustomer, { params: { id: person.customerId } })}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${person.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ email: `andrad${n}@example.se` }),
    });
    if (!response.ok) throw new Error(`contact change answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
    await response.arrayBuffer();
  };
  // Change n is person n mod P's, and person p's changes are all made by browser p mod ACTING_AT_ONCE, one after another.
  const browser = async (b: number) => {
    for (let n = 0; n < EVENTS; n++) if ((n % persons.length) % ACTING_AT_ONCE === b) await change(n);
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: ACTING_AT_ONCE }, (_, b) => browser(b)));
  const actionsSeconds = seconds(started);
  log(`${EVENTS} contact changes by ${persons.length} persons in ${actionsSeconds} s`);
  // Only the changes' events count: none other is expected, but the demo world's jobs run in the same server.
  const subjects = new Set(persons.map((p) => p.customerId));
  const changes = () =>
    receiver.taken().filter((r) => {
      const event = JSON.parse(r.body) as { type: string; subject: string };
      return event.type === 'se.minasidor.contact-details.changed' && subjects.has(event.subject);
    });
  await until(
    'every event delivered',
    () => new Set(changes().map((r) => r.id)).size,
    (n) => n >= EVENTS,
    600,
  );
  const total = seconds(started);

  const taken = changes();
  const verifier = new Webhook(WEBHOOK_SECRET);
  let verified = 0;
  taken.forEach((r, i) => {
    if (i % VERIFY_EVERY !== 0) return;
    verifier.verify(r.body, r.headers);
    verified++;
  });
  const lastSequence = new Map<string, number>();
  let outOfOrder = 0;
  const latencies: number[] = [];
  for (const r of taken) {
    const event = JSON.parse(r.body) as { subject: string; time: string; subjectsequence: number };
    if (event.subjectsequence <= (lastSequence.get(event.subject) ?? 0)) outOfOrder++;
    lastSequence.set(event.subject, event.subjectsequence);
    latencies.push(r.at - Date.parse(event.time));
  }
  latencies.sort((a, b) => a - b);
  const unique = new Set(taken.map((r) => r.id)).size;
  return {
    customers: persons.length,
    actions: EVENTS,
    delivered: unique,
    duplicates: taken.length - unique,
    outOfOrder,
    verified,
    seconds: total,
    eventsPerSecond: Math.round(unique / total),
    actionsSeconds,
    p50Ms: percentile(latencies, 0.5),
    p99Ms: percentile(latencies, 0.99),
    maxMs: latencies.at(-1) ?? 0,
    jobPollingSeconds: Number(JOB_POLLING_SECONDS),
  };
}

export async function runIntegrationBench(adminUrl: string): Promise<IntegrationBench> {
  const databaseUrl = await createDatabase(adminUrl, 'bench_integration');
  const db = await openDatabase({ kind: 'postgres', url: databaseUrl });
  try {
    await migrateToLatest(db);
    await loadDemoData(db, { meterValues: 'none' });
  } finally {
    await db.destroy();
  }
  const parts = { customers: ndjsonParts('customers'), facilities: ndjsonParts('facilities'), contracts: ndjsonParts('contracts') };
  const ndjsonBytes = Object.fromEntries(KINDS.map((kind) => [kind, parts[kind].reduce((sum, part) => sum + Buffer.byteLength(part), 0)])) as Record<
    Kind,
    number
  >;
  log(
    `${CUSTOMERS} customers, facilities and contracts: ${KINDS.map((kind) => `${kind} ${(ndjsonBytes[kind] / 2 ** 20).toFixed(1)} MB`).join(', ')} of NDJSON`,
  );

  const receiver = new Receiver();
  await receiver.start();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mina-sidor-bench-'));
  const port = (await freePort()) as number;
  const url = `http://127.0.0.1:${port}`;
  // startServer hands this process's environment on: the clients and the webhook are this server's only, and taken
  // out again before the next benchmark starts one.
  const settings = {
    INTEGRATION_CLIENT_ID: INTEGRATION_CLIENT,
    INTEGRATION_CLIENT_SECRET: INTEGRATION_SECRET,
    WEBHOOK_URL: `http://127.0.0.1:${receiver.port}/events`,
    WEBHOOK_SECRET,
    JOB_POLLING_SECONDS,
  };
  Object.assign(process.env, settings);
  const server = await startServer(databaseUrl, port, dataDir).finally(() => {
    for (const name of Object.keys(settings)) delete process.env[name];
  });
  try {
    const client = new IntegrationClient({ baseUrl: url });
    const health = watchHealth(url);
    const first = await sendLoad(client, parts, 'inserted');
    log(`first load: ${first.records} records in ${first.seconds} s = ${first.recordsPerSecond} records/s`);
    const again = await sendLoad(client, parts, 'unchanged');
    log(`the same load again: ${again.records} records in ${again.seconds} s = ${again.recordsPerSecond} records/s`);
    const healthz = await health();
    log(`longest /healthz while batches were written: ${healthz.maxMs} ms of ${healthz.samples}`);

    // Persons of the load sign in with their personnummer, as a customer does the first time.
    const signInStarted = performance.now();
    const persons: { customerId: string; token: string }[] = [];
    for (let i = 1; persons.length < EVENT_CUSTOMERS && i <= CUSTOMERS; i++) {
      if (isOrganisation(i)) continue;
      persons.push({ customerId: customerId(i), token: await signInPatiently(url, personnummer(i)) });
    }
    log(`${persons.length} persons signed in in ${seconds(signInStarted)} s`);
    const events = await measureEvents(url, receiver, persons);
    log(`events: ${events.delivered} delivered in ${events.seconds} s = ${events.eventsPerSecond} events/s, p50 ${events.p50Ms} ms, p99 ${events.p99Ms} ms`);

    const organisations = Math.floor(CUSTOMERS / ORGANISATION_EVERY);
    const water = Math.floor(CUSTOMERS / WATER_EVERY);
    return {
      customers: CUSTOMERS,
      organisations,
      facilities: CUSTOMERS,
      meteringPoints: CUSTOMERS + water,
      contracts: CUSTOMERS,
      ndjsonBytes,
      recordsPerRequest: RECORDS_PER_REQUEST,
      first,
      again,
      health: healthz,
      events,
    };
  } finally {
    server.kill('SIGTERM');
    await receiver.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The report's lines for the integration API. */
export function integrationBenchMarkdown(bench: IntegrationBench): string {
  const n = (value: number) => value.toLocaleString('sv-SE');
  const perKind = (load: Load) =>
    KINDS.map((kind) => `${kind} ${n(load.kinds[kind].recordsPerSecond)}/s (${load.kinds[kind].seconds} s, ${load.kinds[kind].requests} requests)`).join(', ');
  const mb = (kind: Kind) => `${(bench.ndjsonBytes[kind] / 2 ** 20).toFixed(1)} MB`;
  const e = bench.events;
  return `* integration API in, a full load as NDJSON into PostgreSQL with a client-credentials token, ${n(bench.recordsPerRequest)} records a request: ${n(bench.customers)} customers with an account (${n(bench.organisations)} of them organisations; ${mb('customers')}), ${n(bench.facilities)} facilities with ${n(bench.meteringPoints)} metering points (${mb('facilities')}), ${n(bench.contracts)} contracts (${mb('contracts')}): **${n(bench.first.recordsPerSecond)} records/s** (${n(bench.first.records)} in ${bench.first.seconds} s: ${perKind(bench.first)}); the same load again, every record unchanged: **${n(bench.again.recordsPerSecond)} records/s** (${bench.again.seconds} s: ${perKind(bench.again)}); longest /healthz answer while batches were written ${bench.health.maxMs} ms (${n(bench.health.samples)} asked)
* signed events out: ${n(e.actions)} contact-detail changes through PUT /v2/customers/:id/contact by ${n(e.customers)} persons of the load (${ACTING_AT_ONCE} browsers at once, each person's changes one after another; made in ${e.actionsSeconds} s), webhooks to a receiver in the bench process (JOB_POLLING_SECONDS ${e.jobPollingSeconds}): **${n(e.eventsPerSecond)} events delivered/s** (all ${n(e.delivered)} in ${e.seconds} s from the first change; ${e.duplicates} twice, ${e.outOfOrder} out of a customer's order, ${e.verified} signatures verified with standardwebhooks); event time to arrival **p50 ${n(e.p50Ms)} ms, p99 ${n(e.p99Ms)} ms** (max ${n(e.maxMs)} ms)
`;
}

if (process.argv[1] === import.meta.filename) await runAlone('integration', runIntegrationBench, integrationBenchMarkdown);
