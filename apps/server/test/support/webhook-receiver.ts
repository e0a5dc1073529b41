import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { CloudEvent } from '@mina-sidor/shared/integration-event';

/** A request as it came; `at`: when its body had arrived (ms since the epoch), for the time from an event to its delivery. */
export type Received = { id: string; answered: number; headers: Record<string, string>; body: string; at: number };

/** A provider's webhook receiver, a real HTTP server: keeps every request and answers 204, or what `answer` says while it is set. */
export class Receiver {
  readonly requests: Received[] = [];
  answer = 204;
  #server: Server | null = null;
  port = 0;

  async start(port = 0): Promise<void> {
    this.#server = createServer((request, response) => {
      let body = '';
      request.setEncoding('utf8');
      request.on('data', (chunk: string) => {
        body += chunk;
      });
      request.on('end', () => {
        const headers = Object.fromEntries(Object.entries(request.headers).map(([k, v]) => [k, String(v)]));
        this.requests.push({ id: headers['webhook-id'] ?? '', answered: this.answer, headers, body, at: Date.now() });
        response.writeHead(this.answer).end();
      });
    });
    await new Promise<void>((resolve) => this.#server!.listen(port, '127.0.0.1', resolve));
    this.port = (this.#server!.address() as AddressInfo).port;
  }

  /** Stops listening: a delivery meets a refused connection until it starts again on the same port. */
  async stop(): Promise<void> {
    const server = this.#server;
    this.#server = null;
    server?.closeAllConnections();
    await new Promise<void>((resolve) => server?.close(() => resolve()) ?? resolve());
  }

  /** The requests it took (answered 2xx), in the order they came. */
  taken(): Received[] {
    return this.requests.filter((r) => r.answered < 300);
  }

  /** The events it took, in the order they came. */
  delivered(): CloudEvent[] {
    return this.taken().map((r) => JSON.parse(r.body) as CloudEvent);
  }
}

/** Reads until `done` says the state is reached (a condition, not a time: `seconds` only bounds a test that hangs). */
export async function until<T>(what: string, read: () => Promise<T> | T, done: (value: T) => boolean, seconds = 60): Promise<T> {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`waited ${seconds} s for ${what}: ${JSON.stringify(value).slice(0, 2000)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
