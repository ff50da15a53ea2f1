import { SociairRejectedError, SociairUnavailableError } from '../sociair.client.ts';
import type { SociairLinkRow } from '../sociair.repository.ts';
import type { SociairDeps } from '../sociair-deps.ts';
import { connectedLink, linkOrConflict } from '../sociair-link.ts';

/** Logging out of the service, and unlinking its account altogether. */
export function createDisconnectAccount(deps: Pick<SociairDeps, 'repository' | 'client' | 'box' | 'log'>) {
  const { repository } = deps;

  /** Ends the token on the service if it can; the portal forgets it either way. */
  async function endSession(link: SociairLinkRow) {
    if (!link.sealedToken) return;
    try {
      await deps.client.logout({ tenantId: link.tenantId, accessToken: deps.box.open(link.sealedToken) });
    } catch (error) {
      if (!(error instanceof SociairUnavailableError || error instanceof SociairRejectedError)) throw error;
      deps.log.warn({ userId: link.userId }, 'social-automation logout could not reach the service; the token is forgotten anyway');
    }
  }

  return {
    async unlink(userId: number): Promise<void> {
      await endSession(await linkOrConflict(repository, userId));
      await repository.unlink(userId);
    },

    async logout(userId: number): Promise<void> {
      await endSession(await connectedLink(repository, userId));
      await repository.update(userId, { sealedToken: null, needsLogin: false });
    },
  };
}
