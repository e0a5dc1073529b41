import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { feedbackEndpoints } from '@mina-sidor/shared/feedback';
import { describe, expect, it } from 'vitest';
import { allExampleRequests } from '../../apps/server/test/support/examples/index.ts';
import { apiPath } from '../support/app.ts';
import { baseUrl } from '../support/browser.ts';

const dist = path.resolve(import.meta.dirname, '../../apps/web/dist');

/** Every text file under `dir`, tests left out: what may reach the browser. */
function shippedSources(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$|(^|[\\/])test[\\/]/.test(f))
    .map((f) => readFileSync(path.join(dir, f), 'utf8'));
}

/**
 * The texts of the endpoints' example requests that only the tests have (apps/server/test/support/examples): a cost
 * centre, a case's question, a disruption's title. A text the web app or the contracts also hold (a date, a code) is
 * no sign of an example and is left out.
 */
function exampleMarkers(): string[] {
  const leaves = (value: unknown): string[] =>
    typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(leaves) : [];
  const requests = allExampleRequests({ customerId: '10000000001', customerNumber: '5000101', customerAccountId: '5000101001' });
  const texts = new Set(requests.flatMap((r) => [...leaves(r.body), ...leaves(r.query)]).filter((text) => text.length >= 7));
  const sources = [
    ...shippedSources(path.resolve(import.meta.dirname, '../../apps/web/src')),
    ...shippedSources(path.resolve(import.meta.dirname, '../../packages/shared/src')),
  ];
  return [...texts].filter((text) => !sources.some((source) => source.includes(text)));
}

const get = (url: string, headers: Record<string, string> = {}) => fetch(`${baseUrl()}${url}`, { headers });

describe('the server serves the built web app', () => {
  it('sends index.html uncached, with a CSP that allows no inline script', async () => {
    const response = await get('/', { accept: 'text/html' });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const csp = response.headers.get('content-security-policy') ?? '';
    // Scripts of its own, and the tag manager's (the e2e server configures a container, like the test host).
    expect(csp).toContain("script-src 'self' https://www.googletagmanager.com;");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-(inline|eval)/);
    const html = await response.text();
    expect(html).toContain('<html lang="sv">');
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
  });

  it('sends hashed assets immutable and pre-compressed', async () => {
    const script = readdirSync(path.join(dist, 'assets')).find((f) => f.endsWith('.js'))!;
    for (const [encoding, expected] of [
      ['br', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const response = await get(`/assets/${script}`, { 'accept-encoding': encoding });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-encoding')).toBe(expected);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    }
  });

  it('ships none of the endpoints’ example requests', () => {
    const markers = exampleMarkers();
    // Enough of them that the check means something (KS-4100, PO-2026/117, the case's and the disruptions' texts…).
    expect(markers.length).toBeGreaterThan(20);
    expect(markers).toContain('KS-4100');
    const assets = path.join(dist, 'assets');
    const found = readdirSync(assets)
      .filter((f) => f.endsWith('.js'))
      .flatMap((f) => {
        const code = readFileSync(path.join(assets, f), 'utf8');
        return markers.filter((marker) => code.includes(marker)).map((marker) => `${f}: ${marker}`);
      });
    expect(found).toEqual([]);
  });

  it('falls back to index.html for a deep link, but not for an unknown API path', async () => {
    const page = await get('/fakturor/andra-fakturareferens', { accept: 'text/html' });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
    // Deliberately no endpoint: a path beside a real one, under the same API version.
    const api = await get(`${apiPath(feedbackEndpoints.send)}/finns-inte`, { accept: 'application/json' });
    expect(api.status).toBe(404);
    expect(await api.json()).toEqual({ error: { code: 'not_found', message: 'Resursen hittades inte.' } });
  });
});
