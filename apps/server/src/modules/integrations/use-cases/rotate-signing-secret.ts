import type { ClientApiConfig } from '@portal/shared';
import { NotFoundError } from '../../../lib/errors.ts';
import { newSigningSecret } from '../../../lib/push-signature.ts';
import { presentClientApi } from '../integrations.presenters.ts';
import type { IntegrationsDeps } from '../integrations-deps.ts';

/** A new signing secret for the client's site: pushes signed with the old one fail at the site from now on. */
export function createRotateSigningSecret(deps: Pick<IntegrationsDeps, 'db' | 'repository' | 'secrets' | 'audit'>) {
  return async function rotateSigningSecret(userId: number, id: number): Promise<ClientApiConfig> {
    const row = await deps.db.transaction(async (tx) => {
      const rotated = await deps.repository.clientSites.setSecret(userId, id, deps.secrets.seal(newSigningSecret()), false, tx);
      if (!rotated) throw new NotFoundError();
      await deps.audit.record(tx, { action: 'site.rotate_secret', object: { type: 'client_site', id }, after: { secret: 'rotated' } });
      return rotated;
    });
    return presentClientApi(deps, row);
  };
}
