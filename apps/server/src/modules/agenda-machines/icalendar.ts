/**
 * A small iCalendar (RFC 5545) writer for the Agenda's calendar feed and .ics files: CRLF line ends, lines folded
 * at 75 octets without splitting a UTF-8 character (Devanagari takes 3 octets a letter), TEXT values escaped, and
 * the one time zone the agenda's times are in, Asia/Kathmandu (UTC+05:45 since 1986, no daylight saving).
 */

export const NEPAL_TZID = 'Asia/Kathmandu';

/** A day (`YYYY-MM-DD`) and, for a timed start or end, its Nepal time of day (`HH:MM`). */
export type CalendarMoment = { date: string; time: string | null };

export type CalendarEvent = {
  uid: string;
  /** Grows with each change a calendar must take over the copy it holds (RFC 5545 §3.8.7.4). */
  sequence: number;
  stamp: Date;
  lastModified: Date;
  /** A start without time is all day: DTSTART;VALUE=DATE, and DTEND the day after the last (exclusive). */
  start: CalendarMoment;
  end: CalendarMoment | null;
  summary: string;
  description: string;
  location: string;
  categories: string[];
  status: 'CONFIRMED' | 'TENTATIVE' | 'CANCELLED';
  url: string;
};

export type CalendarHead = {
  /** PRODID: who made the calendar. */
  productId: string;
  /** X-WR-CALNAME: the name a calendar application shows for a subscription. */
  name: string;
  /** How often a subscriber should fetch again (REFRESH-INTERVAL of RFC 7986 and X-PUBLISHED-TTL). */
  refreshMinutes: number;
  /** METHOD:PUBLISH for a feed or a file to add. */
  method?: 'PUBLISH';
};

const CRLF = '\r\n';
const LINE_OCTETS = 75;

/** TEXT (§3.3.11): backslash, semicolon and comma escaped, every line break as `\n`. */
export function escapeText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * Folds a content line (§3.1): no line longer than 75 octets, each continuation starting with one space, never
 * inside a UTF-8 character (a code point is kept whole, so a Devanagari letter is never cut).
 */
export function foldLine(line: string): string {
  if (Buffer.byteLength(line) <= LINE_OCTETS) return line;
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    // A continuation line begins with the space that folding adds, so it holds one octet less of the value.
    const room = lines.length === 0 ? LINE_OCTETS : LINE_OCTETS - 1;
    if (octets + size > room) {
      lines.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  lines.push(current);
  return lines.join(`${CRLF} `);
}

const compactDate = (date: string) => date.replaceAll('-', '');
const two = (n: number) => String(n).padStart(2, '0');

/** A UTC DATE-TIME (`YYYYMMDDTHHMMSSZ`), seconds kept, milliseconds dropped. */
export const utcStamp = (at: Date) =>
  `${at.getUTCFullYear()}${two(at.getUTCMonth() + 1)}${two(at.getUTCDate())}T${two(at.getUTCHours())}${two(at.getUTCMinutes())}${two(at.getUTCSeconds())}Z`;

/** The calendar day after `date` (`YYYY-MM-DD`, Gregorian). */
export function dayAfter(date: string): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

/** DTSTART and DTEND: a timed event in Nepal time with its zone, an all-day one as dates whose end is exclusive. */
function whenLines(start: CalendarMoment, end: CalendarMoment | null): string[] {
  if (start.time === null) {
    const last = end?.date && end.date >= start.date ? end.date : start.date;
    return [`DTSTART;VALUE=DATE:${compactDate(start.date)}`, `DTEND;VALUE=DATE:${compactDate(dayAfter(last))}`];
  }
  const local = (moment: { date: string; time: string }) => `${compactDate(moment.date)}T${moment.time.replace(':', '')}00`;
  const lines = [`DTSTART;TZID=${NEPAL_TZID}:${local({ date: start.date, time: start.time })}`];
  // No end time: the event ends as it starts (§3.6.1), rather than an end the agency never gave.
  if (end?.time) lines.push(`DTEND;TZID=${NEPAL_TZID}:${local({ date: end.date, time: end.time })}`);
  return lines;
}

/** Nepal's zone: +05:30 until 1986, +05:45 since, no daylight saving. */
const TIMEZONE_LINES = [
  'BEGIN:VTIMEZONE',
  `TZID:${NEPAL_TZID}`,
  'BEGIN:STANDARD',
  'DTSTART:19860101T000000',
  'TZOFFSETFROM:+0530',
  'TZOFFSETTO:+0545',
  'TZNAME:+0545',
  'END:STANDARD',
  'END:VTIMEZONE',
];

function eventLines(event: CalendarEvent): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${utcStamp(event.stamp)}`,
    `LAST-MODIFIED:${utcStamp(event.lastModified)}`,
    ...whenLines(event.start, event.end),
    `SUMMARY:${escapeText(event.summary)}`,
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    ...(event.categories.length > 0 ? [`CATEGORIES:${event.categories.map(escapeText).join(',')}`] : []),
    `STATUS:${event.status}`,
    `URL:${event.url}`,
    'END:VEVENT',
  ];
}

/** The whole VCALENDAR as text: every line folded and ended by CRLF (the last one too). */
export function calendarText(head: CalendarHead, events: CalendarEvent[]): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${head.productId}`,
    'CALSCALE:GREGORIAN',
    ...(head.method ? [`METHOD:${head.method}`] : []),
    `X-WR-CALNAME:${escapeText(head.name)}`,
    `X-WR-TIMEZONE:${NEPAL_TZID}`,
    `REFRESH-INTERVAL;VALUE=DURATION:PT${head.refreshMinutes}M`,
    `X-PUBLISHED-TTL:PT${head.refreshMinutes}M`,
    ...TIMEZONE_LINES,
    ...events.flatMap(eventLines),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}
