import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { memoizeSerializer, trustAnswer } from './memoized-serializer.ts';

const route = { schema: z.object({ title: z.string() }), method: 'GET', url: '/list', httpStatus: '200' };

describe('memoizeSerializer', () => {
  it('checks and stringifies one answer object once, and every new object afresh', () => {
    const inner = vi.fn((data: unknown) => JSON.stringify(data));
    const serialize = memoizeSerializer(() => inner)(route as never);
    const shared = { title: 'Cached page' };
    const sent = serialize(shared);
    expect(String(sent)).toBe('{"title":"Cached page"}');
    expect(serialize(shared)).toBe(sent);
    expect(String(serialize({ title: 'Other' }))).toBe('{"title":"Other"}');
    expect(inner).toHaveBeenCalledTimes(2);
  });

  it('still drops what the response schema does not allow', () => {
    const serialize = memoizeSerializer()(route as never);
    expect(String(serialize({ title: 'Kept', password_hash: 'secret' }))).toBe('{"title":"Kept"}');
  });
});

describe('trustAnswer', () => {
  it('sends a trusted answer as it is, without the schema check', () => {
    const inner = vi.fn((data: unknown) => JSON.stringify(data));
    const serialize = memoizeSerializer(() => inner)(route as never);
    expect(String(serialize(trustAnswer({ title: 'Built by SQL', summary: 'kept' })))).toBe('{"title":"Built by SQL","summary":"kept"}');
    expect(inner).not.toHaveBeenCalled();
  });
});
