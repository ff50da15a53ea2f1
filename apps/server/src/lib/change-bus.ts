import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Database, DatabaseHandle } from '../db/client.ts';

/** The NOTIFY channel every instance of the portal listens on. */
export const CHANGE_CHANNEL = 'portal_changes';

const changeSchema = z.discriminatedUnion('kind', [
  /** Logout, password change or reset, suspension: a user's sessions, or one by its token's hash. */
  z.object({ kind: z.literal('sessions'), userId: z.number().int().optional(), tokenHash: z.string().optional() }),
  /** Payment, trial, grant, plan edit: what a user's subscription allows. */
  z.object({ kind: z.literal('subscription'), userId: z.number().int() }),
  /** A Feed API key revoked: the keys each instance keeps of the client. */
  z.object({ kind: z.literal('api-keys'), userId: z.number().int() }),
  /** An OAuth client of the Feed API revoked or given a new secret: the clients each instance keeps of the house. */
  z.object({ kind: z.literal('oauth-clients'), userId: z.number().int() }),
  /** Publish, correction, unpublish, delete, review decision, lookup change: the content lists (and the live feed). */
  z.object({ kind: z.literal('content') }),
  /** A job queued (lib/job-queue.ts): every instance working the queue looks for it now instead of at its next poll. */
  z.object({ kind: z.literal('jobs'), queue: z.string() }),
]);
export type Change = z.infer<typeof changeSchema>;
/** What an instance does with a change: every instance, the one that wrote included, hears each change once it commits. */
export type ChangeHandler = (change: Change) => void;

/**
 * The change bus: PostgreSQL's NOTIFY tells every instance of the portal on one database what changed,
 * so each forgets what it cached of it. `announce` sends inside the writer's transaction when handed
 * one (PostgreSQL delivers a NOTIFY at commit, and never one of a rolled-back transaction), or right
 * after a write that committed on its own. An instance whose listening connection dropped cannot know
 * what it missed: `onGap` handlers forget everything.
 */
export function createChangeBus(deps: { database: Pick<DatabaseHandle, 'listen'>; log: FastifyBaseLogger }) {
  const handlers: ChangeHandler[] = [];
  const gapHandlers: (() => void)[] = [];

  function deliver(payload: string) {
    const parsed = changeSchema.safeParse(parseJson(payload));
    if (!parsed.success) {
      deps.log.warn({ payload }, 'change bus: a message of an unknown shape was ignored');
      return;
    }
    for (const handler of handlers) handler(parsed.data);
  }

  return {
    /** Sends `change` through `executor`: a transaction (sent at its commit) or the database (sent now). */
    async announce(executor: Database, change: Change): Promise<void> {
      await executor.execute(sql`select pg_notify(${CHANGE_CHANNEL}, ${JSON.stringify(change)})`);
    },
    on(handler: ChangeHandler) {
      handlers.push(handler);
    },
    onGap(handler: () => void) {
      gapHandlers.push(handler);
    },
    /** Starts listening; answers how to stop. */
    start() {
      return deps.database.listen(
        CHANGE_CHANNEL,
        {
          message: deliver,
          gap: () => {
            deps.log.warn('change bus: listening again after a lost connection; every cache is cleared');
            for (const handler of gapHandlers) handler();
          },
        },
        (error) => deps.log.error({ err: error }, 'change bus: the listening connection was lost'),
      );
    },
  };
}
export type ChangeBus = ReturnType<typeof createChangeBus>;

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
