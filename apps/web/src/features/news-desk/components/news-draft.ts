import { EDITABLE_NEWS_STATUSES, publishNewsRequest, type StaffNewsDetail, updateNewsRequest } from '@portal/shared';
import dayjs from 'dayjs';
import { z } from 'zod';

/** The editor's values as its fields hold them: the language as the radio's value, "Publish at" as a `datetime-local` value. */
export type NewsDraft = {
  title: string;
  content: string;
  meta_description: string;
  language_id: string;
  category_ids: number[];
  pin: boolean;
  publish_at: string;
  status: '' | (typeof EDITABLE_NEWS_STATUSES)[number];
};

export const EMPTY_DRAFT: NewsDraft = {
  title: '',
  content: '',
  meta_description: '',
  language_id: '',
  category_ids: [],
  pin: false,
  publish_at: '',
  status: '',
};

const LOCAL_TIME = 'YYYY-MM-DDTHH:mm';

const isEditable = (status: StaffNewsDetail['status']): status is (typeof EDITABLE_NEWS_STATUSES)[number] =>
  EDITABLE_NEWS_STATUSES.some((editable) => editable === status);

export const draftOf = (item: StaffNewsDetail): NewsDraft => ({
  title: item.title,
  content: item.content,
  meta_description: item.meta_description,
  language_id: String(item.language_id),
  category_ids: item.category_ids,
  pin: item.pin,
  publish_at: dayjs(item.publish_at).format(LOCAL_TIME),
  status: isEditable(item.status) ? item.status : '',
});

/** An empty "Publish at" is left out (the server publishes at once); a local time is sent as ISO. */
function toRequest({ publish_at, ...draft }: NewsDraft) {
  if (!publish_at) return draft;
  const time = new Date(publish_at);
  return { ...draft, publish_at: Number.isNaN(time.getTime()) ? publish_at : time.toISOString() };
}

/** The shared request schemas, checking the fields' values once they are in the shape the server takes. */
export const publishDraft = z.preprocess(toRequest, publishNewsRequest);
export const updateDraft = z.preprocess(toRequest, updateNewsRequest);
