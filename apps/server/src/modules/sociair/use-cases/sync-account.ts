import { messages } from '@portal/shared';
import { ConflictError } from '../../../lib/errors.ts';
import { SociairTokenRefusedError } from '../sociair.client.ts';
import type { SociairDeps } from '../sociair-deps.ts';
import { connectedLink, markNeedsLogin, sessionOf, syncWith } from '../sociair-link.ts';

/** The account, profiles and categories fetched again from the service; a refused token means logging in again. */
export function createSyncAccount(deps: Pick<SociairDeps, 'repository' | 'client' | 'box' | 'now' | 'log'>) {
  const { repository } = deps;
  return async function sync(userId: number): Promise<void> {
    const link = await connectedLink(repository, userId);
    try {
      await syncWith(deps, userId, sessionOf(deps.box, link));
    } catch (error) {
      if (!(error instanceof SociairTokenRefusedError)) throw error;
      await markNeedsLogin(deps, userId);
      throw new ConflictError(messages.sociairNeedsLogin);
    }
    if (link.needsLogin) await repository.update(userId, { needsLogin: false });
  };
}
