/**
 * An HTTP/2 front for a benchmark's portal, as a deployment's TLS proxy serves it (one connection that carries
 * every request at once, where HTTP/1.1 queues them on six; docs/DEPLOY.md serves it so through nginx). The
 * certificate is made for 127.0.0.1 by openssl; the browser is told to trust its key
 * (--ignore-certificate-errors-spki-list), so the page is a secure context with its service worker.
 */

import { spawnSync } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import os from 'node:os';
import path from 'node:path';

/** Headers of one hop that neither side may pass on, and HTTP/2's own pseudo-headers. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'host']);
const passedOn = (headers: http.IncomingHttpHeaders) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !name.startsWith(':') && !HOP_BY_HOP.has(name)));

function selfSignedCertificate() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-h2-'));
  const [key, cert] = [path.join(dir, 'key.pem'), path.join(dir, 'cert.pem')];
  const made = spawnSync('openssl', [
    'req',
    '-x509',
    '-newkey',
    'ec',
    '-pkeyopt',
    'ec_paramgen_curve:prime256v1',
    '-nodes',
    '-subj',
    '/CN=127.0.0.1',
    '-addext',
    'subjectAltName=IP:127.0.0.1',
    '-days',
    '1',
    '-keyout',
    key,
    '-out',
    cert,
  ]);
  if (made.status !== 0) throw new Error(`openssl: ${made.stderr.toString()}`);
  const pair = { key: fs.readFileSync(key), cert: fs.readFileSync(cert) };
  fs.rmSync(dir, { recursive: true });
  return pair;
}

/** The base64 SHA-256 of a certificate's public key, as Chromium's --ignore-certificate-errors-spki-list takes it. */
function publicKeyHash(cert: Buffer) {
  const spki = new X509Certificate(cert).publicKey.export({ type: 'spki', format: 'der' });
  return createHash('sha256').update(spki).digest('base64');
}

/**
 * Serves `https://127.0.0.1:<port>` over HTTP/2 (HTTP/1.1 for a client without it), passing every request to
 * `target`; answers the server and the browser flag that trusts it.
 */
export async function startHttp2Front(target: string, port: number) {
  const certificate = selfSignedCertificate();
  const server = http2.createSecureServer({ ...certificate, allowHTTP1: true }, (request, response) => {
    const upstream = http.request(
      `${target}${request.url}`,
      { method: request.method, headers: { ...passedOn(request.headers), host: new URL(target).host } },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, passedOn(answer.headers));
        answer.pipe(response);
      },
    );
    upstream.on('error', () => response.destroy());
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { server, trustFlag: `--ignore-certificate-errors-spki-list=${publicKeyHash(certificate.cert)}` };
}
