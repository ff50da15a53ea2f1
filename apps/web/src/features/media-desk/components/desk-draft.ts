import { EDITABLE_NEWS_STATUSES } from '@portal/shared';
import { fromLocalInput, toLocalInput } from '../../../lib/dates.ts';

export type DeskStatus = (typeof EDITABLE_NEWS_STATUSES)[number];

/** What both desk editors hold besides their own fields: "Publish at" as a `datetime-local` value, and the status. */
export type PublishDraft = { publish_at: string; status: DeskStatus };

const isDeskStatus = (status: string): status is DeskStatus => EDITABLE_NEWS_STATUSES.some((known) => known === status);

export const publishDraftOf = (item?: { publish_at: string; status: string }): PublishDraft => ({
  publish_at: item ? toLocalInput(item.publish_at) : '',
  status: item && isDeskStatus(item.status) ? item.status : 'published',
});

/** An empty "Publish at" is left out (the server publishes at once); a local time is sent as ISO. */
export const publishFields = ({ publish_at, status }: PublishDraft) => ({
  status,
  ...(publish_at ? { publish_at: fromLocalInput(publish_at) } : {}),
});
