import { messages } from '@portal/shared';
import { NotFoundError } from '../../../lib/errors.ts';
import { type ClientDetailDeps, clientOrMissing } from '../client-detail-deps.ts';

/** The page's actions beyond the list's: the radio verified, the password mail sent again. */
export function clientActions(deps: Pick<ClientDetailDeps, 'repository' | 'integrations' | 'auth' | 'now'>) {
  return {
    async verifyRadio(id: number): Promise<void> {
      await clientOrMissing(deps, id);
      if (!(await deps.integrations.verifyRadio(id, deps.now()))) throw new NotFoundError(messages.radioMissing);
    },

    async resendPasswordMail(id: number): Promise<void> {
      await deps.auth.resendPasswordMail(await clientOrMissing(deps, id));
    },
  };
}
