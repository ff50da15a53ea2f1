import { messages, type SociairAccount, type SociairSaveAccountRequest } from '@portal/shared';
import { ValidationError } from '../../../lib/errors.ts';
import { type ServiceAccount, type SociairSession, SociairTokenRefusedError } from '../sociair.client.ts';
import type { SociairDeps } from '../sociair-deps.ts';
import { linkOrConflict, presentAccount, syncWith } from '../sociair-link.ts';

/** Logging in to the service: with the account's password here, or with a token the browser got from the service. */
export function createLogIn(deps: Pick<SociairDeps, 'repository' | 'client' | 'box' | 'now'>) {
  const { repository, client } = deps;

  /** Keeps a token the service accepted (sealed), re-linking when it belongs to another tenant, then syncs. */
  async function connect(userId: number, session: SociairSession, account: ServiceAccount) {
    const link = await repository.linkOf(userId);
    if (link?.tenantId !== session.tenantId) {
      await repository.link(userId, { tenantId: session.tenantId, tenantName: account.tenant, username: account.username });
    }
    await repository.update(userId, { sealedToken: deps.box.seal(session.accessToken), needsLogin: false });
    await syncWith(deps, userId, session, account);
    return presentAccount(await linkOrConflict(repository, userId));
  }

  return {
    async login(userId: number, form: { password: string; twofa_token?: string | undefined }): Promise<SociairAccount> {
      const link = await linkOrConflict(repository, userId);
      const outcome = await client.login(link.tenantId, { username: link.username, password: form.password, twofaToken: form.twofa_token });
      if (outcome.kind === 'wrong_password') throw ValidationError.field('password', messages.sociairWrongPassword);
      if (outcome.kind === 'twofa_required') throw ValidationError.field('twofa_token', messages.sociairTwofaRequired);
      if (outcome.kind === 'twofa_wrong') throw ValidationError.field('twofa_token', messages.sociairTwofaWrong);
      const session = { tenantId: link.tenantId, accessToken: outcome.accessToken };
      return connect(userId, session, await client.account(session));
    },

    /** SPEC.md §7 save/account: a token the browser got from the service itself, checked with the service first. */
    async saveAccount(userId: number, request: SociairSaveAccountRequest): Promise<SociairAccount> {
      const session = { tenantId: request.tenant_id, accessToken: request.access_token };
      let account: ServiceAccount;
      try {
        account = await client.account(session);
      } catch (error) {
        if (error instanceof SociairTokenRefusedError) throw ValidationError.field('access_token', messages.sociairTokenRefused);
        throw error;
      }
      return connect(userId, session, account);
    },
  };
}
