import { describe, expect, it } from 'vitest';
import type { Change } from '../../lib/change-bus.ts';
import { scopeOfFeedPath } from './feed-scopes.ts';
import type { ClientHolder, OauthClientsRepository } from './oauth-clients.repository.ts';
import { CLIENT_CACHE_MS, createOauthClientsService } from './oauth-clients.service.ts';

const holder = (overrides: Partial<ClientHolder> = {}): ClientHolder => ({
  id: 1,
  clientId: 'rssc_one',
  userId: 7,
  role: 'client',
  suspended: false,
  revoked: false,
  scopes: ['feed:read'],
  secretHash: 'x',
  secretVersion: 1,
  lastUsedAt: null,
  ...overrides,
});

function serviceWith(stored: { row: ClientHolder }) {
  let reads = 0;
  let clock = 0;
  const announced: Change[] = [];
  const repository = {
    holderOf: async () => {
      reads += 1;
      return stored.row;
    },
  } as unknown as OauthClientsRepository;
  const service = createOauthClientsService({
    repository,
    announce: async (change) => {
      announced.push(change);
    },
    audit: { record: async () => undefined },
    now: () => new Date(),
    clock: () => clock,
  });
  return { service, reads: () => reads, tick: (ms: number) => (clock += ms), announced };
}

describe('the clients an instance keeps', () => {
  it('reads a client once while it is kept, and again once forgotten (a bus message) or too old (a missed one)', async () => {
    const stored = { row: holder() };
    const { service, reads, tick } = serviceWith(stored);
    expect((await service.holderOf('rssc_one'))?.revoked).toBe(false);
    await service.holderOf('rssc_one');
    expect(reads()).toBe(1);

    // Revoked on another instance whose message this one missed: seen once the kept copy is CLIENT_CACHE_MS old.
    stored.row = holder({ revoked: true });
    tick(CLIENT_CACHE_MS - 1);
    expect((await service.holderOf('rssc_one'))?.revoked).toBe(false);
    tick(1);
    expect((await service.holderOf('rssc_one'))?.revoked).toBe(true);
    expect(reads()).toBe(2);

    stored.row = holder({ secretVersion: 2 });
    service.forgetHere(7);
    expect((await service.holderOf('rssc_one'))?.secretVersion).toBe(2);
    service.forgetHere(8);
    await service.holderOf('rssc_one');
    expect(reads()).toBe(3);
    service.forgetHere();
    await service.holderOf('rssc_one');
    expect(reads()).toBe(4);
  });
});

describe('the scope of each part of the Feed API', () => {
  it('asks agenda:read for the agenda and feed:read for the items; nothing opens other paths', () => {
    expect(scopeOfFeedPath('/api/feed/v1/agenda')).toBe('agenda:read');
    expect(scopeOfFeedPath('/api/feed/v1/items')).toBe('feed:read');
    expect(scopeOfFeedPath('/api/feed/v1/items/:id')).toBe('feed:read');
    expect(scopeOfFeedPath('/api/feed/v1/agendas')).toBe('feed:read');
    expect(scopeOfFeedPath('/api/client/profile')).toBeUndefined();
  });
});
