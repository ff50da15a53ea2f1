import type { Database } from '../../db/client.ts';
import { NotFoundError } from '../../lib/errors.ts';
import type { MediaLinks } from '../../lib/media-links.ts';
import type { Audit } from '../audit/audit.service.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { IntegrationsRepository } from '../integrations/integrations.repository.ts';
import type { SociairRepository } from '../sociair/sociair.repository.ts';
import type { SubscriptionRepository } from '../subscription/subscription.repository.ts';
import type { SubscriptionService } from '../subscription/subscription.service.ts';
import type { ClientDetailRepository } from './client-detail.repository.ts';

/** What the client page's service is built from; each use case names the part of it it uses. */
export type ClientDetailDeps = {
  repository: ClientDetailRepository;
  integrations: Pick<IntegrationsRepository, 'clientSites' | 'linkApis' | 'radios' | 'verifyRadio'>;
  sociair: Pick<SociairRepository, 'linkOf'>;
  plans: Pick<SubscriptionRepository, 'activePlan' | 'grantByHand'>;
  subscriptions: Pick<SubscriptionService, 'forget'>;
  auth: Pick<AuthService, 'resendPasswordMail'>;
  links: MediaLinks;
  db: Database;
  /** Grants and the radio's verification are audited. */
  audit: Audit;
  now: () => Date;
};

/** The client every action of the page is about; a missing one is a 404 before anything is done. */
export async function clientOrMissing(deps: Pick<ClientDetailDeps, 'repository'>, id: number) {
  const client = await deps.repository.client(id);
  if (!client) throw new NotFoundError();
  return client;
}
