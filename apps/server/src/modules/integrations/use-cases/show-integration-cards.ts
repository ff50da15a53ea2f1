import type { Account } from '@portal/shared';
import { presentClientApi, presentLinkApi, presentRadio } from '../integrations.presenters.ts';
import type { IntegrationsDeps } from '../integrations-deps.ts';

/** The integration cards of My Account, each null when not configured. */
export function createShowIntegrationCards(deps: Pick<IntegrationsDeps, 'repository' | 'secrets'>) {
  const { repository } = deps;
  return async function configsOf(userId: number): Promise<Pick<Account, 'apiUrl' | 'api' | 'radio'>> {
    const [site, link, radio] = await Promise.all([
      repository.clientSites.of(userId),
      repository.linkApis.of(userId),
      repository.radios.of(userId),
    ]);
    return {
      apiUrl: site ? await presentClientApi(deps, site) : null,
      api: link ? presentLinkApi(deps.secrets, link) : null,
      radio: radio ? presentRadio(radio) : null,
    };
  };
}
