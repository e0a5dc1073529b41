import { readdirSync } from 'node:fs';
import path from 'node:path';
import { feedbackEndpoints } from '@mina-sidor/shared/feedback';
import { describe, expect, it } from 'vitest';
import { apiPath } from '../support/app.ts';
import { baseUrl } from '../support/browser.ts';

const dist = path.resolve(import.meta.dirname, '../../apps/web/dist');

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
