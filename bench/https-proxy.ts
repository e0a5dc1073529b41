import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http, { type IncomingHttpHeaders } from 'node:http';
import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * What production puts in front of the server (README: a reverse proxy terminating TLS), for the
 * Lighthouse bench: TLS with a certificate made for the run, HTTP/2 to the browser, HTTP/1.1 to the
 * server with X-Forwarded-Proto and -For. Over HTTP/1.1 the browser, and Lighthouse's simulation of a
 * phone, open up to six connections to a host, each with its own handshake and slow start, and queue
 * the rest; over HTTP/2 a page's chunks and requests share one connection, as they do for everyone who
 * reaches the portal through such a proxy. In a process of its own, so that its work is not on the
 * bench's event loop.
 */
export async function startHttpsProxy(upstreamPort: number): Promise<{ url: string; spki: string; process: ChildProcess }> {
  // With an IPC channel: the proxy ends when the bench does, however it ends.
  const child = spawn(process.execPath, ['--import', 'tsx', import.meta.filename, String(upstreamPort)], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const { port, spki } = await new Promise<{ port: number; spki: string }>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the HTTPS proxy ended (exit ${code})`)));
    child.once('message', (message) => resolve(message as { port: number; spki: string }));
  });
  // Nor does it keep the bench running.
  child.unref();
  child.channel?.unref();
  return { url: `https://127.0.0.1:${port}`, spki, process: child };
}

/** Headers of one connection, not to be passed on (RFC 9110 §7.6.1), and HTTP/2's pseudo-headers. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'http2-settings', 'te']);
const passed = (headers: IncomingHttpHeaders) => Object.fromEntries(Object.entries(headers).filter(([name]) => !name.startsWith(':') && !HOP_BY_HOP.has(name)));

/** A self-signed certificate for 127.0.0.1, made with the openssl command (on Debian, a dependency of ca-certificates). */
function certificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mina-sidor-proxy-'));
  try {
    const [key, cert] = [path.join(dir, 'key.pem'), path.join(dir, 'cert.pem')];
    const request = ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1'];
    const subject = ['-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'];
    execFileSync('openssl', [...request, ...subject, '-keyout', key, '-out', cert], { stdio: 'ignore' });
    return { key: readFileSync(key), cert: readFileSync(cert) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function serve(upstreamPort: number) {
  const agent = new http.Agent({ keepAlive: true });
  const { key, cert } = certificate();
  // The browser trusts this certificate by its public key's hash (--ignore-certificate-errors-spki-list), as a valid one.
  const spki = createHash('sha256')
    .update(new X509Certificate(cert).publicKey.export({ type: 'spki', format: 'der' }))
    .digest('base64');
  const server = http2.createSecureServer({ key, cert, allowHTTP1: true }, (request, response) => {
    const headers = {
      ...passed(request.headers),
      host: request.headers[':authority'] ?? request.headers.host,
      'x-forwarded-proto': 'https',
      'x-forwarded-for': request.socket.remoteAddress,
    };
    const upstream = http.request({ host: '127.0.0.1', port: upstreamPort, method: request.method, path: request.url, headers, agent }, (answer) => {
      response.writeHead(answer.statusCode ?? 502, passed(answer.headers));
      answer.pipe(response);
    });
    upstream.on('error', () => response.destroy());
    request.pipe(upstream);
  });
  server.listen(0, '127.0.0.1', () => process.send?.({ port: (server.address() as AddressInfo).port, spki }));
}

if (process.argv[1] === import.meta.filename) {
  process.on('disconnect', () => process.exit(0));
  serve(Number(process.argv[2]));
}
