import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { ForbiddenError, NotFoundError } from '../../../lib/errors.ts';
import { type HttpOut, OutboundError } from '../../../lib/http-out.ts';
import type { SecretBox } from '../../../lib/secret-box.ts';
import type { WebsubRepository, WebsubSubscriptionRow } from '../websub.repository.ts';
import { createDeliver, hubSignature } from './distribute.ts';

const PUBLIC = 'https://portal.example';
const TOPIC = `${PUBLIC}/api/feed/rss/${'t'.repeat(43)}/news.atom`;
const NOW = new Date('2026-12-01T08:00:00Z');
const box = { seal: (text: string) => `sealed:${text}`, open: (text: string) => text.replace(/^sealed:/, '') } as SecretBox;
const log = { warn: vi.fn(), info: vi.fn() } as unknown as FastifyBaseLogger;

function setUp(options: { answer?: number | Error; document?: string | Error; secret?: string | null } = {}) {
  const row = {
    id: 7,
    sealedTopic: box.seal(TOPIC),
    callback: 'https://sub.example/cb',
    sealedSecret: options.secret ?? null,
  } as WebsubSubscriptionRow;
  const repository = { forDelivery: vi.fn(async () => row), removeById: vi.fn(async () => undefined) };
  const send = vi.fn(async () => {
    if (options.answer instanceof Error) throw options.answer;
    return { status: options.answer ?? 200, body: Buffer.alloc(0), durationMs: 1, json: () => null };
  });
  const document = vi.fn(async () => {
    if (options.document instanceof Error) throw options.document;
    return options.document ?? '<feed/>';
  });
  const deliver = createDeliver({
    repository: repository as unknown as WebsubRepository,
    syndication: { document, readerOf: vi.fn() },
    box,
    httpOut: { send, timeoutMs: 10_000 } as unknown as HttpOut,
    publicUrl: PUBLIC,
    now: () => NOW,
    log,
  });
  return { deliver, repository, send, document };
}

const job = { subscriptionId: 7, seq: 1 };
const firstTry = { retryCount: 0, retryLimit: 3 };
const lastTry = { retryCount: 3, retryLimit: 3 };

describe('one try of a content distribution', () => {
  it('POSTs the whole document with its type and links, signed only when a secret was given', async () => {
    const unsigned = setUp();
    await unsigned.deliver(job, firstTry);
    expect(unsigned.document).toHaveBeenCalledWith('t'.repeat(43), { kind: 'news' }, 'atom');
    expect(unsigned.send).toHaveBeenCalledWith({
      method: 'POST',
      url: 'https://sub.example/cb',
      body: '<feed/>',
      headers: {
        'content-type': 'application/atom+xml; charset=utf-8',
        link: `<${PUBLIC}/api/websub/hub>; rel="hub", <${TOPIC}>; rel="self"`,
      },
    });
    const signed = setUp({ secret: box.seal('k') });
    await signed.deliver(job, firstTry);
    expect(signed.send).toHaveBeenCalledWith(
      expect.objectContaining({ headers: expect.objectContaining({ 'x-hub-signature': hubSignature('k', '<feed/>') }) }),
    );
  });

  it('throws for another try on a failure, and drops the notification after the last, keeping the subscription', async () => {
    for (const answer of [500, 302, new OutboundError('timeout', 'late')]) {
      const failing = setUp({ answer });
      await expect(failing.deliver(job, firstTry)).rejects.toThrow(/tries again/);
      await expect(failing.deliver(job, lastTry)).resolves.toBeUndefined();
      expect(failing.repository.removeById).not.toHaveBeenCalled();
    }
  });

  it('ends the subscription on 410 Gone, or when its address no longer opens the feed; sends nothing while the plan refuses it', async () => {
    const gone = setUp({ answer: 410 });
    await gone.deliver(job, firstTry);
    expect(gone.repository.removeById).toHaveBeenCalledWith(7);

    const rotated = setUp({ document: new NotFoundError() });
    await rotated.deliver(job, firstTry);
    expect(rotated.repository.removeById).toHaveBeenCalledWith(7);
    expect(rotated.send).not.toHaveBeenCalled();

    const lapsed = setUp({ document: new ForbiddenError('no plan') });
    await lapsed.deliver(job, firstTry);
    expect(lapsed.send).not.toHaveBeenCalled();
    expect(lapsed.repository.removeById).not.toHaveBeenCalled();
  });

  it('sends nothing for a subscription that ended, and lets an unexpected error through', async () => {
    const ended = setUp();
    ended.repository.forDelivery.mockResolvedValueOnce(undefined as unknown as WebsubSubscriptionRow);
    await ended.deliver(job, firstTry);
    expect(ended.send).not.toHaveBeenCalled();
    await expect(setUp({ document: new Error('database down') }).deliver(job, firstTry)).rejects.toThrow('database down');
  });
});
