import { messages, type SociairAccount } from '@portal/shared';
import { ConflictError, ValidationError } from '../../../lib/errors.ts';
import type { SociairDeps } from '../sociair-deps.ts';
import { presentAccount } from '../sociair-link.ts';

/** The client's link to an account of the service: as it stands, and made by the account's username. */
export function createLinkAccount(deps: Pick<SociairDeps, 'repository' | 'client'>) {
  const { repository } = deps;
  return {
    async account(userId: number): Promise<SociairAccount | null> {
      const link = await repository.linkOf(userId);
      return link ? presentAccount(link) : null;
    },

    async findTenant(userId: number, username: string): Promise<SociairAccount> {
      const link = await repository.linkOf(userId);
      if (link?.sealedToken) throw new ConflictError(messages.sociairAlreadyConnected);
      const tenant = await deps.client.findTenant(username);
      if (!tenant) throw ValidationError.field('username', messages.sociairAccountNotFound);
      return presentAccount(await repository.link(userId, { tenantId: tenant.tenantId, tenantName: tenant.name, username }));
    },
  };
}
