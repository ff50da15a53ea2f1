import type { IntegrationsDeps } from './integrations-deps.ts';
import { createManageIntegrations } from './use-cases/manage-integrations.ts';
import { createOpenClientSite } from './use-cases/open-client-site.ts';
import { createRotateSigningSecret } from './use-cases/rotate-signing-secret.ts';
import { createShowIntegrationCards } from './use-cases/show-integration-cards.ts';

export type { SiteConnection } from './use-cases/open-client-site.ts';

/**
 * The three integrations of My Account (SPEC.md §7 "Integrations"); tokens are sealed at rest.
 * Each use case is a file of use-cases/.
 */
export function createIntegrationsService(deps: IntegrationsDeps) {
  return {
    ...createManageIntegrations(deps),
    configsOf: createShowIntegrationCards(deps),
    siteOf: createOpenClientSite(deps),
    rotateSigningSecret: createRotateSigningSecret(deps),
  };
}
export type IntegrationsService = ReturnType<typeof createIntegrationsService>;
