import { EDITABLE_NEWS_STATUSES, publishNewsRequest, type StaffNewsDetail, updateNewsRequest } from '@portal/shared';
import { z } from 'zod';
import { fromLocalInput, toLocalInput } from '../../../lib/dates.ts';
import { type OrderedMedia, savedMedia } from '../../../lib/desk-media.ts';
import { NO_PLACE, type PlaceValue, placeRequest, placeValueOf } from '../../../lib/place-value.ts';

/** The editor's values as its fields hold them: the language as the radio's value, "Publish at" as a `datetime-local` value. */
export type NewsDraft = {
  title: string;
  content: string;
  meta_description: string;
  language_id: string;
  category_ids: number[];
  pin: boolean;
  breaking: boolean;
  urgent: boolean;
  usage_terms: string;
  editor_note: string;
  publish_at: string;
  status: '' | (typeof EDITABLE_NEWS_STATUSES)[number];
  /** Images, videos and the PDF in order; sent as the `media` list and file parts, not checked by the schema. */
  attachments: OrderedMedia[];
} & PlaceValue;

export const EMPTY_DRAFT: NewsDraft = {
  title: '',
  content: '',
  meta_description: '',
  language_id: '',
  category_ids: [],
  pin: false,
  breaking: false,
  urgent: false,
  usage_terms: '',
  editor_note: '',
  publish_at: '',
  status: '',
  attachments: [],
  ...NO_PLACE,
};

const isEditable = (status: StaffNewsDetail['status']): status is (typeof EDITABLE_NEWS_STATUSES)[number] =>
  EDITABLE_NEWS_STATUSES.some((editable) => editable === status);

export const draftOf = (item: StaffNewsDetail): NewsDraft => ({
  title: item.title,
  content: item.content,
  meta_description: item.meta_description,
  language_id: String(item.language_id),
  category_ids: item.category_ids,
  pin: item.pin,
  breaking: item.breaking,
  urgent: item.urgent,
  usage_terms: item.usage_terms,
  editor_note: item.editor_note,
  publish_at: toLocalInput(item.publish_at),
  status: isEditable(item.status) ? item.status : '',
  attachments: item.media.map(savedMedia),
  ...placeValueOf(item),
});

/** An empty "Publish at" is left out (the server publishes at once); a local time is sent as ISO. */
function toRequest({ publish_at, attachments: _files, province_id, district_id, local_level_id, ...fields }: NewsDraft) {
  const draft = { ...fields, ...placeRequest({ province_id, district_id, local_level_id }) };
  return publish_at ? { ...draft, publish_at: fromLocalInput(publish_at) } : draft;
}

/** The shared request schemas, checking the fields' values once they are in the shape the server takes. */
export const publishDraft = z.preprocess(toRequest, publishNewsRequest);
export const updateDraft = z.preprocess(toRequest, updateNewsRequest);
