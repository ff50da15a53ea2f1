import { createRequire } from 'node:module';
import type { FastifyRateLimitStore, RateLimitOptions } from '@fastify/rate-limit';

type Count = { current: number; ttl: number };
type StoreOptions = Pick<RateLimitOptions, 'continueExceeding' | 'exponentialBackoff' | 'cache'>;
type LocalStoreCtor = new (continueExceeding?: boolean, exponentialBackoff?: boolean, cache?: number) => FastifyRateLimitStore;

// @fastify/rate-limit's in-memory store, which ships no types of its own.
const LocalStore = createRequire(import.meta.url)('@fastify/rate-limit/store/LocalStore.js') as LocalStoreCtor;

/**
 * @fastify/rate-limit's in-memory store, answering each call with its own count. The plugin's store hands every
 * call the one counter object it keeps for a key, and the plugin reads it a microtask later: calls that resume
 * together (requests sent at once, or waiting on the same lookup) all read the last one's count, so one call past the
 * limit refused them all. Redis answers each call with its own count and needs no such copy.
 */
export class CountPerCallStore implements FastifyRateLimitStore {
  private readonly store: FastifyRateLimitStore;

  constructor(options: StoreOptions) {
    this.store = new LocalStore(options.continueExceeding, options.exponentialBackoff, options.cache);
  }

  incr(key: string, callback: (error: Error | null, result?: Count) => void, timeWindow: number, max: number) {
    this.store.incr(key, (error, result) => callback(error, result && { current: result.current, ttl: result.ttl }), timeWindow, max);
  }

  /** `routeOptions` are a route's limit options over the app's, though the plugin's types call them the route's. */
  child(routeOptions: object) {
    return new CountPerCallStore(routeOptions as StoreOptions);
  }
}
