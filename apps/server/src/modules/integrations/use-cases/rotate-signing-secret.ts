import type { ClientApiConfig } from '@portal/shared';
import { NotFoundError } from '../../../lib/errors.ts';
import { newSigningSecret } from '../../../lib/push-signature.ts';
import { presentClientApi } from '../integrations.presenters.ts';
import type { IntegrationsDeps } from '../integrations-deps.ts';

/** A new signing secret for the client's site: pushes signed with the old one fail at the site from now on. */
export function createRotateSigningSecret(deps: Pick<IntegrationsDeps, 'repository' | 'secrets'>) {
  return async function rotateSigningSecret(userId: number, id: number): Promise<ClientApiConfig> {
    const row = await deps.repository.clientSites.setSecret(userId, id, deps.secrets.seal(newSigningSecret()), false);
    if (!row) throw new NotFoundError();
    return presentClientApi(deps, row);
  };
}
