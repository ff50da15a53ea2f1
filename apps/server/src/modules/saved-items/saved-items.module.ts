import type { SavedItemKind } from '@portal/shared';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { Mailer } from '../../lib/mailer.ts';
import type { FeatureModule } from '../../plugins/feature-modules.ts';
import type { AuthRepository } from '../auth/auth.repository.ts';
import type { ContentPolicy } from '../content/content.policy.ts';
import { createSavedItemsRepository } from './saved-items.repository.ts';
import { savedItemsRoutes } from './saved-items.routes.ts';
import { createSavedItemsService, type SavableContent } from './saved-items.service.ts';

/** Saved items and their folders, and sharing an item by mail. */
export function savedItemsModule(deps: {
  db: Database;
  config: Pick<Config, 'publicUrl' | 'agencyName'>;
  contents: Record<SavedItemKind, SavableContent>;
  policy: ContentPolicy;
  users: Pick<AuthRepository, 'findUserById'>;
  mailer: Mailer;
  now: () => Date;
}) {
  const service = createSavedItemsService({
    ...deps,
    repository: createSavedItemsRepository(deps.db),
    publicUrl: deps.config.publicUrl,
    agencyName: deps.config.agencyName,
  });
  const routes: FeatureModule['routes'] = async (app) => {
    await app.register(savedItemsRoutes(service), { prefix: '/api/client' });
  };
  return { name: 'saved-items', routes };
}
