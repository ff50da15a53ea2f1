import { isIP } from 'node:net';
import { messages } from '@portal/shared';
import { ValidationError } from '../../lib/errors.ts';
import { isRefusedAddress, isRefusedUrl, type Resolver, systemResolver } from '../../lib/http-out.ts';

const isLoopbackHost = (host: string) => {
  const name = host.toLowerCase().replace(/\.$/, '');
  return (
    name === 'localhost' ||
    name.endsWith('.localhost') ||
    (isIP(host) !== 0 && !isRefusedAddress(host, true) && isRefusedAddress(host, false))
  );
};

/**
 * A webhook's URL as stored, or a 422 naming `url`: https only (plain http to loopback where loopback is
 * let through, for local trials); no address the portal never calls, literally or by what the name
 * resolves to now. A name that does not resolve is taken: the check when connecting stays the guard.
 */
export async function checkedWebhookUrl(raw: string, options: { allowLoopback: boolean; resolve?: Resolver }): Promise<string> {
  const refuse = (message: string) => ValidationError.field('url', message);
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw refuse(messages.urlInvalid);
  }
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && options.allowLoopback && isLoopbackHost(host))) {
    throw refuse(messages.webhookHttpsOnly);
  }
  if (url.username || url.password || isRefusedUrl(raw, options.allowLoopback)) throw refuse(messages.outboundRefused);
  if (isIP(host) === 0) {
    const found = await (options.resolve ?? systemResolver)(host).catch(() => []);
    if (found.some((entry) => isRefusedAddress(entry.address, options.allowLoopback))) throw refuse(messages.outboundRefused);
  }
  return url.toString();
}
