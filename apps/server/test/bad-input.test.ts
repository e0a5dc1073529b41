import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { signIn } from './support/oidc-login.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

/**
 * Property-based bad input: for every route, requests whose params, query or
 * body break the route's own zod schema. None may answer 5xx, every 4xx has
 * the error body, and the database is the same afterwards.
 */
const RUNS_PER_ROUTE = 150;

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer({ env: { WRITE_RATE_LIMIT_PER_MINUTE: '100000' } });
  token = (await signIn(server.baseUrl, { persona: 'privat' })).access_token;
});
afterAll(() => server.close());

async function snapshot(db: TestServer['db']): Promise<string> {
  const tables = await sql<{ tablename: string }>`select tablename from pg_tables where schemaname = 'public' and tablename not in ('oidc_payloads', 'audit_log') order by tablename`.execute(db);
  const parts: string[] = [];
  for (const { tablename } of tables.rows) {
    const rows = await sql<{ h: string | null }>`select md5(string_agg(t::text, '|' order by t::text)) as h from ${sql.table(tablename)} t`.execute(db);
    parts.push(`${tablename}:${rows.rows[0]?.h ?? ''}`);
  }
  return parts.join('\n');
}

const nasty = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.constantFrom('../../etc/passwd', '..%2F..%2F', '%00', '-1', '1e309', '99999999999999999999999', "' or 1=1 --", '<script>', '😀åäö', 'null', 'true', ' '),
  fc.integer().map(String),
  fc.double().map(String),
  fc.string({ minLength: 5000, maxLength: 20000 }),
);
const anyJson = fc.oneof(fc.anything({ maxDepth: 3 }), fc.jsonValue({ maxDepth: 3 }), nasty);

type Shape = { params?: ZodType; querystring?: ZodType; body?: ZodType };

function fillPath(url: string, values: Record<string, string>): string {
  return url.replace(/:(\w+)/g, (_m, name: string) => encodeURIComponent(values[name] ?? '10000000001'));
}

const VALID_PARAMS: Record<string, string> = { id: '10000000001', customerId: '10000000001', userId: '00000000-0000-4000-8000-000000000001', contractId: 'K000000001', reportId: 'RAP-5000101-2025' };

describe('malformed requests', () => {
  it(`are answered 4xx with a Swedish error body, never 5xx, and change nothing (${RUNS_PER_ROUTE} per route)`, async () => {
    const before = await snapshot(server.db);
    let sent = 0;
    const failures: string[] = [];
    for (const route of server.app.apiRoutes) {
      const methods = [route.method].flat().filter((m) => m !== 'HEAD');
      const schema = (route.schema ?? {}) as Shape;
      const parts = (['params', 'querystring', 'body'] as const).filter((p) => schema[p] !== undefined);
      if (parts.length === 0) continue;
      const request = fc.record({
        part: fc.constantFrom(...parts),
        value: fc.oneof(anyJson, fc.dictionary(fc.string({ maxLength: 12 }), anyJson, { maxKeys: 6 })),
        extraField: fc.boolean(),
      });
      await fc.assert(
        fc.asyncProperty(request, async ({ part, value, extraField }) => {
          const target = schema[part]!;
          let params = VALID_PARAMS;
          let query = '';
          let body: unknown = undefined;
          if (part === 'params') {
            const name = (route.url.match(/:(\w+)/g) ?? [':id'])[0]!.slice(1);
            params = { ...VALID_PARAMS, [name]: typeof value === 'string' ? value : JSON.stringify(value) };
            if (target.safeParse(Object.fromEntries(Object.entries(params).filter(([k]) => route.url.includes(`:${k}`)))).success) return;
          } else if (part === 'querystring') {
            const entries: [string, unknown][] = value && typeof value === 'object' && !Array.isArray(value) ? Object.entries(value) : [['q', value]];
            const search = new URLSearchParams(entries.map(([k, v]): [string, string] => [k, typeof v === 'string' ? v : (JSON.stringify(v) ?? '')]));
            if (target.safeParse(Object.fromEntries(search)).success) return;
            query = `?${search.toString()}`;
          } else {
            body = extraField && value && typeof value === 'object' && !Array.isArray(value) ? { ...value, unexpected: 1 } : value;
            if (target.safeParse(body).success) return;
          }
          for (const method of methods) {
            sent++;
            const response = await server.app.inject({
              method: method as 'GET',
              url: fillPath(route.url, params) + query,
              headers: { authorization: `Bearer ${token}`, ...(part === 'body' ? { 'content-type': 'application/json' } : {}) },
              ...(part === 'body' ? { payload: JSON.stringify(body) ?? 'undefined' } : {}),
            });
            const text = response.body;
            if (response.statusCode >= 500 || response.statusCode < 400) {
              failures.push(`${method} ${route.url} ${part}: ${response.statusCode} ${text.slice(0, 100)}`);
            } else if (!/^\{"error":\{"code":"[a-z_]+","message":"[^"]+"/.test(text) || /\bat .+\(.+:\d+:\d+\)|node_modules|select |insert /i.test(text)) {
              failures.push(`${method} ${route.url} ${part}: body ${text.slice(0, 100)}`);
            }
          }
        }),
        { numRuns: RUNS_PER_ROUTE, seed: 20251031 },
      );
    }
    process.stdout.write(`bad input: ${sent} malformed requests, ${failures.filter((f) => / 5\d\d /.test(f)).length} responses ≥ 500\n`);
    expect(failures.slice(0, 20)).toEqual([]);
    expect(sent).toBeGreaterThanOrEqual(2000);
    expect(await snapshot(server.db)).toBe(before);
  });

  it('answers a body that is not JSON, and one that is too large, with the error body', async () => {
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const broken = await server.app.inject({ method: 'POST', url: '/api/v2/feedback', headers, payload: '{"page":' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ error: { code: 'fst_err_ctp_invalid_json_body', message: 'Felaktig begäran.' } });
    const huge = await server.app.inject({ method: 'POST', url: '/api/v2/feedback', headers, payload: JSON.stringify({ page: 'x'.repeat(200_000) }) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ error: { message: 'Begäran är för stor.' } });
    const wrongType = await server.app.inject({ method: 'POST', url: '/api/v2/feedback', headers: { ...headers, 'content-type': 'text/xml' }, payload: '<a/>' });
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json()).toMatchObject({ error: { message: 'Innehållstypen stöds inte.' } });
  });
});
