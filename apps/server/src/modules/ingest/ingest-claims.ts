import { setTimeout as sleep } from 'node:timers/promises';
import { ServiceUnavailableError } from '../../lib/errors.ts';
import type { IngestItemRow, IngestRepository, IngestSource } from './ingest.repository.ts';
import type { IncomingItem } from './ingest-parse.ts';

/** A guid another instance keeps applying: the caller is asked to retry, as Newshub answers a locked push. */
const BUSY = 'This item is being applied by another request; push it again in a moment.';
/** How long a push waits for another instance's claim of its guid to end. */
const CLAIM_WAIT_MS = 10_000;
/** A claim this old was left by an instance that stopped mid-way: it is taken over. */
export const STALE_CLAIM_MS = 120_000;
const FIRST_PAUSE_MS = 20;
const LONGEST_PAUSE_MS = 400;

/** Runs tasks of one key one after another on this instance (each guid's pushes), tasks of other keys at once. */
export function createKeyedQueue() {
  const tails = new Map<string, Promise<unknown>>();
  return function run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const previous = tails.get(key) ?? Promise.resolve();
    const result = previous.then(task, task);
    const tail = result.catch(() => undefined);
    tails.set(key, tail);
    void tail.then(() => {
      if (tails.get(key) === tail) tails.delete(key);
    });
    return result;
  };
}

export type Claim =
  | { kind: 'unchanged'; row: IngestItemRow }
  /** `before`: the row as it was (none for a guid seen first), to put back when applying fails. */
  | { kind: 'claimed'; claimed: IngestItemRow; before: IngestItemRow | undefined };

/**
 * Claims an item's row across instances: waits while another instance's claim of the guid is fresh (pausing a little
 * longer each time, 10 s at most, then 503), answers `unchanged` for a version not above the applied one, and else
 * claims the row by a conditional write. `again` lets the applied version be applied again when the row is in that
 * state: a held item staff retry, a published item whose picture arrived after it.
 */
export function createIngestClaims(deps: { repository: IngestRepository; now: () => Date }) {
  const busy = (row: IngestItemRow | undefined) =>
    row?.state === 'applying' && deps.now().getTime() - row.updatedAt.getTime() < STALE_CLAIM_MS;

  return async function claim(
    source: IngestSource,
    item: IncomingItem,
    payload: unknown,
    again: IngestItemRow['state'] | null,
  ): Promise<Claim> {
    const deadline = performance.now() + CLAIM_WAIT_MS;
    for (let pause = FIRST_PAUSE_MS; ; pause = Math.min(pause * 2, LONGEST_PAUSE_MS)) {
      const row = await deps.repository.item(source, item.guid);
      if (!busy(row)) {
        const reapplied = again !== null && row?.state === again && item.version === row.version;
        if (row && item.version <= row.version && !reapplied) return { kind: 'unchanged', row };
        const claimed = row
          ? await deps.repository.claim(row, { version: item.version, payload }, deps.now())
          : await deps.repository.claimNew(source, item.guid, { version: item.version, payload });
        if (claimed) return { kind: 'claimed', claimed, before: row };
      }
      if (performance.now() >= deadline) throw new ServiceUnavailableError(BUSY);
      await sleep(pause);
    }
  };
}
