import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { inject } from 'vitest';

/**
 * The provider's webhook receiver beside the e2e server (WEBHOOK_URL): it takes every event, but refuses (503) those
 * of the customers a journey tells it to, for as long as it says. A journey asks it what it took.
 */
export type TakenEvent = { id: string; subject: string; type: string };

const EVENTS_PATH = '/minasidor/events';

/** Started by the global setup; its address is provided to the tests as `webhookReceiverUrl`. */
export async function startWebhookReceiver(): Promise<{ url: string; eventsUrl: string; stop: () => Promise<void> }> {
  const refused = new Set<string>();
  const taken: TakenEvent[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      body += chunk;
    });
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://receiver');
      if (request.method === 'POST' && url.pathname === EVENTS_PATH) {
        const event = JSON.parse(body) as TakenEvent;
        if (refused.has(event.subject)) return response.writeHead(503).end();
        taken.push({ id: event.id, subject: event.subject, type: event.type });
        return response.writeHead(204).end();
      }
      const refusedCustomer = /^\/refused\/(\w+)$/.exec(url.pathname)?.[1];
      if (refusedCustomer && request.method === 'PUT') refused.add(refusedCustomer);
      else if (refusedCustomer && request.method === 'DELETE') refused.delete(refusedCustomer);
      else if (request.method === 'GET' && url.pathname === '/taken')
        return response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(taken));
      else return response.writeHead(404).end();
      return response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    eventsUrl: `${url}${EVENTS_PATH}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    webhookReceiverUrl: string;
  }
}

/** What a journey tells the receiver, and asks it. */
export const webhookReceiver = {
  async refuse(customerId: string): Promise<void> {
    await fetch(`${inject('webhookReceiverUrl')}/refused/${customerId}`, { method: 'PUT' });
  },
  async accept(customerId: string): Promise<void> {
    await fetch(`${inject('webhookReceiverUrl')}/refused/${customerId}`, { method: 'DELETE' });
  },
  async taken(): Promise<TakenEvent[]> {
    return (await (await fetch(`${inject('webhookReceiverUrl')}/taken`)).json()) as TakenEvent[];
  },
};
