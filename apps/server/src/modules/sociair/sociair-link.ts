import { messages, SOCIAL_PROFILE_TYPES, type SociairAccount } from '@portal/shared';
import { ConflictError } from '../../lib/errors.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import type { ServiceAccount, SociairSession } from './sociair.client.ts';
import type { SociairLinkRow, SociairRepository } from './sociair.repository.ts';
import type { SociairDeps } from './sociair-deps.ts';

/** A link the client is logged in with: its token is kept, sealed. */
export type ConnectedLink = SociairLinkRow & { sealedToken: string };

const shownTypes = new Set<string>(SOCIAL_PROFILE_TYPES);

export const sessionOf = (box: SecretBox, link: ConnectedLink): SociairSession => ({
  tenantId: link.tenantId,
  accessToken: box.open(link.sealedToken),
});

export async function linkOrConflict(repository: SociairRepository, userId: number): Promise<SociairLinkRow> {
  const link = await repository.linkOf(userId);
  if (!link) throw new ConflictError(messages.sociairNotLinked);
  return link;
}

export async function connectedLink(repository: SociairRepository, userId: number): Promise<ConnectedLink> {
  const link = await linkOrConflict(repository, userId);
  if (!link.sealedToken) throw new ConflictError(messages.sociairNotLoggedIn);
  return link as ConnectedLink;
}

export async function markNeedsLogin(deps: Pick<SociairDeps, 'repository' | 'log'>, userId: number) {
  await deps.repository.update(userId, { needsLogin: true });
  deps.log.warn({ userId }, 'social-automation token refused; the client has to log in again');
}

/** Copies the account, its enabled profiles of the kinds the portal shows, and its categories from the service. */
export async function syncWith(
  deps: Pick<SociairDeps, 'repository' | 'client' | 'now'>,
  userId: number,
  session: SociairSession,
  known?: ServiceAccount,
) {
  const { client } = deps;
  const [account, profiles, categories] = await Promise.all([
    known ?? client.account(session),
    client.profiles(session),
    client.categories(session),
  ]);
  await deps.repository.applySync(
    userId,
    {
      account: {
        photo: account.photo,
        username: account.username,
        tenant: account.tenant,
        name: account.name,
        email: account.email,
        domain: account.domain,
        subscriptionEndAt: account.subscription_end_at,
      },
      profiles: profiles
        .filter((profile) => profile.enabled && shownTypes.has(profile.type))
        .map((profile) => ({ externalId: profile.id, name: profile.name, type: profile.type, logo: profile.logo })),
      categories: categories.map((category) => ({ externalId: category.id, name: category.name, slug: category.slug })),
    },
    deps.now(),
  );
}

export function presentAccount(link: SociairLinkRow): SociairAccount {
  return {
    tenant_id: link.tenantId,
    name: link.tenantName,
    username: link.username,
    connected: link.sealedToken !== null,
    needs_login: link.needsLogin,
  };
}
