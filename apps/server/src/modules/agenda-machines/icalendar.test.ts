import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { type CalendarEvent, calendarText, dayAfter, escapeText, foldLine } from './icalendar.ts';

const HEAD = { productId: '-//Agency//Agenda//EN', name: 'Agency Agenda', refreshMinutes: 60, method: 'PUBLISH' as const };
const SAVED = new Date('2027-05-20T04:15:30.123Z');

const budgetSpeech = (fields: Partial<CalendarEvent> = {}): CalendarEvent => ({
  uid: 'agenda-7@portal.test',
  sequence: 0,
  stamp: SAVED,
  lastModified: SAVED,
  start: { date: '2027-05-29', time: '11:00' },
  end: { date: '2027-05-29', time: '13:30' },
  summary: 'Budget speech',
  description: 'बजेट भाषण',
  location: 'Federal Parliament, New Baneshwor, Kathmandu',
  categories: ['Politics', 'Economy'],
  status: 'CONFIRMED',
  url: 'http://portal.test/agenda/events/7',
  ...fields,
});

/** The calendar as Mozilla's parser reads it, its own VTIMEZONE registered as a calendar application does. */
function parsed(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  return { calendar, events: calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent)) };
}

const octets = (line: string) => Buffer.byteLength(line);

describe('iCalendar text', () => {
  it('ends every line with CRLF and folds none longer than 75 octets, never inside a Devanagari letter', () => {
    const long = 'प्रदेश सरकारको आगामी आर्थिक वर्षको बजेट तथा कार्यक्रम सार्वजनिक गर्ने विशेष समारोह, काठमाडौं';
    const text = calendarText(HEAD, [budgetSpeech({ summary: long, description: `${long}\n${long}` })]);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = text.split('\r\n').slice(0, -1);
    expect(Math.max(...lines.map(octets))).toBeLessThanOrEqual(75);
    expect(lines.some((line) => line.startsWith(' '))).toBe(true);
    // Every physical line is valid UTF-8 on its own: no letter was cut between two of them.
    for (const line of lines) expect(Buffer.from(Buffer.from(line).toString('utf8')).equals(Buffer.from(line))).toBe(true);
    expect(text).not.toContain('\uFFFD');

    const [event] = parsed(text).events;
    expect(event?.summary).toBe(long);
    expect(event?.description).toBe(`${long}\n${long}`);
  });

  it('folds at exactly 75 octets and keeps a continuation to 74 after its space', () => {
    const folded = foldLine(`SUMMARY:${'a'.repeat(200)}`).split('\r\n');
    // 208 octets: 75, then 74 + its space, then the last 59 + its space.
    expect(folded.map(octets)).toEqual([75, 75, 60]);
    expect(folded.slice(1).every((line) => line.startsWith(' '))).toBe(true);
    // Three-octet letters: 75 is 25 of them on the first line.
    const nepali = foldLine('क'.repeat(40)).split('\r\n');
    expect(nepali.map(octets)).toEqual([75, 46]);
  });

  it('escapes backslash, semicolon, comma and line breaks in TEXT, and the parser reads them back', () => {
    expect(escapeText('a\\b;c,d\r\ne\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
    const tricky = 'Talks; budget, tax\\duty\nsecond line';
    const [event] = parsed(calendarText(HEAD, [budgetSpeech({ summary: tricky, location: 'Hall 2, Singha Durbar; gate 3' })])).events;
    expect(event?.summary).toBe(tricky);
    expect(event?.location).toBe('Hall 2, Singha Durbar; gate 3');
  });

  it('gives a timed event in Nepal time, +05:45, which the parser turns into the right UTC instant', () => {
    const text = calendarText(HEAD, [budgetSpeech()]);
    expect(text).toContain('DTSTART;TZID=Asia/Kathmandu:20270529T110000\r\n');
    expect(text).toContain('TZOFFSETTO:+0545');
    const { calendar, events } = parsed(text);
    const zone = calendar.getFirstSubcomponent('vtimezone');
    expect(zone?.getFirstPropertyValue('tzid')).toBe('Asia/Kathmandu');
    const [event] = events;
    expect(event?.startDate.isDate).toBe(false);
    expect(event?.startDate.toJSDate().toISOString()).toBe('2027-05-29T05:15:00.000Z');
    expect(event?.endDate.toJSDate().toISOString()).toBe('2027-05-29T07:45:00.000Z');
  });

  it('gives an all-day event (or one whose time is to be confirmed) as dates, its end the day after the last', () => {
    const [oneDay, threeDays] = parsed(
      calendarText(HEAD, [
        budgetSpeech({ start: { date: '2027-05-29', time: null }, end: null }),
        budgetSpeech({ uid: 'agenda-8@portal.test', start: { date: '2027-12-30', time: null }, end: { date: '2028-01-01', time: null } }),
      ]),
    ).events;
    expect(oneDay?.startDate.isDate).toBe(true);
    expect(oneDay?.startDate.toString()).toBe('2027-05-29');
    expect(oneDay?.endDate.toString()).toBe('2027-05-30');
    expect(threeDays?.startDate.toString()).toBe('2027-12-30');
    expect(threeDays?.endDate.toString()).toBe('2028-01-02');
    expect(dayAfter('2028-02-28')).toBe('2028-02-29');
  });

  it('leaves DTEND out of a timed event the agency gave no end for', () => {
    const text = calendarText(HEAD, [budgetSpeech({ end: null })]);
    expect(text).not.toContain('DTEND');
    const [event] = parsed(text).events;
    expect(event?.startDate.toJSDate().toISOString()).toBe('2027-05-29T05:15:00.000Z');
  });

  it('carries UID, SEQUENCE, STATUS, the stamps, categories, URL and the calendar’s name and refresh', () => {
    const { calendar, events } = parsed(calendarText(HEAD, [budgetSpeech({ sequence: 2, status: 'CANCELLED' })]));
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Agency Agenda');
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(String(calendar.getFirstPropertyValue('refresh-interval'))).toBe('PT60M');
    const [event] = events;
    const vevent = event?.component;
    expect(event?.uid).toBe('agenda-7@portal.test');
    expect(event?.sequence).toBe(2);
    expect(vevent?.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(vevent?.getFirstProperty('categories')?.getValues()).toEqual(['Politics', 'Economy']);
    expect(vevent?.getFirstPropertyValue('url')).toBe('http://portal.test/agenda/events/7');
    const stamp = vevent?.getFirstPropertyValue('dtstamp') as ICAL.Time;
    expect(stamp.toJSDate().toISOString()).toBe('2027-05-20T04:15:30.000Z');
  });
});
