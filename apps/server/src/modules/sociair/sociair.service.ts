import type { SociairDeps } from './sociair-deps.ts';
import { type ConnectedLink, markNeedsLogin, sessionOf } from './sociair-link.ts';
import { createChooseWhatToPost } from './use-cases/choose-what-to-post.ts';
import { createConnectionState } from './use-cases/connection-state.ts';
import { createDisconnectAccount } from './use-cases/disconnect-account.ts';
import { createLinkAccount } from './use-cases/link-account.ts';
import { createLogIn } from './use-cases/log-in.ts';
import { createShowProfile } from './use-cases/show-profile.ts';
import { createSyncAccount } from './use-cases/sync-account.ts';

export type { SociairState } from './use-cases/connection-state.ts';

/**
 * Linking, logging in, syncing and the client's choices on the social-automation connection. Each use
 * case is a file of use-cases/; auto-posting opens a link's session and marks a refused token through here.
 */
export function createSociairService(deps: SociairDeps) {
  return {
    markNeedsLogin: (userId: number) => markNeedsLogin(deps, userId),
    sessionOf: (link: ConnectedLink) => sessionOf(deps.box, link),
    ...createConnectionState(deps),
    ...createLinkAccount(deps),
    ...createLogIn(deps),
    ...createDisconnectAccount(deps),
    sync: createSyncAccount(deps),
    profile: createShowProfile(deps),
    ...createChooseWhatToPost(deps),
  };
}
export type SociairService = ReturnType<typeof createSociairService>;
