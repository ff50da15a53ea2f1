import { agendaEventWebUrl, type PublicEvent } from '@portal/shared';
import type { CalendarEvent } from './icalendar.ts';

const STATUSES: Record<PublicEvent['status'], CalendarEvent['status']> = {
  planned: 'TENTATIVE',
  confirmed: 'CONFIRMED',
  postponed: 'TENTATIVE',
  cancelled: 'CANCELLED',
};

/** Venue, then the place from the most precise level up (English names: the calendar's text is in English). */
function locationOf(event: PublicEvent): string {
  const place = event.place;
  const levels = place ? [place.local_level, place.district, place.province].flatMap((level) => (level ? [level.en] : [])) : [];
  return [event.venue, ...levels].filter(Boolean).join(', ');
}

/**
 * What the calendar shows beyond the title: the Nepali title, the status reason (postponed, cancelled), the time
 * still to be confirmed, both descriptions, the organiser and the links. SUMMARY is the English title (the Nepali
 * one when there is none), whoever subscribes: one calendar text serves every person of a house.
 */
function descriptionOf(event: PublicEvent): string {
  return [
    event.title && event.title_ne ? event.title_ne : '',
    event.status_reason ? `${event.status === 'cancelled' ? 'Cancelled' : 'Postponed'}: ${event.status_reason}` : '',
    event.time_to_be_confirmed ? 'Time to be confirmed' : '',
    event.description,
    event.description_ne,
    event.organiser ? `Organiser: ${event.organiser}` : '',
    ...event.links.map((link) => `${link.label}: ${link.url}`),
  ]
    .filter(Boolean)
    .join('\n\n');
}

/**
 * An event of the agenda's log as a VEVENT. UID is the event's own (`agenda-<id>@<host>`), the same in every
 * version; SEQUENCE is its version less one (0 for the first save, as RFC 5545 begins), so it grows with each save.
 * DTSTAMP is the save's time, as LAST-MODIFIED (RFC 5545 §3.8.7.2 allows it for published calendars): the same
 * version gives the same text, so a calendar asking again with its ETag is answered 304.
 * An all-day event, or one whose time is to be confirmed, is a whole day (or days); a cancelled one stays, CANCELLED.
 */
export function calendarEventOf(
  change: { document: PublicEvent; at: Date },
  settings: { publicUrl: string; categoryNames: Map<number, string> },
): CalendarEvent {
  const event = change.document;
  const host = new URL(settings.publicUrl).host;
  const timed = !event.all_day && !event.time_to_be_confirmed && event.start_time !== null;
  return {
    uid: `agenda-${event.id}@${host}`,
    sequence: Math.max(0, event.version - 1),
    stamp: change.at,
    lastModified: change.at,
    start: { date: event.start_date, time: timed ? event.start_time : null },
    end: event.end_date || event.end_time ? { date: event.end_date ?? event.start_date, time: timed ? event.end_time : null } : null,
    summary: event.title || event.title_ne,
    description: descriptionOf(event),
    location: locationOf(event),
    categories: event.category_ids.flatMap((id) => settings.categoryNames.get(id) ?? []),
    status: STATUSES[event.status],
    url: agendaEventWebUrl(settings.publicUrl, event.id),
  };
}
