import type { EventAttachment, EventFields, PublicEvent, StaffEvent } from '@portal/shared';
import type { MediaRow } from '../media/media.repository.ts';
import { presentPlace } from '../places/place-names.ts';
import { placeTagOf, resolvePlaceTag } from '../places/place-tags.ts';
import { type CoverageRow, type EventParts, type EventRecord, itemKey, type NewEvent } from './agenda.repository.ts';

/** The lasting address of an event's file (agenda-attachments.ts). */
export type FileLink = (fileId: number) => string;

const attachmentsOf = (files: MediaRow[] | undefined, link: FileLink): EventAttachment[] =>
  (files ?? []).map((file) => ({ id: file.id, name: file.caption, kind: file.kind, size: file.size, url: link(file.id) }));

const deliveredRef = (coverage: CoverageRow) =>
  coverage.deliveredKind && coverage.deliveredId !== null ? { kind: coverage.deliveredKind, id: coverage.deliveredId } : null;

/** What every presented event says of itself (`presentedEventFields`). */
function presentedFields(event: EventRecord, parts: EventParts, link: FileLink) {
  return {
    id: event.id,
    version: event.version,
    title: event.title,
    title_ne: event.titleNe,
    description: event.description,
    description_ne: event.descriptionNe,
    start_date: event.startDate,
    start_time: event.startTime,
    end_date: event.endDate,
    end_time: event.endTime,
    all_day: event.allDay,
    time_to_be_confirmed: event.timeToBeConfirmed,
    venue: event.venue,
    category_ids: event.categoryIds,
    organiser: event.organiser,
    contact: event.contact,
    links: event.links,
    status: event.status,
    status_reason: event.statusReason,
    attachments: attachmentsOf(parts.files.get(event.id), link),
    updated_at: event.updatedAt.toISOString(),
  };
}

/** The event's coverage, each with the item that delivered it and its title. */
const coveragesOf = (event: EventRecord, parts: EventParts) =>
  parts.coverages
    .filter((coverage) => coverage.eventId === event.id)
    .map((coverage) => {
      const item = deliveredRef(coverage);
      return {
        id: coverage.id,
        kind: coverage.kind,
        state: coverage.state,
        expected_date: coverage.expectedDate,
        expected_time: coverage.expectedTime,
        note: coverage.note,
        delivered_item: item && { ...item, title: parts.titles.get(itemKey(item)) ?? '' },
      };
    });

/** An event as anyone outside the agency reads it: no internal note, the delivered items with their titles. */
export function presentPublic(event: EventRecord, parts: EventParts, link: FileLink): PublicEvent {
  return {
    ...presentedFields(event, parts, link),
    place: presentPlace(event),
    coverages: coveragesOf(event, parts),
    recurring: event.seriesRule?.frequency ?? null,
  };
}

/** An event as the console shows it. */
export function present(event: EventRecord, parts: EventParts, link: FileLink): StaffEvent {
  return {
    ...presentedFields(event, parts, link),
    ...placeTagOf(event),
    internal_note: event.internalNote,
    coverages: coveragesOf(event, parts),
    series: event.seriesId !== null && event.seriesRule ? { id: event.seriesId, rule: event.seriesRule } : null,
  };
}

/** The event's columns from the form; an all-day event keeps no times, and one to be confirmed no start time. */
export function columnsOf(fields: EventFields, staffId: number): Omit<NewEvent, 'createdBy'> {
  const timed = !fields.all_day;
  return {
    title: fields.title,
    titleNe: fields.title_ne,
    description: fields.description,
    descriptionNe: fields.description_ne,
    startDate: fields.start_date,
    startTime: timed && !fields.time_to_be_confirmed ? fields.start_time : null,
    endDate: fields.end_date,
    endTime: timed ? fields.end_time : null,
    allDay: fields.all_day,
    timeToBeConfirmed: timed && fields.time_to_be_confirmed,
    ...resolvePlaceTag(fields),
    venue: fields.venue,
    categoryIds: [...new Set(fields.category_ids)],
    organiser: fields.organiser,
    contact: fields.contact,
    links: fields.links,
    status: fields.status,
    statusReason: ['postponed', 'cancelled'].includes(fields.status) ? fields.status_reason : '',
    internalNote: fields.internal_note,
    updatedBy: staffId,
  };
}

export const coverageValues = (fields: EventFields) =>
  fields.coverages.map((coverage) => ({
    id: coverage.id,
    kind: coverage.kind,
    state: coverage.state,
    expectedDate: coverage.expected_date,
    expectedTime: coverage.expected_time,
    note: coverage.note,
  }));
