import type { EventFields, StaffEvent } from '@portal/shared';
import { placeTagOf, resolvePlaceTag } from '../places/place-tags.ts';
import type { CoverageRow, EventRow, NewEvent } from './agenda.repository.ts';

/** An event as the console shows it, with its coverages among `coverages`. */
export function present(event: EventRow, coverages: CoverageRow[]): StaffEvent {
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
    ...placeTagOf(event),
    venue: event.venue,
    category_ids: event.categoryIds,
    organiser: event.organiser,
    contact: event.contact,
    links: event.links,
    status: event.status,
    status_reason: event.statusReason,
    internal_note: event.internalNote,
    coverages: coverages
      .filter((coverage) => coverage.eventId === event.id)
      .map((coverage) => ({
        id: coverage.id,
        kind: coverage.kind,
        state: coverage.state,
        expected_date: coverage.expectedDate,
        expected_time: coverage.expectedTime,
        note: coverage.note,
        delivered_item:
          coverage.deliveredKind && coverage.deliveredId !== null ? { kind: coverage.deliveredKind, id: coverage.deliveredId } : null,
      })),
    updated_at: event.updatedAt.toISOString(),
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
