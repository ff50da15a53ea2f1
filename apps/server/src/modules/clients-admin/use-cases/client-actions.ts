import { messages } from '@portal/shared';
import { NotFoundError } from '../../../lib/errors.ts';
import { type ClientDetailDeps, clientOrMissing } from '../client-detail-deps.ts';

/** The page's actions beyond the list's: the radio verified, the password mail sent again. */
export function clientActions(deps: Pick<ClientDetailDeps, 'repository' | 'integrations' | 'auth' | 'db' | 'audit' | 'now'>) {
  return {
    async verifyRadio(id: number): Promise<void> {
      await clientOrMissing(deps, id);
      await deps.db.transaction(async (tx) => {
        const radio = await deps.integrations.verifyRadio(id, deps.now(), tx);
        if (!radio) throw new NotFoundError(messages.radioMissing);
        await deps.audit.record(tx, {
          action: 'client.update',
          object: { type: 'radio_station', id: radio.id },
          houseId: id,
          after: { status: 'verified' },
        });
      });
    },

    async resendPasswordMail(id: number): Promise<void> {
      await deps.auth.resendPasswordMail(await clientOrMissing(deps, id));
    },
  };
}
