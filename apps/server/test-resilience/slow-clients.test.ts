import { connect } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { hrefOf } from '@mina-sidor/shared';
import { consumptionEndpoints } from '@mina-sidor/shared/consumption';
import { feedbackEndpoints } from '@mina-sidor/shared/feedback';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/connection.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { CUSTOMER_IDS } from '../src/demo-source/personas.ts';
import { loadDemoData } from '../src/demo-source/load.ts';
import { signIn } from '../test/support/oidc-login.ts';
import { eventually, isReady, startServer, type ServerProcess } from './server-process.ts';
// @ts-expect-error -- a plain .mjs script shared with the benchmark, without type declarations
import { createDatabase, freePort, startPostgresCluster } from '../../../scripts/postgres-cluster.mjs';

/** Short, so the test need not wait the production minute. */
const REQUEST_TIMEOUT_SECONDS = 2;
const SOCKET_IDLE_TIMEOUT_SECONDS = 3;

let cluster: { url: string; stop(): void };
let server: ServerProcess;
let token: string;

beforeAll(async () => {
  cluster = await startPostgresCluster();
  const databaseUrl = await createDatabase(cluster.url, 'slow_clients');
  const db = await openDatabase({ kind: 'postgres', url: databaseUrl });
  await migrateToLatest(db);
  await loadDemoData(db, { meterValues: { facilityKeys: ['5000101-F01'] } });
  await db.destroy();
  server = startServer((await freePort()) as number, {
    DATABASE_URL: databaseUrl,
    WRITE_RATE_LIMIT_PER_MINUTE: '100000',
    REQUEST_TIMEOUT_SECONDS: String(REQUEST_TIMEOUT_SECONDS),
    SOCKET_IDLE_TIMEOUT_SECONDS: String(SOCKET_IDLE_TIMEOUT_SECONDS),
  });
  await eventually('the server is ready', () => isReady(server.baseUrl), 60_000);
  token = (await signIn(server.baseUrl, { persona: 'privat' })).access_token;
});

afterAll(async () => {
  await server?.stop();
  cluster?.stop();
});

/** A raw connection to the server, with everything it receives and whether the server has closed it. */
function rawConnection() {
  const url = new URL(server.baseUrl);
  const socket = connect(Number(url.port), url.hostname);
  const state = { received: Buffer.alloc(0), closed: false };
  socket.on('data', (chunk: Buffer) => {
    state.received = Buffer.concat([state.received, chunk]);
  });
  socket.on('close', () => {
    state.closed = true;
  });
  socket.on('error', () => undefined);
  return { socket, state, host: url.host };
}

describe('slow clients', () => {
  it('cuts off a client that trickles its body, answering 408', async () => {
    const { socket, state, host } = rawConnection();
    const body = JSON.stringify({ page: '/', thumbs: 'thumbs-up', optionalText: 'x'.repeat(60) });
    socket.write(
      `POST /api${feedbackEndpoints.send.path} HTTP/1.1\r\nHost: ${host}\r\nAuthorization: Bearer ${token}\r\n` +
        `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`,
    );
    // One byte every half second: the whole body would take over a minute.
    let sent = 0;
    const trickle = setInterval(() => {
      if (!state.closed && sent < body.length) socket.write(body[sent++]!);
    }, 500);
    try {
      await eventually('the server closes the trickling connection', () => state.closed, 20_000);
    } finally {
      clearInterval(trickle);
    }
    expect(sent).toBeLessThan(body.length);
    expect(state.received.toString('latin1').split('\r\n')[0]).toBe('HTTP/1.1 408 Request Timeout');
  });

  it('closes a connection whose client does not read its answers, freeing what was waiting to be sent', async () => {
    const points = await fetch(`${server.baseUrl}/api${hrefOf(consumptionEndpoints.meteringPoints, { params: { id: CUSTOMER_IDS.privat } })}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const electricity = ((await points.json()) as { data: { meteringPointId: string; service: string; type: string }[] }).data.find(
      (p) => p.service === 'EL' && p.type === 'CONSUMPTION',
    )!;
    const path = `/api${hrefOf(consumptionEndpoints.series, {
      params: { id: CUSTOMER_IDS.privat, meteringPointId: electricity.meteringPointId },
      query: { resolution: 'quarter-hour', from: '2025-01-01', to: '2025-12-31' },
    })}`;
    // Read once in full: its size, and the answer is then ready at once (a closed period is cached).
    const size = (await (await fetch(`${server.baseUrl}${path}`, { headers: { authorization: `Bearer ${token}` } })).arrayBuffer()).byteLength;
    const copies = Math.ceil((12 * 1024 * 1024) / size);

    // Several copies asked for at once on one connection (pipelined): together more than the
    // kernel's socket buffers hold, so the rest waits in the server's memory for a reader.
    const { socket, state, host } = rawConnection();
    socket.pause();
    const request = `GET ${path} HTTP/1.1\r\nHost: ${host}\r\nAuthorization: Bearer ${token}\r\n\r\n`;
    socket.write(request.repeat(copies));
    // Reading before the server has cut the connection would make it busy again: wait three idle
    // timeouts, as the server's timers run late on a machine busy with other test layers.
    await sleep((3 * SOCKET_IDLE_TIMEOUT_SECONDS + 3) * 1000);

    // Reading now gets what the kernel had taken before the server closed the connection, then its end.
    socket.resume();
    await eventually('the server has closed the connection', () => state.closed, 20_000);
    const received = state.received.length;
    process.stdout.write(
      `unread answers: ${copies} × ${(size / 1024 / 1024).toFixed(1)} MB asked for, ${(received / 1024 / 1024).toFixed(1)} MB delivered before the cut\n`,
    );
    expect(received).toBeGreaterThan(0);
    expect(received).toBeLessThan(copies * size);
  });
});
