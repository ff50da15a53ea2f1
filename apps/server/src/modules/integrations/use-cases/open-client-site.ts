import { signingSecretOf } from '../integrations.presenters.ts';
import type { IntegrationsDeps } from '../integrations-deps.ts';

export type SiteConnection = { id: number; categoryUrl: string; storeUrl: string; token: string; secret: string };

/** The client's site with its token and signing secret opened, for the calls the portal makes to it. */
export function createOpenClientSite(deps: Pick<IntegrationsDeps, 'repository' | 'secrets'>) {
  return async function siteOf(userId: number): Promise<SiteConnection | undefined> {
    const site = await deps.repository.clientSites.of(userId);
    if (!site) return undefined;
    return {
      id: site.id,
      categoryUrl: site.categoryUrl,
      storeUrl: site.storeUrl,
      token: deps.secrets.open(site.sealedToken),
      secret: await signingSecretOf(deps, site),
    };
  };
}
