import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { elks46Sender, SmsRefused } from './sender.ts';

type Received = { method: string | undefined; path: string | undefined; headers: IncomingMessage['headers']; body: string };

/** A stand-in for api.46elks.com: records each request and answers with the next status queued (200 when none). */
let gateway: Server;
let base = '';
const received: Received[] = [];
const statuses: number[] = [];

beforeAll(async () => {
  gateway = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString('utf8');
    });
    request.on('end', () => {
      received.push({ method: request.method, path: request.url, headers: request.headers, body });
      const status = statuses.shift() ?? 200;
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(status === 200 ? JSON.stringify({ status: 'created', id: 's70df59406a1b4643b96f3f91e0bfb7b0', parts: 1 }) : 'Not enough credits');
    });
  });
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => gateway.close(() => resolve())));

const sender = () => elks46Sender({ url: `${base.replace('http://', 'http://u4c1f2e:hemlig%2Flösen@')}/a1/sms`, from: 'MinaSidor' });

describe('the 46elks SMS adapter', () => {
  it('posts from, to in E.164 and the message, form-encoded, with the API login as HTTP Basic', async () => {
    received.length = 0;
    await sender().send({ to: '070-123 45 67', text: 'Planerat avbrott, vatten och avlopp: åäö & 100 %' });
    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request).toMatchObject({ method: 'POST', path: '/a1/sms' });
    expect(request!.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(request!.headers.authorization).toBe(`Basic ${Buffer.from('u4c1f2e:hemlig/lösen').toString('base64')}`);
    expect(Object.fromEntries(new URLSearchParams(request!.body))).toEqual({
      from: 'MinaSidor',
      to: '+46701234567',
      message: 'Planerat avbrott, vatten och avlopp: åäö & 100 %',
    });
  });

  it.each([503, 403])('fails on a %i, for the job queue to try again, without the login in the error', async (status) => {
    statuses.push(status);
    const failure = await sender()
      .send({ to: '070-123 45 67', text: 'Hej' })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(SmsRefused);
    expect((failure as SmsRefused).status).toBe(status);
    expect((failure as Error).message).toBe(`The SMS gateway answered ${status}: Not enough credits`);
    expect((failure as Error).message).not.toContain('hemlig');
  });
});
