import { messages } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import type { Resolver } from '../../lib/http-out.ts';
import { checkedWebhookUrl } from './webhook-url.ts';

const resolvingTo =
  (...addresses: string[]): Resolver =>
  async () =>
    addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

const refusal = (url: string, options: Parameters<typeof checkedWebhookUrl>[1]) =>
  checkedWebhookUrl(url, options).then(
    () => 'taken',
    (error: { errors?: Record<string, string[]> }) => error.errors?.url?.[0],
  );

describe('a webhook URL', () => {
  it('is taken when it is https and its name resolves to public addresses only', async () => {
    expect(await checkedWebhookUrl('https://cms.example.com/hook', { allowLoopback: false, resolve: resolvingTo('93.184.216.34') })).toBe(
      'https://cms.example.com/hook',
    );
  });

  it.each([
    ['a private address', '10.1.2.3'],
    ['loopback', '127.0.0.1'],
    ['link-local metadata', '169.254.169.254'],
    ['IPv6 unique-local', 'fd00::1'],
    ['one bad address among good ones', '93.184.216.34', '192.168.1.9'],
  ])('is refused when its name resolves to %s', async (_case, ...addresses) => {
    expect(await refusal('https://rebound.example/hook', { allowLoopback: false, resolve: resolvingTo(...addresses) })).toBe(
      messages.outboundRefused,
    );
  });

  it('is taken when its name does not resolve now: the check when connecting stays the guard', async () => {
    const unresolved: Resolver = async () => {
      throw new Error('ENOTFOUND');
    };
    expect(await refusal('https://not-yet.example/hook', { allowLoopback: false, resolve: unresolved })).toBe('taken');
  });

  it('takes plain http to loopback only where loopback is let through, for local trials', async () => {
    const local = resolvingTo('127.0.0.1');
    expect(await refusal('http://localhost:8080/hook', { allowLoopback: true, resolve: local })).toBe('taken');
    expect(await refusal('http://localhost:8080/hook', { allowLoopback: false, resolve: local })).toBe(messages.webhookHttpsOnly);
    expect(await refusal('http://cms.example.com/hook', { allowLoopback: true, resolve: local })).toBe(messages.webhookHttpsOnly);
  });

  it('is refused with credentials in it', async () => {
    expect(await refusal('https://user:pass@cms.example.com/hook', { allowLoopback: false, resolve: resolvingTo('93.184.216.34') })).toBe(
      messages.outboundRefused,
    );
  });
});
