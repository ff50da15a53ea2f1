import type { ClientRow, ClientSubscriptionState, ClientsQuery, Paged } from '@portal/shared';
import type { Database } from '../../db/client.ts';
import { NotFoundError } from '../../lib/errors.ts';
import type { Audit } from '../audit/audit.service.ts';
import type { AuthRepository } from '../auth/auth.repository.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { pageMeta } from '../content/content-query.ts';
import type { ClientsListRepository } from './clients-list.repository.ts';

/** Where a client stands, from the subscription of it that runs longest (none when it never had one). */
export function subscriptionStateAt(longest: { expiresAt: Date; isTrial: boolean } | undefined, at: Date): ClientSubscriptionState {
  if (!longest) return 'none';
  if (longest.expiresAt <= at) return 'expired';
  return longest.isTrial ? 'trial' : 'active';
}

/**
 * The agency's clients: the list with search and filters, each with its latest
 * subscription, and the staff actions verify, suspend (sessions revoked) and reactivate.
 */
export function createClientsAdminService(deps: {
  clients: ClientsListRepository;
  users: Pick<AuthRepository, 'updateUser' | 'findUserById'>;
  db: Database;
  audit: Audit;
  auth: Pick<AuthService, 'setSuspended'>;
  now: () => Date;
}) {
  const { now } = deps;

  async function assertClient(id: number) {
    const kind = await deps.clients.clientKind(id);
    if (!kind) throw new NotFoundError();
    return kind;
  }

  return {
    async list(query: ClientsQuery): Promise<Paged<ClientRow>> {
      const at = now();
      const { rows, total } = await deps.clients.page(query, at);
      return {
        data: rows.map(({ users: user, running: plan }) => ({
          id: user.id,
          full_name: user.fullName,
          email: user.email,
          mobile_no: user.mobileNo,
          category: user.category,
          verified: user.emailVerifiedAt !== null,
          suspended: user.suspendedAt !== null,
          plan_name: plan?.planName ?? null,
          expires_at: plan ? new Date(plan.coverEnd).toISOString() : null,
          subscription: subscriptionStateAt(plan ? { expiresAt: new Date(plan.expiresAt), isTrial: plan.isTrial } : undefined, at),
          created_at: user.createdAt.toISOString(),
        })),
        meta: pageMeta(total, query),
      };
    },

    async verify(id: number): Promise<void> {
      await assertClient(id);
      // The first verification's time stays: verifying a verified address again changes nothing.
      if ((await deps.users.findUserById(id))?.emailVerifiedAt) return;
      const at = now();
      await deps.db.transaction(async (tx) => {
        await deps.users.updateUser(tx, id, { emailVerifiedAt: at });
        await deps.audit.record(tx, {
          action: 'client.update',
          object: { type: 'client', id },
          houseId: id,
          after: { email_verified_at: at },
        });
      });
    },

    /** Suspends or reactivates a media house (its members' sessions end too) or one member of it; answers which. */
    async setSuspended(id: number, suspended: boolean): Promise<'house' | 'member'> {
      const kind = await assertClient(id);
      await deps.auth.setSuspended(id, suspended);
      return kind;
    },
  };
}
export type ClientsAdminService = ReturnType<typeof createClientsAdminService>;
