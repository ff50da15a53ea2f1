import { itemWebUrl, MAX_SHARES_PER_DAY, messages, type ShareResult, type shareItemRequest } from '@portal/shared';
import type { z } from 'zod';
import { NotFoundError, TooManyRequestsError } from '../../../lib/errors.ts';
import { NEPAL_OFFSET_MS } from '../../../lib/nepal-dates.ts';
import { leadOf } from '../../../lib/rich-text.ts';
import type { Authenticated } from '../../auth/auth.service.ts';
import { shareMail } from '../share-mails.ts';
import type { ItemCard, SavedItemsDeps } from './shared.ts';

const DAY_MS = 86_400_000;
const nepalMidnight = (now: Date) => new Date(Math.floor((now.getTime() + NEPAL_OFFSET_MS) / DAY_MS) * DAY_MS - NEPAL_OFFSET_MS);

/** The summary a mail shows: news and videos have one; a gallery's is its description as text. */
function summaryOf(card: ItemCard): string {
  return 'meta_description' in card ? card.meta_description : leadOf(card.description);
}

/** Sharing an item by mail, at most MAX_SHARES_PER_DAY shares a person a Nepal day. */
export function createShareItem(
  deps: Pick<SavedItemsDeps, 'repository' | 'contents' | 'users' | 'mailer' | 'publicUrl' | 'agencyName' | 'now'>,
) {
  const { repository, contents } = deps;

  return {
    /**
     * Mails an item the caller may open to each address (one mail each, so no recipient sees the others),
     * queued in the transaction that counts the person's shares of the Nepal day under their row lock:
     * past the limit nothing is stored or sent.
     */
    async share(caller: Authenticated, body: z.output<typeof shareItemRequest>): Promise<ShareResult> {
      const content = contents[body.kind];
      await content.assertOpenable(caller, body.item_id);
      const card = (await content.cardsById([body.item_id], caller.user.houseId)).get(body.item_id);
      if (!card) throw new NotFoundError();
      const [sender, house] = await Promise.all([deps.users.findUserById(caller.user.id), deps.users.findUserById(caller.user.houseId)]);
      if (!sender || !house) throw new NotFoundError();
      const userId = caller.user.id;
      const now = deps.now();
      const link = itemWebUrl(deps.publicUrl, body.kind, body.item_id);
      const shared = await repository.forPerson(userId, async (tx) => {
        const today = await repository.countSharesSince(tx, userId, nepalMidnight(now));
        if (today >= MAX_SHARES_PER_DAY) throw new TooManyRequestsError(messages.sharesPerDayLimit(MAX_SHARES_PER_DAY));
        await repository.insertShare(tx, {
          userId,
          kind: body.kind,
          itemId: body.item_id,
          recipients: body.recipients,
          note: body.note,
          createdAt: now,
        });
        for (const to of body.recipients) {
          const mail = shareMail(
            {
              to,
              locale: sender.locale,
              title: card.title,
              summary: summaryOf(card),
              senderName: sender.fullName,
              houseName: house.companyName || house.fullName,
              note: body.note,
              link,
            },
            deps.agencyName,
          );
          await deps.mailer.send(mail, tx);
        }
        return today + 1;
      });
      return { recipients: body.recipients, shares_left_today: MAX_SHARES_PER_DAY - shared };
    },
  };
}
