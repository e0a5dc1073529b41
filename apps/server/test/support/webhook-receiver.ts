import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { CloudEvent } from '@mina-sidor/shared/integration-event';

/**
 * A request as it came; `at`: when its body had arrived (ms since the epoch), for the time from an event to its
 * delivery; `began` when its first byte came and `ended` when it was answered (or the sender gave up on it).
 */
export type Received = { id: string; answered: number; headers: Record<string, string>; body: string; at: number; began: number; ended: number };

/**
 * A provider's webhook receiver, a real HTTP server: keeps every request and answers 204, or what `answer` says while
 * it is set — after `delayMs`, or, for an event `holds` picks, only once `letGo()` is called.
 */
export class Receiver {
  readonly requests: Received[] = [];
  answer = 204;
  delayMs = 0;
  holds: ((event: CloudEvent) => boolean) | null = null;
  /** Requests being answered now, and the most there have been at once. */
  open = 0;
  mostOpen = 0;
  readonly #held: (() => void)[] = [];
  #server: Server | null = null;
  port = 0;

  async start(port = 0): Promise<void> {
    this.#server = createServer((request, response) => {
      const began = Date.now();
      this.open += 1;
      this.mostOpen = Math.max(this.mostOpen, this.open);
      let closed = false;
      const close = () => {
        if (closed) return;
        closed = true;
        this.open -= 1;
      };
      response.on('close', close);
      let body = '';
      request.setEncoding('utf8');
      request.on('data', (chunk: string) => {
        body += chunk;
      });
      request.on('end', () => {
        const at = Date.now();
        const headers = Object.fromEntries(Object.entries(request.headers).map(([k, v]) => [k, String(v)]));
        const answer = () => {
          if (closed) return;
          this.requests.push({ id: headers['webhook-id'] ?? '', answered: this.answer, headers, body, at, began, ended: Date.now() });
          response.writeHead(this.answer).end();
        };
        if (this.holds?.(JSON.parse(body) as CloudEvent)) this.#held.push(answer);
        else if (this.delayMs > 0) setTimeout(answer, this.delayMs);
        else answer();
      });
    });
    await new Promise<void>((resolve) => this.#server!.listen(port, '127.0.0.1', resolve));
    this.port = (this.#server!.address() as AddressInfo).port;
  }

  /** Requests held, not answered yet. */
  get waiting(): number {
    return this.#held.length;
  }

  /** Answers the requests held so far (those whose sender is still waiting). */
  letGo(): void {
    for (const answer of this.#held.splice(0)) answer();
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
